// What /appwrite-demo shows, on the embedded backend: backend name and versions, a timed health check,
// counts of the data tables only, and top learners (public fields only, opt-outs and zero balances left out).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBackendHealth, countDataTables, describeBackend, isAuthTable, topLearners } from '#/server/services/backend-demo.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { adjustXp, setLeaderboardOptOut } from '#/server/services/gamification/index.ts';
import { TABLE_NAMES } from '#/server/schema.ts';
import { migrations } from '#/server/store/sqlite/migrations.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

let people = 0;
async function person(displayName: string, points: number, options: { optOut?: boolean } = {}): Promise<string> {
  people += 1;
  const { userId } = await createAccount(backend, {
    email: `person${people}@example.org`,
    password: 'a long enough passphrase',
    displayName,
    timezone: 'UTC',
  });
  if (points > 0) await adjustXp(backend, { userId, amount: points, reason: 'Test balance', actor: 'operator' });
  if (options.optOut) await setLeaderboardOptOut(backend, userId, userId, true);
  return userId;
}

describe('the embedded BackendInfo', () => {
  it('names the backend, the SQLite library version and the newest migration applied', async () => {
    expect(backend.info.name).toBe('embedded');
    const version = await backend.info.version();
    expect(version.product).toBe('SQLite');
    expect(version.version).toMatch(/^3\.\d+\.\d+/);
    expect(version.schemaVersion).toBe(migrations.length);
  });

  it('pings through the store', async () => {
    await expect(backend.info.ping()).resolves.toBeUndefined();
    await backend.store.close();
    await expect(backend.info.ping()).rejects.toThrow();
  });
});

describe('checkBackendHealth', () => {
  it('times the ping with the given clock, to a tenth of a millisecond', async () => {
    const ticks = [1000, 1000.46];
    const health = await checkBackendHealth(backend, () => ticks.shift() ?? 0, () => new Date('2026-11-22T00:00:00Z'));
    expect(health).toEqual({ ok: true, latencyMs: 0.5, checkedAt: '2026-11-22T00:00:00.000Z' });
  });

  it('reports a failing ping as not ok instead of throwing', async () => {
    await backend.store.close();
    expect((await checkBackendHealth(backend)).ok).toBe(false);
  });
});

describe('countDataTables', () => {
  it('counts every table except the sign-in ones', async () => {
    await person('Ama', 10);
    await person('Kofi', 0);
    const counts = await countDataTables(backend);
    expect(counts.map((c) => c.table)).toEqual(TABLE_NAMES.filter((t) => !t.startsWith('auth_')));
    expect(counts.map((c) => c.table)).not.toContain('auth_sessions');
    expect(counts.find((c) => c.table === 'users')?.rows).toBe(2);
    expect(counts.find((c) => c.table === 'user_points')?.rows).toBe(2);
    expect(isAuthTable('auth_accounts')).toBe(true);
    expect(isAuthTable('users')).toBe(false);
  });
});

describe('topLearners', () => {
  it('lists the five highest balances with display names only, skipping opt-outs and zero balances', async () => {
    await person('Low', 5);
    const top = await person('Top', 900);
    await person('Hidden', 950, { optOut: true });
    await person('Zero', 0);
    await person('Second', 800);
    await person('Third', 700);
    await person('Fourth', 600);
    await person('Fifth', 500);
    await person('Sixth', 400);
    const learners = await topLearners(backend);
    expect(learners.map((l) => l.displayName)).toEqual(['Top', 'Second', 'Third', 'Fourth', 'Fifth']);
    expect(learners[0]).toEqual({ id: top, displayName: 'Top', points: 900 });
    expect(Object.keys(learners[0]!).sort()).toEqual(['displayName', 'id', 'points']);
  });
});

describe('describeBackend', () => {
  it('puts it together without a single email address', async () => {
    await person('Ama', 30);
    const demo = await describeBackend(backend);
    expect(demo.backend).toBe('embedded');
    expect(demo.version?.product).toBe('SQLite');
    expect(demo.health.ok).toBe(true);
    expect(demo.topLearners.map((l) => l.displayName)).toEqual(['Ama']);
    expect(JSON.stringify(demo)).not.toMatch(/@example\.org/);
  });
});
