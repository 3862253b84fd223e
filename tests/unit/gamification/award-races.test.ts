// Races (issue 9): 1,000 concurrent awards for one learner leave the balance equal to the ledger sum with
// none lost or doubled; one key sent 100 times at once pays once; a process killed with kill -9 in the
// middle of a burst loses no acknowledged award and leaves balance = ledger sum once the database reopens.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awardXp, verifyPoints } from '#/server/services/gamification/index.ts';
import { ledgerRowId } from '#/server/services/gamification/row-keys.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { equal, limit } from '#/server/store/query.ts';
import type { Store } from '#/server/store/port.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;

beforeEach(async () => {
  backend = createTestBackend();
  await backend.store.createRow('users', 'ada', { role: 'learner', membershipStatus: 'paid', displayName: 'Ada', timezone: 'Africa/Lagos' });
  await backend.store.createRow('user_points', 'ada', { points: 0 });
});
afterEach(async () => {
  await backend.dispose();
});

async function ledgerOf(store: Store, userId: string) {
  const rows = await store.findRows('points_transactions', [equal('userId', userId), limit(5000)]);
  return { count: rows.length, sum: rows.reduce((total, row) => total + row.xp, 0), balance: (await store.getRow('user_points', userId))?.points };
}

describe('concurrent awards', { timeout: 120_000 }, () => {
  it('1,000 at once for one learner, with distinct keys: every one paid once, balance = ledger sum', async () => {
    const now = new Date('2026-11-18T12:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, (_, index) => awardXp(backend, { userId: 'ada', activity: 'webinar', sourceId: `w${index}` }, { now })),
    );
    expect(outcomes.every((outcome) => outcome.applied)).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.entry.version)).size).toBe(1000);
    expect(await ledgerOf(backend.store, 'ada')).toEqual({ count: 1000, sum: 75_000, balance: 75_000 });
    expect(Object.values((await verifyPoints(backend, { now })).counts).every((count) => count === 0)).toBe(true);
  });

  it('one key sent 100 times at once pays once, and every caller gets that first award', async () => {
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => awardXp(backend, { userId: 'ada', activity: 'capstone', sourceId: 'capstone-1' })));
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.entry.id)).size).toBe(1);
    expect(await ledgerOf(backend.store, 'ada')).toEqual({ count: 1, sum: 250, balance: 250 });
  });
});

describe('a process killed in the middle of a burst', { timeout: 120_000 }, () => {
  it('loses no acknowledged award, and the balance is the ledger sum after the database reopens', async () => {
    const file = path.join(backend.settings.dataDir, 'platform.db');
    const child = spawn(process.execPath, [path.resolve('tests/unit/gamification/support/award-burst.ts'), file, 'ada'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged: string[] = [];
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', () => reject(new Error('the burst ended before it was killed')));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!line.startsWith('ack ')) return;
        acknowledged.push(line.slice(4));
        // Killed mid-burst: sixteen awards are in flight at this moment, one of them usually mid-commit.
        if (acknowledged.length === 300) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');

    const reopened = openSqliteStore({ file });
    try {
      const { count, sum, balance } = await ledgerOf(reopened, 'ada');
      expect(balance).toBe(sum);
      expect(count).toBeGreaterThanOrEqual(300);
      for (const sourceId of acknowledged) {
        expect(await reopened.getRow('points_transactions', ledgerRowId('ada', `webinar:${sourceId}`)), sourceId).not.toBeNull();
      }
      const report = await verifyPoints({ store: reopened });
      expect(report.counts).toMatchObject({ balance: 0, 'period total': 0, counter: 0, streak: 0, 'board count': 0 });
    } finally {
      await reopened.close();
    }
  });
});
