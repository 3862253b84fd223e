// Finding a post or reply for someone, with the checks every forum service shares: the id is well formed,
// the row exists, the viewer may read its category (the Book Club is for paid members, rule 31), and a post
// hidden by a moderator is seen only by admins and its author. Deny by default: anything else is not found.
import { canReadCategory, type ForumViewer } from '#/domain/forum-categories.ts';
import { isId } from '#/domain/ids.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export const POST_NOT_FOUND = m.postNotFound;
export const REPLY_NOT_FOUND = m.replyNotFound;
export const BOOK_CLUB_ONLY = m.bookClubOnly;

/** A post the viewer may see (hidden ones: admins and the author only). */
export async function visiblePost(tx: Pick<StoreOps, 'getRow'>, viewer: ForumViewer, postId: unknown): Promise<RowOf<'forum_posts'>> {
  if (!isId(postId)) throw new ServiceError('not-found', POST_NOT_FOUND);
  const post = await tx.getRow('forum_posts', postId);
  if (post === null) throw new ServiceError('not-found', POST_NOT_FOUND);
  if (!canReadCategory(viewer, post.categoryId)) throw new ServiceError('permission-denied', BOOK_CLUB_ONLY);
  if (post.hidden && !viewer.isAdmin && post.authorId !== viewer.id) throw new ServiceError('not-found', POST_NOT_FOUND);
  return post;
}

/** A reply and its post, both visible to the viewer. */
export async function visibleReply(
  tx: Pick<StoreOps, 'getRow'>,
  viewer: ForumViewer,
  replyId: unknown,
): Promise<{ reply: RowOf<'forum_replies'>; post: RowOf<'forum_posts'> }> {
  if (!isId(replyId)) throw new ServiceError('not-found', REPLY_NOT_FOUND);
  const reply = await tx.getRow('forum_replies', replyId);
  if (reply === null) throw new ServiceError('not-found', REPLY_NOT_FOUND);
  const post = await visiblePost(tx, viewer, reply.postId);
  return { reply, post };
}

/** Only admins moderate (rules 31, 35). */
export function requireModerator(viewer: ForumViewer): void {
  if (!viewer.isAdmin) throw new ServiceError('permission-denied', m.adminsModerate);
}

/** Whether a post is in the lists: neither hidden nor deleted. */
export function isListed(post: Pick<RowOf<'forum_posts'>, 'hidden' | 'deletedAt'>): boolean {
  return !post.hidden && post.deletedAt === null;
}
