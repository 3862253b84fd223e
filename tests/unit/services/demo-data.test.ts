// Demo data (issue 2 §7): an admin, a paid, a free and a corporate learner with some points, created once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '#/server/services/accounts.ts';
import { DEMO_ACCOUNTS, isEmpty, seedDemoAccounts } from '#/server/services/demo-data.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

describe('demo data', () => {
  it('creates an admin, a paid, a free and a corporate learner who can all sign in, with their points', async () => {
    expect(await isEmpty(backend)).toBe(true);
    const created = await seedDemoAccounts(backend);
    expect(created).toHaveLength(4);
    const flags = [];
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(backend, account, { ip: '127.0.0.1', userAgent: null });
      const user = (await resolveSessionUser(backend, session.token))?.user;
      flags.push({ isAdmin: user?.isAdmin, isPaid: user?.isPaid, isCorporateMember: user?.isCorporateMember });
      expect((await backend.store.getRow('user_points', session.userId))?.points).toBe(account.points);
    }
    expect(flags).toEqual([
      { isAdmin: true, isPaid: true, isCorporateMember: false },
      { isAdmin: false, isPaid: true, isCorporateMember: false },
      { isAdmin: false, isPaid: false, isCorporateMember: false },
      { isAdmin: false, isPaid: true, isCorporateMember: true },
    ]);
  });

  it('creates nothing twice', async () => {
    await seedDemoAccounts(backend);
    expect(await seedDemoAccounts(backend)).toHaveLength(0);
    expect((await backend.store.listRows('users')).total).toBe(4);
    expect(await isEmpty(backend)).toBe(false);
  });
});

describe('community demo rows', () => {
  it('a first seed puts three demo learners in a village with a challenge under way and some impact entries; the free learner stays outside', async () => {
    await seedDemoAccounts(backend);
    const villages = (await backend.store.listRows('villages')).rows;
    expect(villages.map((village) => [village.name, village.memberCount])).toEqual([['Accra change makers', 3]]);
    const free = (await backend.store.listRows('users')).rows.find((row) => row.displayName === 'Zanele Dlamini');
    expect(free?.villageId).toBeNull();
    expect((await backend.store.listRows('village_challenges')).rows.map((row) => row.challengeId)).toEqual(['impact-week']);
    const entries = (await backend.store.listRows('impact_entries')).rows;
    expect(entries).toHaveLength(4);
    expect(entries.filter((entry) => entry.shared).every((entry) => entry.villageId === villages[0]?.$id)).toBe(true);
  });
});
