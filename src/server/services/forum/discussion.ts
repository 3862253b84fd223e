// One discussion as its page shows it (rule 31): the post (or a placeholder when its author deleted it), the
// author's level and rank, likes, and a page of replies grouped into threads, with what the viewer may do.
// Replies come in sort-key order (src/domain/forum-threads.ts) and page by cursor, so a discussion with
// thousands of replies opens as fast as a short one.
import { forumCategory, type ForumCategoryId, type ForumViewer } from '#/domain/forum-categories.ts';
import { groupIntoThreads, type Threaded } from '#/domain/forum-threads.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError } from '../../store/port.ts';
import { cursorAfter, equal, greaterThanEqual, limit, orderAsc } from '../../store/query.ts';
import { visiblePost } from './access.ts';
import { authorCards, cardOf, type AuthorCard } from './authors.ts';
import { likeRowId } from './row-keys.ts';
import { replyRefusal } from './replies.ts';
import { requireForumOpen } from './forum-gate.ts';

// Thirty replies of ordinary length keep the first response under 14 KB gzip (the learner-page budget).
export const REPLIES_PAGE_SIZE = 30;

export interface PostView {
  readonly id: string;
  /** The title, or null when the author deleted the post. */
  readonly title: string | null;
  readonly categoryId: ForumCategoryId;
  readonly categoryName: string;
  /** Sanitised when written; null when deleted. */
  readonly bodyHtml: string | null;
  readonly author: AuthorCard;
  readonly postedAt: string;
  readonly editedAt: string | null;
  readonly replyCount: number;
  readonly likeCount: number;
  readonly pinned: boolean;
  readonly locked: boolean;
  readonly hidden: boolean;
  readonly deleted: boolean;
  readonly isOwn: boolean;
}

export interface ReplyView {
  readonly id: string;
  readonly parentReplyId: string | null;
  readonly author: AuthorCard;
  readonly postedAt: string;
  /** What is shown: the reply, or why it is not. */
  readonly state: 'shown' | 'deleted' | 'hidden';
  /** Sanitised when written; null unless shown (admins also see hidden replies, marked as such). */
  readonly bodyHtml: string | null;
  /** Hidden by a moderator (an admin sees it, marked). */
  readonly hidden: boolean;
  readonly isOwn: boolean;
}

export interface DiscussionView {
  readonly post: PostView;
  readonly liked: boolean;
  readonly threads: readonly Threaded<ReplyView>[];
  /** The last reply's id when more follow (the next page starts after it), else null. */
  readonly nextCursor: string | null;
  /** The page begins with the discussion's first reply (else a link leads back to it). */
  readonly fromStart: boolean;
  /** Why the viewer cannot reply, or null when they can. */
  readonly replyRefusal: string | null;
}

function replyView(row: RowOf<'forum_replies'>, viewer: ForumViewer, cards: ReadonlyMap<string, AuthorCard>): ReplyView {
  const deleted = row.deletedAt !== null;
  const state = deleted ? 'deleted' : row.hidden && !viewer.isAdmin ? 'hidden' : 'shown';
  return {
    id: row.$id,
    parentReplyId: row.parentReplyId,
    author: cardOf(cards, row.authorId),
    postedAt: row.postedAt,
    state,
    bodyHtml: state === 'shown' ? row.bodyHtml : null,
    hidden: row.hidden,
    isOwn: row.authorId === viewer.id,
  };
}

/** Which replies a page shows: from the start, after a reply (the next page), or from a reply's thread on. */
export interface ReplyPageRequest {
  readonly after?: string | null;
  /** Show the page that starts with this reply's thread (where a new reply lands). */
  readonly from?: string | null;
}

async function replyPage({ store }: Pick<Backend, 'store'>, postId: string, request: ReplyPageRequest): Promise<{ rows: RowOf<'forum_replies'>[]; fromStart: boolean }> {
  const base = [equal('postId', postId), orderAsc('sortKey'), limit(REPLIES_PAGE_SIZE + 1)] as const;
  if (isId(request.from)) {
    const [anchor, first] = await Promise.all([store.getRow('forum_replies', request.from), store.findRows('forum_replies', [...base])]);
    // A reply on the first page is shown there, with everything before it; a later one opens its thread's page.
    if (first.slice(0, REPLIES_PAGE_SIZE).some((row) => row.$id === request.from)) return { rows: first, fromStart: true };
    if (anchor !== null && anchor.postId === postId) {
      const threadKey = anchor.sortKey.split('~').slice(0, 2).join('~');
      return { rows: await store.findRows('forum_replies', [...base, greaterThanEqual('sortKey', threadKey)]), fromStart: false };
    }
  }
  if (!isId(request.after)) return { rows: await store.findRows('forum_replies', [...base]), fromStart: true };
  try {
    return { rows: await store.findRows('forum_replies', [...base, cursorAfter(request.after)]), fromStart: false };
  } catch (error) {
    // The reply the link started after is gone: start from the beginning rather than fail.
    if (!isStoreError(error, 'not-found')) throw error;
    return { rows: await store.findRows('forum_replies', [...base]), fromStart: true };
  }
}

export async function readDiscussion(
  backend: Pick<Backend, 'store'>,
  viewer: ForumViewer,
  postId: unknown,
  request: ReplyPageRequest = {},
): Promise<DiscussionView> {
  await requireForumOpen(backend.store, viewer);
  const { store } = backend;
  const post = await visiblePost(store, viewer, postId);
  const [{ rows, fromStart }, liked] = await Promise.all([replyPage(backend, post.$id, request), store.getRow('forum_likes', likeRowId(post.$id, viewer.id))]);
  const shown = rows.slice(0, REPLIES_PAGE_SIZE);
  const cards = await authorCards(store, [post.authorId, ...shown.map((row) => row.authorId)]);
  const deleted = post.deletedAt !== null;
  return {
    post: {
      id: post.$id,
      title: deleted ? null : post.title,
      categoryId: post.categoryId,
      categoryName: forumCategory(post.categoryId).name,
      bodyHtml: deleted ? null : post.bodyHtml,
      author: cardOf(cards, post.authorId),
      postedAt: post.postedAt,
      editedAt: post.editedAt,
      replyCount: post.replyCount,
      likeCount: post.likeCount,
      pinned: post.pinned,
      locked: post.locked,
      hidden: post.hidden,
      deleted,
      isOwn: post.authorId === viewer.id,
    },
    liked: liked !== null,
    threads: groupIntoThreads(shown.map((row) => replyView(row, viewer, cards))),
    nextCursor: rows.length > REPLIES_PAGE_SIZE ? (shown.at(-1)?.$id ?? null) : null,
    fromStart,
    replyRefusal: replyRefusal(post),
  };
}
