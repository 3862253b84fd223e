// The forum list (rule 31): discussions newest activity first, pinned ones on top of the first page, one
// category or all the viewer may read (free learners do not see the Book Club's), and search by title and
// body (newest discussions first). Pages follow a cursor (the last discussion shown), never an offset, so page 500 of 100,000 posts
// costs what page 1 does; the lists' indexes lead with `listed` and `pinned` for the same reason.
import { FORUM_CATEGORIES, canReadCategory, forumCategory, type ForumCategoryId, type ForumViewer } from '#/domain/forum-categories.ts';
import { searchTerms, type SearchTerms } from '#/domain/forum-search.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError } from '../../store/port.ts';
import { INSERTION_ORDER, cursorAfter, equal, fulltext, limit, notEqual, orderDesc, type Query } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';
import { BOOK_CLUB_ONLY } from './access.ts';
import { authorCards, cardOf, type AuthorCard } from './authors.ts';
import { requireForumOpen } from './forum-gate.ts';

export const FEED_PAGE_SIZE = 20;
/** Pinned discussions shown above the first page, at most. */
export const MAX_PINNED = 5;

export interface DiscussionSummary {
  readonly id: string;
  readonly title: string;
  readonly categoryId: ForumCategoryId;
  readonly excerpt: string;
  readonly author: AuthorCard;
  readonly postedAt: string;
  readonly lastActivityAt: string;
  readonly replyCount: number;
  readonly likeCount: number;
  readonly pinned: boolean;
  readonly locked: boolean;
}

export interface FeedRequest {
  /** One category, or null for every category the viewer may read. */
  readonly categoryId: ForumCategoryId | null;
  /** The search box's text ('' for none). */
  readonly query: string;
  /** The id of the last discussion of the previous page, or null for the first page. */
  readonly after: string | null;
}

export interface Feed {
  readonly pinned: readonly DiscussionSummary[];
  readonly discussions: readonly DiscussionSummary[];
  /** Where the next page starts, or null on the last page. */
  readonly nextCursor: string | null;
  /** The words searched for and those left out, when searching. */
  readonly search: SearchTerms | null;
}

type PostQuery = Query<'forum_posts'>;

/** The filter that keeps the feed to what the viewer may read. */
function scopeFilter(viewer: ForumViewer, categoryId: ForumCategoryId | null): PostQuery[] {
  if (categoryId !== null) return [equal('categoryId', categoryId)];
  const unreadable = FORUM_CATEGORIES.filter((category) => !canReadCategory(viewer, category.id)).map((category) => category.id);
  if (unreadable.length === 0) return [];
  // One category left out can go through the feed's own index; more would list the readable ones.
  const [only] = unreadable;
  if (unreadable.length === 1 && only !== undefined) return [notEqual('categoryId', only)];
  return [equal('categoryId', FORUM_CATEGORIES.filter((category) => canReadCategory(viewer, category.id)).map((category) => category.id))];
}

function summaries(rows: readonly RowOf<'forum_posts'>[], cards: ReadonlyMap<string, AuthorCard>): DiscussionSummary[] {
  return rows.map((row) => ({
    id: row.$id,
    title: row.title,
    categoryId: row.categoryId,
    excerpt: row.excerpt,
    author: cardOf(cards, row.authorId),
    postedAt: row.postedAt,
    lastActivityAt: row.lastActivityAt,
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    pinned: row.pinned,
    locked: row.locked,
  }));
}

export async function readFeed({ store }: Pick<Backend, 'store'>, viewer: ForumViewer, request: FeedRequest): Promise<Feed> {
  await requireForumOpen(store, viewer);
  if (request.categoryId !== null && !canReadCategory(viewer, request.categoryId)) throw new ServiceError('permission-denied', BOOK_CLUB_ONLY);
  if (request.categoryId !== null) forumCategory(request.categoryId);
  const scope: PostQuery[] = [...scopeFilter(viewer, request.categoryId), equal('listed', true)];
  const search = request.query.trim() === '' ? null : searchTerms(request.query);
  const after = request.after !== null && isId(request.after) ? request.after : null;

  // Search results come newest discussion first: the order the full-text index hands them out in, a page at
  // a time however many discussions a common word is in (sorting every match by activity would not be).
  const pageQuery: PostQuery[] =
    search === null
      ? [...scope, equal('pinned', false), orderDesc('lastActivityAt'), limit(FEED_PAGE_SIZE + 1)]
      : [...scope, fulltext('searchText', search.words.join(' ')), orderDesc(INSERTION_ORDER), limit(FEED_PAGE_SIZE + 1)];
  const firstPage = () => store.findRows('forum_posts', pageQuery);
  let rows: RowOf<'forum_posts'>[];
  if (search !== null && search.words.length === 0) rows = [];
  else if (after === null) rows = await firstPage();
  else {
    try {
      rows = await store.findRows('forum_posts', [...pageQuery, cursorAfter(after)]);
    } catch (error) {
      // The discussion the link started after is gone: start again from the top rather than fail.
      if (!isStoreError(error, 'not-found')) throw error;
      rows = await firstPage();
    }
  }
  const pinnedRows = search === null && after === null ? await store.findRows('forum_posts', [...scope, equal('pinned', true), orderDesc('lastActivityAt'), limit(MAX_PINNED)]) : [];

  const shown = rows.slice(0, FEED_PAGE_SIZE);
  const cards = await authorCards(store, [...pinnedRows, ...shown].map((row) => row.authorId));
  return {
    pinned: summaries(pinnedRows, cards),
    discussions: summaries(shown, cards),
    nextCursor: rows.length > FEED_PAGE_SIZE ? (shown.at(-1)?.$id ?? null) : null,
    search,
  };
}
