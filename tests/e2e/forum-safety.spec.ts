// Safety of the forum (rule 31 and the "Bad input and safety"): another learner's post or reply can be
// neither edited nor deleted, through the Actions, through the pages' forms or by crafted requests; and the
// XSS corpus, typed into every forum text field (title, body, reply, report reason, the edit post dialog),
// runs nothing in Chromium.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test.ts';
import { XSS_MARK, XSS_PAYLOADS } from '../fixtures/xss-corpus.ts';
import { createPerson, signInWithForm, signedInPage, type Kind, type TestPerson } from './support/accounts.ts';
import { seedDiscussion, seedReply, storedPost } from './support/forum.ts';
import { withBackend } from './support/accounts.ts';
import { equal, limit } from '#/server/store/query.ts';
import { FIELD_LIMITS } from '#/domain/forum-limits.ts';

async function signedInRequest(baseURL: string, kind: Kind, displayName?: string): Promise<{ api: APIRequestContext; person: TestPerson }> {
  const person = await createPerson(kind, { displayName });
  const api = await playwrightRequest.newContext({ baseURL });
  await signInWithForm(api, baseURL, person);
  return { api, person };
}

test.describe('another learner’s writing', () => {
  test('cannot be edited or deleted through the Actions, the pages’ forms, or crafted requests', async ({ baseURL }) => {
    const author = await createPerson('free', { displayName: 'Owner Author' });
    const postId = await seedDiscussion(author, 'free', { title: 'Mine to change', body: 'Only I may edit this post.' });
    const replyId = await seedReply(author, 'free', postId, 'Only I may delete this reply.');
    const before = await storedPost(postId);
    const origin = { origin: baseURL! };
    const edit = { postId, title: 'Taken over', body: 'Someone else wrote this.' };

    for (const kind of ['paid', 'admin'] as const) {
      const { api } = await signedInRequest(baseURL!, kind);
      const viaAction = await api.post('/_actions/forum.editPost', { multipart: edit, headers: origin });
      expect(viaAction.status()).toBe(403);
      expect(await viaAction.text()).toContain('You can only edit your own posts.');
      const viaPage = await api.post(`/forum/posts/${postId}/edit?_action=forum.editPost`, { form: edit, headers: origin, maxRedirects: 0 });
      expect(viaPage.status()).toBe(403);
      expect(await viaPage.text()).toContain('You can only edit your own posts.');
      // Whatever else the request claims about who is asking is not read.
      const crafted = await api.post('/_actions/forum.editPost', { multipart: { ...edit, authorId: author.userId, userId: author.userId }, headers: origin });
      expect(crafted.status()).toBe(403);
      expect((await api.get(`/forum/posts/${postId}/edit`)).status()).toBe(403);
      expect((await api.post('/_actions/forum.deletePost', { multipart: { postId }, headers: origin })).status()).toBe(403);
      const deleteOnPage = await api.post(`/forum/posts/${postId}?_action=forum.deletePost`, { form: { postId }, headers: origin, maxRedirects: 0 });
      expect(deleteOnPage.status()).toBe(403);
      expect((await api.post('/_actions/forum.deleteReply', { multipart: { replyId }, headers: origin })).status()).toBe(403);
      await api.dispose();
    }

    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.post('/_actions/forum.editPost', { multipart: edit, headers: origin })).status()).toBe(401);
    expect((await visitor.post('/_actions/forum.deleteReply', { multipart: { replyId }, headers: origin })).status()).toBe(401);
    await visitor.dispose();

    // A request from another site is refused before any Action runs.
    const { api: crossSite } = await signedInRequest(baseURL!, 'free');
    expect((await crossSite.post(`/forum/posts/${postId}?_action=forum.deletePost`, { form: { postId }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 })).status()).toBe(403);
    await crossSite.dispose();

    expect(await storedPost(postId)).toEqual(before);
    const reply = await withBackend(({ store }) => store.getRow('forum_replies', replyId));
    expect(reply?.deletedAt).toBeNull();
  });
});

