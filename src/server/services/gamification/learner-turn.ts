// Every gamification event starts the same way inside its transaction: find the learner, then take their
// turn by adding one to `user_points.version` before reading it. On SQLite the whole transaction holds the
// write lock anyway. On Appwrite, writes are only checked at commit against rows changed after they were
// staged, so staging this write *before* reading means another server's event for the same learner either
// committed first (and the read sees it) or makes this commit fail and run again: never two events built
// on the same balance, streak or counter. The new version also tells the learner's browser to look.
import { placementOf } from '#/domain/boards.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export interface LearnerTurn {
  readonly user: RowOf<'users'>;
  /** The learner's points row as of this turn (its `version` already counts this event). */
  readonly points: RowOf<'user_points'>;
}

export async function beginLearnerTurn(tx: StoreOps, userId: string): Promise<LearnerTurn> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearnerWithId({ id: userId }));
  // A new row is recorded on the boards the profile puts the learner on (board-rows.ts keeps it so after).
  await tx.incrementColumn('user_points', userId, 'version', 1, { orCreate: { points: 0, ...placementOf(user) } });
  const points = await tx.getRow('user_points', userId);
  if (!points) throw new Error(`user_points/${userId} vanished inside its own transaction`);
  return { user, points };
}
