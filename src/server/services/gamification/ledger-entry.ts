// One ledger row as services and pages see it.
import type { AwardActivity } from '#/domain/xp-awards.ts';
import type { RowOf } from '../../schema.ts';

export interface LedgerEntry {
  readonly id: string;
  readonly userId: string;
  readonly activity: AwardActivity;
  readonly sourceId: string;
  readonly baseXp: number;
  readonly multiplier: number;
  readonly xp: number;
  readonly balanceAfter: number;
  readonly awardedAt: string;
  /** The award's date on the learner's calendar (their time zone then). */
  readonly localDay: string;
  readonly streakDays: number;
  readonly reason: string | null;
  readonly actorId: string | null;
  readonly version: number;
}

export function ledgerEntry(row: RowOf<'points_transactions'>): LedgerEntry {
  return {
    id: row.$id,
    userId: row.userId,
    activity: row.activity,
    sourceId: row.sourceId,
    baseXp: row.baseXp,
    multiplier: row.multiplier,
    xp: row.xp,
    balanceAfter: row.balanceAfter,
    awardedAt: row.awardedAt,
    localDay: row.localDay,
    streakDays: row.streakDays,
    reason: row.reason,
    actorId: row.actorId,
    version: row.version,
  };
}
