// The admin area as an operator uses it (rule 35): finding a learner, awarding XP with a reason (the learner,
// with a page open, sees it at once), suspending them (their open page is signed out at once and they cannot
// sign in), changing the membership price (the upgrade page shows it), retrying a failed pathfinder request,
// and downloading an export. Every change goes through its confirmation step. Without JavaScript, a settings
// form refused for one field keeps every other field, checkboxes included, as the admin left them.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { setMembershipPrice } from '#/server/services/membership-price.ts';
import { readSiteSettings, saveSiteSettings } from '#/server/services/site-settings.ts';
import { equal, limit } from '#/server/store/query.ts';
import { submitCapstone } from '#/server/services/journeys/capstones.ts';
import { setJourney } from '#/server/services/journeys/journey-choice.ts';
import { createPerson, signInWithForm, signedInPage, withBackend, type TestPerson } from './support/accounts.ts';
import { fillPastLimit } from './support/forms.ts';

async function learnerPage(browser: Browser, baseURL: string, person: TestPerson, path = '/leaderboard'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page.request, baseURL, person);
  await page.goto(path);
  // The live points stream is open once the badge has heard from the server.
  await expect(page.getByTestId('points-badge')).toBeVisible();
  return page;
}

async function openLearner(page: Page, person: TestPerson, search: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('Name or email').fill(search);
  await page.getByRole('button', { name: 'Show learners' }).click();
  await page.getByRole('link', { name: person.displayName }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.displayName })).toBeVisible();
}

