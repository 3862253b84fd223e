// The knowledge base in the built site (issue 3): the index grouped by category, the offline search, article
// pages with their back and related links, and how the server sends it all (compressed, cached by kind).
import { expect, test, type Locator, type Page } from './support/test.ts';

/** The search's live region (the toast region is a status region too). */
const searchStatus = (page: Page): Locator => page.getByRole('status').and(page.locator('[data-kb-search-status]'));

const CATEGORIES = ['Getting started', 'Learning journeys', 'Points and progress', 'Community', 'Membership and payment', 'Privacy and support'];

test.describe('the knowledge-base index', () => {
  test('groups every article under its category heading, in reading order', async ({ page }) => {
    await page.goto('/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Knowledge base/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
    const points = page.getByRole('region', { name: 'Points and progress' });
    await expect(points.getByRole('link')).toHaveText(['How do I earn XP?', 'What are ranks and levels?', 'How do streaks work?', 'What are badges?', 'What is the impact log?']);
    await expect(page.getByRole('region', { name: 'Getting started' }).getByRole('link', { name: 'What does CPD-accredited mean here?' })).toBeVisible();
  });

  test('loads nothing for search until the visitor uses it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/knowledge-base');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.includes('search-index') || p.includes('faq-search'))).toEqual([]);
    const index = page.waitForResponse('**/knowledge-base/search-index.json');
    await page.getByLabel('Search the knowledge base').focus();
    expect((await index).ok()).toBe(true);
  });

  test('finds an article by a word from its answer and goes to it', async ({ page }) => {
    await page.goto('/knowledge-base');
    await page.getByLabel('Search the knowledge base').fill('multiplied');
    await expect(searchStatus(page)).toHaveText('1 article found for “multiplied”.');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: /How do streaks work\?/ }).click();
    await expect(page).toHaveURL(/\/knowledge-base\/how-do-streaks-work$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How do streaks work?');
  });

  test('says so when nothing matches, and clears with the query', async ({ page }) => {
    await page.goto('/knowledge-base');
    const box = page.getByLabel('Search the knowledge base');
    await box.fill('zzzqqq');
    await expect(searchStatus(page)).toHaveText(/No articles match “zzzqqq”/);
    await expect(page.getByRole('list', { name: 'Search results' })).toBeHidden();
    await box.fill('');
    await expect(searchStatus(page)).toHaveText('');
  });

  test('keeps searching with the connection to the server cut after the page loaded', async ({ page, context }) => {
    await page.goto('/knowledge-base');
    const index = page.waitForResponse('**/knowledge-base/search-index.json');
    await page.getByLabel('Search the knowledge base').fill('streak');
    await index;
    // The first answer proves the search worker has loaded; from here nothing may reach the network.
    await expect(searchStatus(page)).toHaveText(/found for “streak”/);
    await context.setOffline(true);
    const cut: string[] = [];
    await page.route('**/*', (route) => {
      cut.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    await page.getByLabel('Search the knowledge base').fill('village');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveText(/What is a village\?/);
    await expect(searchStatus(page)).toHaveText(/articles? found for “village”/);
    await page.getByLabel('Search the knowledge base').fill('card payment');
    await expect(results.getByRole('link', { name: /How does payment work\?/ })).toBeVisible();
    expect(cut).toEqual([]);
    await context.setOffline(false);
  });

  test('without JavaScript the search box is hidden and the grouped list still works', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/knowledge-base');
    await expect(page.getByLabel('Search the knowledge base')).toBeHidden();
    await page.getByRole('link', { name: 'How does payment work?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How does payment work?');
    await context.close();
  });
});

test.describe('an article page', () => {
  test('shows the question, the answer, when it was updated, a way back and related articles', async ({ page }) => {
    await page.goto('/knowledge-base/what-are-ranks-and-levels');
    await expect(page).toHaveTitle('What are ranks and levels? · Digital Leadership Training Platform');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /XP/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are ranks and levels?');
    await expect(page.getByRole('cell', { name: 'Transformation Leader' })).toBeVisible();
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

    const related = page.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    await expect(related).toHaveText(['How do I earn XP?', 'How do streaks work?', 'What are badges?', 'What is the impact log?']);
    await related.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How do I earn XP?');

    await page.getByRole('link', { name: 'Back to the knowledge base' }).click();
    await expect(page).toHaveURL(/\/knowledge-base$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Knowledge base/);
  });

  test('an unknown article is the 404 page', async ({ page }) => {
    const response = await page.goto('/knowledge-base/no-such-article');
    expect(response?.status()).toBe(404);
  });
});

test.describe('how the server sends it', () => {
  test('pages, the search index and hashed assets go out with brotli; assets are cached immutably, pages revalidated', async ({ page, request }) => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    for (const path of ['/knowledge-base', '/knowledge-base/how-do-streaks-work', '/knowledge-base/search-index.json', '/']) {
      const response = await request.get(path, { headers: br });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }

    const assets: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_astro/')) assets.push(new URL(r.url()).pathname);
    });
    await page.goto('/knowledge-base');
    await page.getByLabel('Search the knowledge base').fill('xp');
    await expect(searchStatus(page)).toHaveText(/found/);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: br });
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      // Files under a kilobyte are not worth compressing and have no compressed copy.
      const size = Number(response.headers()['content-length']);
      if (response.headers()['content-encoding'] === undefined) expect(size, asset).toBeLessThan(1024);
      else expect(response.headers()['content-encoding'], asset).toBe('br');
    }
    expect(assets.some((a) => a.includes('faq-search'))).toBe(true);
  });

  test('falls back to gzip, and compresses pages rendered on demand too', async ({ request }) => {
    const gzip = await request.get('/knowledge-base', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const onDemand = await request.get('/auth', { headers: { 'accept-encoding': 'br' } });
    expect(onDemand.headers()['content-encoding']).toBe('br');
    expect(await onDemand.text()).toContain('Sign in');
  });

  test('answers a revalidation of an unchanged page with 304', async ({ request }) => {
    const first = await request.get('/knowledge-base', { headers: { 'accept-encoding': 'br' } });
    const again = await request.get('/knowledge-base', { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers()['etag'] ?? '' } });
    expect(again.status()).toBe(304);
  });
});
