// Discussions: start one (rule 31: in a category the learner may post in, within the hourly limit, earning
// the forum badges and no XP), edit your own title and body (the edit post dialog), delete your own (a soft
// delete: the replies stay readable under a placeholder). Another learner's post can be neither edited nor
// deleted, whatever the request says.
import { startRefusal, type ForumCategoryId, type ForumViewer } from '#/domain/forum-categories.ts';
import { excerptOf } from '#/domain/forum-excerpt.ts';
import { searchableText } from '#/domain/forum-search.ts';
import type { Backend } from '../../backend.ts';
import type { NewRow } from '../../schema.ts';
import { recordAchievement, type EarnedBadge } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { isListed, visiblePost } from './access.ts';
import { renderForumMarkdown } from './markdown.ts';
import { takePostingTurn } from './posting-limit.ts';
import { requireForumOpen } from './forum-gate.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export interface NewDiscussion {
  readonly categoryId: ForumCategoryId;
  readonly title: string;
  readonly body: string;
}

export interface PostChanges {
  readonly title: string;
  readonly body: string;
}

/** What the page shows after an edit, without reloading. */
export interface EditedPost {
  readonly id: string;
  readonly title: string;
  readonly bodyHtml: string;
  readonly editedAt: string;
}

/** The rendered body; refused (kept as typed) in the unlikely case it outgrows its column. */
function renderedBody(body: string, field: string): string {
  const html = renderForumMarkdown(body, 2);
  if (html.length > 100_000) throw new ServiceError('invalid-argument', m.textTooLong, { fields: { [field]: m.shorten } });
  return html;
}

/** A new post's row: the body rendered and its excerpt and search text derived, as every post has them. */
export function newPostRow(authorId: string, input: NewDiscussion, at: string): NewRow<'forum_posts'> {
  return {
    authorId,
    categoryId: input.categoryId,
    title: input.title,
    body: input.body,
    bodyHtml: renderedBody(input.body, 'body'),
    excerpt: excerptOf(input.body),
    searchText: searchableText(input.title, input.body),
    postedAt: at,
    lastActivityAt: at,
  };
}

const NOT_YOURS_EDIT = m.notYoursEdit;
const NOT_YOURS_DELETE = m.notYoursDelete;

export async function startDiscussion(
  { store }: Pick<Backend, 'store'>,
  viewer: ForumViewer,
  input: NewDiscussion,
  now = new Date(),
): Promise<{ postId: string; badges: readonly EarnedBadge[] }> {
  await requireForumOpen(store, viewer);
  const refusal = startRefusal(viewer, input.categoryId);
  if (refusal !== null) throw new ServiceError('invalid-argument', refusal, { fields: { categoryId: refusal } });
  const row = newPostRow(viewer.id, input, now.toISOString());
  return store.transaction(async (tx) => {
    await takePostingTurn(tx, viewer.id, 'post', now);
    const post = await tx.createRow('forum_posts', null, row);
    // Posting earns badges, not XP (rules 25, 31): counted in this transaction, with the post.
    const { badges } = await recordAchievement(tx, { userId: viewer.id, kind: 'forum_post' }, { now });
    return { postId: post.$id, badges };
  });
}

/** The author's own title and body, for the edit form. */
export async function postForEditing({ store }: Pick<Backend, 'store'>, viewer: ForumViewer, postId: unknown): Promise<{ id: string; title: string; body: string }> {
  await requireForumOpen(store, viewer);
  const post = await visiblePost(store, viewer, postId);
  if (post.authorId !== viewer.id) throw new ServiceError('permission-denied', NOT_YOURS_EDIT);
  if (post.deletedAt !== null) throw new ServiceError('not-found', m.postDeleted);
  return { id: post.$id, title: post.title, body: post.body };
}

export async function editPost(
  { store }: Pick<Backend, 'store'>,
  viewer: ForumViewer,
  postId: unknown,
  changes: PostChanges,
  now = new Date(),
): Promise<EditedPost> {
  await requireForumOpen(store, viewer);
  const bodyHtml = renderedBody(changes.body, 'body');
  return store.transaction(async (tx) => {
    const post = await visiblePost(tx, viewer, postId);
    if (post.authorId !== viewer.id) throw new ServiceError('permission-denied', NOT_YOURS_EDIT);
    if (post.deletedAt !== null) throw new ServiceError('not-found', m.postDeleted);
    if (post.hidden) throw new ServiceError('permission-denied', m.hiddenNoEdit);
    const editedAt = now.toISOString();
    await tx.updateRow('forum_posts', post.$id, {
      title: changes.title,
      body: changes.body,
      bodyHtml,
      excerpt: excerptOf(changes.body),
      searchText: searchableText(changes.title, changes.body),
      editedAt,
    });
    return { id: post.$id, title: changes.title, bodyHtml, editedAt };
  });
}

/** Soft-deletes the viewer's own post; deleting it again changes nothing. */
export async function deletePost({ store }: Pick<Backend, 'store'>, viewer: ForumViewer, postId: unknown, now = new Date()): Promise<void> {
  await requireForumOpen(store, viewer);
  await store.transaction(async (tx) => {
    const post = await visiblePost(tx, viewer, postId);
    if (post.authorId !== viewer.id) throw new ServiceError('permission-denied', NOT_YOURS_DELETE);
    if (post.deletedAt !== null) return;
    const deleted = { deletedAt: now.toISOString(), pinned: false };
    await tx.updateRow('forum_posts', post.$id, { ...deleted, listed: isListed({ hidden: post.hidden, deletedAt: deleted.deletedAt }) });
  });
}
