// Contract for the engine's size on a backend: the largest single event stays within one Appwrite
// transaction's 100 operations (the fake refuses the 101st, as Appwrite 1.9 does).
import { describe, expect, it } from 'vitest';
import { adjustXp, awardXp } from '#/server/services/gamification/index.ts';
import type { Store } from '#/server/store/port.ts';
import { addLearner, at } from './harness.ts';

export function describeLimits(store: () => Store): void {
  describe('transaction size', () => {
    it('the largest award (every bucket level moved on six boards, badges earned) fits one transaction', async () => {
      await addLearner(store(), 'ada', { villageId: 'v1', organisationId: 'acme' });
      // From 0 to 100,000 XP: every level's bucket changes on everyone's and the organisation's three boards,
      // and four badges are earned at once.
      const outcome = await adjustXp({ store: store() }, { userId: 'ada', amount: 100_000, reason: 'Migration of a legacy balance', actor: 'operator' }, at('2026-11-18T12:00:00Z'));
      expect(outcome.badges.map((badge) => badge.id).sort()).toEqual(['change-architect', 'first-xp', 'impact-builder', 'transformation-leader']);
      const module = await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: 'm1' }, at('2026-11-18T12:01:00Z'));
      expect(module).toMatchObject({ applied: true, balance: 100_100 });
    });
  });
}
