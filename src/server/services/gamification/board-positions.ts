// One board's learners and where a score stands on it, without counting the board's rows. Everyone's and an
// organisation's boards read their position structure (board-counts.ts); a village board, at most 12
// learners by rule (rule 30), is read whole and counted in memory.
//
// The learners' totals are columns of `user_points` (src/domain/boards.ts BoardTotals): all time is `points`,
// the week and month `weekXp` and `monthXp` where their key is the period's. Query shape matters on SQLite:
// the everyone and organisation boards' indexes hold the period's total (every award writes them), so their
// rows come in board order; a village board is asked for by village alone, which SQLite answers from that
// small index. Whether a learner is on the board is decided here for every scope.
import { everyoneBoardKey, organisationBoardKey, periodOfKey, scoreIn, type BoardScope } from '#/domain/boards.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { cursorAfter, equal, limit, type Query } from '../../store/query.ts';
import { countAbove, countAt, countOnBoard } from './board-counts.ts';

/** One board: a period key ("all", "2026-W47", "2026-11") and a scope with its village or organisation. */
export interface BoardSpec {
  readonly period: string;
  readonly scope: BoardScope;
  /** The village or organisation id; null for everyone. */
  readonly scopeId: string | null;
}

/** A learner as a board shows them: their XP in the board's period, and their balance (for level and rank). */
export interface BoardRow {
  readonly userId: string;
  readonly xp: number;
  readonly balance: number;
}

type PointsRow = RowOf<'user_points'>;
type Reader = Pick<StoreOps, 'getRow' | 'findRows'>;
/** The column holding a period's total. */
export type TotalColumn = 'points' | 'weekXp' | 'monthXp';

/** Which column holds the board's period total: filter and order by it. */
export function totalColumn(spec: Pick<BoardSpec, 'period'>): TotalColumn {
  const period = periodOfKey(spec.period);
  return period === 'all' ? 'points' : period === 'week' ? 'weekXp' : 'monthXp';
}

/** The learner's row as the board shows it. */
export function boardRowOf(row: PointsRow, period: string): BoardRow {
  return { userId: row.$id, xp: scoreIn(row, period), balance: row.points };
}

function scopeFilters(spec: BoardSpec): Query<'user_points'>[] {
  const kind = periodOfKey(spec.period);
  const ofPeriod: Query<'user_points'>[] = kind === 'week' ? [equal('weekKey', spec.period)] : kind === 'month' ? [equal('monthKey', spec.period)] : [];
  if (spec.scope === 'village') return [equal('villageId', spec.scopeId), ...ofPeriod];
  if (spec.scope === 'organisation') return [...ofPeriod, equal('organisationId', spec.scopeId)];
  return [...ofPeriod, equal('listed', true)];
}

/**
 * Up to `count` learners on the board matching `queries` (more filters on the total column and `$id`, and
 * the order), in that order; pages through the scope's rows when some of them are off the board (opted out,
 * or no XP in the period).
 */
export async function findOnBoard(store: Reader, spec: BoardSpec, queries: readonly Query<'user_points'>[], count: number): Promise<BoardRow[]> {
  const found: BoardRow[] = [];
  // Everyone's board is asked for listed rows already; other scopes may hold rows that are off the board.
  const page = spec.scope === 'everyone' ? count : Math.max(count * 2, 20);
  let after: string | null = null;
  for (;;) {
    const rows: PointsRow[] = await store.findRows('user_points', [...scopeFilters(spec), ...queries, limit(page), ...(after ? [cursorAfter(after)] : [])]);
    for (const row of rows) {
      const shown = boardRowOf(row, spec.period);
      if (row.listed && shown.xp > 0) found.push(shown);
      if (found.length === count) return found;
    }
    if (rows.length < page) return found;
    after = rows.at(-1)?.$id ?? null;
  }
}

export interface PositionCounter {
  /** Learners on the board. */
  size(): Promise<number>;
  /** Learners on the board with more than `score`. */
  above(score: number): Promise<number>;
  /** Learners on the board with exactly `score`. */
  at(score: number): Promise<number>;
}

export function positionCounter(store: Reader, spec: BoardSpec): PositionCounter {
  if (spec.scope === 'village') {
    let rows: Promise<BoardRow[]> | null = null;
    const members = () => (rows ??= findOnBoard(store, spec, [], 100));
    return {
      size: async () => (await members()).length,
      above: async (score) => (await members()).filter((row) => row.xp > score).length,
      at: async (score) => (await members()).filter((row) => row.xp === score).length,
    };
  }
  const board = spec.scope === 'organisation' && spec.scopeId !== null ? organisationBoardKey(spec.period, spec.scopeId) : everyoneBoardKey(spec.period);
  return { size: () => countOnBoard(store, board), above: (score) => countAbove(store, board, score), at: (score) => countAt(store, board, score) };
}
