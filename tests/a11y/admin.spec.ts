// axe on every admin page (rule 35) at a 360 px phone and a 1280 px desktop, in the states an admin meets
// them in: filled with data, a confirmation step open, a form with errors. Screenshots of each are kept in
// the test output, to be looked at.
import { expect, test } from '../e2e/support/test.ts';
import { adjustXp } from '#/server/services/gamification/index.ts';
import { createPerson, signedInPage, withBackend } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

for (const width of [1280, 360]) {
  test(`every admin page is clean under axe at ${width}px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const learner = await createPerson('paid', { displayName: `Axe Learner ${width}`, points: 320 });
    await withBackend((backend) => adjustXp(backend, { userId: learner.userId, amount: -20, reason: 'Duplicate webinar', actor: 'operator' }));
    await signedInPage(page, baseURL!, 'admin');
    const pages = ['/admin/dashboard', '/admin/users', '/admin/users?q=axe', '/admin/users?q=e2e.example%40', `/admin/user/${learner.userId}`, '/admin/settings', '/admin/audit', '/admin/pathfinder', '/admin/exports', '/admin/reports', '/admin/requests', '/admin/capstones', '/admin/webinars'];
    for (const path of pages) {
      await page.goto(path);
      await expectNoViolations(page, `${path} at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`${path.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`), fullPage: true });
    }
  });
}

test('a learner page with a confirmation step open, and with field errors, is clean under axe', async ({ page, baseURL }) => {
  const learner = await createPerson('free', { displayName: 'Axe Confirm' });
  await signedInPage(page, baseURL!, 'admin');
  await page.goto(`/admin/user/${learner.userId}`);
  await page.getByRole('button', { name: 'Review XP change' }).click();
  await expect(page.getByLabel('XP', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'XP form errors');
  await page.getByLabel('XP', { exact: true }).fill('-50');
  await page.getByLabel('Reason').first().fill('Double-counted session');
  await page.getByRole('button', { name: 'Review XP change' }).click();
  await expect(page.getByRole('region', { name: 'Deduct XP?' })).toBeVisible();
  await expectNoViolations(page, 'XP confirmation');
  // Confirmed, a deduction below 0 is refused with its reason, in the confirmation step.
  await page.getByRole('button', { name: 'Deduct XP' }).click();
  await expect(page.getByRole('alert')).toContainText('below 0');
  await expectNoViolations(page, 'refused confirmation');
});

test('the settings page with errors is clean under axe', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'admin');
  await page.goto('/admin/settings');
  const links = page.getByRole('region', { name: 'Contact and booking' });
  await links.getByLabel('Contact email').fill('not an email');
  await links.getByRole('button', { name: 'Save contact and booking' }).click();
  await expect(page.getByLabel('Contact email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'settings errors');
});
