// Installable and offline (issue 14): the manifest names the app, its dashboard and icons that exist at their
// sizes, and the service worker controls the page under the strict policy; a module saved for offline (with
// the next one) reloads with the network off; a page never seen shows the offline page, which lists what is
// kept; signing out drops the person's kept pages, so the next person on the phone cannot open them; an answer
// typed offline waits on the device, is sent when the signal returns, and pays once; the knowledge base's search
// works offline once it has been used online.
import { expect, test, type Page } from './support/test.ts';
import { completeModule } from '#/server/services/journeys/modules.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from './support/accounts.ts';
import { MODULE_ANSWER, backdateOpening, balanceOf, pathModules } from './support/journeys.ts';
import { controlledByWorker } from './support/service-worker.ts';

// Service workers are what is tested here: allowed whatever a future default becomes.
test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG's header declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('the manifest installs the app on the dashboard, and the service worker controls the page', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await response.text()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({
    name: 'Digital Leadership Training Platform',
    short_name: 'Leadership',
    start_url: '/leaderboard',
    display: 'standalone',
    theme_color: '#0b6e4f',
  });
  const sizes = (purpose: string) => manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['48x48', '72x72', '96x96', '144x144', '192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(touchIcon!)).body())).toEqual({ width: 180, height: 180 });

  await controlledByWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  // Online, a page is always the network's answer: the worker asked the server, it did not invent one.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a saved module and the next reload offline; a page never seen shows the offline page; sign-out drops them', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  await signInWithForm(context.request, baseURL!, learner);
  const page = await context.newPage();
  const [first, second, third] = pathModules('kofi');

  await page.goto('/journey');
  await page.getByRole('button', { name: "Follow Kofi's path" }).click();
  await expect(page.getByRole('heading', { name: "Kofi's path" })).toBeVisible();
  // The first module done (its reading time passed), so the second is the one to read next.
  await page.goto(`/journey/modules/${first!.id}`);
  await backdateOpening(learner.userId, first!.id, first!.minutes);
  await withBackend((backend) => completeModule(backend, learner.userId, first!.id, MODULE_ANSWER));

  await page.goto(`/journey/modules/${first!.id}`);
  await controlledByWorker(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toHaveText(/this module and the next one/);
  expect((await cacheNames(page)).filter((name) => name.startsWith('pages-account-'))).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reading' })).toBeVisible();
  await page.goto(`/journey/modules/${second!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reading' })).toBeVisible();

  // Never opened on this device: the offline page, listing what is kept.
  await page.goto(`/journey/modules/${third!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'Available offline' });
  await expect(kept.getByRole('link', { name: first!.title })).toBeVisible();
  await expect(kept.getByRole('link', { name: second!.title })).toBeVisible();
  await kept.getByRole('link', { name: second!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();

  // Back online, signing out drops every kept personal page before the form leaves.
  await context.setOffline(false);
  await page.goto(`/journey/modules/${second!.id}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The server ends the session and sends the browser home.
  await page.waitForURL((url) => !url.pathname.startsWith('/journey'));
  expect((await cacheNames(page)).filter((name) => name.startsWith('pages-account-'))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/journey/modules/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Available offline' }).getByRole('link', { name: first!.title })).toHaveCount(0);
  await context.close();
});

test('a module answer typed offline waits on the device, goes when the signal returns, and pays once', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  await signInWithForm(context.request, baseURL!, learner);
  const page = await context.newPage();
  const [first, second] = pathModules('kofi');
  await page.goto('/journey');
  await page.getByRole('button', { name: "Follow Kofi's path" }).click();
  await expect(page.getByRole('heading', { name: "Kofi's path" })).toBeVisible();
  await page.goto(`/journey/modules/${first!.id}`);
  await backdateOpening(learner.userId, first!.id, first!.minutes);

  await context.setOffline(true);
  await page.getByLabel('Your answer').fill(MODULE_ANSWER);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue(MODULE_ANSWER);
  expect(await balanceOf(learner.userId)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  const paid = await balanceOf(learner.userId);
  expect(paid).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toBeHidden();
  // Another visit has nothing left to send, and the module stays paid once.
  await page.goto('/journey');
  await page.goto(`/journey/modules/${first!.id}`);
  await expect(page.getByText('You completed this module')).toBeVisible();
  expect(await balanceOf(learner.userId)).toBe(paid);
  await context.close();
});

test('a learner reading French gets the offline page in French', async ({ page, context, baseURL }) => {
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/badges');
  await controlledByWorker(page);
  // Kept while still in English, under two addresses: not a page a French reader is offered.
  await page.goto('/leaderboard');
  await page.goto('/leaderboard?period=week');
  await page.goto('/badges');
  await page.getByRole('button', { name: 'Read in Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The page told the worker who is reading, and in which language; give it the moment the message takes.
  await page.reload();
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/cpd');
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const kept = page.getByRole('region', { name: 'Disponible hors ligne' });
  await expect(kept.getByRole('link', { name: 'Badges' })).toHaveCount(1);
  await expect(kept.locator('a[href^="/leaderboard"]')).toHaveCount(0);
  await context.setOffline(false);
});

test('the knowledge base searches offline once its search has been used online', async ({ page, context, baseURL }) => {
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/badges');
  await controlledByWorker(page);
  await page.goto('/knowledge-base');
  await controlledByWorker(page);
  const search = page.getByLabel('Search the knowledge base');
  const status = page.locator('[data-kb-search-status]');
  // The first search fetches the index; the worker keeps it beside the page.
  await search.fill('streak');
  await expect(status).toHaveText(/found for “streak”/);
  await expect.poll(() => cacheNames(page)).toContain('data-public');
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Search the knowledge base').fill('payment');
  await expect(page.locator('[data-kb-search-status]')).toHaveText(/found for “payment”/);
  await expect(page.getByRole('link', { name: /How does payment work/ }).first()).toBeVisible();
  await context.setOffline(false);
});
