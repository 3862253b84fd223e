// axe (WCAG 2.x A and AA, best practices) on every community page at 360 and 1280 px, in the states people
// meet them in: each onboarding step and the personality type dialog open, a village as founder, member and
// outsider, the impact log with entries, errors and the delete confirmation, the premium pages for free and
// paid members, the admin list. Screenshots of each are kept with the test's output for a human look.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { expectNoViolations } from './support/axe.ts';
import { createPerson, signInWithForm, signedInPage, withBackend, type TestPerson } from '../e2e/support/accounts.ts';
import { logEntry, people, villageOf } from '../e2e/support/community.ts';

// Each test visits several pages and runs axe on each: more than the default 30 seconds on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function check(page: Page, label: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`), fullPage: true });
}

async function switchTo(page: Page, baseURL: string, person: TestPerson): Promise<void> {
  await page.context().clearCookies();
  await signInWithForm(page.request, baseURL, person);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('onboarding: every step, the quiz dialog and the result', async ({ page, baseURL }) => {
      await signedInPage(page, baseURL!, 'free', { onboarded: false });
      await page.goto('/onboarding');
      await check(page, 'onboarding about', width);
      await page.getByLabel('Display name').fill('');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true');
      await check(page, 'onboarding about error', width);
      await page.getByLabel('Display name').fill('Axe Tester');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
      await check(page, 'onboarding journey', width);
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Take the personality quiz' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your leadership style' });
      await expect(dialog).toBeVisible();
      await check(page, 'personality dialog', width);
      for (let question = 1; question <= 10; question++) {
        await dialog.getByRole('radio').first().check();
        await dialog.getByRole('button', { name: question === 10 ? 'See my leadership style' : 'Next' }).click();
      }
      await expect(dialog.getByText('Your result')).toBeVisible();
      await check(page, 'personality dialog result', width);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await check(page, 'onboarding personality done', width);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Check and finish' })).toBeVisible();
      await check(page, 'onboarding review', width);
    });

    test('the quiz as one form (how it is answered without JavaScript), with questions left out', async ({ page, baseURL }) => {
      // axe runs as a script, so the no-JavaScript form is checked where it is the page's own markup: the
      // profile's retake page renders the same form component the onboarding page falls back to.
      await signedInPage(page, baseURL!, 'free');
      await page.goto('/profile/personality');
      await page.getByRole('group').first().getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Save my leadership style' }).click();
      await expect(page.getByRole('group').nth(1)).toHaveAccessibleDescription(/Choose one answer/);
      await check(page, 'quiz form errors', width);
    });

    test('villages: build, as founder, member and outsider; the dashboard prompt', async ({ page, baseURL }) => {
      const founder = await createPerson('free', { displayName: 'Founder Axe', points: 700 });
      const members = await people(3, 'free', { points: 300 });
      const { villageId } = await villageOf(founder, members, { name: 'Axe village' });
      await logEntry(members[0]!, { title: 'Shared for axe', shared: true });
      const outsider = await createPerson('free', { displayName: 'Outsider' });

      await switchTo(page, baseURL!, outsider);
      await page.goto('/leaderboard');
      await check(page, 'dashboard village prompt', width);
      await page.goto('/build-village');
      await check(page, 'build village', width);
      await page.getByRole('button', { name: 'Create village' }).click();
      await expect(page.getByLabel('Village name')).toHaveAttribute('aria-invalid', 'true');
      await check(page, 'build village errors', width);
      await page.goto(`/villages/${villageId}`);
      await check(page, 'village as outsider', width);

      await switchTo(page, baseURL!, founder);
      await page.goto(`/villages/${villageId}`);
      await check(page, 'village as founder', width);
      await page.getByRole('button', { name: 'Start Village sprint' }).click();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await check(page, 'village with a challenge', width);

      await switchTo(page, baseURL!, members[1]!);
      await page.goto(`/villages/${villageId}`);
      await check(page, 'village as member', width);
    });

    test('the impact log: entries, the filter, an error and the delete confirmation', async ({ page, baseURL }) => {
      const person = await signedInPage(page, baseURL!, 'free');
      const entryId = await logEntry(person, { evidenceUrl: 'https://example.org/evidence' });
      await logEntry(person, { title: 'Second entry', category: 'digital' });
      await page.goto('/impact-log');
      await check(page, 'impact log', width);
      await page.goto('/impact-log?category=digital');
      await check(page, 'impact log filtered', width);
      await page.goto(`/impact-log?edit=${entryId}`);
      await page.getByLabel('Title').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
      await check(page, 'impact log errors', width);
      await page.goto(`/impact-log?delete=${entryId}`);
      await check(page, 'impact log delete', width);
    });

    test('the premium pages for free and paid members, the profile and the admin list', async ({ page, baseURL }) => {
      await signedInPage(page, baseURL!, 'free');
      for (const path of ['/ecosystem/peer-circles', '/ecosystem/transformation-partner']) {
        await page.goto(path);
        await check(page, `${path} free`, width);
      }
      const paid = await createPerson('paid');
      await switchTo(page, baseURL!, paid);
      await page.goto('/ecosystem/peer-circles');
      await check(page, 'peer circles paid', width);
      await page.goto('/ecosystem/transformation-partner');
      await check(page, 'partner paid', width);
      await page.getByRole('button', { name: 'Send request' }).click();
      await check(page, 'partner errors', width);
      await page.getByLabel('Organisation').fill('Axe Org');
      await page.getByLabel(/What should the partnership/).fill('Axe goals');
      await page.getByRole('button', { name: 'Send request' }).click();
      await check(page, 'partner confirmation', width);
      await page.goto('/profile');
      await check(page, 'profile with community', width);
      await page.goto('/profile/personality');
      await check(page, 'personality page', width);
      const admin = await createPerson('admin');
      await switchTo(page, baseURL!, admin);
      await page.goto('/admin/requests');
      await check(page, 'admin requests', width);
      expect(await withBackend(({ store }) => store.findRows('ecosystem_requests', []))).not.toHaveLength(0);
    });
  });
}
