// The public header (rule 37, rule 10): account links for visitor / free / paid, the spinner while the
// session resolves, white with a shadow after 20 px of scrolling, and the phone menu with its XP line.
import { expect, test, type Page } from './support/test.ts';
import { signedInPage } from './support/accounts.ts';

function header(page: Page) {
  return page.locator('header[data-site-header]');
}

test('the logo links home with the alt text of the spec', async ({ page }) => {
  await page.goto('/knowledge-base');
  const logo = header(page).getByRole('link').filter({ has: page.getByAltText('Digital Leadership Training Platform') });
  await expect(logo).toHaveAttribute('href', '/');
});

test("a visitor sees 'Loading...' while the session resolves, then Sign In to /auth", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(header(page).getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
  release();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(header(page).getByText('Loading...')).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeHidden();
});

test('a free member sees Dashboard (to /leaderboard) and Upgrade (to /upgrade)', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/leaderboard');
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
});

test('a paid member sees Dashboard and no Upgrade', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Upgrade' })).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
});

test('the header is see-through at the top and white with a shadow after 20 px of scrolling', async ({ page }) => {
  await page.goto('/');
  const bar = header(page);
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(bar).toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(bar).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCSS('box-shadow', 'none');
});

test('the header serves the other public pages too', async ({ page }) => {
  await page.goto('/auth');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Gamification' }).click();
  await expect(page).toHaveURL(/\/#gamification$/);
  await page.goto('/knowledge-base');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens and closes by keyboard, with the onboarding XP line for visitors', async ({ page }) => {
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu.getByRole('link')).toHaveText(['Journeys', 'Gamification', 'Results', 'Ecosystem', 'FAQ']);
    await expect(page.getByTestId('mobile-xp-line')).toHaveText('+50 XP when you complete onboarding');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Journeys' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Following a link closes the menu.
    await button.click();
    await menu.getByRole('link', { name: 'Ecosystem' }).click();
    await expect(page).toHaveURL(/#ecosystem$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('signed in, the XP line shows the live points', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free', { points: 1234 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('mobile-xp-line')).toHaveText('Level 2 · 1,234 XP');
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('a free member’s header fits the screen: Upgrade waits in the dashboard, not beside the menu', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free');
    for (const path of ['/', '/fr/', '/knowledge-base']) {
      await page.goto(path);
      await expect(header(page).getByRole('link', { name: /Dashboard|Tableau de bord/ })).toBeVisible();
      await expect(header(page).getByRole('link', { name: /Upgrade|Passer/ })).toBeHidden();
      await expect(header(page).getByRole('button', { name: /Menu/ })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), path).toBe(false);
    }
  });
});
