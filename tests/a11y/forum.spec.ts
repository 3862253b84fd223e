// axe on the forum (rules 9, 31) at 360 and 1280 px: the list (with pinned, a search, the Book Club for a
// free learner and a paid one, the new-discussion form with errors), a discussion (threads, the report and
// delete forms, the reply form with an error), the edit post dialog open, and the edit page. Screenshots of
// the list and a discussion at each width are kept with the test's results. Then /admin/reports and the
// moderation form.
import { expect, test } from '../e2e/support/test.ts';
import { createPerson, signedInPage } from '../e2e/support/accounts.ts';
import { seedDiscussion, seedReply } from '../e2e/support/forum.ts';
import { expectNoViolations } from './support/axe.ts';

// Each test runs axe many times; on a busy shared machine that takes longer than the default 30 seconds.
test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 360]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the forum list, search, the Book Club and the new-discussion form are clean under axe', async ({ page, baseURL }) => {
      const author = await signedInPage(page, baseURL!, 'paid', { displayName: 'Adjoa Axe' });
      await seedDiscussion(author, 'paid', { title: 'Feedback that lands', body: 'Three habits that changed our *code reviews*.' });
      await seedDiscussion(author, 'paid', { title: 'Week 1 of the book', body: 'Where has silence cost your team?', categoryId: 'book-club' });
      for (const path of ['/forum', '/forum?q=feedback+habits', '/forum?q=zz', '/forum?category=book-club', '/forum?category=announcements']) {
        await page.goto(path);
        await expectNoViolations(page, `${path} at ${width}px`);
      }
      await page.goto('/forum');
      await page.screenshot({ path: test.info().outputPath(`forum-${width}.png`), fullPage: true });
      await page.getByText('Start a discussion').click();
      await page.getByRole('button', { name: 'Post discussion' }).click();
      await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `new discussion errors at ${width}px`);
    });

    test('the Book Club as a free learner sees it is clean under axe', async ({ page, baseURL }) => {
      await signedInPage(page, baseURL!, 'free');
      await page.goto('/forum?category=book-club');
      await expect(page.getByRole('link', { name: 'Upgrade to join' })).toBeVisible();
      await expectNoViolations(page, `book club teaser at ${width}px`);
    });

    test('a discussion with threads, its forms and the edit post dialog are clean under axe', async ({ page, baseURL, browser }) => {
      const author = await signedInPage(page, baseURL!, 'free', { displayName: 'Kofi Axe' });
      const postId = await seedDiscussion(author, 'free', { title: 'Stand-ups that end on time', body: '## What we tried\n\n- a timer\n- standing up\n\n| Week | Minutes |\n|---|---|\n| 1 | 40 |\n| 2 | 15 |' });
      const context = await browser.newContext();
      const otherPage = await context.newPage();
      const other = await signedInPage(otherPage, baseURL!, 'paid', { displayName: 'Ama Axe' });
      const first = await seedReply(other, 'paid', postId, 'We stop at **fifteen minutes**.');
      await seedReply(author, 'free', postId, 'Trying it tomorrow.', first);
      await context.close();

      await page.goto(`/forum/posts/${postId}`);
      await expectNoViolations(page, `discussion at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`discussion-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Report this reply' }).click();
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByLabel(/Why should a moderator look at this reply/)).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `report form with an error at ${width}px`);
      await page.goto(`/forum/posts/${postId}?delete=post`);
      await expectNoViolations(page, `delete confirmation at ${width}px`);
      await page.goto(`/forum/posts/${postId}`);
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect(page.getByLabel('Your reply', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `reply error at ${width}px`);

      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit your post' })).toBeVisible();
      await expectNoViolations(page, `edit post dialog at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`dialog-${width}.png`) });
      await page.getByRole('dialog').getByLabel('Title', { exact: true }).fill('x');
      await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('dialog').getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `edit post dialog with an error at ${width}px`);

      await page.goto(`/forum/posts/${postId}/edit`);
      await expectNoViolations(page, `edit page at ${width}px`);
    });
  });
}

test.describe('/admin/reports', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const width of [1280, 360]) {
    test(`with waiting and settled reports is clean under axe at ${width}px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const author = await createPerson('free', { displayName: 'Reported Author' });
      const postId = await seedDiscussion(author, 'free', { title: 'A post someone reported', body: 'Text that a learner reported.' });
      await signedInPage(page, baseURL!, 'paid');
      await page.goto(`/forum/posts/${postId}?report=post`);
      await page.getByLabel('Why should a moderator look at this post?').fill('It looks like advertising.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await signedInPage(page, baseURL!, 'admin');
      await page.goto('/admin/reports');
      await expect(page.getByRole('article', { name: /A post someone reported/ }).first()).toBeVisible();
      await expectNoViolations(page, `/admin/reports at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`reports-${width}.png`), fullPage: true });
      await page.goto('/admin/reports?status=resolved');
      await expectNoViolations(page, `/admin/reports settled at ${width}px`);
      await page.goto(`/forum/posts/${postId}?moderate=post`);
      await expectNoViolations(page, `moderation form at ${width}px`);
    });
  }
});