test('an admin finds a learner by name and by email, awards XP with a reason, and the learner sees it live', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const learner = await createPerson('paid', { displayName: `Nomvula Khumalo${stamp}` });
  const learnerTab = await learnerPage(browser, baseURL!, learner);
  await expect(learnerTab.getByTestId('points-badge')).toHaveText(/0 XP/);
  await signedInPage(page, baseURL!, 'admin');

  // By the start of the email (with its @)…
  await page.goto('/admin/users');
  await page.getByLabel('Name or email').fill(learner.email.split('@')[0] + '@');
  await page.getByRole('button', { name: 'Show learners' }).click();
  await expect(page.getByRole('link', { name: learner.displayName })).toBeVisible();
  // …and by the start of a word of the name.
  await openLearner(page, learner, `khumalo${stamp}`);

  await page.getByLabel('XP', { exact: true }).fill('250');
  await page.getByLabel('Reason').first().fill('Ran the Accra workshop');
  await page.getByRole('button', { name: 'Review XP change' }).click();
  const confirm = page.getByRole('region', { name: 'Award XP?' });
  await expect(confirm).toContainText('+250 XP');
  await expect(confirm).toContainText('Why: Ran the Accra workshop');
  // Nothing happens before the confirmation.
  await expect(learnerTab.getByTestId('points-badge')).toHaveText(/0 XP/);
  await confirm.getByRole('button', { name: 'Award XP' }).click();
  await expect(page.getByRole('status').getByText('XP adjusted. The learner sees it at once.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'XP ledger' })).toContainText('Why: Ran the Accra workshop');
  await expect(page.getByRole('region', { name: 'What admins did to this account' })).toContainText('XP adjusted');

  await expect(learnerTab.getByTestId('points-badge')).toHaveText(/250 XP/, { timeout: 10_000 });
  await expect(learnerTab.getByRole('status').getByText(/\+250 XP/)).toBeVisible({ timeout: 10_000 });
  await learnerTab.context().close();
});

test('an admin suspends a learner: their open page is signed out at once, they cannot sign in, and reinstated they can', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free', { displayName: `Suspended Sipho ${Date.now().toString(36)}` });
  const learnerTab = await learnerPage(browser, baseURL!, learner);
  await signedInPage(page, baseURL!, 'admin');
  await openLearner(page, learner, learner.displayName.split(' ')[2]!);

  await page.getByRole('region', { name: 'Suspend the account' }).getByLabel('Reason').fill('Shared account, reported by the village');
  await page.getByRole('button', { name: 'Suspend…' }).click();
  await page.getByRole('region', { name: 'Suspend this account?' }).getByRole('button', { name: 'Suspend the account' }).click();
  await expect(page.getByText(/^Suspended since/)).toBeVisible();

  // The learner's open page learns of it over its live stream and leaves for the sign-in page.
  await expect(learnerTab).toHaveURL(/\/auth/, { timeout: 10_000 });
  const again = await learnerTab.request.post('/auth?_action=account.signIn', {
    form: { email: learner.email, password: learner.password, next: '' },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(again.status()).not.toBe(303);
  await learnerTab.goto('/auth');
  await learnerTab.getByLabel('Email').fill(learner.email);
  await learnerTab.getByLabel('Password').fill(learner.password);
  await learnerTab.getByRole('button', { name: 'Sign in' }).click();
  await expect(learnerTab.getByRole('alert')).toContainText('suspended');

  await page.getByRole('region', { name: 'Reinstate the account' }).getByLabel('Reason').fill('Cleared with the village founder');
  await page.getByRole('button', { name: 'Reinstate…' }).click();
  await page.getByRole('button', { name: 'Reinstate the account' }).click();
  await expect(page.getByRole('region', { name: 'What admins did to this account' })).toContainText('Account reinstated');
  await signInWithForm(learnerTab.request, baseURL!, learner);
  await learnerTab.context().close();
});

test('an admin changes the membership price with a reason, and the upgrade page shows it', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signedInPage(page, baseURL!, 'admin');
  try {
    await page.goto('/admin/settings');
    const price = page.getByRole('region', { name: 'Paid membership' });
    await price.getByLabel('Price').fill('0');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(price.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
    await expect(price.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await price.getByLabel('Price').fill('149.50');
    await price.getByLabel('Currency').fill('eur');
    await price.getByLabel('Reason').fill('New season pricing');
    await price.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByRole('status').getByText('Settings saved and recorded in the audit log.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Paid membership' })).toContainText('Now EUR 149.50');

    const learner = await learnerPage(browser, baseURL!, await createPerson('free'), '/upgrade');
    await expect(learner.getByRole('heading', { name: 'Pay once: EUR 149.50' })).toBeVisible();
    await learner.context().close();

    await page.goto('/admin/audit?action=settings.membership_price');
    await expect(page.getByRole('region', { name: 'Matching entries' })).toContainText('Why: New season pricing');
  } finally {
    // The other tests pay the default price.
    await withBackend(async (backend) => {
      const admin = await createPerson('admin');
      await setMembershipPrice(backend, admin.userId, { amount: 9900, currency: 'USD' }, 'e2e: back to the default');
    });
  }
});

test('a failed pathfinder request is retried from the dashboard; the exports download as CSV', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const id = await withBackend(async ({ store }) => {
    const row = await store.createRow('pathfinder_requests', null, {
      name: `Retry Rita ${Date.now().toString(36)}`,
      email: 'rita@example.org',
      teamSize: 9,
      timeline: 'asap',
      duration: '6-months',
      date: '2030-01-10',
      time: '14:30',
      timezone: 'Africa/Lagos',
      status: 'failed',
      attempts: 8,
      lastError: 'The webhook answered HTTP 502',
    });
    return row.$id;
  });
  await signedInPage(page, baseURL!, 'admin');
  await page.goto('/admin/pathfinder?status=failed');
  await page.getByRole('button', { name: /Retry the request from Retry Rita/ }).first().click();
  await expect(page.getByRole('status').getByText('The request will be forwarded again.')).toBeVisible();
  await expect.poll(async () => withBackend(async ({ store }) => (await store.getRow('pathfinder_requests', id))?.status), { timeout: 15_000 }).not.toBe('failed');

  await page.goto('/admin/exports');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download pathfinder requests' }).click();
  await expect(page.getByRole('status').filter({ hasText: /rows/ }).first()).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pathfinder-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await page.request.get('/admin/exports/learners');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="learners-/);
  expect((await csv.text()).split('\n')[0]).toContain('id,name,email');
});

