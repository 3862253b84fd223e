// The forum in Chromium (rule 31): two learners post and reply, the author edits in the edit post dialog
// (focus kept inside, Escape closes, the page changes without reloading), likes count once, the Book Club
// stays with paid members, limits and length rules keep what was typed, and everything works without
// JavaScript too.
import { expect, test, type Page } from './support/test.ts';
import { createPerson, signedInPage } from './support/accounts.ts';
import { seedDiscussion, seedRecentPosts, seedReply } from './support/forum.ts';

async function startDiscussion(page: Page, title: string, body: string, category = 'General'): Promise<void> {
  await page.goto('/forum');
  await page.getByText('Start a discussion').click();
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Your post', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Post discussion' }).click();
}

test('two learners post and reply; the author answers in a thread and edits in the dialog without a reload', async ({ page, browser, baseURL }) => {
  await signedInPage(page, baseURL!, 'free', { displayName: 'Abena Owusu' });
  await startDiscussion(page, 'How do you keep stand-ups short?', 'Ours run to **forty minutes**. What works for you?');
  await expect(page.getByRole('heading', { level: 1, name: 'How do you keep stand-ups short?' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your discussion is live' })).toBeVisible();
  // The first post earns its badge through the engine (no XP), announced like every award.
  await expect(page.getByText('Badge earned: First post')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toHaveText(/Level 1 · 0 XP/);
  await expect(page.locator('main strong', { hasText: 'forty minutes' })).toBeVisible();
  const postUrl = page.url();

  const other = await browser.newContext();
  const second = await other.newPage();
  await signedInPage(second, baseURL!, 'paid', { displayName: 'Tunde Bakare', points: 2350 });
  await second.goto('/forum');
  await second.getByRole('link', { name: 'How do you keep stand-ups short?' }).click();
  await expect(second.getByText('Abena Owusu')).toBeVisible();
  await expect(second.getByText('Level 1 · Explorer').first()).toBeVisible();
  await second.getByLabel('Your reply', { exact: true }).fill('We stand up, literally, and stop at *fifteen minutes*.');
  await second.getByRole('button', { name: 'Post reply' }).click();
  await expect(second.getByRole('article', { name: 'Reply by Tunde Bakare' })).toContainText('fifteen minutes');
  await expect(second.getByRole('article', { name: 'Reply by Tunde Bakare' })).toContainText('Level 3 · Change Architect');
  await second.getByRole('button', { name: /^Like/ }).click();
  await expect(second.getByRole('button', { name: /^Liked · 1/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(postUrl);
  await page.getByRole('link', { name: 'Reply to Tunde Bakare' }).click();
  await expect(page.getByLabel('Your answer to Tunde Bakare')).toBeFocused();
  await page.getByLabel('Your answer to Tunde Bakare').fill('Trying the timer tomorrow.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  const answers = page.getByRole('list', { name: 'Answers to Tunde Bakare' });
  await expect(answers.getByRole('article', { name: 'Reply by Abena Owusu' })).toContainText('Trying the timer tomorrow.');
  await expect(page.getByRole('heading', { name: 'Replies (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like · 1/ })).toBeVisible();

  // The edit post dialog: a modal that keeps focus inside, closes on Escape and gives focus back.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const edit = page.getByRole('link', { name: 'Edit' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit your post' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await dialog.getByLabel('Title', { exact: true }).fill('Hi');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(/at least 5 characters/);
  await dialog.getByLabel('Title', { exact: true }).fill('How do you keep stand-ups under fifteen minutes?');
  await dialog.getByLabel('Your post', { exact: true }).fill('Ours ran to forty minutes. We now use a **timer**.');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'How do you keep stand-ups under fifteen minutes?' })).toBeVisible();
  await expect(page.locator('main strong', { hasText: 'timer' })).toBeVisible();
  await expect(page.getByText(/^Edited \d/)).toBeVisible();
  await expect(page).toHaveTitle(/^How do you keep stand-ups under fifteen minutes\? · /);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'How do you keep stand-ups under fifteen minutes?' })).toBeVisible();
  await expect(second.getByText(/^Edited \d/)).toBeVisible();
  await other.close();
});

test('the list shows newest activity first, filters by category and finds discussions by words of title and body', async ({ page, baseURL }) => {
  const author = await signedInPage(page, baseURL!, 'free', { displayName: 'Kojo Mensah' });
  await seedDiscussion(author, 'free', { title: 'Budget season in the warehouse', body: 'Spreadsheets everywhere and nobody trusts the totals.' });
  await seedDiscussion(author, 'free', { title: 'Night shifts and handovers', body: 'What goes in a good handover note?', categoryId: 'sabrina' });
  await page.goto('/forum');
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles.filter({ hasText: 'Night shifts and handovers' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Forum categories' }).getByRole('link', { name: "Sabrina's path" }).click();
  await expect(page.getByRole('link', { name: 'Night shifts and handovers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Budget season in the warehouse' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Forum categories' }).getByRole('link', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search the forum' }).fill('spreadsheet totals');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Discussions matching “spreadsheet totals”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Budget season in the warehouse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Night shifts and handovers' })).toHaveCount(0);
});

test('the Book Club is for paid members: free learners see the current book and the way to upgrade', async ({ page, browser, baseURL }) => {
  const member = await signedInPage(page, baseURL!, 'paid', { displayName: 'Paid Reader' });
  const postId = await seedDiscussion(member, 'paid', { title: 'Week 1: the cost of silence', body: 'Where has silence cost your team?', categoryId: 'book-club' });
  await page.goto('/forum?category=book-club');
  await expect(page.getByRole('heading', { name: /The Fearless Organization/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reading plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Week 1: the cost of silence' })).toBeVisible();

  const context = await browser.newContext();
  const free = await context.newPage();
  await signedInPage(free, baseURL!, 'free');
  await free.goto('/forum?category=book-club');
  await expect(free.getByText('The Book Club is for paid members.')).toBeVisible();
  await expect(free.getByRole('link', { name: 'Upgrade to join' })).toHaveAttribute('href', '/upgrade');
  await expect(free.getByRole('link', { name: 'Week 1: the cost of silence' })).toHaveCount(0);
  await free.goto('/forum');
  await expect(free.getByRole('link', { name: 'Week 1: the cost of silence' })).toHaveCount(0);
  const response = await free.goto(`/forum/posts/${postId}`);
  expect(response?.status()).toBe(403);
  await expect(free.getByRole('link', { name: 'Upgrade to join' })).toBeVisible();
  await context.close();
});

test('at the hourly limit the learner reads how long to wait, and keeps what they typed', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await seedRecentPosts(person, 5);
  await startDiscussion(page, 'A sixth question this hour', 'It should wait, and keep this text.');
  await expect(page.getByRole('alert')).toHaveText(/at most 5 new discussions an hour. Try again in (59|60) minutes/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('A sixth question this hour');
  await expect(page.getByLabel('Your post', { exact: true })).toHaveValue('It should wait, and keep this text.');
});

test('too short or too long is said next to the field, and what was typed stays', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await startDiscussion(page, 'Hey', 'x'.repeat(9));
  await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(/at least 5 characters in the title/);
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Your post', { exact: true })).toHaveAccessibleDescription(/at least 10 characters in the post/);
  await expect(page.getByLabel('Your post', { exact: true })).toHaveValue('x'.repeat(9));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a learner posts, replies, edits on the edit page, deletes a reply and the post; the thread stays readable', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free', { displayName: 'Esi No-Script' });
    const other = await createPerson('free', { displayName: 'Kwaku Other' });
    await startDiscussion(page, 'Posting without JavaScript', 'Plain forms all the way down.');
    await expect(page.getByRole('heading', { level: 1, name: 'Posting without JavaScript' })).toBeVisible();
    const postId = page.url().split('/').pop()?.split('?')[0] ?? '';
    await seedReply(other, 'free', postId, 'A reply that stays.');
    await page.getByLabel('Your reply', { exact: true }).fill('My own reply, soon deleted.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByRole('article', { name: 'Reply by Esi No-Script' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/forum/posts/${postId}/edit$`));
    await page.getByLabel('Title', { exact: true }).fill('Posting without JavaScript, edited');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Posting without JavaScript, edited' })).toBeVisible();
    await expect(page.getByText(/^Edited \d/)).toBeVisible();

    await page.getByRole('link', { name: 'Delete your reply' }).click();
    await page.getByRole('button', { name: 'Delete reply' }).click();
    await expect(page.getByText('This reply was deleted by its author.')).toBeVisible();
    await page.getByRole('link', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expect(page).toHaveURL(/\/forum(\?|$)/);
    await expect(page.getByRole('link', { name: 'Posting without JavaScript, edited' })).toHaveCount(0);
    await page.goto(`/forum/posts/${postId}`);
    await expect(page.getByText('This discussion was deleted by its author. Its replies are still here.')).toBeVisible();
    await expect(page.getByText('A reply that stays.')).toBeVisible();
    await expect(page.getByText('This discussion was deleted, so it takes no new replies.')).toBeVisible();
  });
});
