// Contract for the leadership boards on every backend (rule 26): top 50 with shared positions, the
// viewer's position and neighbours outside the top, week and month boards in UTC, village and organisation
// boards, opt-out (on no board, in no count, a private position), and moving between villages and
// organisations. Positions never come from counting rows: the Appwrite run lowers the fake's counting cap
// far below the board sizes used here, so a count would read wrong.
import { describe, expect, it } from 'vitest';
import { adjustXp, awardXp, getLeaderboard, setLeaderboardOptOut, syncBoardMembership } from '#/server/services/gamification/index.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { addLearner, at } from './harness.ts';

const NOW = '2026-11-18T12:00:00Z';

export function describeBoards(store: () => Store): void {
  const give = (userId: string, amount: number, options = at(NOW)) =>
    adjustXp({ store: store() }, { userId, amount, reason: 'Board test', actor: 'operator' }, options);
  const board = (viewerId: string, period: 'all' | 'week' | 'month' = 'all', scope: 'everyone' | 'village' | 'organisation' = 'everyone') =>
    getLeaderboard({ store: store() }, viewerId, { period, scope }, at(NOW));
  const summary = (entries: readonly { userId: string; position: number; points: number }[]) => entries.map((e) => `${e.position}:${e.userId}:${e.points}`);

  describe('leadership boards', () => {
    it('lists the top 50 by points with shared positions (1, 2, 2, 4) and the viewer highlighted', async () => {
      const scores: Record<string, number> = { a: 500, b: 300, c: 300, d: 120, e: 90 };
      for (const [id, points] of Object.entries(scores)) {
        await addLearner(store(), id);
        await give(id, points);
      }
      await addLearner(store(), 'nobody');
      const view = await board('c');
      expect(summary(view.top)).toEqual(['1:a:500', '2:b:300', '2:c:300', '4:d:120', '5:e:90']);
      expect(view.top.find((entry) => entry.isViewer)?.userId).toBe('c');
      expect(view).toMatchObject({ size: 5, viewer: { position: 2, points: 300, listed: true, inTop: true }, around: [] });
      expect(view.top[0]).toMatchObject({ displayName: 'Learner a', level: 1, rankName: 'Explorer' });
      expect((await board('nobody')).viewer).toMatchObject({ position: null, points: 0 });
    });

    it('shows a viewer outside the top 50 with two neighbours above and below, positions exact', async () => {
      // 60 learners: l00 has 6000 XP, l01 5900 … l59 100, and l55 ties with l54.
      for (let i = 0; i < 60; i++) {
        const id = `l${String(i).padStart(2, '0')}`;
        await addLearner(store(), id);
        await give(id, i === 55 ? 6000 - 54 * 100 : 6000 - i * 100);
      }
      const view = await board('l56');
      expect(view.top).toHaveLength(50);
      expect(view.size).toBe(60);
      // 56 learners have more than l56's 400 XP (l54 and l55 share 55th place), so l56 is 57th.
      expect(view.viewer).toMatchObject({ position: 57, inTop: false, points: 400 });
      expect(summary(view.around)).toEqual(['55:l54:600', '55:l55:600', '57:l56:400', '58:l57:300', '59:l58:200']);
      expect(view.around.map((entry) => entry.isViewer)).toEqual([false, false, true, false, false]);
      const tied = await board('l55');
      expect(summary(tied.around)).toEqual(['54:l53:700', '55:l54:600', '55:l55:600', '57:l56:400', '58:l57:300']);
    });

    it('keeps this week’s and this month’s boards in UTC, apart from all time', async () => {
      await addLearner(store(), 'old');
      await addLearner(store(), 'new');
      await give('old', 900, at('2026-10-05T12:00:00Z'));
      await awardXp({ store: store() }, { userId: 'new', activity: 'module', sourceId: 'm1' }, at('2026-11-16T00:30:00Z'));
      await give('old', 50, at('2026-11-09T12:00:00Z'));
      expect(summary((await board('new', 'all')).top)).toEqual(['1:old:950', '2:new:100']);
      expect(summary((await board('new', 'week')).top)).toEqual(['1:new:100']);
      expect(summary((await board('new', 'month')).top)).toEqual(['1:new:100', '2:old:50']);
      const week = await board('old', 'week');
      expect(week.viewer).toMatchObject({ position: null, points: 0 });
      // Week and month boards show points of the period, level and rank of the learner's whole balance.
      expect((await board('new', 'month')).top[1]).toMatchObject({ userId: 'old', points: 50, level: 1, rankName: 'Impact Builder' });
    });

    it('an opted-out learner is on no board and in no one’s count, and sees their own position privately', async () => {
      for (const [id, points] of [['a', 500], ['b', 400], ['c', 300]] as const) {
        await addLearner(store(), id);
        await give(id, points);
      }
      await setLeaderboardOptOut({ store: store() }, 'b', 'b', true, at(NOW));
      const seenByC = await board('c');
      expect(summary(seenByC.top)).toEqual(['1:a:500', '2:c:300']);
      expect(seenByC).toMatchObject({ size: 2, viewer: { position: 2 } });
      const own = await board('b');
      expect(own.viewer).toMatchObject({ position: 2, listed: false, inTop: false, points: 400 });
      expect(summary(own.around)).toEqual(['1:a:500', '2:b:400', '2:c:300']);
      // Awards while opted out stay off the boards; opting back in returns the learner with their points.
      await give('b', 300);
      expect(summary((await board('c')).top)).toEqual(['1:a:500', '2:c:300']);
      await setLeaderboardOptOut({ store: store() }, 'b', 'b', false, at(NOW));
      expect(summary((await board('c')).top)).toEqual(['1:b:700', '2:a:500', '3:c:300']);
      expect(await failure(setLeaderboardOptOut({ store: store() }, 'a', 'b', true))).toMatchObject({ code: 'permission-denied' });
    });

    it('village and organisation boards hold their members only, and offer only the scopes the viewer has', async () => {
      await addLearner(store(), 'ama', { villageId: 'v1', organisationId: 'acme' });
      await addLearner(store(), 'kofi', { villageId: 'v1' });
      await addLearner(store(), 'wanjiru', { organisationId: 'acme' });
      await addLearner(store(), 'zanele');
      for (const [id, points] of [['ama', 300], ['kofi', 200], ['wanjiru', 400], ['zanele', 999]] as const) await give(id, points);
      expect(summary((await board('ama', 'all', 'village')).top)).toEqual(['1:ama:300', '2:kofi:200']);
      expect(summary((await board('ama', 'week', 'organisation')).top)).toEqual(['1:wanjiru:400', '2:ama:300']);
      expect((await board('ama', 'all', 'organisation')).viewer.position).toBe(2);
      expect((await board('ama')).scopes).toEqual(['everyone', 'village', 'organisation']);
      expect((await board('zanele')).scopes).toEqual(['everyone']);
      expect(await failure(board('zanele', 'all', 'village'))).toMatchObject({ code: 'not-found', message: 'You are not in a village yet.' });
    });

    it('moves a learner’s rows and counts when their village or organisation changes', async () => {
      await addLearner(store(), 'ama', { organisationId: 'acme' });
      await addLearner(store(), 'wanjiru', { organisationId: 'acme' });
      await addLearner(store(), 'kofi', { organisationId: 'globex' });
      for (const [id, points] of [['ama', 300], ['wanjiru', 400], ['kofi', 100]] as const) await give(id, points);
      await store().transaction(async (tx) => {
        await tx.updateRow('users', 'wanjiru', { organisationId: 'globex', villageId: 'v9' });
        await syncBoardMembership(tx, 'wanjiru', new Date(NOW));
      });
      expect(summary((await board('ama', 'all', 'organisation')).top)).toEqual(['1:ama:300']);
      const globex = await board('kofi', 'month', 'organisation');
      expect(summary(globex.top)).toEqual(['1:wanjiru:400', '2:kofi:100']);
      expect(globex).toMatchObject({ size: 2, viewer: { position: 2 } });
      expect(summary((await board('wanjiru', 'all', 'village')).top)).toEqual(['1:wanjiru:400']);
      expect((await board('ama')).size).toBe(3);
    });
  });
}
