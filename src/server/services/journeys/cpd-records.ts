// The CPD record (rule 28): every activity that pays XP writes its record in the same transaction as the
// award (what, when, how long, the XP it paid, the journey it counted towards); /cpd reads them with their
// totals per month and per journey.
import { cpdTotals, type CpdActivity, type CpdTotals } from '#/domain/cpd.ts';
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit, orderDesc } from '../../store/query.ts';
import { cpdRowId } from './row-keys.ts';

export interface CpdActivityRecord {
  readonly userId: string;
  readonly activity: CpdActivity;
  readonly sourceId: string;
  readonly title: string;
  readonly minutes: number;
  readonly xp: number;
  readonly journey: JourneyPathId | null;
  /** The learner's zone, which decides the record's month. */
  readonly timezone: string;
}

/** Writes an activity's CPD record inside the caller's transaction; a record already there is kept as it is. */
export async function recordCpd(tx: StoreOps, record: CpdActivityRecord, now: Date): Promise<void> {
  const id = cpdRowId(record.userId, record.activity, record.sourceId);
  if (await tx.getRow('cpd_records', id)) return;
  const zone = zoneOrUtc(record.timezone);
  await tx.createRow('cpd_records', id, {
    userId: record.userId,
    activity: record.activity,
    sourceId: record.sourceId,
    title: record.title.slice(0, 200),
    minutes: record.minutes,
    xp: Math.max(0, record.xp),
    journey: record.journey,
    completedAt: now.toISOString(),
    month: localDateTime(zone, now).date.slice(0, 7),
  });
}

/** Most records one learner's CPD page lists; years of weekly activity fit. */
export const CPD_RECORD_LIMIT = 2000;

/** The learner's records, newest first. */
export async function cpdRecordsOf(ops: Pick<StoreOps, 'findRows'>, userId: string): Promise<RowOf<'cpd_records'>[]> {
  return ops.findRows('cpd_records', [equal('userId', userId), orderDesc('completedAt'), limit(CPD_RECORD_LIMIT)]);
}

export interface CpdRecord {
  readonly records: readonly RowOf<'cpd_records'>[];
  readonly totals: CpdTotals;
}

/** The learner's CPD record: their activities and the totals. Only the learner reads their own. */
export async function getCpdRecord({ store }: Pick<Backend, 'store'>, userId: string): Promise<CpdRecord> {
  const records = await cpdRecordsOf(store, userId);
  return { records, totals: cpdTotals(records) };
}

/** The records that counted towards one journey. */
export function journeyRecords(records: readonly RowOf<'cpd_records'>[], journey: JourneyPathId): RowOf<'cpd_records'>[] {
  return records.filter((record) => record.journey !== null && isJourneyPathId(record.journey) && record.journey === journey);
}
