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

describe('journey demo data', () => {
  it('schedules two upcoming webinars and puts the corporate learner’s capstone in the review queue, once', async () => {
    await seedDemoAccounts(backend);
    await seedDemoAccounts(backend);
    const webinars = await backend.store.findRows('webinars', [{ op: 'limit', value: 10 }]);
    expect(webinars.map((row) => row.journey).sort()).toEqual(['kofi', null].sort());
    for (const row of webinars) expect(Date.parse(row.startsAt)).toBeGreaterThan(Date.now());
    const capstones = await backend.store.findRows('capstones', [{ op: 'limit', value: 10 }]);
    expect(capstones).toMatchObject([{ status: 'in_review', journey: 'kofi' }]);
  });
});
