// Contract for module completion (rules 24, 27, 28) on every backend: the opening is recorded; completing is
// refused when too early, with a short answer, twice, when locked or outside the journey, each time with a
// clear message and nothing paid; a completion pays 100 XP once, records CPD minutes and opens the next
// module; switching journey keeps progress; the custom path takes at least six modules in the learner's order.
import { describe, expect, it } from 'vitest';
import { chooseJourney, saveCustomJourney } from '#/server/services/journeys/journey-choice.ts';
import { completeModule, openModule } from '#/server/services/journeys/modules.ts';
import { getCpdRecord } from '#/server/services/journeys/cpd-records.ts';
import { getJourneyOverview } from '#/server/services/journeys/journey-overview.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { balanceAndLedger } from '../engine-contract/harness.ts';
import { addLearnerOn, ANSWER, later, pathModules, T0 } from './harness.ts';

export function describeModules(store: () => Store): void {
  describe('modules', () => {
    it('refuses too early and too short with nothing paid, then pays 100 XP once, records CPD minutes and opens the next', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'ada');
      const [first, second] = pathModules('kofi');
      const opened = await openModule(backend, 'ada', first!.id, T0);
      expect(opened).toMatchObject({ access: 'current', position: { index: 1, of: pathModules('kofi').length }, openedAt: T0.toISOString() });

      const tooEarly = await failure(completeModule(backend, 'ada', first!.id, ANSWER, later(T0, 1)));
      expect(tooEarly.message).toMatch(/can be completed \d+ minutes after you first opened it/);
      const quarter = Math.ceil(first!.minutes / 4);
      const short = await failure(completeModule(backend, 'ada', first!.id, 'Too short.', later(T0, quarter)));
      expect(short.fields.answer).toMatch(/at least 100 characters/);
      expect(await balanceAndLedger(store(), 'ada')).toEqual({ balance: 0, ledger: 0, entries: 0 });

      const done = await completeModule(backend, 'ada', first!.id, ANSWER, later(T0, quarter));
      expect(done).toMatchObject({ award: { applied: true, balance: 100 }, certificateId: null, next: second!.id });
      const again = await failure(completeModule(backend, 'ada', first!.id, ANSWER, later(T0, quarter + 5)));
      expect(again.message).toMatch(/already completed/);
      expect((await balanceAndLedger(store(), 'ada')).balance).toBe(100);

      const cpd = await getCpdRecord(backend, 'ada');
      expect(cpd.records).toMatchObject([{ activity: 'module', sourceId: first!.id, minutes: first!.minutes, xp: 100, journey: 'kofi', month: '2026-11' }]);
      expect((await openModule(backend, 'ada', second!.id, later(T0, 30)))?.access).toBe('current');
      const overview = await getJourneyOverview(backend, 'ada', later(T0, 30));
      expect(overview).toMatchObject({ doneCount: 1, xpEarned: 100, cpdMinutes: first!.minutes, next: { kind: 'module', started: true } });
    });

    it('a locked module is neither opened (no clock starts) nor completed', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'bea');
      const [, second] = pathModules('kofi');
      const view = await openModule(backend, 'bea', second!.id, T0);
      expect(view).toMatchObject({ access: 'locked', openedAt: null, next: { id: pathModules('kofi')[0]!.id } });
      const locked = await failure(completeModule(backend, 'bea', second!.id, ANSWER, later(T0, 120)));
      expect(locked.message).toMatch(/still locked: complete ".+" first/);
      expect((await balanceAndLedger(store(), 'bea')).entries).toBe(0);
    });

    it('a module outside the journey is refused, and an unknown one does not exist', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'cai');
      const sabrinaFirst = pathModules('sabrina')[0]!;
      expect((await openModule(backend, 'cai', sabrinaFirst.id, T0))?.access).toBe('outside');
      expect((await failure(completeModule(backend, 'cai', sabrinaFirst.id, ANSWER, later(T0, 120)))).message).toMatch(/not part of your journey/);
      expect(await openModule(backend, 'cai', 'no-such-module', T0)).toBeNull();
      expect((await failure(completeModule(backend, 'cai', 'no-such-module', ANSWER, T0))).code).toBe('not-found');
    });

    it('switching journey keeps progress, and switching back finds it where it was', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'dan');
      const first = pathModules('kofi')[0]!;
      await openModule(backend, 'dan', first.id, T0);
      await completeModule(backend, 'dan', first.id, ANSWER, later(T0, 60));
      expect(await chooseJourney(backend, 'dan', 'sabrina')).toEqual({ journey: 'sabrina' });
      expect((await getJourneyOverview(backend, 'dan', later(T0, 61))).modules[0]).toMatchObject({ module: { id: pathModules('sabrina')[0]!.id }, state: 'current' });
      expect((await openModule(backend, 'dan', first.id, later(T0, 62)))?.access).toBe('done');
      await chooseJourney(backend, 'dan', 'kofi');
      const overview = await getJourneyOverview(backend, 'dan', later(T0, 63));
      expect(overview.modules.slice(0, 2).map((entry) => entry.state)).toEqual(['done', 'current']);
    });

    it('the custom path needs six modules, keeps the learner’s order, and counts modules already done', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'eve');
      const kofi = pathModules('kofi');
      const sabrina = pathModules('sabrina');
      expect(await chooseJourney(backend, 'eve', 'custom')).toEqual({ needsPick: true });
      const five = [sabrina[0]!, kofi[0]!, sabrina[1]!, kofi[1]!, sabrina[2]!].map((module, index) => ({ id: module.id, position: index + 1 }));
      expect((await failure(saveCustomJourney(backend, 'eve', { picks: five }))).fields.modules).toBe('Pick at least 6 modules (5 picked so far).');
      expect((await backendUser(store(), 'eve'))?.journey).toBe('kofi');

      await openModule(backend, 'eve', kofi[0]!.id, T0);
      await completeModule(backend, 'eve', kofi[0]!.id, ANSWER, later(T0, 60));
      const six = [...five, { id: kofi[2]!.id, position: 6 }];
      expect(await saveCustomJourney(backend, 'eve', { picks: six })).toEqual(six.map((pick) => pick.id));
      const overview = await getJourneyOverview(backend, 'eve', later(T0, 61));
      expect(overview.journey).toBe('custom');
      expect(overview.modules.map((entry) => [entry.module.id, entry.state])).toEqual([
        [sabrina[0]!.id, 'current'],
        [kofi[0]!.id, 'done'],
        [sabrina[1]!.id, 'locked'],
        [kofi[1]!.id, 'locked'],
        [sabrina[2]!.id, 'locked'],
        [kofi[2]!.id, 'locked'],
      ]);
      await chooseJourney(backend, 'eve', 'sabrina');
      expect(await chooseJourney(backend, 'eve', 'custom')).toEqual({ journey: 'custom' });
    });
  });
}

async function backendUser(store: Store, id: string) {
  return store.getRow('users', id);
}
