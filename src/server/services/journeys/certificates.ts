// Certificates (rules 6, 25, 28): when a journey becomes complete (its modules and an approved capstone),
// the event that completed it issues the certificate in its own transaction, with the facts fixed then:
// name, journey, CPD hours, first and last day, and the elite distinction for a Transformation Leader. It
// also counts the `journey_completed` achievement (its badge). One certificate per learner and journey.
import { isCertificateId, type CertificateFacts } from '#/domain/certificates.ts';
import { isJourneyComplete } from '#/domain/journey-modules.ts';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { rankOf } from '#/domain/levels.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';
import { recordAchievement, type EngineOptions } from '../gamification/index.ts';
import { cpdRecordsOf, journeyRecords } from './cpd-records.ts';
import { journeyName } from './journey-names.ts';
import { completedModules, sequenceOf } from './learner-plan.ts';
import { capstoneRowId } from './row-keys.ts';
import { tallyEvent } from '../summaries/index.ts';

export function certificateFacts(row: RowOf<'certificates'>): CertificateFacts {
  return {
    id: row.$id,
    learnerName: row.learnerName,
    journey: row.journey,
    journeyName: row.journeyName,
    minutes: row.minutes,
    startedOn: row.startedOn,
    completedOn: row.completedOn,
    issuedAt: row.issuedAt,
    distinction: row.distinction,
    moduleCount: row.moduleCount,
  };
}

/** The learner's certificate for a journey, if issued. */
export async function certificateOf(ops: Pick<StoreOps, 'findRows'>, userId: string, journey: JourneyPathId): Promise<RowOf<'certificates'> | null> {
  const rows = await ops.findRows('certificates', [equal('userId', userId), equal('journey', journey), limit(1)]);
  return rows[0] ?? null;
}

/**
 * Issues the certificate for `journey` inside the caller's transaction when the journey has just become
 * complete; returns it (or the one issued before), or null while the journey is not complete.
 */
export async function issueCertificateIfComplete(
  tx: StoreOps,
  userId: string,
  journey: JourneyPathId,
  now: Date,
  options: EngineOptions = {},
): Promise<RowOf<'certificates'> | null> {
  const existing = await certificateOf(tx, userId, journey);
  if (existing) return existing;
  const [sequence, done, capstone] = await Promise.all([
    sequenceOf(tx, userId, journey),
    completedModules(tx, userId),
    tx.getRow('capstones', capstoneRowId(userId, journey)),
  ]);
  if (!isJourneyComplete(sequence, done, capstone?.status === 'approved')) return null;
  const user = await tx.getRow('users', userId);
  if (!user) return null;
  const zone = zoneOrUtc(user.timezone);
  const records = journeyRecords(await cpdRecordsOf(tx, userId), journey);
  const today = localDateTime(zone, now).date;
  const firstDay = records.reduce((earliest, record) => {
    const day = localDateTime(zone, new Date(record.completedAt)).date;
    return day < earliest ? day : earliest;
  }, today);
  const points = (await tx.getRow('user_points', userId))?.points ?? 0;
  const row = await tx.createRow('certificates', null, {
    userId,
    journey,
    learnerName: user.displayName,
    journeyName: journeyName(journey),
    minutes: records.reduce((sum, record) => sum + record.minutes, 0),
    moduleCount: sequence.length,
    startedOn: firstDay,
    completedOn: today,
    issuedAt: now.toISOString(),
    distinction: rankOf(points).number === 4,
  });
  await recordAchievement(tx, { userId, kind: 'journey_completed' }, options);
  await tallyEvent(tx, { kind: 'certificate-issued', at: now }, userId);
  return row;
}

/** A certificate by its public id, or null (unknown or malformed ids alike). */
export async function getCertificate({ store }: Pick<Backend, 'store'>, id: string): Promise<CertificateFacts | null> {
  if (!isCertificateId(id)) return null;
  const row = await store.getRow('certificates', id);
  return row ? certificateFacts(row) : null;
}

/** The learner's certificates, newest first. */
export async function certificatesOf({ store }: Pick<Backend, 'store'>, userId: string): Promise<CertificateFacts[]> {
  const rows = await store.findRows('certificates', [equal('userId', userId), limit(10)]);
  return rows.map(certificateFacts).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
}
