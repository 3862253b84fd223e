// /profile and /users/{id} (issue 2 §5): edit, validation that keeps input, password change, sign out everywhere.
import { expect, request as playwrightRequest, test } from './support/test.ts';
import { signInWithForm, signedInPage } from './support/accounts.ts';

test('a member edits their profile; a toast confirms it for 3 seconds', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free', { displayName: 'Efua Boateng' });
  await page.goto('/profile');
  await expect(page.getByLabel('Display name')).toHaveValue('Efua Boateng');
  await page.getByLabel('Display name').fill('Efua B.');
  await page.getByLabel('Bio').fill('I lead a team of nurses in Kumasi.');
  await page.getByLabel('Country').fill('Ghana');
  await page.getByLabel('Time zone').selectOption('Africa/Accra');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const toast = page.getByRole('status').filter({ hasText: 'Profile saved' });
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('I lead a team of nurses in Kumasi.');
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Accra');
  await expect(page.getByRole('heading', { name: 'Efua B.' })).toBeVisible();
  await page.waitForTimeout(3200);
  await expect(page.getByText('Profile saved')).toHaveCount(0);
});

test('an empty name is refused next to the field and the rest of what was typed is kept', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/profile');
  await page.getByLabel('Display name').fill('   ');
  await page.getByLabel('Bio').fill('Kept while I fix my name.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByLabel('Display name')).toHaveAccessibleDescription(/Enter your name/);
  await expect(page.getByLabel('Display name')).toBeFocused();
  await expect(page.getByLabel('Bio')).toHaveValue('Kept while I fix my name.');
});

test('changing the password signs out other devices but keeps this one', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  const other = await playwrightRequest.newContext({ baseURL });
  await signInWithForm(other, baseURL!, person);
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not it at all');
  await page.getByLabel('New password').fill('a brand new phrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(/not correct/);
  await page.getByLabel('Current password').fill(person.password);
  await page.getByLabel('New password').fill('a brand new phrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect((await page.request.get('/profile', { maxRedirects: 0 })).status()).toBe(200);
  expect((await other.get('/profile', { maxRedirects: 0 })).status()).toBe(302);
  await other.dispose();
});

test('sign out everywhere ends this and every other session', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'paid');
  const other = await playwrightRequest.newContext({ baseURL });
  await signInWithForm(other, baseURL!, person);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await other.get('/profile', { maxRedirects: 0 })).status()).toBe(302);
  expect((await page.request.get('/profile', { maxRedirects: 0 })).status()).toBe(302);
  await other.dispose();
});

test('the public profile shows display name, level, rank and join date, and nothing private', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'paid', { points: 2350, displayName: 'Kwesi Public' });
  await page.context().clearCookies();
  await page.goto(`/users/${person.userId}`);
  await expect(page.getByRole('heading', { name: 'Kwesi Public' })).toBeVisible();
  // The rank, in the profile's summary (the rank's badge, lower down, carries the same name).
  await expect(page.getByRole('article').getByText('Change Architect')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('3');
  const html = await page.content();
  expect(html).not.toContain(person.email);
  expect(html).not.toContain('2350');
  // Open to anyone with the link, not listed by search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
