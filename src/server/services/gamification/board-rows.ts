// A learner's rows on the boards: one per period (all time, the UTC week, the UTC month) holding the XP
// earned in it and which boards it is on. Awards add to them; a change of village, organisation or
// opt-out moves them (and their counts) to the boards the learner now belongs on. Every function runs
// inside the caller's transaction, so rows and counts never disagree.
import {
  awardPeriodKeys,
  countedBoards,
  placementOf,
  samePlacement,
  type BoardPlacement,
} from '#/domain/boards.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { moveOnBoard } from './board-counts.ts';
import { periodRowId } from './row-keys.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

function placementOfRow(row: RowOf<'points_periods'>): BoardPlacement {
  return { listed: row.listed, villageId: row.villageId, organisationId: row.organisationId };
}

/**
 * Adds `xp` (negative for a deduction) to the learner's all-time, week and month totals at `now`, and moves
 * their score on every counted board those rows are on. A period's first award creates its row where the
 * learner belongs now.
 */
export async function addToBoards(tx: StoreOps, user: RowOf<'users'>, xp: number, now: Date): Promise<void> {
  const placement = placementOf(user);
  for (const period of awardPeriodKeys(now)) {
    const row = await tx.incrementColumn('points_periods', periodRowId(user.$id, period), 'xp', xp, {
      orCreate: { userId: user.$id, period, xp: 0, ...placement },
    });
    // The row's own placement is what its counts were recorded under (it may lag the profile until synced).
    for (const board of countedBoards(period, placementOfRow(row))) await moveOnBoard(tx, board, row.xp - xp, row.xp);
  }
}

/**
 * Puts the learner's current rows (all time, this week, this month) on the boards their profile says they
 * belong on now: call it, in the same transaction, after changing `users.villageId`, `organisationId` or
 * `leaderboardOptOut`. Rows of past weeks and months are left as they were (no board shows them).
 */
export async function syncBoardMembership(tx: StoreOps, userId: string, now: Date = new Date()): Promise<void> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearnerWithId({ id: userId }));
  const placement = placementOf(user);
  for (const period of awardPeriodKeys(now)) {
    const id = periodRowId(userId, period);
    const row = await tx.getRow('points_periods', id);
    if (!row || samePlacement(placementOfRow(row), placement)) continue;
    const leaving = countedBoards(period, placementOfRow(row));
    const joining = countedBoards(period, placement);
    for (const board of leaving.filter((key) => !joining.includes(key))) await moveOnBoard(tx, board, row.xp, null);
    for (const board of joining.filter((key) => !leaving.includes(key))) await moveOnBoard(tx, board, null, row.xp);
    await tx.updateRow('points_periods', id, { ...placement });
  }
}
