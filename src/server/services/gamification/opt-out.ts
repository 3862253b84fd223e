// The leaderboard opt-out (rule 26): a learner who opts out is on no board and in no one's count, and
// still sees their own position privately. Only the learner themselves may change it.
import type { Backend } from '../../backend.ts';
import { ServiceError } from '../service-error.ts';
import { syncBoardMembership } from './board-rows.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export async function setLeaderboardOptOut(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  optOut: boolean,
  options: { now?: Date } = {},
): Promise<void> {
  if (actorId !== userId) throw new ServiceError('permission-denied', m.ownBoardSettingOnly);
  await store.transaction(async (tx) => {
    if (!(await tx.getRow('users', userId))) throw new ServiceError('not-found', m.noSuchProfile);
    await tx.updateRow('users', userId, { leaderboardOptOut: optOut });
    await syncBoardMembership(tx, userId, options.now);
  });
}
