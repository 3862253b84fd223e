// The capstone (rules 7, 24, 28, 35): one per learner and journey. The learner submits it; an admin approves
// it (250 XP once, key capstone:<id>; 10 CPD hours; the certificate when the journey's modules are done) or
// returns it with feedback, and the learner resubmits. Submitting while in review or once approved is refused.
import { CAPSTONE_CPD_MINUTES } from '#/domain/cpd.ts';
import { reviewProblem, submissionProblem } from '#/domain/capstone.ts';
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { equal, limit, orderAsc, orderDesc } from '../../store/query.ts';
import { awardXpInTransaction, type EngineOptions } from '../gamification/index.ts';
import { recordAudit, type AuditEntry } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { issueCertificateIfComplete } from './certificates.ts';
import { recordCpd } from './cpd-records.ts';
import { journeyName } from './journey-names.ts';
import { requireAdmin, requireLearner } from './learner-row.ts';
import { capstoneRowId } from './row-keys.ts';
import { tallyEvent } from '../summaries/index.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export interface CapstoneSubmission {
  readonly title: string;
  readonly summary: string;
  readonly evidence: string;
  readonly evidenceUrl: string | null;
}

/** The learner's capstone for a journey, or null before the first submission. */
export async function capstoneOf({ store }: Pick<Backend, 'store'>, userId: string, journey: JourneyPathId): Promise<RowOf<'capstones'> | null> {
  return store.getRow('capstones', capstoneRowId(userId, journey));
}

/** The capstone page: the learner's current journey and its capstone (null before the first submission). */
export async function getCapstonePage(
  { store }: Pick<Backend, 'store'>,
  userId: string,
): Promise<{ journey: JourneyPathId | null; capstone: RowOf<'capstones'> | null }> {
  const user = await requireLearner(store, userId);
  const journey = user.journey !== null && isJourneyPathId(user.journey) ? user.journey : null;
  return { journey, capstone: journey ? await store.getRow('capstones', capstoneRowId(userId, journey)) : null };
}

/** Submits (or, after a return, resubmits) the capstone of the learner's current journey. */
export async function submitCapstone(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  submission: CapstoneSubmission,
  now = new Date(),
): Promise<RowOf<'capstones'>> {
  return store.transaction(async (tx) => {
    const user = await requireLearner(tx, userId);
    if (user.journey === null || !isJourneyPathId(user.journey)) {
      throw new ServiceError('invalid-argument', m.chooseJourneyForCapstone);
    }
    const id = capstoneRowId(userId, user.journey);
    const existing = await tx.getRow('capstones', id);
    const problem = submissionProblem(existing?.status ?? null);
    if (problem) throw new ServiceError('invalid-argument', problem);
    const fields = {
      title: submission.title.trim(),
      summary: submission.summary.trim(),
      evidence: submission.evidence.trim(),
      evidenceUrl: submission.evidenceUrl,
      status: 'in_review' as const,
      submittedAt: now.toISOString(),
    };
    // Waiting for review from now: counted on the admin dashboard.
    await tallyEvent(tx, { kind: 'capstone-submitted' }, userId);
    if (existing) return tx.updateRow('capstones', id, { ...fields, submissions: existing.submissions + 1 });
    return tx.createRow('capstones', id, { ...fields, userId, journey: user.journey, submissions: 1 });
  });
}

export interface ReviewItem {
  readonly capstone: RowOf<'capstones'>;
  readonly learnerName: string;
  readonly journeyName: string;
}

export interface ReviewQueue {
  /** Waiting for review, oldest first. */
  readonly waiting: readonly ReviewItem[];
  /** Reviewed lately, newest first. */
  readonly reviewed: readonly ReviewItem[];
}

