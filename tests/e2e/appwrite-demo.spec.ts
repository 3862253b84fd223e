// /appwrite-demo in embedded mode (issue 4): which backend, its version, a live health check that
// "Check again" refreshes in place, row counts of the data tables, top learners, and nothing private.
// Also: embedded pages never load the Appwrite SDK, and the realtime-token endpoint says why it has none.
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { setLeaderboardOptOut } from '#/server/services/gamification/index.ts';
import { createPerson, signedInPage, withBackend } from './support/accounts.ts';

test('shows the embedded backend, its SQLite and schema versions, a latency figure and table counts', async ({ page }) => {
  const response = await page.goto('/appwrite-demo');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: 'Backend demo' })).toBeVisible();
  await expect(page.getByTestId('backend-name')).toContainText('embedded');
  await expect(page.getByTestId('backend-version')).toHaveText(/^SQLite 3\.\d+\.\d+/);
  await expect(page.getByTestId('schema-version')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('health-status')).toHaveText(/^Healthy, answered in \d+\.\d ms$/);

  const users = await withBackend(async ({ store }) => (await store.listRows('users', [])).total);
  const usersRow = page.locator('tr[data-table="users"]');
  await expect(usersRow.getByRole('cell')).toHaveText(new Intl.NumberFormat('en-GB').format(users));
  await expect(page.locator('tr[data-table="user_points"]')).toHaveCount(1);
  // Sign-in tables are not even counted.
  await expect(page.locator('tr[data-table^="auth_"]')).toHaveCount(0);
});

test('lists the top learners by display name, never an email, and leaves out those who opted out', async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  const first = await createPerson('paid', { points: 900_000, displayName: `Demo First ${tag}` });
  const second = await createPerson('free', { points: 800_000, displayName: `Demo Second ${tag}` });
  const hidden = await createPerson('free', { points: 950_000, displayName: `Demo Hidden ${tag}` });
  await withBackend((backend) => setLeaderboardOptOut(backend, hidden.userId, hidden.userId, true));

  await page.goto('/appwrite-demo');
  const learners = page.getByRole('region', { name: 'Top learners' }).getByRole('listitem');
  await expect(learners.nth(0)).toContainText(first.displayName);
  await expect(learners.nth(0)).toContainText('900,000 points');
  await expect(learners.nth(1)).toContainText(second.displayName);
  await expect(learners.nth(0).getByRole('link', { name: first.displayName })).toHaveAttribute('href', `/users/${first.userId}`);
  const html = await page.content();
  expect(html).not.toContain(hidden.displayName);
  for (const person of [first, second, hidden]) expect(html).not.toContain(person.email);
  expect(html).not.toMatch(/[\w.+-]+@[\w-]+\.(example|org|com)/);
  // It names learners: not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('"Check again" asks the health endpoint and shows its new figure without reloading', async ({ page }) => {
  await page.goto('/appwrite-demo');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const answers: { ok: boolean; latencyMs: number }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/backend-health')),
      page.getByRole('button', { name: 'Check again' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const body = (await answer.json()) as { backend: string; ok: boolean; latencyMs: number };
    expect(body.backend).toBe('embedded');
    answers.push(body);
    await expect(page.getByTestId('health-status')).toHaveText(`Healthy, answered in ${body.latencyMs.toFixed(1)} ms`);
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
  }
  expect(answers.every((a) => a.ok)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('embedded pages follow points over SSE and never download the Appwrite SDK', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  const person = await signedInPage(page, baseURL!, 'paid', { points: 10 });
  const stream = page.waitForRequest((r) => r.url().endsWith('/api/points/stream'));
  await page.goto('/leaderboard');
  await stream;
  await expect(page.locator('#session-data')).toHaveAttribute('data-points-source', 'sse');
  await withBackend(({ store }) => store.updateRow('user_points', person.userId, { points: 2500 }));
  await expect(page.getByTestId('points-badge')).toHaveText(/2,500 XP/, { timeout: 3000 });
  expect(scripts.length).toBeGreaterThan(0);
  // The web SDK announces itself in every request it makes; no script on the page carries that.
  expect(scripts.filter((text) => text.includes('X-Appwrite-Response-Format'))).toEqual([]);

  // The token endpoint exists, for signed-in people only, and says why it has nothing in embedded mode.
  const token = await page.request.post('/api/points/realtime-token', { data: {}, headers: { origin: baseURL! } });
  expect(token.status()).toBe(409);
  expect(token.headers()['cache-control']).toBe('no-store');
  expect(await token.json()).toMatchObject({ code: 'not-appwrite' });
});

test('the realtime-token endpoint answers 401 to visitors', async ({ request, baseURL }) => {
  const response = await request.post('/api/points/realtime-token', { data: {}, headers: { origin: baseURL! } });
  expect(response.status()).toBe(401);
});
