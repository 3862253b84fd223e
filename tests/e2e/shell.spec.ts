// The signed-in app shell (issue 2 §5–6): live points badge, side menu, mobile layout, heartbeat, toasts.
import { expect, test } from './support/test.ts';
import { adjustXp } from '#/server/services/gamification/index.ts';
import { signedInPage, withBackend } from './support/accounts.ts';

test('the points badge shows "Level N · X XP" and follows a server-side change within a second or so', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'paid', { points: 1200 });
  await page.goto('/leaderboard');
  const badge = page.getByTestId('points-badge');
  await expect(badge).toHaveText(/Level 2 · 1,200 XP/);
  await withBackend((backend) => adjustXp(backend, { userId: person.userId, amount: 1300, reason: 'Shell test', actor: 'operator' }));
  await expect(badge).toHaveText(/Level 3 · 2,500 XP/, { timeout: 3000 });
  // The row disappearing resets the badge to 0.
  await withBackend(({ store }) => store.deleteRow('user_points', person.userId));
  await expect(badge).toHaveText(/Level 1 · 0 XP/, { timeout: 3000 });
});

test('the side menu lists the dashboard sections, marks the active one, and shows Admin only to admins', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/forum/posts/anything');
  const menu = page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
  await expect(menu.getByRole('link')).toHaveText([/Leadership Board/, /Journey/, /Badges/, /Forum/, /Impact Log/, /Points/, /CPD Record/, /Profile/, /Upgrade/]);
  await expect(menu.getByRole('link', { name: 'Forum' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Badges' })).not.toHaveAttribute('aria-current', /.*/);
  await page.goto('/badges');
  await expect(menu.getByRole('link', { name: 'Badges' })).toHaveAttribute('aria-current', 'page');
});

test('admins see Admin in the menu', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'admin');
  await page.goto('/admin/settings');
  const menu = page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
});

test('the header and the board fit every width, in both languages, with a long name and a five- or six-figure balance', async ({ page, baseURL }) => {
  // Below md the badge is short ("Lvl 902 · 902k XP"): six figures do not fit a phone's row in full.
  const balances = [
    { points: 25_000, phone: { en: /25,000 XP/, fr: /25\s000 XP/ }, wide: { en: /25,000 XP/, fr: /25\s000 XP/ } },
    { points: 901_513, phone: { en: /902k XP/, fr: /902\sk XP/ }, wide: { en: /901,513 XP/, fr: /901\s513 XP/ } },
  ];
  for (const balance of balances) {
    const person = await signedInPage(page, baseURL!, 'paid', { points: balance.points, displayName: 'Oluwaseun Adebayo-Okonkwo of the Lagos Leadership Circle' });
    for (const language of ['en', 'fr'] as const) {
      await withBackend(({ store }) => store.updateRow('users', person.userId, { language }));
      for (const width of [360, 640, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/leaderboard');
        const where = `${balance.points} XP, ${language} at ${width} px`;
        // innerText: the form the width shows, not both.
        await expect(page.getByTestId('points-badge'), where).toHaveText((width < 768 ? balance.phone : balance.wide)[language], { useInnerText: true });
        // The header's top row (the tab strip below it scrolls on purpose, inside itself)…
        const header = await page.evaluate(() => {
          const row = document.querySelector('header > div');
          const rights = [...(row?.querySelectorAll('*') ?? [])].map((element) => element.getBoundingClientRect().right);
          return Math.max(0, ...rights) - window.innerWidth;
        });
        expect(header, `the header, ${where}`).toBeLessThanOrEqual(0);
        // …and the whole page: the board, with this learner (a long name, six figures) in it, does not scroll sideways.
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `the page, ${where}`).toBeLessThanOrEqual(0);
      }
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu becomes a bar of tabs under the header, and the badge stays visible', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'paid', { points: 40 });
    await page.goto('/profile');
    const menu = page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
    await expect(menu).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // Profile sits past the phone's right edge in the row; the page opens with it scrolled into view.
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('points-badge')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: test.info().outputPath('profile-360.png'), fullPage: true });
    // So does the journey's own row of tabs, whose last one is Capstone.
    await page.goto('/journey/capstone');
    const journeyTabs = page.getByRole('navigation', { name: 'Journey', exact: true });
    await expect(journeyTabs.getByRole('link', { name: 'Capstone' })).toHaveAttribute('aria-current', 'page');
    await expect(journeyTabs.getByRole('link', { name: 'Capstone' })).toBeInViewport({ ratio: 1 });
  });
});

test('activity sends a lastActive heartbeat, at most once a minute per tab', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await withBackend(({ store }) => store.updateRow('users', person.userId, { lastActive: '2026-01-01T00:00:00.000Z' }));
  const beats: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/functions/heartbeat')) beats.push(r.postData() ?? '');
  });
  await page.goto('/leaderboard');
  await page.mouse.move(10, 10);
  await page.keyboard.press('Shift');
  await page.mouse.click(200, 300);
  await expect.poll(() => beats.length).toBe(1);
  expect(JSON.parse(beats[0]!)).toEqual({ data: {} });
  await expect
    .poll(async () => withBackend(async ({ store }) => (await store.getRow('users', person.userId))?.lastActive))
    .not.toBe('2026-01-01T00:00:00.000Z');
  await page.mouse.move(50, 50);
  await page.waitForTimeout(300);
  expect(beats).toHaveLength(1);
});