export async function getReviewQueue({ store }: Pick<Backend, 'store'>, adminId: string): Promise<ReviewQueue> {
  await requireAdmin(store, adminId);
  const [waiting, approved, returned] = await Promise.all([
    store.findRows('capstones', [equal('status', 'in_review'), orderAsc('submittedAt'), limit(100)]),
    store.findRows('capstones', [equal('status', 'approved'), orderDesc('reviewedAt'), limit(10)]),
    store.findRows('capstones', [equal('status', 'returned'), orderDesc('reviewedAt'), limit(10)]),
  ]);
  const reviewed = [...approved, ...returned].sort((a, b) => (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? '')).slice(0, 10);
  const people = new Map<string, string>();
  for (const row of [...waiting, ...reviewed]) {
    if (!people.has(row.userId)) people.set(row.userId, (await store.getRow('users', row.userId))?.displayName ?? 'A former member');
  }
  const item = (capstone: RowOf<'capstones'>): ReviewItem => ({
    capstone,
    learnerName: people.get(capstone.userId) ?? 'A former member',
    journeyName: journeyName(capstone.journey),
  });
  return { waiting: waiting.map(item), reviewed: reviewed.map(item) };
}

/** A capstone review as the audit log keeps it (rule 35): who reviewed whose capstone, the outcome, and why. */
function reviewEntry(adminId: string, capstone: RowOf<'capstones'>, action: string, feedback: string | null, now: Date): AuditEntry {
  return {
    actorId: adminId,
    action,
    targetType: 'capstones',
    targetId: capstone.$id,
    before: { status: capstone.status, learnerId: capstone.userId, submissions: capstone.submissions },
    after: { status: action === 'capstone.approved' ? 'approved' : 'returned' },
    reason: feedback,
    at: now,
  };
}

export interface ApprovalOutcome {
  readonly capstone: RowOf<'capstones'>;
  /** The certificate the approval issued, when the journey's modules were already done. */
  readonly certificateId: string | null;
}

export async function approveCapstone(
  { store }: Pick<Backend, 'store'>,
  adminId: string,
  capstoneId: string,
  now = new Date(),
  options: EngineOptions = {},
): Promise<ApprovalOutcome> {
  return store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const capstone = await tx.getRow('capstones', capstoneId);
    if (!capstone) throw new ServiceError('not-found', m.noSuchCapstone);
    const problem = reviewProblem(capstone.status);
    if (problem) throw new ServiceError('invalid-argument', problem);
    const updated = await tx.updateRow('capstones', capstoneId, { status: 'approved', reviewedAt: now.toISOString(), reviewerId: adminId });
    await recordAudit(tx, reviewEntry(adminId, capstone, 'capstone.approved', null, now));
    await tallyEvent(tx, { kind: 'capstone-reviewed' }, capstone.userId);
    const award = await awardXpInTransaction(tx, { userId: capstone.userId, activity: 'capstone', sourceId: capstoneId }, { ...options, now });
    const learner = await tx.getRow('users', capstone.userId);
    await recordCpd(
      tx,
      { userId: capstone.userId, activity: 'capstone', sourceId: capstoneId, title: `Capstone: ${capstone.title}`, minutes: CAPSTONE_CPD_MINUTES, xp: award.entry.xp, journey: capstone.journey, timezone: learner?.timezone ?? 'UTC' },
      now,
    );
    const certificate = await issueCertificateIfComplete(tx, capstone.userId, capstone.journey, now, options);
    return { capstone: updated, certificateId: certificate?.$id ?? null };
  });
}

export async function returnCapstone(
  { store }: Pick<Backend, 'store'>,
  adminId: string,
  capstoneId: string,
  feedback: string,
  now = new Date(),
): Promise<RowOf<'capstones'>> {
  return store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const capstone = await tx.getRow('capstones', capstoneId);
    if (!capstone) throw new ServiceError('not-found', m.noSuchCapstone);
    const problem = reviewProblem(capstone.status);
    if (problem) throw new ServiceError('invalid-argument', problem);
    await recordAudit(tx, reviewEntry(adminId, capstone, 'capstone.returned', feedback.trim(), now));
    await tallyEvent(tx, { kind: 'capstone-reviewed' }, capstone.userId);
    return tx.updateRow('capstones', capstoneId, { status: 'returned', feedback: feedback.trim(), reviewedAt: now.toISOString(), reviewerId: adminId });
  });
}
