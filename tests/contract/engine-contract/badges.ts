// Contract for badges on every backend: granted in the event's transaction, once, by XP awards and by
// achievements that pay no XP; the badges page lists what is held and how far the rest are.
import { describe, expect, it } from 'vitest';
import { awardXp, getBadgeBoard, recordAchievement, adjustXp } from '#/server/services/gamification/index.ts';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';
import { addLearner, at } from './harness.ts';

export function describeBadges(store: () => Store): void {
  const held = async (userId: string) =>
    (await store().findRows('badges_awarded', [equal('userId', userId), limit(100)])).map((row) => row.badgeId).sort();

  describe('badges', () => {
    it('the first module earns "First steps" and "First module", once', async () => {
      await addLearner(store(), 'ada');
      const first = await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: 'm1' });
      expect(first.badges.map((badge) => badge.name).sort()).toEqual(['First module', 'First steps']);
      const second = await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: 'm2' });
      expect(second.badges).toEqual([]);
      expect(await held('ada')).toEqual(['first-module', 'first-xp']);
    });

    it('seven days in a row earn "Week on fire"; crossing 501 XP earns the Impact Builder badge', async () => {
      await addLearner(store(), 'ada', { timezone: 'America/Los_Angeles' });
      let outcome = null;
      for (let day = 1; day <= 7; day++) {
        outcome = await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: `m${day}` }, at(`2026-11-0${day}T20:00:00Z`));
      }
      // The sixth award took the balance from 500 to 600, past 501; the seventh is the streak's 7th day.
      expect(outcome?.badges.map((badge) => badge.id)).toEqual(['week-on-fire']);
      expect(outcome?.balance).toBe(750);
      expect(await held('ada')).toEqual(['first-module', 'first-xp', 'five-modules', 'impact-builder', 'week-on-fire']);
    });

    it('achievements without XP earn badges in the caller’s transaction: the first and the tenth forum post', async () => {
      await addLearner(store(), 'ada');
      const results = [];
      for (let post = 1; post <= 10; post++) {
        results.push(
          await store().transaction(async (tx) => {
            await tx.createRow('settings', `post-${post}`, { value: 'a forum post' });
            return recordAchievement(tx, { userId: 'ada', kind: 'forum_post' });
          }),
        );
      }
      expect(results.map((result) => result.badges.map((badge) => badge.id))).toEqual([['first-post'], [], [], [], [], [], [], [], [], ['ten-posts']]);
      expect(results.at(-1)?.count).toBe(10);
      expect((await store().getRow('user_points', 'ada'))?.points).toBe(0);
    });

    it('the badges page lists earned badges with their date and locked ones with progress', async () => {
      await addLearner(store(), 'ada');
      for (let module = 1; module <= 3; module++) {
        await awardXp({ store: store() }, { userId: 'ada', activity: 'module', sourceId: `m${module}` }, at('2026-11-02T09:00:00Z'));
      }
      await adjustXp({ store: store() }, { userId: 'ada', amount: 1000, reason: 'Bootcamp', actor: 'operator' });
      const board = await getBadgeBoard({ store: store() }, 'ada', at('2026-11-02T10:00:00Z'));
      expect(board.earned.map((held) => held.badge.id).sort()).toEqual(['first-module', 'first-xp', 'impact-builder']);
      expect(board.earned.find((held) => held.badge.id === 'first-module')?.awardedAt).toBe('2026-11-02T09:00:00.000Z');
      const progress = Object.fromEntries(board.locked.map((locked) => [locked.badge.id, locked.progress.text]));
      expect(progress).toMatchObject({ 'five-modules': '3 of 5 modules', 'change-architect': '1,300 of 2,001 XP', 'week-on-fire': '1 of 7 days in a row', 'first-post': '0 of 1 forum discussion started' });
    });
  });
}
