// "Continue with …" in embedded mode, end to end against a real OpenID provider (oidc-provider, started by
// playwright.config.ts on E2E_PORT+10 with its development login and consent pages; a login there is the
// provider account's `sub`): a new person gets an account and lands on /welcome; an existing learner account
// with the same verified email is signed into; an admin's is not (the admin links a provider from /profile,
// and then signs in by it); cancel and an unverified email come back to /auth with a message and make no account.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { equal } from '#/server/store/query.ts';
import { createPerson, signInWithForm, withBackend } from './support/accounts.ts';

/** Signs in at the test provider as `login` and accepts its consent page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function sessionUserId(page: Page): Promise<string | null> {
  const body = (await (await page.request.get('/api/session')).json()) as { user: { id: string } | null };
  return body.user?.id ?? null;
}

test('a new person continues with the provider: an account is made and they land on /welcome', async ({ page }) => {
  const email = `new-${randomUUID().slice(0, 8)}@e2e.example`;
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  const { userId, row, hash } = await withBackend(async ({ store, auth }) => {
    const id = (await auth.findUserIdByEmail(email))!;
    return { userId: id, row: await store.getRow('users', id), hash: (await store.getRow('auth_accounts', id))?.passwordHash };
  });
  expect(await sessionUserId(page)).toBe(userId);
  expect(row).toMatchObject({ role: 'learner', membershipStatus: 'free', onboardingCompletedAt: null, timezone: 'UTC' });
  expect(row?.displayName).toBe(email.split('@')[0]!.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
  // No usable password: the sign-in form refuses any, as for a wrong one.
  expect(hash).toBe('!');
  await page.context().clearCookies({ name: 'session' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('any password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
});

test('an account made by social sign-in sets its first password on /profile, then signs in with it', async ({ page }) => {
  const email = `setpw-${randomUUID().slice(0, 8)}@e2e.example`;
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password').fill('baobab shade at noon');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  await page.context().clearCookies({ name: 'session' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('baobab shade at noon');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('an existing password account with the same verified email is signed into, and next is kept', async ({ page }) => {
  const person = await createPerson('paid', { onboarded: true });
  await page.goto('/auth?next=%2Fbadges');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, person.email.toUpperCase());
  await expect(page).toHaveURL(/\/badges$/);
  expect(await sessionUserId(page)).toBe(person.userId);
  // Still exactly one account for that email, with its password intact.
  const count = await withBackend(async ({ store }) => (await store.listRows('auth_accounts', [equal('email', person.email)])).total);
  expect(count).toBe(1);
});

test('an admin email at the provider does not sign into the admin account', async ({ page }) => {
  const admin = await createPerson('admin');
  await page.goto('/auth?next=%2Fadmin');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  // Whoever controls this provider account says, verified, that it is the admin's email.
  await signInAtProvider(page, admin.email);
  await expect(page).toHaveURL(/\/auth\?social-error=not-linked&next=%2Fadmin$/);
  await expect(page.getByRole('alert')).toHaveText(/not linked to it\. Sign in with your password, then link the provider from your profile/);
  expect(await sessionUserId(page)).toBeNull();
  const links = await withBackend(async ({ store }) => (await store.listRows('social_links', [equal('userId', admin.userId)])).total);
  expect(links).toBe(0);
});

test('an admin links the provider from /profile while signed in, then signs in with it by its subject', async ({ page, context, baseURL }) => {
  const admin = await createPerson('admin');
  const login = `admin-work-${randomUUID().slice(0, 8)}`;
  await signInWithForm(page.request, baseURL!, admin);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Link Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sign-in provider linked.')).toBeVisible();
  const providers = page.getByRole('region', { name: 'Sign-in providers' });
  await expect(providers.getByText('Linked')).toBeVisible();
  await expect(providers.getByRole('button', { name: 'Link Test ID' })).toHaveCount(0);
  // The admin account is still the one signed in: linking starts no other session.
  expect(await sessionUserId(page)).toBe(admin.userId);

  // Signed out everywhere (here and at the provider), "Continue with Test ID" as that provider account opens
  // the admin account, although its email (<login>@oidc.example) is not the admin's.
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/leaderboard$/);
  expect(await sessionUserId(page)).toBe(admin.userId);
});

test('a provider account linked to one account cannot be linked to another', async ({ page, context, baseURL }) => {
  const first = await createPerson('free');
  const second = await createPerson('free');
  const login = `shared-${randomUUID().slice(0, 8)}`;
  for (const person of [first, second]) {
    await context.clearCookies();
    await signInWithForm(page.request, baseURL!, person);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Link Test ID' }).click();
    await signInAtProvider(page, login);
  }
  await expect(page).toHaveURL(/\/profile\?social-error=taken$/);
  await expect(page.getByRole('region', { name: 'Sign-in providers' }).getByRole('alert')).toHaveText(/already linked to another account/);
  const owner = await withBackend(async ({ store }) => (await store.listRows('social_links', [equal('subject', login)])).rows.map((row) => row.userId));
  expect(owner).toEqual([first.userId]);
});

test('cancelling at the provider comes back to /auth with a message and makes no account', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/auth\?social-error=cancelled$/);
  await expect(page.getByRole('alert')).toHaveText(/Sign-in was cancelled at the provider/);
  expect(await sessionUserId(page)).toBeNull();
});

test('an unverified email is refused with a message and makes no account', async ({ page }) => {
  const login = `unverified-${randomUUID().slice(0, 8)}`;
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/auth\?social-error=unverified/);
  await expect(page.getByRole('alert')).toHaveText(/not confirm that your email address is verified/);
  expect(await withBackend(({ auth }) => auth.findUserIdByEmail(`${login}@oidc.example`))).toBeNull();
  expect(await sessionUserId(page)).toBeNull();
});

test('a callback without the flow this browser started is refused (state cookie missing)', async ({ page }) => {
  await page.goto('/api/auth/social/testid/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/auth\?social-error=expired$/);
  await expect(page.getByRole('alert')).toHaveText(/took too long or was started in another browser/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the buttons are plain links that work', async ({ page }) => {
    const email = `nojs-${randomUUID().slice(0, 8)}@e2e.example`;
    await page.goto('/auth?mode=sign-up');
    const link = page.getByRole('link', { name: 'Continue with Test ID' });
    await expect(link).toHaveAttribute('href', '/api/auth/social/testid');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/interaction\//);
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/welcome$/);
  });
});
