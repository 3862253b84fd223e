// axe on the French pages at 360 px (issue 14): the landing page at /fr/ scrolled whole (islands hydrated),
// the knowledge base and an article, the language page, and a signed-in learner's page in
// French. Full-page screenshots are kept as test artifacts.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { signedInPage } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

test.use({ viewport: { width: 360, height: 800 } });

async function check(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoViolations(page, `${label} at 360px`);
  await page.screenshot({ path: test.info().outputPath(`${label}-360.png`), fullPage: true });
}

test('/fr/, scrolled whole, is clean under axe', async ({ page }) => {
  await page.goto('/fr/');
  await page.locator('#pathfinder form').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="PathfinderForm"]')).not.toHaveAttribute('ssr', /.*/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await check(page, 'fr-landing');
});

test('the French knowledge base, its search and an article are clean under axe', async ({ page }) => {
  await page.goto('/fr/knowledge-base');
  await page.getByLabel('Rechercher dans la base de connaissances').fill('paiement');
  await expect(page.getByRole('status').and(page.locator('[data-kb-search-status]'))).toHaveText(/trouvés? pour/);
  await check(page, 'fr-knowledge-base');
  await page.goto('/fr/knowledge-base/how-does-payment-work');
  await check(page, 'fr-article');
});

test('the language page in French is clean under axe', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  await page.goto('/language');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Langue');
  await check(page, 'fr-language');
});

test('a signed-in learner’s page in French is clean under axe', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/leaderboard');
  await page.getByRole('button', { name: 'Read in Français' }).click();
  await check(page, 'fr-leaderboard');
});
