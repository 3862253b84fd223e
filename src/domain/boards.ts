// The leadership boards (rule 26; docs: content/faq/how-does-the-leadership-board-work.md): all time,
// this ISO week and this calendar month, both in UTC so everyone shares one board; for everyone, for the
// learner's village and for their organisation. A learner is on a board once they have earned XP in its
// period; one who opts out is on no board and in no one's count, and sees their own position privately.
import { utcMonthKey, utcWeekKey } from './time-zones.ts';

export const BOARD_PERIODS = ['all', 'week', 'month'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];

export const BOARD_SCOPES = ['everyone', 'village', 'organisation'] as const;
export type BoardScope = (typeof BOARD_SCOPES)[number];

/** The period key of the all-time board. */
export const ALL_TIME = 'all';

export const PERIOD_LABELS: Readonly<Record<BoardPeriod, string>> = { all: 'All time', week: 'This week', month: 'This month' };
export const SCOPE_LABELS: Readonly<Record<BoardScope, string>> = { everyone: 'Everyone', village: 'My village', organisation: 'My organisation' };

/** How many learners a board page lists from the top. */
export const BOARD_TOP = 50;
/** Neighbours shown above and below a viewer who is outside the top. */
export const BOARD_NEIGHBOURS = 2;

export function isBoardPeriod(value: unknown): value is BoardPeriod {
  return typeof value === 'string' && (BOARD_PERIODS as readonly string[]).includes(value);
}

export function isBoardScope(value: unknown): value is BoardScope {
  return typeof value === 'string' && (BOARD_SCOPES as readonly string[]).includes(value);
}

/** The key of a period as stored: "all", "2026-W47" (ISO week, UTC) or "2026-11" (month, UTC). */
export function periodKey(period: BoardPeriod, now: Date): string {
  if (period === 'week') return utcWeekKey(now);
  if (period === 'month') return utcMonthKey(now);
  return ALL_TIME;
}

/** The periods an award at `now` counts in: all time, its UTC week and its UTC month. */
export function awardPeriodKeys(now: Date): [string, string, string] {
  return [ALL_TIME, utcWeekKey(now), utcMonthKey(now)];
}

/** Which of a learner's totals a stored period key names. */
export function periodOfKey(key: string): BoardPeriod {
  if (key === ALL_TIME) return 'all';
  return key.includes('-W') ? 'week' : 'month';
}

/**
 * A learner's board totals, kept on their balance row (every award writes that row anyway): all time is the
 * balance itself (both are the sum of the ledger), and the week and month each hold the XP of one period,
 * named by its key. A total whose key is not the current period's is an earlier period's: 0 for this one.
 */
export interface BoardTotals {
  readonly points: number;
  readonly weekKey: string | null;
  readonly weekXp: number;
  readonly monthKey: string | null;
  readonly monthXp: number;
}

/** A learner with no points row yet: nothing in any period. */
export const NO_BOARD_TOTALS: BoardTotals = { points: 0, weekKey: null, weekXp: 0, monthKey: null, monthXp: 0 };

/** The learner's XP in the period a key names ("all", "2026-W47", "2026-11"). */
export function scoreIn(totals: BoardTotals, period: string): number {
  const kind = periodOfKey(period);
  if (kind === 'all') return totals.points;
  if (kind === 'week') return totals.weekKey === period ? totals.weekXp : 0;
  return totals.monthKey === period ? totals.monthXp : 0;
}

/** The week and month totals after `xp` more at `now` (an earlier period's total starts again from 0). */
export function periodTotalsAfter(totals: BoardTotals, xp: number, now: Date): Omit<BoardTotals, 'points'> {
  const [, week, month] = awardPeriodKeys(now);
  return { weekKey: week, weekXp: scoreIn(totals, week) + xp, monthKey: month, monthXp: scoreIn(totals, month) + xp };
}

/** Where a learner's totals sit: which boards they are on. */
export interface BoardPlacement {
  /** False when the learner opted out of the boards. */
  readonly listed: boolean;
  readonly villageId: string | null;
  readonly organisationId: string | null;
}

/** Where a learner belongs now, from their profile. */
export function placementOf(user: { leaderboardOptOut: boolean; villageId: string | null; organisationId: string | null }): BoardPlacement {
  return { listed: !user.leaderboardOptOut, villageId: user.villageId, organisationId: user.organisationId };
}

export function samePlacement(a: BoardPlacement, b: BoardPlacement): boolean {
  return a.listed === b.listed && a.villageId === b.villageId && a.organisationId === b.organisationId;
}

/** The position structure of the everyone board of a period. */
export function everyoneBoardKey(period: string): string {
  return period;
}

/** The position structure of an organisation's board of a period. */
export function organisationBoardKey(period: string, organisationId: string): string {
  return `${period}/org/${organisationId}`;
}

/**
 * The boards with a position structure that a row of `period` counts on. A village board has none: a
 * village holds at most 12 learners (rule 30), so its positions are counted from its rows directly.
 */
export function countedBoards(period: string, placement: BoardPlacement): string[] {
  if (!placement.listed) return [];
  const boards = [everyoneBoardKey(period)];
  if (placement.organisationId !== null) boards.push(organisationBoardKey(period, placement.organisationId));
  return boards;
}
