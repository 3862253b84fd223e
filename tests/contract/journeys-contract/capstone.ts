// Contract for the capstone and the certificate (rules 24, 25, 28) on every backend: submitted, refused while
// in review, returned with feedback, resubmitted, approved (250 XP once, 10 CPD hours); the certificate is
// issued by whichever event completes the journey (its modules and the approved capstone), once, with the
// journey_completed badge, its facts fixed, the distinction for a Transformation Leader.
import { describe, expect, it } from 'vitest';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { approveCapstone, capstoneOf, getReviewQueue, returnCapstone, submitCapstone } from '#/server/services/journeys/capstones.ts';
import { certificatesOf, getCertificate } from '#/server/services/journeys/certificates.ts';
import { getCpdRecord } from '#/server/services/journeys/cpd-records.ts';
import { completeModule, openModule } from '#/server/services/journeys/modules.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { balanceAndLedger } from '../engine-contract/harness.ts';
import { addAdmin, addLearnerOn, ANSWER, later, pathModules, T0 } from './harness.ts';

const SUBMISSION = {
  title: 'One order book for the dispatch desk',
  summary: 'We replaced three paper order books with one shared sheet and measured the time saved over six weeks of deliveries.',
  evidence:
    'Before: 7 hours a week copying orders. After six weeks: 2 hours. Two late deliveries instead of nine. The team now updates the sheet from their phones and reviews it every Monday.',
  evidenceUrl: 'https://example.org/dispatch-results',
};

async function completeAll(store: Store, userId: string, path: 'kofi' | 'sabrina', start: Date): Promise<Date> {
  let now = start;
  for (const module of pathModules(path)) {
    await openModule({ store }, userId, module.id, now);
    now = later(now, module.minutes);
    await completeModule({ store }, userId, module.id, ANSWER, now);
  }
  return now;
}

