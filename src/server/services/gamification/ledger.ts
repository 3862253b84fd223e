// The points history (the points page's ledger): newest first, in the order the awards were made (each one's
// `version`, the order its balance-after follows), filtered by activity and period (this UTC week or month, as
// the boards count them), a page at a time with a cursor.
import { isBoardPeriod, type BoardPeriod } from '#/domain/boards.ts';
import { utcMonthStart, utcWeekStart } from '#/domain/time-zones.ts';
import { isAwardActivity, type AwardActivity } from '#/domain/xp-awards.ts';
import type { Backend } from '../../backend.ts';
import { cursorAfter, equal, greaterThanEqual, limit, orderDesc, type Query } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';
import { ledgerEntry, type LedgerEntry } from './ledger-entry.ts';
import { requireOwn } from './standing.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export const LEDGER_PAGE_SIZE = 20;

export interface LedgerFilter {
  readonly activity?: AwardActivity | null;
  readonly period?: BoardPeriod | null;
  /** The id of the last entry of the previous page. */
  readonly after?: string | null;
  readonly pageSize?: number;
}

export interface LedgerPage {
  readonly entries: readonly LedgerEntry[];
  /** Pass as `after` for the next page; null on the last page. */
  readonly nextCursor: string | null;
}

export async function listLedger(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  filter: LedgerFilter = {},
  options: { now?: Date } = {},
): Promise<LedgerPage> {
  requireOwn(actorId, userId);
  const pageSize = Math.min(Math.max(1, filter.pageSize ?? LEDGER_PAGE_SIZE), 100);
  if (filter.activity != null && !isAwardActivity(filter.activity)) throw new ServiceError('invalid-argument', m.unknownActivity);
  if (filter.period != null && !isBoardPeriod(filter.period)) throw new ServiceError('invalid-argument', m.unknownPeriod);
  const queries: Query<'points_transactions'>[] = [equal('userId', userId)];
  if (filter.activity) queries.push(equal('activity', filter.activity));
  const now = options.now ?? new Date();
  if (filter.period === 'week') queries.push(greaterThanEqual('awardedAt', utcWeekStart(now).toISOString()));
  if (filter.period === 'month') queries.push(greaterThanEqual('awardedAt', utcMonthStart(now).toISOString()));
  if (filter.after) {
    // A cursor must be one of the learner's own entries (an old or foreign link starts over instead).
    const cursor = await store.getRow('points_transactions', filter.after);
    if (cursor?.userId !== userId) throw new ServiceError('invalid-argument', m.stalePage);
    queries.push(cursorAfter(filter.after));
  }
  const rows = await store.findRows('points_transactions', [...queries, orderDesc('version'), limit(pageSize + 1)]);
  const entries = rows.slice(0, pageSize).map(ledgerEntry);
  return { entries, nextCursor: rows.length > pageSize ? (entries.at(-1)?.id ?? null) : null };
}
