// Likes (rule 31): one per learner and discussion, counted on the post. Liking twice, or unliking what was
// never liked, changes nothing, so a double click or a replayed request cannot move the count.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import type { Backend } from '../../backend.ts';
import { isStoreError } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { visiblePost } from './access.ts';
import { likeRowId } from './row-keys.ts';
import { requireForumOpen } from './forum-gate.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export interface LikeState {
  readonly liked: boolean;
  readonly likeCount: number;
}

export async function setLike(
  { store }: Pick<Backend, 'store'>,
  viewer: ForumViewer,
  postId: unknown,
  like: boolean,
  now = new Date(),
): Promise<LikeState> {
  await requireForumOpen(store, viewer);
  return store.transaction(async (tx) => {
    const post = await visiblePost(tx, viewer, postId);
    if (post.deletedAt !== null || post.hidden) throw new ServiceError('permission-denied', m.cannotLike);
    const id = likeRowId(post.$id, viewer.id);
    const existing = await tx.getRow('forum_likes', id);
    if (like === (existing !== null)) return { liked: like, likeCount: post.likeCount };
    if (like) {
      try {
        await tx.createRow('forum_likes', id, { postId: post.$id, userId: viewer.id, likedAt: now.toISOString() });
      } catch (error) {
        if (isStoreError(error, 'conflict')) return { liked: true, likeCount: post.likeCount };
        throw error;
      }
    } else {
      await tx.deleteRow('forum_likes', id);
    }
    const updated = await tx.incrementColumn('forum_posts', post.$id, 'likeCount', like ? 1 : -1, { min: 0 });
    return { liked: like, likeCount: updated.likeCount };
  });
}

/** Whether the viewer likes the post. */
export async function likesPost({ store }: Pick<Backend, 'store'>, viewerId: string, postId: string): Promise<boolean> {
  return (await store.getRow('forum_likes', likeRowId(postId, viewerId))) !== null;
}
