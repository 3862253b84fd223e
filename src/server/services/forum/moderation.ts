// Moderation (rules 31, 35): admins hide and unhide, lock and unlock, pin and unpin discussions, and hide or
// unhide replies. Each change is written to the audit log in the same transaction (who, when, what, and the
// admin's note), so a change never lands without its entry. Changing nothing (hiding what is hidden) writes
// nothing.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { recordAudit } from '../audit-log.ts';
import { isListed, requireModerator, visiblePost, visibleReply } from './access.ts';

export type PostModeration = 'hide' | 'unhide' | 'lock' | 'unlock' | 'pin' | 'unpin';
export type ReplyModeration = 'hide' | 'unhide';

/** The post's columns a moderation changes, and their new values. */
function postChange(post: RowOf<'forum_posts'>, change: PostModeration): Partial<Pick<RowOf<'forum_posts'>, 'hidden' | 'locked' | 'pinned' | 'listed'>> {
  switch (change) {
    case 'hide':
    case 'unhide': {
      const hidden = change === 'hide';
      return { hidden, listed: isListed({ hidden, deletedAt: post.deletedAt }) };
    }
    case 'lock':
    case 'unlock':
      return { locked: change === 'lock' };
    case 'pin':
    case 'unpin':
      return { pinned: change === 'pin' };
  }
}

/** Applies a moderation to a post inside `tx` (also used when a report is settled); returns whether it changed anything. */
export async function moderatePostIn(tx: StoreOps, admin: ForumViewer, post: RowOf<'forum_posts'>, change: PostModeration, note: string | null, now: Date): Promise<boolean> {
  const after = postChange(post, change);
  const before = Object.fromEntries(Object.keys(after).map((column) => [column, post[column as keyof typeof after]]));
  if (Object.entries(after).every(([column, value]) => before[column] === value)) return false;
  await tx.updateRow('forum_posts', post.$id, after);
  // Replies count what readers can read: hiding a post does not change its replies, so the count stays.
  await recordAudit(tx, { actorId: admin.id, action: `forum.post.${change}`, targetType: 'forum_post', targetId: post.$id, before, after, reason: note, at: now });
  return true;
}

/** Hides or unhides a reply inside `tx`; returns whether it changed anything. */
export async function moderateReplyIn(tx: StoreOps, admin: ForumViewer, reply: RowOf<'forum_replies'>, change: ReplyModeration, note: string | null, now: Date): Promise<boolean> {
  const hidden = change === 'hide';
  if (reply.hidden === hidden) return false;
  await tx.updateRow('forum_replies', reply.$id, { hidden });
  // The discussion's count is of replies people can read.
  if (reply.deletedAt === null) await tx.incrementColumn('forum_posts', reply.postId, 'replyCount', hidden ? -1 : 1, { min: 0 });
  await recordAudit(tx, { actorId: admin.id, action: `forum.reply.${change}`, targetType: 'forum_reply', targetId: reply.$id, before: { hidden: reply.hidden }, after: { hidden }, reason: note, at: now });
  return true;
}

export async function moderatePost(
  { store }: Pick<Backend, 'store'>,
  admin: ForumViewer,
  postId: unknown,
  change: PostModeration,
  note: string | null,
  now = new Date(),
): Promise<{ postId: string; changed: boolean }> {
  requireModerator(admin);
  return store.transaction(async (tx) => {
    const post = await visiblePost(tx, admin, postId);
    return { postId: post.$id, changed: await moderatePostIn(tx, admin, post, change, note, now) };
  });
}

export async function moderateReply(
  { store }: Pick<Backend, 'store'>,
  admin: ForumViewer,
  replyId: unknown,
  change: ReplyModeration,
  note: string | null,
  now = new Date(),
): Promise<{ postId: string; changed: boolean }> {
  requireModerator(admin);
  return store.transaction(async (tx) => {
    const { reply, post } = await visibleReply(tx, admin, replyId);
    return { postId: post.$id, changed: await moderateReplyIn(tx, admin, reply, change, note, now) };
  });
}
