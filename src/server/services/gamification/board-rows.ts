// A learner's place on the boards: their totals (all time, the UTC week, the UTC month) live on their
// `user_points` row with the boards they are on (src/domain/boards.ts BoardTotals). Awards add to them; a
// change of village, organisation or opt-out moves them (and their position counts) to the boards the learner
// now belongs on. Every function runs inside the caller's transaction, so totals and counts never disagree.
import {
  awardPeriodKeys,
  countedBoards,
  periodTotalsAfter,
  placementOf,
  samePlacement,
  scoreIn,
  type BoardPlacement,
  type BoardTotals,
} from '#/domain/boards.ts';
import type { Columns, RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { moveOnBoard } from './board-counts.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

/** The boards a learner's totals (and their counts) are recorded on. */
export function placementOfTotals(row: Pick<RowOf<'user_points'>, 'listed' | 'villageId' | 'organisationId'>): BoardPlacement {
  return { listed: row.listed, villageId: row.villageId, organisationId: row.organisationId };
}

/**
 * Moves the current periods' scores (all time, this week, this month) from the boards `from` to those of `to`.
 * Scores of earlier weeks and months stay where they were counted: no board shows them.
 */
async function moveTotals(tx: StoreOps, totals: BoardTotals, from: BoardPlacement, to: BoardPlacement, now: Date): Promise<void> {
  for (const period of awardPeriodKeys(now)) {
    const score = scoreIn(totals, period);
    const leaving = countedBoards(period, from);
    const joining = countedBoards(period, to);
    for (const board of leaving.filter((key) => !joining.includes(key))) await moveOnBoard(tx, board, score, null);
    for (const board of joining.filter((key) => !leaving.includes(key))) await moveOnBoard(tx, board, null, score);
  }
}

/**
 * Adds `xp` (negative for a deduction) to the totals of `points` (the learner's row as read in their turn, its
 * balance not yet moved) at `now`, and moves their score on every counted board. Returns the columns to write
 * to the row with the new balance. A row still recorded under another placement than the profile's (a row
 * made before the learner's first award, after they joined a village or an organisation) is moved first.
 */
export async function addToBoards(
  tx: StoreOps,
  user: RowOf<'users'>,
  points: RowOf<'user_points'>,
  xp: number,
  now: Date,
): Promise<Partial<Columns<'user_points'>>> {
  const placement = placementOf(user);
  const recorded = placementOfTotals(points);
  if (!samePlacement(recorded, placement)) await moveTotals(tx, points, recorded, placement, now);
  const periods = periodTotalsAfter(points, xp, now);
  const after: BoardTotals = { points: points.points + xp, ...periods };
  for (const period of awardPeriodKeys(now)) {
    const from = scoreIn(points, period);
    for (const board of countedBoards(period, placement)) await moveOnBoard(tx, board, from, scoreIn(after, period));
  }
  // The placement only when it changed: writing a column, even with its own value, rewrites its index entries.
  return { ...periods, ...(samePlacement(recorded, placement) ? {} : placement) };
}

/**
 * Puts the learner's current totals on the boards their profile says they belong on now: call it, in the same
 * transaction, after changing `users.villageId`, `organisationId` or `leaderboardOptOut`. A learner with no
 * points row yet has nothing on any board (their first award records the placement).
 */
export async function syncBoardMembership(tx: StoreOps, userId: string, now: Date = new Date()): Promise<void> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearnerWithId({ id: userId }));
  const points = await tx.getRow('user_points', userId);
  if (!points) return;
  const placement = placementOf(user);
  const recorded = placementOfTotals(points);
  if (samePlacement(recorded, placement)) return;
  await moveTotals(tx, points, recorded, placement, now);
  // A placement is exactly the columns that record it.
  await tx.updateRow('user_points', userId, { ...placement });
}
