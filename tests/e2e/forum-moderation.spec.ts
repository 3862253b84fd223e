// Moderation in Chromium (rules 31, 35): a learner reports a post with a reason, an admin finds it in
// /admin/reports and hides it from there; the post leaves the list, other learners can no longer open it, its
// author sees that it was hidden, and the change is in the audit log. Admins also lock and pin from the post.
// Without JavaScript, a note refused (too long) is shown next to its field, kept, and nothing changes.
import { expect, test } from './support/test.ts';
import { equal, limit } from '#/server/store/query.ts';
import { reportContent } from '#/server/services/forum/reports.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from './support/accounts.ts';
import { fillPastLimit } from './support/forms.ts';
import { seedDiscussion, seedReply, storedPost } from './support/forum.ts';

test('an admin hides a reported post from the reports queue; the change is audited', async ({ page, browser, baseURL }) => {
  // Reports other tests left open (the XSS sweep, the axe sweep share this database) are settled first, so
  // the queue below holds this test's report alone.
  await withBackend(async ({ store }) => {
    for (const report of await store.findRows('forum_reports', [equal('status', 'open'), limit(1000)])) {
      await store.updateRow('forum_reports', report.$id, { status: 'resolved', outcome: 'dismissed', resolvedBy: 'e2e-setup', resolvedAt: new Date().toISOString() });
    }
  });
  const author = await createPerson('free', { displayName: 'Spam Author' });
  const postId = await seedDiscussion(author, 'free', { title: 'Cheap phones, message me', body: 'Best prices in town, message me now.' });

  await signedInPage(page, baseURL!, 'paid', { displayName: 'Careful Reporter' });
  await page.goto(`/forum/posts/${postId}`);
  await page.getByRole('link', { name: 'Report this post' }).click();
  await page.getByLabel('Why should a moderator look at this post?').fill('Advertising phones, not a leadership question.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A moderator will look at it' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const moderator = await signedInPage(admin, baseURL!, 'admin', { displayName: 'Ama Moderator' });
  await admin.goto('/forum');
  await admin.getByRole('link', { name: 'Review them' }).click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  const report = admin.getByRole('article', { name: /Cheap phones, message me/ });
  await expect(report).toContainText('Advertising phones, not a leadership question.');
  await expect(report).toContainText('Careful Reporter');
  await report.getByLabel('Note for the audit log (optional)').fill('Advertising.');
  await report.getByRole('button', { name: 'Hide post' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Report settled' })).toBeVisible();
  await expect(admin.getByText('Nothing is waiting.')).toBeVisible();
  await admin.getByRole('link', { name: 'Settled' }).click();
  await expect(admin.getByRole('article', { name: /Cheap phones, message me/ })).toContainText('Hidden by Ama Moderator');
  // With nothing waiting, the forum still shows admins the way to the settled reports.
  await admin.goto('/forum');
  await expect(admin.getByText('No reports waiting.')).toBeVisible();
  await admin.getByRole('link', { name: 'Settled reports' }).click();
  await expect(admin.getByRole('link', { name: 'Settled', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goto('/forum');
  await expect(page.getByRole('link', { name: 'Cheap phones, message me' })).toHaveCount(0);
  expect((await page.goto(`/forum/posts/${postId}`))?.status()).toBe(404);

  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signInWithForm(authorPage.request, baseURL!, author);
  await authorPage.goto(`/forum/posts/${postId}`);
  await expect(authorPage.getByText(/Hidden by a moderator/)).toBeVisible();
  await expect(authorPage.getByText('A moderator hid this discussion, so it takes no new replies.')).toBeVisible();

  const entries = await withBackend(({ store }) => store.findRows('audit_log', [equal('actorId', moderator.userId), limit(10)]));
  expect(entries.map((entry) => [entry.action, entry.targetId, entry.reason])).toEqual(
    expect.arrayContaining([
      ['forum.post.hide', postId, 'Advertising.'],
      ['forum.report.hidden', expect.any(String), 'Advertising.'],
    ]),
  );
  await adminContext.close();
  await authorContext.close();
});

test('an admin locks and pins a discussion from its page', async ({ page, baseURL }) => {
  const author = await createPerson('free');
  const postId = await seedDiscussion(author, 'free', { title: 'Read this first: forum etiquette', body: 'Be kind, be specific.' });
  await signedInPage(page, baseURL!, 'admin');
  await page.goto(`/forum/posts/${postId}`);
  await page.getByRole('link', { name: 'Moderate' }).click();
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('Locked: no new replies')).toBeVisible();
  await expect(page.getByText('This discussion is locked: it takes no new replies.')).toBeVisible();
  await page.getByRole('link', { name: 'Moderate' }).click();
  await page.getByRole('button', { name: 'Pin' }).click();
  await page.goto('/forum');
  await expect(page.getByRole('region', { name: 'Pinned' }).getByRole('link', { name: 'Read this first: forum etiquette' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const longNote = 'Spam everywhere. '.repeat(30).trim(); // 509 characters, the limit is 500

  test('a moderation note too long is refused next to the field; the panel stays open with the note, nothing changes', async ({ page, baseURL }) => {
    const author = await createPerson('free', { displayName: 'Loud Author' });
    const postId = await seedDiscussion(author, 'free', { title: 'Buy my course', body: 'Follow the link for a discount.' });
    const replyId = await seedReply(author, 'free', postId, 'Also my other course.');
    const moderator = await signedInPage(page, baseURL!, 'admin');

    await page.goto(`/forum/posts/${postId}?moderate=post`);
    const post = page.getByRole('article', { name: 'Post by Loud Author' });
    await fillPastLimit(post.getByLabel('Note for the audit log (optional)'), longNote);
    await post.getByRole('button', { name: 'Lock' }).click();
    const postNote = post.getByLabel('Note for the audit log (optional)');
    await expect(postNote).toHaveAttribute('aria-invalid', 'true');
    await expect(postNote).toHaveAccessibleDescription(/Use at most 500 characters\./);
    await expect(postNote).toHaveValue(longNote);
    await expect(post.getByRole('button', { name: 'Lock' })).toBeVisible();

    const reply = page.getByRole('article', { name: 'Reply by Loud Author' });
    await reply.getByRole('link', { name: 'Moderate this reply' }).click();
    await fillPastLimit(reply.getByLabel('Note for the audit log (optional)'), longNote);
    await reply.getByRole('button', { name: 'Hide reply' }).click();
    const replyNote = reply.getByLabel('Note for the audit log (optional)');
    await expect(replyNote).toHaveAttribute('aria-invalid', 'true');
    await expect(replyNote).toHaveAccessibleDescription(/Use at most 500 characters\./);
    await expect(replyNote).toHaveValue(longNote);
    await expect(reply.getByText('Also my other course.')).toBeVisible();

    expect((await storedPost(postId))?.locked).toBe(false);
    expect((await withBackend(({ store }) => store.getRow('forum_replies', replyId)))?.hidden).toBe(false);
    expect(await withBackend(({ store }) => store.findRows('audit_log', [equal('actorId', moderator.userId), limit(10)]))).toEqual([]);
  });

  test('a settlement note too long on /admin/reports is refused next to the field, which keeps it; the report stays open', async ({ page, baseURL }) => {
    const author = await createPerson('free');
    const title = `Crypto tips ${Date.now().toString(36)}`;
    const postId = await seedDiscussion(author, 'free', { title, body: 'Send me coins.' });
    const reporter = await createPerson('paid');
    await withBackend((backend) => reportContent(backend, { id: reporter.userId, isAdmin: false, isPaid: true }, { targetType: 'post', targetId: postId, reason: 'Not about leadership at all.' }));
    await signedInPage(page, baseURL!, 'admin');

    await page.goto('/admin/reports');
    const report = page.getByRole('article', { name: new RegExp(title) });
    await fillPastLimit(report.getByLabel('Note for the audit log (optional)'), longNote);
    await report.getByRole('button', { name: 'Dismiss report' }).click();
    const note = page.getByRole('article', { name: new RegExp(title) }).getByLabel('Note for the audit log (optional)');
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription('Use at most 500 characters.');
    await expect(note).toHaveValue(longNote);
    const stored = await withBackend(({ store }) => store.findRows('forum_reports', [equal('targetId', postId), limit(10)]));
    expect(stored.map((row) => row.status)).toEqual(['open']);
  });
});
