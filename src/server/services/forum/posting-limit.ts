// The hourly posting limit (5 discussions, 30 replies per learner), checked inside the transaction that
// writes the post or reply. It first counts the item on the learner's forum_authors row: on SQLite the
// transaction holds the write lock anyway; on Appwrite that early write makes a second post from the same
// learner, racing on another server, fail its commit and run again, and then it counts the first.
import { POSTING_WINDOW_MS, POSTING_LIMITS, postingLimitMessage, postingWaitSeconds, type PostingKind } from '#/domain/forum-limits.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, greaterThan, limit, orderDesc } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';

/** Throws `too-many-requests` (with the wait) when the learner is at the limit; otherwise counts the new item. */
export async function takePostingTurn(tx: StoreOps, userId: string, kind: PostingKind, now: Date): Promise<void> {
  await tx.incrementColumn('forum_authors', userId, kind === 'post' ? 'posts' : 'replies', 1, { orCreate: { posts: 0, replies: 0 } });
  const since = new Date(now.getTime() - POSTING_WINDOW_MS).toISOString();
  const window = [equal('authorId', userId), greaterThan('postedAt', since), orderDesc('postedAt'), limit(POSTING_LIMITS[kind])] as const;
  // Deleted posts and replies count too: deleting is not a way round the limit.
  const recent = kind === 'post' ? await tx.findRows('forum_posts', [...window]) : await tx.findRows('forum_replies', [...window]);
  const wait = postingWaitSeconds(kind, recent.map((row) => row.postedAt), now);
  if (wait > 0) throw new ServiceError('too-many-requests', postingLimitMessage(kind, wait), { retryAfterSeconds: wait });
}
