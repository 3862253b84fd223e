// The impact log (rule 32) in the built site: log, edit and delete one's own entries with their totals and a
// category filter; refusals keep what was typed; it all works without JavaScript.
import { expect, test } from './support/test.ts';
import { createPerson, signInWithForm } from './support/accounts.ts';
import { logEntry } from './support/community.ts';

test('a learner logs, filters, edits and deletes entries; totals follow', async ({ page, baseURL }) => {
  const person = await createPerson('free');
  await signInWithForm(page.request, baseURL!, person);
  await logEntry(person, { title: 'Older one', date: '2026-10-01', category: 'digital', peopleAffected: 30 });
  await page.goto('/impact-log');
  await page.getByLabel('When did it happen?').fill('2026-11-10');
  await page.getByLabel('Title').fill('Weekly one-to-ones');
  await page.getByLabel(/What did you do/).fill('I started fifteen-minute one-to-ones with each of my six nurses.');
  await page.getByLabel('People affected').fill('6');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Coaching and mentoring' });
  await page.getByLabel('Evidence link (optional)').fill('https://example.org/one-to-ones');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('status').getByText('Impact entry saved')).toBeVisible();

  const totals = page.getByRole('region', { name: 'Your totals' });
  await expect(totals.getByRole('definition')).toHaveText(['2', '36']);
  const entries = page.getByRole('region', { name: 'All entries' }).getByRole('article');
  await expect(entries.getByRole('heading')).toHaveText(['Weekly one-to-ones', 'Older one']);
  await expect(entries.first()).toContainText('Private');
  await expect(entries.first().getByRole('link', { name: 'Evidence for Weekly one-to-ones' })).toHaveAttribute('href', 'https://example.org/one-to-ones');

  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Digital adoption' }).click();
  await expect(page.getByRole('region', { name: 'Digital adoption' }).getByRole('article').getByRole('heading')).toHaveText(['Older one']);
  await expect(page.getByText('1 entry in this category, 30 people affected.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Older one' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the entry' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Older one');
  await page.getByLabel('People affected').fill('40');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Impact entry updated')).toBeVisible();
  await expect(totals.getByRole('definition')).toHaveText(['2', '46']);

  await page.getByRole('link', { name: 'Delete Weekly one-to-ones' }).click();
  await expect(page.getByRole('heading', { name: 'Delete “Weekly one-to-ones”?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('status').getByText('Impact entry deleted')).toBeVisible();
  await expect(totals.getByRole('definition')).toHaveText(['1', '40']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused entry keeps everything typed and says what to fix next to each field', async ({ page, baseURL }) => {
    const person = await createPerson('free');
    await signInWithForm(page.request, baseURL!, person);
    await page.goto('/impact-log');
    await page.getByLabel('When did it happen?').fill('2099-01-01');
    await page.getByLabel('Title').fill('Kept title');
    await page.getByLabel(/What did you do/).fill('Kept description of what I did.');
    await page.getByLabel('People affected').fill('12');
    await page.getByLabel('Evidence link (optional)').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByLabel('When did it happen?')).toHaveAccessibleDescription(/cannot be in the future/);
    await expect(page.getByLabel('Evidence link (optional)')).toHaveAccessibleDescription(/https:\/\//);
    await expect(page.getByLabel('Title')).toHaveValue('Kept title');
    await expect(page.getByLabel(/What did you do/)).toHaveValue('Kept description of what I did.');
    await expect(page.getByLabel('People affected')).toHaveValue('12');
    // Sharing needs a village: the box is off and says why.
    await expect(page.getByLabel('Share with my village')).toBeDisabled();
    await page.getByLabel('When did it happen?').fill('2026-11-01');
    await page.getByLabel('Evidence link (optional)').fill('');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/impact-log\?toast=impact-saved$/);
    await expect(page.getByRole('article').getByRole('heading', { name: 'Kept title' })).toBeVisible();
  });

  test('every text field is limited: a title too long is refused, not cut', async ({ page, baseURL }) => {
    const person = await createPerson('free');
    await signInWithForm(page.request, baseURL!, person);
    const response = await page.request.post('/impact-log?_action=impact.add', {
      form: { date: '2026-11-01', title: 'x'.repeat(121), description: 'd', peopleAffected: '1', category: 'team', evidenceUrl: '' },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Use at most 120 characters.');
  });
});
