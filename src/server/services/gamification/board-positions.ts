// One board's rows and where a score stands on it, without counting the board's rows. Everyone's and an
// organisation's boards read their position structure (board-counts.ts); a village board, at most 12
// learners by rule (rule 30), is read whole and counted in memory.
//
// Query shape matters on SQLite: the everyone and organisation boards' indexes hold `xp` (every award writes
// them), so their rows come in board order; a village board is asked for by period and village alone, which
// SQLite answers from that small index. Whether a row is listed with XP is decided here for both scopes.
import { everyoneBoardKey, organisationBoardKey, type BoardScope } from '#/domain/boards.ts';
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

type PeriodRow = RowOf<'points_periods'>;
type Reader = Pick<StoreOps, 'getRow' | 'findRows'>;

/** Whether a row is on its board: listed, with XP in the period. */
export function isOnTheBoard(row: PeriodRow): boolean {
  return row.listed && row.xp > 0;
}

function scopeFilters(spec: BoardSpec): Query<'points_periods'>[] {
  if (spec.scope === 'village') return [equal('period', spec.period), equal('villageId', spec.scopeId)];
  if (spec.scope === 'organisation') return [equal('period', spec.period), equal('organisationId', spec.scopeId)];
  return [equal('period', spec.period), equal('listed', true)];
}

/**
 * Up to `count` rows on the board matching `queries` (more filters and the order), in that order; pages
 * through the scope's rows when some of them are off the board (opted out, or no XP in the period).
 */
export async function findOnBoard(store: Reader, spec: BoardSpec, queries: readonly Query<'points_periods'>[], count: number): Promise<PeriodRow[]> {
  const found: PeriodRow[] = [];
  // Everyone's board is asked for listed rows already; other scopes may hold rows that are off the board.
  const page = spec.scope === 'everyone' ? count : Math.max(count * 2, 20);
  let after: string | null = null;
  for (;;) {
    const rows: PeriodRow[] = await store.findRows('points_periods', [...scopeFilters(spec), ...queries, limit(page), ...(after ? [cursorAfter(after)] : [])]);
    for (const row of rows) {
      if (isOnTheBoard(row)) found.push(row);
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
    let rows: Promise<PeriodRow[]> | null = null;
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
