// axe on the landing page at desktop and phone widths, in the states people meet it in: as loaded, with the
// blueprint finished, with the email popup open, and with the phone menu open. Full-page screenshots at
// 360 px and 1280 px are kept as test artifacts.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { signedInPage } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

/** Scrolls through the page so the island hydrates and every section has rendered. */
async function loadWholePage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('form', { name: 'Onboarding blueprint' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="BlueprintWizard"]')).not.toHaveAttribute('ssr', /.*/);
  // Islands hydrate as they come into view: stop at the pathfinder form on the way down.
  await page.locator('#pathfinder form').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="PathfinderForm"]')).not.toHaveAttribute('ssr', /.*/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/ is clean under axe, and a full-page screenshot is kept', async ({ page }, testInfo) => {
      await loadWholePage(page);
      await expectNoViolations(page, `/ at ${width}px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      const screenshot = await page.screenshot({ path: testInfo.outputPath(`landing-${width}.png`), fullPage: true });
      await testInfo.attach(`landing-${width}`, { body: screenshot, contentType: 'image/png' });
    });

    test('/ with the email popup open is clean under axe', async ({ page }) => {
      await loadWholePage(page);
      await page.getByRole('button', { name: 'Email us' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, `email popup at ${width}px`);
    });

    test('/ with the blueprint complete and a member signed in is clean under axe', async ({ page, baseURL }) => {
      await signedInPage(page, baseURL!, 'free');
      await loadWholePage(page);
      const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
      for (const [role, name] of [['radio', '4 to 10 people'], ['radio', '3 months'], ['checkbox', 'Team silos and conflict'], ['checkbox', 'Collaboration'], ['radio', 'No']] as const) {
        await wizard.getByRole(role, { name }).check();
        await wizard.getByRole('button', { name: /^(Continue|Finish)$/ }).click();
      }
      await expect(page.getByRole('heading', { name: 'Blueprint Complete' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expectNoViolations(page, `blueprint complete at ${width}px`);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/ with the mobile menu open is clean under axe', async ({ page }) => {
    await loadWholePage(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu open');
    await page.screenshot({ path: test.info().outputPath('landing-menu-360.png') });
  });
});
