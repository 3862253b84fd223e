// Contract for awarding XP on every backend: one transaction writes the ledger row, the balance, the
// period totals and the streak; a repeated key pays once and returns the first award; bad input is refused
// with a clear ServiceError; adjustments go the same way and never take a balance below 0; the
// in-transaction variant commits and rolls back with its caller's transaction.
import { describe, expect, it } from 'vitest';
import { adjustXp, awardXp, awardXpInTransaction } from '#/server/services/gamification/index.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { addLearner, at, balanceAndLedger, expectBalanceIsLedgerSum } from './harness.ts';

export function describeAwards(store: () => Store): void {
  describe('awardXp', () => {
    it('writes the ledger row, moves the balance and the period totals, and reports what happened', async () => {
      await addLearner(store(), 'ada');
      const outcome = await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: 'kofi-1' }, at('2026-11-18T10:00:00Z'));
      expect(outcome).toMatchObject({
        applied: true,
        balance: 100,
        level: { before: 1, after: 1 },
        rank: { before: 'Explorer', after: 'Explorer' },
        streak: { days: 1, multiplier: 1, freezes: 0 },
        entry: { activity: 'module', sourceId: 'kofi-1', baseXp: 100, multiplier: 1, xp: 100, balanceAfter: 100, localDay: '2026-11-18', streakDays: 1 },
      });
      expect(outcome.entry.awardedAt).toBe('2026-11-18T10:00:00.000Z');
      await expectBalanceIsLedgerSum(store(), 'ada', 100);
      expect(await store().getRow('user_points', 'ada')).toMatchObject({ points: 100, weekKey: '2026-W47', weekXp: 100, monthKey: '2026-11', monthXp: 100 });
    });

    it('multiplies by 1.5 from the 7th day in the learner’s zone and keeps the ledger equal to the balance', async () => {
      await addLearner(store(), 'kofi', { timezone: 'Africa/Nairobi' });
      let last = null;
      for (let day = 1; day <= 7; day++) {
        // 22:30 UTC is 01:30 the next day in Nairobi: the learner's days are 2 to 8 November.
        last = await awardXp({ store: store() }, { userId: 'kofi', activity: 'weekly_reflection', sourceId: `r${day}` }, at(`2026-11-0${day}T22:30:00Z`));
      }
      expect(last).toMatchObject({ entry: { localDay: '2026-11-08', multiplier: 1.5, xp: 90 }, streak: { days: 7, freezes: 1, freezeEarned: true } });
      await expectBalanceIsLedgerSum(store(), 'kofi', 6 * 60 + 90);
    });

    it('pays a repeated key once and returns the first award, changing nothing', async () => {
      await addLearner(store(), 'ada');
      const first = await awardXp({ store: store() }, { userId: 'ada', activity: 'webinar', sourceId: 'w1' }, at('2026-11-18T10:00:00Z'));
      const again = await awardXp({ store: store() }, { userId: 'ada', activity: 'webinar', sourceId: 'w1' }, at('2026-11-19T10:00:00Z'));
      expect(again).toMatchObject({ applied: false, balance: 75, entry: first.entry, badges: first.badges });
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 75, ledger: 75, entries: 1 });
      expect((await store().getRow('user_points', 'ada'))?.streakDays).toBe(1);
    });

    it('keys per learner: the same source pays two different learners (a mentoring session pays both)', async () => {
      await addLearner(store(), 'ada');
      await addLearner(store(), 'kofi');
      for (const userId of ['ada', 'kofi']) {
        expect((await awardXp({ store: store() }, { userId, activity: 'peer_mentoring', sourceId: 'session-9' })).applied).toBe(true);
      }
      await expectBalanceIsLedgerSum(store(), 'kofi', 80);
    });

    it('refuses an unknown learner, an unknown activity and a bad source id with a clear error', async () => {
      await addLearner(store(), 'ada');
      expect(await failure(awardXp({ store: store() }, { userId: 'ghost', activity: 'module', sourceId: 'm' }))).toMatchObject({ code: 'not-found', message: 'No learner with the id ghost.' });
      expect(await failure(awardXp({ store: store() }, { userId: 'ada', activity: 'forum_post' as never, sourceId: 'p' }))).toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/^Unknown activity "forum_post"/),
      });
      expect(await failure(awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: '' }))).toMatchObject({ code: 'invalid-argument', fields: { sourceId: 'A source id is required.' } });
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 0, ledger: 0, entries: 0 });
    });

    it('50 concurrent awards and one key sent 20 times at once: none lost, none doubled', async () => {
      await addLearner(store(), 'ada');
      const distinct = Array.from({ length: 50 }, (_, index) => awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: `m${index}` }, at('2026-11-18T10:00:00Z')));
      const repeated = Array.from({ length: 20 }, () => awardXp({ store: store() }, { userId: 'ada', activity: 'capstone', sourceId: 'c1' }, at('2026-11-18T10:00:00Z')));
      const outcomes = await Promise.all([...distinct, ...repeated]);
      expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(51);
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 5250, ledger: 5250, entries: 51 });
    });

    it('in a caller’s transaction, commits with the caller’s write and rolls back with its failure', async () => {
      await addLearner(store(), 'ada');
      await store().transaction(async (tx) => {
        await tx.createRow('settings', 'module-done', { value: 'ada finished kofi-1' });
        await awardXpInTransaction(tx, { userId: 'ada', activity: 'module', sourceId: 'kofi-1' });
      });
      const failed = new Error('the module write failed after the award');
      await expect(
        store().transaction(async (tx) => {
          await awardXpInTransaction(tx, { userId: 'ada', activity: 'module', sourceId: 'kofi-2' });
          throw failed;
        }),
      ).rejects.toBe(failed);
      expect(await store().getRow('settings', 'module-done')).not.toBeNull();
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 100, ledger: 100, entries: 1 });
      expect((await store().getRow('user_points', 'ada'))?.version).toBe(1);
    });
  });

  describe('adjustXp', () => {
    it('adds and deducts with a reason through the same path, never multiplied, never a streak day', async () => {
      await addLearner(store(), 'ada');
      await addLearner(store(), 'boss', { role: 'admin' });
      const added = await adjustXp({ store: store() }, { userId: 'ada', amount: 300, reason: 'Workshop in Accra', actor: { adminId: 'boss' }, key: 'k1' });
      expect(added.entry).toMatchObject({ activity: 'adjustment', xp: 300, multiplier: 1, reason: 'Workshop in Accra', actorId: 'boss', sourceId: 'k1', streakDays: 0 });
      const taken = await adjustXp({ store: store() }, { userId: 'ada', amount: -120, reason: 'Duplicate award', actor: 'operator' });
      expect(taken).toMatchObject({ balance: 180, entry: { xp: -120, actorId: null } });
      await expectBalanceIsLedgerSum(store(), 'ada', 180);
      expect(await store().getRow('user_points', 'ada')).toMatchObject({ points: 180, weekXp: 180, monthXp: 180 });
    });

    it('refuses a deduction below 0 (the balance stays the ledger sum), a non-admin actor and a missing reason', async () => {
      await addLearner(store(), 'ada');
      await adjustXp({ store: store() }, { userId: 'ada', amount: 50, reason: 'Welcome gift', actor: 'operator' });
      expect(await failure(adjustXp({ store: store() }, { userId: 'ada', amount: -51, reason: 'Too much', actor: 'operator' }))).toMatchObject({
        code: 'invalid-argument',
        fields: { amount: 'This would take the balance below 0: it is 50 XP, so at most 50 XP can be deducted.' },
      });
      expect(await failure(adjustXp({ store: store() }, { userId: 'ada', amount: 10, reason: 'I say so', actor: { adminId: 'ada' } }))).toMatchObject({ code: 'permission-denied' });
      expect(await failure(adjustXp({ store: store() }, { userId: 'ada', amount: 10, reason: '', actor: 'operator' }))).toMatchObject({ code: 'invalid-argument', fields: { reason: expect.any(String) } });
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 50, ledger: 50, entries: 1 });
    });
  });
}
