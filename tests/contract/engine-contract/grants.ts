// Contract for granting a badge by name (grantBadge) on every backend: only `granted` badges, once per
// learner, in the caller's transaction, with the learner's version moved so their live feed shows it.
import { describe, expect, it } from 'vitest';
import type { BadgeDefinition } from '#/domain/badges.ts';
import { awardsSince, grantBadge } from '#/server/services/gamification/index.ts';
import { badgeCatalogue } from '#/server/services/gamification/badge-catalogue.ts';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';
import { isServiceError } from '#/server/services/service-error.ts';
import { addLearner, at } from './harness.ts';

const GRANTED_BADGE: BadgeDefinition = {
  id: 'test-challenge',
  name: 'Test challenge',
  description: 'Meet the test challenge with your village.',
  icon: 'trophy',
  order: 99,
  criterion: { measure: 'granted', threshold: 1 },
};
const badges = [...badgeCatalogue(), GRANTED_BADGE];

export function describeGrants(store: () => Store): void {
  const held = async (userId: string) =>
    (await store().findRows('badges_awarded', [equal('userId', userId), limit(100)])).map((row) => row.badgeId).sort();

  describe('granting a badge by name', () => {
    it('grants a `granted` badge once: the second grant changes nothing', async () => {
      await addLearner(store(), 'ada');
      const first = await store().transaction((tx) => grantBadge(tx, { userId: 'ada', badgeId: 'test-challenge' }, { ...at('2026-11-20T10:00:00Z'), badges }));
      expect(first?.name).toBe('Test challenge');
      const version = (await store().getRow('user_points', 'ada'))?.version;
      const second = await store().transaction((tx) => grantBadge(tx, { userId: 'ada', badgeId: 'test-challenge' }, { badges }));
      expect(second).toBeNull();
      expect((await store().getRow('user_points', 'ada'))?.version).toBe(version);
      expect(await held('ada')).toEqual(['test-challenge']);
      expect((await store().getRow('user_points', 'ada'))?.points).toBe(0);
    });

    it('the learner’s live feed shows the granted badge', async () => {
      await addLearner(store(), 'ada');
      await store().transaction((tx) => grantBadge(tx, { userId: 'ada', badgeId: 'test-challenge' }, { badges }));
      const live = await awardsSince({ store: store() }, 'ada', 'ada', 0);
      // The feed names badges from the content catalogue; this test badge is not in it, so it shows its id.
      expect(live.toasts).toContainEqual({ kind: 'badge', text: 'Badge earned: test-challenge' });
    });

    it('refuses a badge earned by a measure (a rank badge cannot be handed out) and an unknown badge', async () => {
      await addLearner(store(), 'ada');
      for (const badgeId of ['impact-builder', 'no-such-badge']) {
        const error = await store()
          .transaction((tx) => grantBadge(tx, { userId: 'ada', badgeId }, { badges }))
          .catch((caught: unknown) => caught);
        expect(isServiceError(error, 'invalid-argument')).toBe(true);
      }
      expect(await held('ada')).toEqual([]);
    });

    it('a failing transaction takes the grant back with it', async () => {
      await addLearner(store(), 'ada');
      await expect(
        store().transaction(async (tx) => {
          await grantBadge(tx, { userId: 'ada', badgeId: 'test-challenge' }, { badges });
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      expect(await held('ada')).toEqual([]);
    });
  });
}
