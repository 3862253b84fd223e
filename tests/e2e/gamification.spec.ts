// The gamification screens (issue 9), in the built site as a learner meets them: an award made on the server
// (the operator command) reaches an open page (header points, toasts, the board) without a reload; the
// board's tabs are links that work without JavaScript; the opt-out; the badges page; the points page's
// filters and pages; public profiles; free learners sent from /points to /upgrade.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/test.ts';
import { adjustXp, awardXp, setLeaderboardOptOut } from '#/server/services/gamification/index.ts';
import { badgeCatalogue } from '#/server/services/gamification/badge-catalogue.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from './support/accounts.ts';

const run = promisify(execFile);

/** `npm run points -- …` against the server's database, as an operator would run it. */
async function pointsCommand(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/points.ts', ...args], { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } });
  return stdout;
}

test('an award made on the server reaches the open board: header points, toasts and the board change without a reload', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const person = await signedInPage(page, baseURL!, 'paid', { displayName: `Live Learner ${Date.now()}` });
  await page.goto('/leaderboard?period=week');
  await expect(page.getByTestId('points-badge')).toHaveText(/Level 1 · 0 XP/);
  await expect(page.getByTestId('your-position')).toContainText('Not on this board yet');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  expect(await pointsCommand(['activity', person.email, 'module', 'e2e-module-1'])).toMatch(/\+100 XP · Module finished/);

  await expect(page.getByTestId('points-badge')).toHaveText(/Level 1 · 100 XP/, { timeout: 10_000 });
  const toasts = page.getByRole('status');
  await expect(toasts.getByText('+100 XP · Module finished')).toBeVisible({ timeout: 10_000 });
  await expect(toasts.getByText('Badge earned: First steps')).toBeVisible();
  await expect(toasts.getByText('Badge earned: First module')).toBeVisible();
  const board = page.getByTestId('board');
  await expect(board.getByRole('row', { name: new RegExp(person.displayName) })).toContainText('100 XP', { timeout: 10_000 });
  await expect(page.getByTestId('your-position')).toContainText('100 XP this week');
  await expect(page.getByTestId('streak-chip')).toContainText('Streak: 1 day in a row, 0 freezes held');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // An adjustment that crosses into a new rank gets its own toast, and the badge for the rank.
  await pointsCommand(['award', person.email, '450', '--reason', 'Workshop in Accra']);
  await expect(page.getByTestId('points-badge')).toHaveText(/Level 1 · 550 XP/, { timeout: 10_000 });
  await expect(toasts.getByText('New rank: Impact Builder · Unlocks group challenges')).toBeVisible({ timeout: 10_000 });
  await expect(toasts.getByText('Badge earned: Impact Builder')).toBeVisible();
});

test('the board’s tabs and scopes are links that work without JavaScript, and a scope one has no part in is not offered', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const person = await createPerson('free', { displayName: `No Script ${Date.now()}` });
  await withBackend(async (backend) => {
    await backend.store.updateRow('users', person.userId, { villageId: `e2e-village-${person.userId}` });
    await awardXp(backend, { userId: person.userId, activity: 'webinar', sourceId: 'w1' });
  });
  await signInWithForm(page.request, baseURL!, person);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'All time · Everyone' })).toBeVisible();
  const periods = page.getByRole('navigation', { name: 'Board period' });
  await expect(periods.getByRole('link', { name: 'All time' })).toHaveAttribute('aria-current', 'page');
  await periods.getByRole('link', { name: 'This month' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?period=month$/);
  await expect(page.getByRole('heading', { name: 'This month · Everyone' })).toBeVisible();
  const scopes = page.getByRole('navigation', { name: 'Board scope' });
  await expect(scopes.getByRole('link')).toHaveText(['Everyone', 'My village']);
  await scopes.getByRole('link', { name: 'My village' }).click();
  await expect(page).toHaveURL(/period=month&scope=village/);
  const board = page.getByTestId('board');
  await expect(board.getByRole('row')).toHaveCount(2);
  await expect(board.getByRole('row', { name: new RegExp(person.displayName) })).toContainText('75 XP');
  await page.goto('/leaderboard?scope=organisation');
  await expect(page.getByText('You are not part of an organisation, so this is everyone’s board.')).toBeVisible();
  await context.close();
});

