// axe on `/` with the pathfinder form showing its messages (each step) and the ROI dialog open at each of
// its four steps, at phone and desktop widths. Any violation fails.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../e2e/support/test.ts';
import { addDays, localDateTime } from '#/domain/time-zones.ts';

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 }, timezoneId: 'Africa/Nairobi' });

    test('the pathfinder form with its messages is clean under axe', async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Request a pathfinder session' });
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await expectNoViolations(page, 'pathfinder step 0');
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'pathfinder step 0 errors');

      await form.getByLabel('Name').fill('Ada Obi');
      await form.getByLabel('Email').fill('ada@example.org');
      await form.getByLabel('Team size').fill('12');
      await form.getByRole('button', { name: 'Continue' }).click();
      await form.getByRole('button', { name: 'Request my session' }).click();
      await expect(form.getByLabel('Session date')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'pathfinder step 1 errors');

      await page.route(/\/_actions\/pathfinder\.request\/?$/, (route) => route.abort('internetdisconnected'));
      await form.getByLabel('When would you like to start?').selectOption('asap');
      await form.getByLabel('Programme duration').selectOption('6-months');
      await form.getByLabel('Session date').fill(addDays(localDateTime('Africa/Nairobi', new Date()).date, 2));
      await form.getByLabel('Session time').selectOption('14:00');
      await form.getByRole('button', { name: 'Request my session' }).click();
      await expect(form.getByRole('alert')).toContainText('Failed to submit form');
      await page.screenshot({ path: test.info().outputPath(`pathfinder-failure-${width}.png`), fullPage: false });
      await expectNoViolations(page, 'pathfinder failure alert');
    });

    test('the ROI dialog is clean under axe at each step', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Estimate your ROI' }).click();
      const dialog = page.getByRole('dialog', { name: 'Estimate your ROI' });
      await expect(dialog.getByLabel('Team size')).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await expectNoViolations(page, 'ROI step 1');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByLabel('Team size')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'ROI step 1 errors');

      await dialog.getByLabel('Team size').selectOption('8');
      await dialog.getByLabel('Average yearly salary per person (US dollars)').fill('24000');
      await dialog.getByLabel('Leaders with a development plan').selectOption('40');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByLabel('Team issues caused by leadership gaps')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'ROI step 2 errors');

      await dialog.getByLabel('Team issues caused by leadership gaps').selectOption('40');
      await dialog.getByLabel('Yearly cost of staff turnover (US dollars)').fill('60000');
      await dialog.getByRole('radio', { name: 'Sometimes' }).check();
      await dialog.getByLabel('Time it takes to prepare a new leader').selectOption('6');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('button', { name: 'Calculate ROI' }).click();
      await expect(dialog.getByText('Choose at least one outcome')).toBeVisible();
      await expectNoViolations(page, 'ROI step 3 errors');

      await dialog.getByRole('checkbox', { name: 'Retention' }).check();
      await dialog.getByRole('button', { name: 'Calculate ROI' }).click();
      // 40% → 20, $60,000 → 20, 6 months → 10, sometimes → 10.
      await expect(dialog.getByTestId('roi-score')).toHaveText('60 / 100');
      await expect(dialog.getByTestId('roi-band')).toHaveText('Moderate ROI Potential');
      await page.screenshot({ path: test.info().outputPath(`roi-result-${width}.png`), fullPage: false });
      await expectNoViolations(page, 'ROI result');
    });
  });
}
