// Replies (rule 31): markdown, threaded one level deep, within the hourly limit, never on a locked, hidden or
// deleted discussion; a reply moves its discussion to the top of the list. Authors delete their own replies
// (a soft delete: a placeholder keeps the thread readable); another learner's reply cannot be deleted.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import { replySortKey } from '#/domain/forum-threads.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { NewRow, RowOf } from '../../schema.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { newRowId } from '../../store/row-ids.ts';
import { ServiceError } from '../service-error.ts';
import { visiblePost, visibleReply } from './access.ts';
import { renderForumMarkdown } from './markdown.ts';
import { takePostingTurn } from './posting-limit.ts';
import { requireForumOpen } from './forum-gate.ts';
import { replyRowId } from './row-keys.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export interface NewReply {
  readonly body: string;
  /** The reply this one answers; it joins that reply's thread. Null answers the discussion itself. */
  readonly parentReplyId: string | null;
}

/** Why nobody may reply to a discussion now, or null. */
export function replyRefusal(post: Pick<RowOf<'forum_posts'>, 'locked' | 'hidden' | 'deletedAt'>): string | null {
  if (post.deletedAt !== null) return m.deletedNoReplies;
  if (post.hidden) return m.hiddenNoReplies;
  if (post.locked) return m.lockedNoReplies;
  return null;
}

/** The reply that starts the thread a new reply joins: the parent, or the reply the parent answers. */
async function threadStarter(tx: StoreOps, postId: string, parentReplyId: string): Promise<RowOf<'forum_replies'>> {
  const missing = new ServiceError('invalid-argument', m.answeredGone, { fields: { body: m.answeredGoneField } });
  if (!isId(parentReplyId)) throw missing;
  const parent = await tx.getRow('forum_replies', parentReplyId);
  if (parent === null || parent.postId !== postId) throw missing;
  if (parent.parentReplyId === null) return parent;
  const starter = await tx.getRow('forum_replies', parent.parentReplyId);
  if (starter === null) throw missing;
  return starter;
}

/** A reply's body as HTML (replies sit under the page's h2); refused in the unlikely case it outgrows its column. */
export function renderReplyBody(body: string): string {
  const html = renderForumMarkdown(body, 3);
  if (html.length > 100_000) throw new ServiceError('invalid-argument', m.replyTooLong, { fields: { body: m.shorten } });
  return html;
}

/** A new reply's row (its id is part of its sort key, so the caller chooses it). */
export function newReplyRow(
  reply: { readonly id: string; readonly postId: string; readonly authorId: string; readonly body: string; readonly bodyHtml: string },
  starter: Pick<RowOf<'forum_replies'>, '$id' | 'sortKey'> | null,
  at: string,
): NewRow<'forum_replies'> {
  const { id: replyId, postId, authorId, body, bodyHtml } = reply;
  return {
    postId,
    authorId,
    parentReplyId: starter?.$id ?? null,
    body,
    bodyHtml,
    sortKey: replySortKey(replyId, at, starter === null ? null : { id: starter.$id, parentReplyId: null, sortKey: starter.sortKey }),
    postedAt: at,
  };
}

/** The first reply the viewer made with this send key, or null. */
async function firstWithKey(tx: Pick<StoreOps, 'getRow'>, viewer: ForumViewer, replyId: string | null): Promise<RowOf<'forum_replies'> | null> {
  if (replyId === null) return null;
  const reply = await tx.getRow('forum_replies', replyId);
  return reply && reply.authorId === viewer.id ? reply : null;
}

/**
 * Posts a reply. With a send key (src/domain/send-keys.ts) a repeat returns the first reply and takes no new
 * turn of the hourly limit: a form sent twice, or a reply typed offline and sent by both the page and the
 * service worker, is one reply.
 */
export async function replyToDiscussion(
  { store }: Pick<Backend, 'store'>,
  viewer: ForumViewer,
  postId: unknown,
  input: NewReply,
  now = new Date(),
  sendKey: string | null = null,
): Promise<{ replyId: string; repeated: boolean }> {
  // The id is chosen here because the sort key contains it; with a key it is derived from the author and the key.
  const keyedId = sendKey ? replyRowId(viewer.id, sendKey) : null;
  await requireForumOpen(store, viewer);
  // Rendered once, before the transaction (which may run more than once on Appwrite).
  const bodyHtml = renderReplyBody(input.body);
  const at = now.toISOString();
  try {
    return await store.transaction(async (tx) => {
      const first = await firstWithKey(tx, viewer, keyedId);
      if (first) return { replyId: first.$id, repeated: true };
      const post = await visiblePost(tx, viewer, postId);
      const refusal = replyRefusal(post);
      if (refusal !== null) throw new ServiceError('permission-denied', refusal);
      await takePostingTurn(tx, viewer.id, 'reply', now);
      const starter = input.parentReplyId === null ? null : await threadStarter(tx, post.$id, input.parentReplyId);
      const replyId = keyedId ?? newRowId();
      const reply = await tx.createRow('forum_replies', replyId, newReplyRow({ id: replyId, postId: post.$id, authorId: viewer.id, body: input.body, bodyHtml }, starter, at));
      await tx.incrementColumn('forum_posts', post.$id, 'replyCount', 1);
      await tx.updateRow('forum_posts', post.$id, { lastActivityAt: at });
      return { replyId: reply.$id, repeated: false };
    });
  } catch (error) {
    // Two sends of one key at once: the other made the reply first (its id is taken), so this one is a repeat.
    const first = isStoreError(error, 'conflict') ? await firstWithKey(store, viewer, keyedId) : null;
    if (!first) throw error;
    return { replyId: first.$id, repeated: true };
  }
}

/** Soft-deletes the viewer's own reply; deleting it again changes nothing. Returns its discussion's id. */
export async function deleteReply({ store }: Pick<Backend, 'store'>, viewer: ForumViewer, replyId: unknown, now = new Date()): Promise<{ postId: string }> {
  await requireForumOpen(store, viewer);
  return store.transaction(async (tx) => {
    const { reply, post } = await visibleReply(tx, viewer, replyId);
    if (reply.authorId !== viewer.id) throw new ServiceError('permission-denied', m.ownRepliesOnly);
    if (reply.deletedAt === null) {
      await tx.updateRow('forum_replies', reply.$id, { deletedAt: now.toISOString() });
      // The count is of replies people can read; a hidden one was already taken off it.
      if (!reply.hidden) await tx.incrementColumn('forum_posts', post.$id, 'replyCount', -1, { min: 0 });
    }
    return { postId: post.$id };
  });
}