test('a learner who hides from the boards is on no one else’s board, sees their own position privately, and their profile says so', async ({ page, browser, baseURL }) => {
  const tag = Date.now();
  const hidden = await createPerson('paid', { displayName: `Hidden Learner ${tag}` });
  const viewer = await createPerson('paid', { displayName: `Viewer ${tag}` });
  await withBackend(async (backend) => {
    await adjustXp(backend, { userId: hidden.userId, amount: 99_000, reason: 'e2e top score', actor: 'operator' });
    await adjustXp(backend, { userId: viewer.userId, amount: 98_000, reason: 'e2e second score', actor: 'operator' });
  });
  // The learner hides through the profile form, without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const own = await noScript.newPage();
  await signInWithForm(own.request, baseURL!, hidden);
  await own.goto('/profile');
  await own.getByLabel('Hide me from the leadership boards').check();
  await own.getByRole('button', { name: 'Save board setting' }).click();
  await expect(own).toHaveURL(/\/profile\?toast=boards-hidden/);
  await expect(own.getByText('You are hidden from the leadership boards.')).toBeVisible();
  await own.goto('/leaderboard');
  await expect(own.getByTestId('your-position')).toContainText('only you see this position');
  await expect(own.getByTestId('around-you').getByRole('row', { name: /Hidden Learner/ })).toContainText('Only you see this row');
  await noScript.close();

  await signInWithForm(page.request, baseURL!, viewer);
  await page.goto('/leaderboard');
  const board = page.getByTestId('board');
  await expect(board).not.toContainText(hidden.displayName);
  await expect(board.getByRole('row', { name: new RegExp(viewer.displayName) })).toBeVisible();
  await page.goto(`/users/${hidden.userId}`);
  await expect(page.getByRole('heading', { name: hidden.displayName })).toBeVisible();
  await expect(page.getByTestId('board-positions')).toHaveCount(0);
  await expect(page.getByTestId('public-badges')).toContainText('First steps');
  await page.goto(`/users/${viewer.userId}`);
  await expect(page.getByTestId('board-positions')).toContainText('Everyone');
});

test('the badges page lists earned badges with their date and locked ones with progress', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await withBackend(async (backend) => {
    for (const module of ['m1', 'm2', 'm3']) await awardXp(backend, { userId: person.userId, activity: 'module', sourceId: module });
  });
  await page.goto('/badges');
  // Out of every badge in content/badges (group challenges add theirs).
  await expect(page.getByRole('heading', { name: /badges earned/ })).toHaveText(`2 of ${badgeCatalogue().length} badges earned`);
  const earned = page.getByTestId('earned-badges').getByRole('listitem');
  await expect(earned.filter({ hasText: 'First module' })).toContainText(/Earned \d{1,2} \w+ \d{4}/);
  const locked = page.getByTestId('locked-badges').getByRole('listitem');
  await expect(locked.filter({ hasText: 'Five modules' })).toContainText('3 of 5 modules');
  await expect(locked.filter({ hasText: 'Five modules' }).getByRole('progressbar', { name: 'Progress towards Five modules' })).toHaveAttribute('value', '60');
});

test('the points page shows balance, rank, streak and a history filtered and paged without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const person = await createPerson('paid');
  await withBackend(async (backend) => {
    for (let index = 0; index < 22; index++) await awardXp(backend, { userId: person.userId, activity: 'module', sourceId: `m${index}` });
    for (let index = 0; index < 3; index++) await awardXp(backend, { userId: person.userId, activity: 'webinar', sourceId: `w${index}` });
  });
  await signInWithForm(page.request, baseURL!, person);
  await page.goto('/points');
  await expect(page.getByTestId('balance')).toContainText('2,425 XP');
  await expect(page.getByTestId('balance')).toContainText('Level 3 · Change Architect');
  await expect(page.getByTestId('streak')).toContainText('1 day in a row');
  await expect(page.getByTestId('streak')).toContainText('0 of 2 streak freezes held');
  const ledger = page.getByTestId('ledger');
  await expect(ledger.getByRole('row')).toHaveCount(21);
  await page.getByRole('link', { name: 'Older entries' }).click();
  await expect(ledger.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Newest entries' })).toBeVisible();
  await page.getByLabel('Activity').selectOption('webinar');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/activity=webinar/);
  await expect(ledger.getByRole('row')).toHaveCount(4);
  await expect(ledger).toContainText('Webinar attended');
  await expect(ledger).not.toContainText('Module finished');
  await expect(page.getByRole('heading', { name: 'How to earn XP' })).toBeVisible();
  await context.close();
});

test('a free learner is sent from /points to /upgrade', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/leaderboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true }).getByRole('link', { name: /Points/ }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
});

test('an opted-out learner’s board setting can be turned back on', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await withBackend((backend) => setLeaderboardOptOut(backend, person.userId, person.userId, true));
  await page.goto('/profile');
  await expect(page.getByLabel('Hide me from the leadership boards')).toBeChecked();
  await page.getByLabel('Hide me from the leadership boards').uncheck();
  await page.getByRole('button', { name: 'Save board setting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You appear on the leadership boards again.' })).toBeVisible();
  await expect(page.getByLabel('Hide me from the leadership boards')).not.toBeChecked();
});