test('an admin sees a capstone waiting on the dashboard, reviews it, and the learner\'s page shows it approved', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const learner = await createPerson('paid', { displayName: `Capstone Chidi ${Date.now().toString(36)}` });
  const title = `Digital rollout at the clinic ${Date.now().toString(36)}`;
  await withBackend(async (backend) => {
    await setJourney(backend.store, learner.userId, 'kofi');
    await submitCapstone(backend, learner.userId, {
      title,
      summary: 'We moved the clinic onto shared digital records over three months, with the whole team trained.',
      evidence: 'Before and after figures for waiting times; a short note from the head nurse on how the team took it up.',
      evidenceUrl: null,
    });
  });
  await signedInPage(page, baseURL!, 'admin');
  await page.goto('/admin/dashboard');
  const figure = page.getByRole('link', { name: /: Capstones awaiting review$/ });
  const before = Number(await figure.textContent());
  expect(before).toBeGreaterThanOrEqual(1);
  await figure.click();
  await expect(page).toHaveURL(/\/admin\/capstones$/);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('link', { name: /: Capstones awaiting review$/ })).toHaveText(String(before - 1));
  await page.goto(`/admin/user/${learner.userId}`);
  await expect(page.getByRole('region', { name: 'Journey and CPD' })).toContainText('Approved');
  await expect(page.getByRole('region', { name: 'XP ledger' })).toContainText('Capstone approved');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a settings form refused for its reason keeps the checkboxes as the admin left them, and saves nothing', async ({ page, baseURL }) => {
    const admin = await signedInPage(page, baseURL!, 'admin');
    const longReason = 'Changed after the quarterly review. '.repeat(15).trim(); // 539 characters, the limit is 500
    const stored = () =>
      withBackend(async (backend) => {
        const { features, streak, farming } = await readSiteSettings(backend, { fresh: true });
        return { features, streak, farming };
      });
    try {
      const before = await stored();
      // The switches start on (the defaults), so keeping them would show the stored state, not the admin's.
      expect(before.features.value).toEqual({ forumOpenToFree: true, groupChallenges: true });
      await page.goto('/admin/settings');

      const features = page.getByRole('region', { name: 'Features' });
      await features.getByLabel('Forum open to free learners').uncheck();
      await features.getByLabel('Group challenges').uncheck();
      await fillPastLimit(features.getByLabel('Reason (optional)'), longReason);
      await features.getByRole('button', { name: 'Save features' }).click();
      await expect(features.getByLabel('Reason (optional)')).toHaveAccessibleDescription('Use at most 500 characters.');
      await expect(features.getByLabel('Reason (optional)')).toHaveValue(longReason);
      await expect(features.getByLabel('Forum open to free learners')).not.toBeChecked();
      await expect(features.getByLabel('Group challenges')).not.toBeChecked();

      for (const [name, reset, save] of [
        ['Streaks', 'Go back to the built-in default (7 days, ×1.5)', 'Save streaks'],
        ['Anti-farming limits', 'Go back to the built-in defaults', 'Save limits'],
      ] as const) {
        const form = page.getByRole('region', { name });
        await form.getByLabel(reset).check();
        await fillPastLimit(form.getByLabel('Reason (optional)'), longReason);
        await form.getByRole('button', { name: save }).click();
        await expect(form.getByLabel('Reason (optional)')).toHaveAccessibleDescription('Use at most 500 characters.');
        await expect(form.getByLabel('Reason (optional)')).toHaveValue(longReason);
        await expect(form.getByLabel(reset)).toBeChecked();
      }

      expect(await stored()).toEqual(before);
      expect(await withBackend(({ store }) => store.findRows('audit_log', [equal('actorId', admin.userId), limit(10)]))).toEqual([]);
    } finally {
      // The other tests run on the built-in defaults.
      await withBackend((backend) => saveSiteSettings(backend, admin.userId, [{ name: 'features', value: null }, { name: 'streak', value: null }, { name: 'farming', value: null }], 'e2e: back to the defaults'));
    }
  });
});
