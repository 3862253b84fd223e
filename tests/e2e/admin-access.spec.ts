// The admin access matrix over HTTP (rules 35, 41): anonymous, free, paid, corporate member, corporate leader
// and admin × every admin page, the export endpoint, and every admin Action (posted to /_actions/… as a script
// would, and as a form to its page). Only admins get in; everyone else is sent away or refused, and the
// target learner is exactly as before. The same matrix on the route table and the services is
// tests/unit/admin/admin-access-matrix.test.ts.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { createPerson, signInWithForm, withBackend, type TestPerson } from './support/accounts.ts';

const PAGES = ['/admin', '/admin/dashboard', '/admin/users', '/admin/settings', '/admin/audit', '/admin/pathfinder', '/admin/exports'];
const ACTIONS: Record<string, (victim: string) => Record<string, string>> = {
  adjustXp: (victim) => ({ userId: victim, amount: '5000', reason: 'Matrix attempt', key: 'matrix-attempt-key', confirmed: 'true' }),
  changeStanding: (victim) => ({ userId: victim, field: 'role', value: 'admin', reason: 'Matrix attempt', confirmed: 'true' }),
  suspend: (victim) => ({ userId: victim, reason: 'Matrix attempt', confirmed: 'true' }),
  reinstate: (victim) => ({ userId: victim, reason: 'Matrix attempt', confirmed: 'true' }),
  signOutEverywhere: (victim) => ({ userId: victim, reason: 'Matrix attempt', confirmed: 'true' }),
  retryPathfinder: () => ({ requestId: 'no-such-request' }),
  savePrice: () => ({ amount: '1', currency: 'USD', reason: 'Matrix attempt' }),
  saveLinks: () => ({ contactEmail: 'evil@example.org', bookingUrl: 'https://evil.example', reason: 'Matrix attempt' }),
  saveWebhook: () => ({ choice: 'set', webhookUrl: 'https://evil.example/hook', reason: 'Matrix attempt' }),
  saveStreak: () => ({ days: '2', multiplier: '3', reason: 'Matrix attempt' }),
  saveFarming: () => ({ reflectionMin: '20', moduleAnswerMin: '20', moduleTimePercent: '0', webinarWindowHours: '168', reason: 'Matrix attempt' }),
  saveFeatures: () => ({ reason: 'Matrix attempt' }),
};

type Kind = 'anonymous' | 'free' | 'paid' | 'corporate member' | 'corporate leader' | 'admin';

async function personOf(kind: Exclude<Kind, 'anonymous'>): Promise<TestPerson> {
  if (kind === 'free' || kind === 'paid' || kind === 'admin') return createPerson(kind);
  if (kind === 'corporate member') return createPerson('corporate');
  return withBackend(async (backend) => {
    const person = { email: `leader-${Date.now().toString(36)}@e2e.example`, password: `e2e leader ${Date.now()}`, displayName: 'Corporate Leader' };
    const { userId } = await createAccount(backend, { ...person, timezone: 'Africa/Lagos', role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_leader' });
    await backend.store.updateRow('users', userId, { onboardingCompletedAt: new Date().toISOString() });
    return { ...person, userId };
  });
}

async function victimState(userId: string) {
  return withBackend(async ({ store }) => {
    const user = await store.getRow('users', userId);
    return { role: user?.role, membership: user?.membershipStatus, suspended: user?.suspendedAt, points: (await store.getRow('user_points', userId))?.points, contact: (await store.getRow('settings', 'site.contactEmail'))?.value ?? null };
  });
}

for (const kind of ['anonymous', 'free', 'paid', 'corporate member', 'corporate leader'] as const) {
  test(`a ${kind} visitor cannot open any admin page, download an export or run any admin Action`, async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    const victim = await createPerson('free');
    const before = await victimState(victim.userId);
    const request: APIRequestContext = await playwright.request.newContext({ baseURL });
    if (kind !== 'anonymous') await signInWithForm(request, baseURL!, await personOf(kind));
    const headers = { origin: baseURL! };

    for (const path of [...PAGES, `/admin/user/${victim.userId}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(kind === 'anonymous' ? `/auth?next=${encodeURIComponent(path)}` : '/');
    }
    const file = await request.get('/admin/exports/learners', { maxRedirects: 0 });
    expect(file.status()).toBe(kind === 'anonymous' ? 401 : 403);

    for (const [name, form] of Object.entries(ACTIONS)) {
      const direct = await request.post(`/_actions/admin.${name}`, { form: form(victim.userId), headers, maxRedirects: 0 });
      expect(direct.status(), `/_actions/admin.${name}`).toBe(kind === 'anonymous' ? 401 : 403);
      const viaPage = await request.post(`/admin/user/${victim.userId}?_action=admin.${name}`, { form: form(victim.userId), headers, maxRedirects: 0 });
      expect(viaPage.status(), `form post admin.${name}`).toBe(302);
    }
    expect(await victimState(victim.userId)).toEqual(before);
    await request.dispose();
  });
}

test('an admin opens every admin page and the export', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInWithForm(request, baseURL!, await createPerson('admin'));
  const victim = await createPerson('free');
  for (const path of [...PAGES.slice(1), `/admin/user/${victim.userId}`]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  expect((await request.get('/admin', { maxRedirects: 0 })).headers().location).toBe('/admin/dashboard');
  expect((await request.get('/admin/exports/learners')).status()).toBe(200);
  expect((await request.get('/admin/exports/nothing-like-this')).status()).toBe(404);
  expect((await request.get('/admin/user/no-such-learner')).status()).toBe(404);
  await request.dispose();
});
