// axe on the upgrade page and the receipts (rules 33, 37) at 360 and 1280 px, in the states people meet them
// in: the card form, its field messages, a declined card, the confirmation step, the result, a paid member's
// page, the profile's payments and the printable receipt. Screenshots of each are kept in the test output.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { signedInPage } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

async function check(page: Page, label: string, width: number): Promise<void> {
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label.replaceAll(' ', '-')}-${width}.png`), fullPage: true });
}

for (const width of [360, 1280]) {
  test(`/upgrade, the payment flow and the receipts are clean under axe at ${width}px`, async ({ page, baseURL }) => {
    // Eight axe runs and full-page screenshots: minutes, not seconds, on a busy 2-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/upgrade');
    await expect(page.getByText('Test mode: no money moves')).toBeVisible();
    await check(page, 'upgrade form', width);

    await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await check(page, 'upgrade field messages', width);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await check(page, 'upgrade declined', width);

    await fillCard(page, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
    await check(page, 'upgrade confirmation step', width);

    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
    await check(page, 'upgrade paid', width);

    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { name: 'You are a paid member' })).toBeVisible();
    await check(page, 'upgrade paid member', width);

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Payments and receipts' })).toBeVisible();
    await check(page, 'profile payments', width);

    await page.getByRole('link', { name: /Open receipt/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await check(page, 'receipt', width);
  });
}
