// `points:verify` (issue 9): every figure recomputed from the ledger, each difference reported by kind, and
// `repair` setting the stored figures right so that a second run finds nothing; `adoptBalances` keeps a
// balance written before the ledger existed as a carried-over adjustment.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adjustXp, awardXp, getLeaderboard, verifyPoints } from '#/server/services/gamification/index.ts';
import { boardCountId, counterRowId } from '#/server/services/gamification/row-keys.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const NOW = new Date('2026-11-18T12:00:00Z');
let backend: TestBackend;

async function learner(id: string, extra: { organisationId?: string } = {}): Promise<void> {
  await backend.store.createRow('users', id, { role: 'learner', membershipStatus: 'paid', displayName: id, timezone: 'Africa/Lagos', ...extra });
  await backend.store.createRow('user_points', id, { points: 0 });
}

beforeEach(async () => {
  backend = createTestBackend();
  await learner('ada', { organisationId: 'acme' });
  await learner('kofi');
  for (let day = 16; day <= 18; day++) {
    await awardXp(backend, { userId: 'ada', activity: 'module', sourceId: `m${day}` }, { now: new Date(`2026-11-${day}T09:00:00Z`) });
  }
  await awardXp(backend, { userId: 'kofi', activity: 'webinar', sourceId: 'w1' }, { now: NOW });
  await adjustXp(backend, { userId: 'kofi', amount: 40, reason: 'Quiz winner', actor: 'operator' }, { now: NOW });
});
afterEach(async () => {
  await backend.dispose();
});

describe('npm run points:verify', () => {
  it('finds nothing to report when every figure follows the ledger', async () => {
    const report = await verifyPoints(backend, { now: NOW });
    expect(report).toMatchObject({ learners: 2, entries: 5, repaired: false });
    expect(Object.values(report.counts).every((count) => count === 0)).toBe(true);
  });

  it('reports each kind of drift, and repair sets it right so that boards read true again', async () => {
    const { store } = backend;
    await store.updateRow('user_points', 'ada', { points: 999, streakDays: 1 });
    await store.updateRow('user_points', 'kofi', { weekXp: 5 });
    await store.updateRow('user_points', 'ada', { listed: false });
    await store.updateRow('achievement_counts', counterRowId('ada', 'module'), { count: 7 });
    await store.incrementColumn('board_counts', boardCountId('all', 0, 115), 'count', 3);
    await store.deleteRow('badges_awarded', (await store.findRows('badges_awarded'))[0]!.$id);

    const found = await verifyPoints(backend, { now: NOW });
    expect(found.counts).toMatchObject({ balance: 1, streak: 1, 'period total': 1, 'board placement': 1, counter: 1, badge: 1, 'board count': 1 });
    expect(found.examples).toContain('balance: ada: stored 999, ledger sum 300');

    const repaired = await verifyPoints(backend, { now: NOW, repair: true });
    expect(repaired.repaired).toBe(true);
    const after = await verifyPoints(backend, { now: NOW });
    expect(Object.values(after.counts).every((count) => count === 0)).toBe(true);
    expect((await store.getRow('user_points', 'ada'))?.points).toBe(300);
    const board = await getLeaderboard(backend, 'kofi', { period: 'all', scope: 'everyone' }, { now: NOW });
    expect(board.top.map((entry) => `${entry.position}:${entry.userId}:${entry.points}`)).toEqual(['1:ada:300', '2:kofi:115']);
  });

  it('with adoptBalances keeps a balance from before the ledger as a carried-over adjustment', async () => {
    await learner('legacy');
    await backend.store.updateRow('user_points', 'legacy', { points: 2350 });
    const report = await verifyPoints(backend, { now: NOW, adoptBalances: true });
    expect(report.counts['adopted balance']).toBe(1);
    expect((await verifyPoints(backend, { now: NOW })).counts).toMatchObject({ balance: 0, 'period total': 0, 'board count': 0 });
    const ledger = await backend.store.findRows('points_transactions', []);
    expect(ledger.find((row) => row.userId === 'legacy')).toMatchObject({ activity: 'adjustment', xp: 2350, reason: 'Balance carried over from before the points ledger' });
    expect((await backend.store.getRow('user_points', 'legacy'))?.points).toBe(2350);
  });
});
