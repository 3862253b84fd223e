// axe (WCAG 2.x A and AA) on every page this version has, in the states people meet them in: empty forms,
// forms with errors, the signed-in shell on desktop and phone. Any violation fails.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../e2e/support/test.ts';
import { signedInPage } from '../e2e/support/accounts.ts';

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}

test.describe('visitors', () => {
  for (const path of ['/', '/knowledge-base', '/auth', '/auth?mode=sign-up', '/no-such-page', '/appwrite-demo']) {
    test(`${path} is clean under axe`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    });
  }

  test('/appwrite-demo with top learners and a re-checked health figure is clean under axe', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free', { points: 120 });
    await page.context().clearCookies();
    await page.goto('/appwrite-demo');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Top learners' }).getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, '/appwrite-demo with data');
  });

  test('/auth with field errors is clean under axe', async ({ page }) => {
    await page.goto('/auth?mode=sign-up');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'sign-up errors');
  });

  test('/auth with the social sign-in buttons and a social sign-in message is clean under axe', async ({ page }) => {
    await page.goto('/auth?social-error=cancelled');
    await expect(page.getByRole('link', { name: /^Continue with / }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/cancelled/);
    await expectNoViolations(page, 'social sign-in');
  });

  test('/auth with a form error is clean under axe', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('nobody@example.org');
    await page.getByLabel('Password').fill('not a real password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expectNoViolations(page, 'sign-in error');
  });
});

test.describe('members', () => {
  for (const width of [1280, 360]) {
    test(`/welcome, /profile, /leaderboard and a public profile are clean under axe at ${width}px`, async ({ page, baseURL }) => {
      // Six pages through axe: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const person = await signedInPage(page, baseURL!, 'admin', { onboarded: false, points: 640 });
      for (const path of ['/welcome', '/profile', '/leaderboard', '/points', '/admin', `/users/${person.userId}`]) {
        await page.goto(path);
        await expectNoViolations(page, `${path} at ${width}px`);
      }
      await page.goto('/profile');
      await page.screenshot({ path: test.info().outputPath(`profile-${width}.png`), fullPage: true });
    });
  }

  test('/profile with field errors is clean under axe', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/profile');
    await page.getByLabel('Display name').fill(' ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'profile errors');
  });

  test('a toast is announced in a polite live region and is clean under axe', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toHaveAttribute('aria-live', 'polite');
    await expectNoViolations(page, 'toast');
  });
});