test.describe('the XSS corpus', () => {
  test.describe.configure({ timeout: 300_000 });

  /** Fails if anything ran: the payloads set window.__xss, and any alert/confirm/prompt is caught too. */
  async function expectNothingRan(page: Page, where: string): Promise<void> {
    await page.waitForLoadState('load');
    await page.waitForTimeout(50);
    expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK), where).toBeUndefined();
  }

  test('as a search query is shown back as text, in the search field and the heading, and runs nothing', async ({ page, baseURL }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signedInPage(page, baseURL!, 'free');
    for (const payload of XSS_PAYLOADS) {
      // The page reads at most the search field's limit, as the field itself lets a person type.
      const query = payload.slice(0, FIELD_LIMITS.search.max);
      await page.goto(`/forum?q=${encodeURIComponent(payload)}`);
      await expectNothingRan(page, `search for ${payload}`);
      await expect(page.getByRole('searchbox', { name: 'Search the forum' }), payload).toHaveValue(query);
      // When some of its words were searched, the heading quotes the query, character for character.
      const heading = page.getByRole('heading', { name: /^Discussions matching/ });
      if ((await heading.count()) > 0) expect(await heading.textContent(), payload).toBe(`Discussions matching “${query}”`);
    }
    expect(dialogs).toEqual([]);
  });

  test('through titles, bodies, replies, report reasons, search and the edit post dialog runs nothing in Chromium', async ({ page, baseURL }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const origin = { origin: baseURL! };
    const authors: string[] = [];
    // Five discussions an hour each: the corpus needs several authors.
    for (let start = 0; start < XSS_PAYLOADS.length; start += 5) {
      const { api, person } = await signedInRequest(baseURL!, 'free', `Author ${start / 5 + 1}`);
      authors.push(person.userId);
      for (const payload of XSS_PAYLOADS.slice(start, start + 5)) {
        // A title is one line: control characters (a tab) are refused there, so they become spaces.
        // eslint-disable-next-line no-control-regex -- replacing exactly the characters a title refuses
        const title = `XSS ${payload}`.replace(/[\u0000-\u001f]/g, ' ').slice(0, 120);
        const response = await api.post('/_actions/forum.startDiscussion', { multipart: { categoryId: 'general', title, body: payload }, headers: origin });
        expect(response.status(), payload).toBe(200);
      }
      await api.dispose();
    }
    const postIds = await withBackend(async ({ store }) =>
      (await store.findRows('forum_posts', [equal('authorId', authors), limit(100)])).map((row) => row.$id),
    );
    expect(postIds).toHaveLength(XSS_PAYLOADS.length);

    // Every payload as a reply (30 an hour each: two learners).
    const thread = postIds[0] as string;
    for (let start = 0; start < XSS_PAYLOADS.length; start += 30) {
      const { api } = await signedInRequest(baseURL!, 'paid', `Replier ${start / 30 + 1}`);
      for (const payload of XSS_PAYLOADS.slice(start, start + 30)) {
        const response = await api.post('/_actions/forum.reply', { multipart: { postId: thread, body: payload }, headers: origin });
        expect(response.status(), payload).toBe(200);
      }
      await api.dispose();
    }

    // Every payload as a report's reason (one line, like a title), about each of the discussions.
    const { api: reporter } = await signedInRequest(baseURL!, 'paid', 'Reporter');
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      // eslint-disable-next-line no-control-regex -- replacing exactly the characters a one-line field refuses
      const reason = payload.replace(/[\u0000-\u001f]/g, ' ');
      const response = await reporter.post('/_actions/forum.report', { multipart: { targetType: 'post', targetId: postIds[index] as string, reason }, headers: origin });
      expect(response.status(), payload).toBe(200);
    }
    await reporter.dispose();

    await signedInPage(page, baseURL!, 'admin');
    await page.goto('/admin/reports');
    await expect(page.getByText('Reason:').first()).toBeVisible();
    await expectNothingRan(page, 'the reports queue');
    while ((await page.getByRole('link', { name: 'Older reports' }).count()) > 0) {
      await page.getByRole('link', { name: 'Older reports' }).click();
      await expectNothingRan(page, 'an older page of reports');
    }
    await page.goto('/forum');
    await expectNothingRan(page, 'the forum list');
    for (let pages = 0; pages < 5; pages++) {
      const older = page.getByRole('link', { name: 'Older discussions' });
      if ((await older.count()) === 0) break;
      await older.click();
      await expectNothingRan(page, `the forum list, page ${pages + 2}`);
    }
    await page.goto('/forum?q=script+window');
    await expect(page.getByRole('heading', { name: /Discussions matching/ })).toBeVisible();
    await expectNothingRan(page, 'search results');
    for (const postId of postIds) {
      await page.goto(`/forum/posts/${postId}`);
      await expectNothingRan(page, `discussion ${postId}`);
    }
    await page.goto(`/forum/posts/${thread}`);
    await expect(page.getByRole('article', { name: /^Reply by Replier/ }).first()).toBeVisible();
    expect(await page.getByRole('article', { name: /^Reply by Replier/ }).count()).toBeGreaterThan(0);
    while ((await page.getByRole('link', { name: 'Later replies' }).count()) > 0) {
      await page.getByRole('link', { name: 'Later replies' }).click();
      await expectNothingRan(page, 'a later page of replies');
    }

    // The edit post dialog puts the saved body into the page without reloading: the whole corpus at once.
    const author = await signedInPage(page, baseURL!, 'free', { displayName: 'Dialog Author' });
    const own = await seedDiscussion(author, 'free', { title: 'A post to edit', body: 'Plain for now.' });
    await page.goto(`/forum/posts/${own}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your post' });
    await dialog.getByLabel('Title', { exact: true }).fill('<img src=x onerror="window.__xss=1">');
    await dialog.getByLabel('Your post', { exact: true }).fill(XSS_PAYLOADS.join('\n\n'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="window.__xss=1">');
    await expectNothingRan(page, 'the edit post dialog’s update');
    await page.goto(`/forum/posts/${own}/edit`);
    await expectNothingRan(page, 'the edit page');
    expect(dialogs).toEqual([]);
  });
});
