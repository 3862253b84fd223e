// axe (WCAG 2.x A and AA) at 360 and 1280 px on the offline page (as the worker shows it, with kept pages
// listed), on a module page with "Save for offline" after saving, and on the impact log, a discussion and the
// weekly reflection with writes typed offline waiting to send (the panel and the forms' status). Each is saved
// as a screenshot (test-results/) to look at.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { createPerson, signedInPage } from '../e2e/support/accounts.ts';
import { seedDiscussion } from '../e2e/support/forum.ts';
import { pathModules } from '../e2e/support/journeys.ts';
import { controlledByWorker } from '../e2e/support/service-worker.ts';
import { expectNoViolations } from './support/axe.ts';

test.use({ serviceWorkers: 'allow' });

async function check(page: Page, label: string, width: number, fullPage = true): Promise<void> {
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage });
}

for (const width of [1280, 360]) {
  test.describe(`offline pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a module with "Save for offline", and the offline page listing it, are clean under axe', async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await signedInPage(page, baseURL!, 'free', { displayName: 'Adjoa Mensah' });
      const [first, second] = pathModules('sabrina');
      await page.goto('/journey');
      await page.getByRole('button', { name: "Follow Sabrina's path" }).click();
      await expect(page.getByRole('heading', { name: "Sabrina's path" })).toBeVisible();

      await page.goto(`/journey/modules/${first!.id}`);
      await controlledByWorker(page);
      await page.getByRole('button', { name: 'Save for offline' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
      // The module's reading is long: the screenshot is the screen the learner sees the panel on.
      await check(page, 'module-save-for-offline', width, false);

      await context.setOffline(true);
      await page.goto(`/journey/modules/${second!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Available offline' }).getByRole('link', { name: first!.title })).toBeVisible();
      await check(page, 'offline-page', width);
      await context.setOffline(false);
    });

    test('an impact entry and a reply waiting to send: the panel and the forms are clean under axe', async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await signedInPage(page, baseURL!, 'paid', { displayName: 'Adjoa Mensah' });
      const postId = await seedDiscussion(await createPerson('paid'), 'paid', { title: 'Keeping meetings short', body: 'How do you keep a weekly meeting under thirty minutes?' });
      // Both pages visited once the worker controls them, so they open offline.
      await page.goto('/impact-log');
      await controlledByWorker(page);
      await page.reload();
      await page.goto(`/forum/posts/${postId}`);

      await context.setOffline(true);
      await page.getByLabel('Your reply').fill('We stand, and each person gets two minutes.');
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
      await page.goto('/impact-log');
      await page.getByLabel('Title').fill('Stand-up on the ward');
      await page.getByLabel(/What did you do/).fill('Every morning the nurses now agree the three things that matter most that day.');
      await page.getByLabel('People affected').fill('9');
      await page.getByRole('button', { name: 'Save entry' }).click();
      await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('listitem')).toHaveCount(2);
      await page.evaluate(() => window.scrollTo(0, 0));
      await check(page, 'impact-log-waiting', width, false);
      await page.getByRole('status').filter({ hasText: 'Waiting to send' }).scrollIntoViewIfNeeded();
      await check(page, 'impact-log-waiting-form', width, false);
      await page.goto(`/forum/posts/${postId}`);
      await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
      await check(page, 'discussion-reply-waiting', width, false);
      await context.setOffline(false);
    });

    test('a weekly reflection waiting to send: the form, its status and the panel are clean under axe', async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await signedInPage(page, baseURL!, 'free', { displayName: 'Adjoa Mensah' });
      await page.goto('/journey/reflections');
      await controlledByWorker(page);
      await page.reload();

      await context.setOffline(true);
      await page
        .getByLabel('Your reflection')
        .fill('This week I let the newest nurse run the morning huddle. She asked each person for one thing they needed, and the huddle ended early. Next week I will keep quiet for the first five minutes and see who speaks.');
      await page.getByRole('button', { name: 'Save reflection' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('listitem')).toHaveText([/Weekly reflection “Week \d+, \d{4}”/]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await check(page, 'reflection-waiting', width);
      await context.setOffline(false);
    });
  });
}