export function describeCapstone(store: () => Store): void {
  describe('the capstone', () => {
    it('is submitted, refused while in review, returned with feedback, resubmitted and approved once for 250 XP', async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'reviewer');
      await addLearnerOn(store(), 'ada', { displayName: 'Ada Obi' });
      const first = await submitCapstone(backend, 'ada', SUBMISSION, T0);
      expect(first).toMatchObject({ status: 'in_review', submissions: 1, journey: 'kofi' });
      expect((await failure(submitCapstone(backend, 'ada', SUBMISSION, later(T0, 5)))).message).toMatch(/already in review/);
      expect((await getReviewQueue(backend, 'reviewer')).waiting).toMatchObject([{ learnerName: 'Ada Obi', capstone: { $id: first.$id } }]);
      expect((await failure(getReviewQueue(backend, 'ada'))).code).toBe('permission-denied');
      expect((await failure(approveCapstone(backend, 'ada', first.$id, later(T0, 10)))).code).toBe('permission-denied');

      const returned = await returnCapstone(backend, 'reviewer', first.$id, 'Add the before-and-after figures for late deliveries.', later(T0, 10));
      expect(returned).toMatchObject({ status: 'returned', feedback: expect.stringMatching(/before-and-after/), reviewerId: 'reviewer' });
      expect((await failure(returnCapstone(backend, 'reviewer', first.$id, 'Again?', later(T0, 11)))).message).toMatch(/not waiting for review/);
      expect(await submitCapstone(backend, 'ada', { ...SUBMISSION, evidenceUrl: null }, later(T0, 20))).toMatchObject({ status: 'in_review', submissions: 2 });

      const approved = await approveCapstone(backend, 'reviewer', first.$id, later(T0, 30));
      expect(approved).toMatchObject({ capstone: { status: 'approved' }, certificateId: null });
      expect((await balanceAndLedger(store(), 'ada')).balance).toBe(250);
      expect((await failure(approveCapstone(backend, 'reviewer', first.$id, later(T0, 31)))).message).toMatch(/not waiting for review/);
      expect((await failure(submitCapstone(backend, 'ada', SUBMISSION, later(T0, 32)))).message).toMatch(/already approved/);
      expect((await balanceAndLedger(store(), 'ada')).balance).toBe(250);
      expect((await getCpdRecord(backend, 'ada')).records).toMatchObject([{ activity: 'capstone', minutes: 600, xp: 250, journey: 'kofi' }]);
      expect((await getReviewQueue(backend, 'reviewer')).reviewed[0]?.capstone.status).toBe('approved');
      // Both reviews are in the audit log with who, what and why (rule 35); the refused ones are not.
      const trail = await auditTrailOf(store(), 'capstones', first.$id);
      expect(trail.map(({ actorId, action, reason }) => ({ actorId, action, reason })).sort((a, b) => a.action.localeCompare(b.action))).toEqual([
        { actorId: 'reviewer', action: 'capstone.approved', reason: null },
        { actorId: 'reviewer', action: 'capstone.returned', reason: 'Add the before-and-after figures for late deliveries.' },
      ]);
    });

    it('belongs to a journey: switching journey starts another capstone and keeps the first', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'bea');
      await submitCapstone(backend, 'bea', SUBMISSION, T0);
      await store().updateRow('users', 'bea', { journey: 'sabrina' });
      expect(await submitCapstone(backend, 'bea', SUBMISSION, T0)).toMatchObject({ journey: 'sabrina', submissions: 1 });
      expect((await capstoneOf(backend, 'bea', 'kofi'))?.status).toBe('in_review');
    });
  });

  describe('the certificate', () => {
    it('is issued by the last module after the capstone was approved, once, with the journey_completed badge', { timeout: 120_000 }, async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'reviewer');
      await addLearnerOn(store(), 'ada', { displayName: 'Ada Obi', timezone: 'Africa/Lagos' });
      const capstone = await submitCapstone(backend, 'ada', SUBMISSION, T0);
      await approveCapstone(backend, 'reviewer', capstone.$id, later(T0, 5));
      expect(await certificatesOf(backend, 'ada')).toEqual([]);
      const end = await completeAll(store(), 'ada', 'kofi', later(T0, 10));

      const [certificate] = await certificatesOf(backend, 'ada');
      const modules = pathModules('kofi');
      expect(certificate).toMatchObject({
        learnerName: 'Ada Obi',
        journey: 'kofi',
        journeyName: "Kofi's path",
        moduleCount: modules.length,
        minutes: modules.reduce((sum, module) => sum + module.minutes, 0) + 600,
        startedOn: '2026-11-16',
        completedOn: end.toISOString().slice(0, 10),
        distinction: false,
      });
      expect(await getCertificate(backend, certificate!.id)).toEqual(certificate);
      const badges = await store().findRows('badges_awarded', [{ op: 'equal', column: 'userId', value: 'ada' }, { op: 'limit', value: 100 }]);
      expect(badges.map((row) => row.badgeId)).toContain('journey-complete');
      const counter = await store().findRows('achievement_counts', [{ op: 'equal', column: 'userId', value: 'ada' }, { op: 'equal', column: 'kind', value: 'journey_completed' }]);
      expect(counter[0]?.count).toBe(1);
    });

    it('is issued by the capstone’s approval when the modules were done first, with the distinction for a Transformation Leader', { timeout: 120_000 }, async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'reviewer');
      await addLearnerOn(store(), 'wan', { displayName: 'Wanjiru Kamau', journey: 'sabrina' });
      await store().updateRow('user_points', 'wan', { points: 6000 });
      const end = await completeAll(store(), 'wan', 'sabrina', T0);
      const capstone = await submitCapstone(backend, 'wan', SUBMISSION, end);
      const approval = await approveCapstone(backend, 'reviewer', capstone.$id, later(end, 60));
      expect(approval.certificateId).not.toBeNull();
      expect(await getCertificate(backend, approval.certificateId!)).toMatchObject({ journey: 'sabrina', distinction: true, moduleCount: pathModules('sabrina').length });
    });

    it('an unknown or malformed id names no certificate', async () => {
      const backend = { store: store() };
      expect(await getCertificate(backend, '0123456789abcdef0123')).toBeNull();
      expect(await getCertificate(backend, '../../etc')).toBeNull();
    });
  });
}
