// The ROI estimator end to end with the keyboard only (rules 37, 39, 40, 44): open the dialog, answer three
// steps, Calculate ROI, read the score, band and figures, Escape, and focus back on the launcher.
import { expect, test, type Locator, type Page } from './support/test.ts';

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the ROI dialog works from the keyboard alone, from the launcher to the result and back', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const launcher = page.getByRole('button', { name: 'Estimate your ROI' });
  // Nothing of the estimator loads with the page: it hydrates when the dialog opens.
  expect(scripts.filter((url) => /RoiEstimator/.test(url))).toEqual([]);

  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Estimate your ROI' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Team size')).toBeFocused();
  await expect.poll(() => scripts.some((url) => /RoiEstimatorIsland/.test(url))).toBe(true);
  // Its buttons are enabled once it has hydrated (disabled in the prerendered HTML).
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // Continue with nothing answered: every field of step 1 is required.
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Team size')).toBeFocused();
  await expect(dialog.getByLabel('Team size')).toHaveAccessibleDescription('Choose your team size');
  await expect(dialog.getByLabel('Average yearly salary per person (US dollars)')).toHaveAttribute('aria-invalid', 'true');

  // Step 1.
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('30000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20');
  await expect(dialog.getByLabel('Team size')).toHaveValue('12');
  await expect(dialog.getByLabel('Leaders with a development plan')).toHaveValue('20');
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 2.
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  await expect(dialog.getByLabel('Team issues caused by leadership gaps')).toBeFocused();
  await page.keyboard.type('60');
  await page.keyboard.press('Tab');
  await page.keyboard.type('120000');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'No' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('18');
  await expect(dialog.getByLabel('Time it takes to prepare a new leader')).toHaveValue('18');
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 3: at least one outcome, at most three.
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Calculate ROI' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose at least one outcome')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Team communication' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(dialog.getByRole('checkbox', { name: 'Retention' })).toBeDisabled();
  await tabTo(page, dialog.getByRole('button', { name: 'Calculate ROI' }));
  await page.keyboard.press('Enter');

  // Step 4: 60% issues → 30, $120,000 turnover → 25, 18 months → 25, stalls → 20.
  await expect(dialog.getByTestId('roi-score')).toHaveText('100 / 100');
  await expect(dialog.getByTestId('roi-band')).toHaveText('Critical ROI Leverage Moment');
  await expect(dialog.getByText('+24%')).toBeVisible();
  await expect(dialog.getByText('$36,000')).toBeVisible();
  await expect(dialog.getByText('7.2', { exact: false })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  // Reopening keeps the estimate and puts focus inside the dialog.
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('roi-score')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Your ROI estimate' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(launcher).toBeFocused();
});

test('focus stays inside the open dialog', async ({ page }) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Estimate your ROI' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Estimate your ROI' });
  await expect(dialog.getByLabel('Team size')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // The page behind a modal dialog is inert: Tab cycles through the dialog (and, past its end, the browser's
  // own controls, where the document reports <body>), never through the page.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
    expect(inside).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});
