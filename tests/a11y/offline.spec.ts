// axe (WCAG 2.x A and AA) at 360 and 1280 px on the offline page (as the worker shows it, with kept pages
// listed) and on a module page with "Save for offline" after saving. Each is saved as a screenshot
// (test-results/) to look at.
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../e2e/support/accounts.ts';
import { pathModules } from '../e2e/support/journeys.ts';
import { expectNoViolations } from './support/axe.ts';

test.use({ serviceWorkers: 'allow' });

async function check(page: Page, label: string, width: number, fullPage = true): Promise<void> {
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage });
}

for (const width of [1280, 360]) {
  test.describe(`offline pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a module with "Save for offline", and the offline page listing it, are clean under axe', async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await signedInPage(page, baseURL!, 'free', { displayName: 'Adjoa Mensah' });
      const [first, second] = pathModules('sabrina');
      await page.goto('/journey');
      await page.getByRole('button', { name: "Follow Sabrina's path" }).click();
      await expect(page.getByRole('heading', { name: "Sabrina's path" })).toBeVisible();

      await page.goto(`/journey/modules/${first!.id}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
      // The module's reading is long: the screenshot is the screen the learner sees the panel on.
      await check(page, 'module-save-for-offline', width, false);

      await context.setOffline(true);
      await page.goto(`/journey/modules/${second!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Available offline' }).getByRole('link', { name: first!.title })).toBeVisible();
      await check(page, 'offline-page', width);
      await context.setOffline(false);
    });
  });
}
