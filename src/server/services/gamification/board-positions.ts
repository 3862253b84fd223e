// Where a score stands on one board, without counting the board's rows: everyone's and an organisation's
// boards read their position structure (board-counts.ts); a village board, at most 12 learners by rule
// (rule 30), counts its own rows, which stays exact far below Appwrite's 5,000 counting cap.
import { everyoneBoardKey, organisationBoardKey, type BoardScope } from '#/domain/boards.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, greaterThan, limit, type Query } from '../../store/query.ts';
import { countAbove, countAt } from './board-counts.ts';

/** One board: a period key ("all", "2026-W47", "2026-11") and a scope with its village or organisation. */
export interface BoardSpec {
  readonly period: string;
  readonly scope: BoardScope;
  /** The village or organisation id; null for everyone. */
  readonly scopeId: string | null;
}

/** The filters that select a board's listed rows (a learner with 0 XP or less in the period is not on it). */
export function boardFilters(spec: BoardSpec): Query<'points_periods'>[] {
  const filters: Query<'points_periods'>[] = [equal('period', spec.period), equal('listed', true)];
  if (spec.scope === 'village') filters.push(equal('villageId', spec.scopeId));
  if (spec.scope === 'organisation') filters.push(equal('organisationId', spec.scopeId));
  return filters;
}

export interface PositionCounter {
  /** Learners on the board with more than `score`. */
  above(score: number): Promise<number>;
  /** Learners on the board with exactly `score`. */
  at(score: number): Promise<number>;
}

export function positionCounter(store: Pick<StoreOps, 'getRow' | 'findRows' | 'listRows'>, spec: BoardSpec): PositionCounter {
  if (spec.scope === 'village') {
    const count = async (condition: Query<'points_periods'>) =>
      (await store.listRows('points_periods', [...boardFilters(spec), condition, limit(1)])).total;
    return {
      above: (score) => count(greaterThan('xp', Math.max(0, score))),
      at: (score) => (score > 0 ? count(equal('xp', score)) : Promise.resolve(0)),
    };
  }
  const board = spec.scope === 'organisation' && spec.scopeId !== null ? organisationBoardKey(spec.period, spec.scopeId) : everyoneBoardKey(spec.period);
  return { above: (score) => countAbove(store, board, score), at: (score) => countAt(store, board, score) };
}
