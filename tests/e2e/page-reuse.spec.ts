// A signed-in page answered again from its last rendering (README "How a signed-in page is answered") is
// never out of date in a way a person could notice: what they change through the app, what an operator changes
// from another process, signing out, and another person's page.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, request as playwrightRequest, test } from './support/test.ts';
import { createPerson, signInWithForm, signedInPage } from './support/accounts.ts';

const run = promisify(execFile);

test('a page asked for again shows at once what changed through the app and from another process', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'paid', { displayName: 'Abena Reuse' });
  await page.goto('/points');
  await expect(page.getByTestId('points-badge')).toHaveText(/0 XP/);
  // Asked again with nothing changed: the kept rendering, the same page.
  await page.goto('/points');
  await expect(page.getByTestId('points-badge')).toHaveText(/0 XP/);

  await page.goto('/profile');
  await page.getByLabel('Display name').fill('Abena R. Mensah');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { name: 'Abena R. Mensah' })).toBeVisible();
  await page.goto('/points');
  await expect(page.locator('header')).toContainText('Abena R. Mensah');

  await run(process.execPath, ['scripts/points.ts', 'award', person.email, '150', '--reason', 'Reuse check'], { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } });
  await page.goto('/points');
  await expect(page.getByTestId('points-badge')).toHaveText(/150 XP/);
});

test('after signing out, the old cookie gets the sign-in page, not the page kept for it', async ({ baseURL }) => {
  const person = await createPerson('free');
  const browser = await playwrightRequest.newContext({ baseURL });
  await signInWithForm(browser, baseURL!, person);
  const cookie = (await browser.storageState()).cookies.find((c) => c.name === 'session');
  expect(cookie).toBeDefined();
  const asked = () => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `session=${cookie!.value}` } });
  const before = await asked();
  expect((await before.get('/welcome', { maxRedirects: 0 })).status()).toBe(200);
  expect((await before.get('/welcome', { maxRedirects: 0 })).status()).toBe(200);
  const signOut = await browser.post('/auth?_action=account.signOut', { form: {}, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(signOut.status()).toBeLessThan(400);
  const after = await (await asked()).get('/welcome', { maxRedirects: 0 });
  expect(after.status()).toBe(302);
  expect(after.headers()['location']).toMatch(/^\/auth/);
});

test('each person is answered with their own page', async ({ baseURL }) => {
  const names = ['Kofi Own Page', 'Sabrina Own Page'];
  const contexts = await Promise.all(
    names.map(async (displayName) => {
      const context = await playwrightRequest.newContext({ baseURL });
      await signInWithForm(context, baseURL!, await createPerson('free', { displayName }));
      return context;
    }),
  );
  // The second round is answered from what the first one kept, for each of them.
  for (const round of [1, 2]) {
    for (const [index, context] of contexts.entries()) {
      const html = await (await context.get('/welcome')).text();
      expect(html, `round ${round}`).toContain(names[index]);
      expect(html, `round ${round}`).not.toContain(names[1 - index]);
    }
  }
});
