// /auth as a person uses it (issue 2 §4): sign-up → /welcome, sign-in with next, messages next to fields,
// wrong password, throttling, sign-out, cookie flags, session rotation, network failure, no JavaScript.
import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { createPerson, withBackend } from './support/accounts.ts';

/** Where a request carrying only this session cookie ends up, from a separate client (so its cookie jar is untouched). */
async function statusWithCookie(baseURL: string, token: string, path: string): Promise<{ status: number; location?: string }> {
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `session=${token}` } });
  const response = await client.get(path, { maxRedirects: 0 });
  const result = { status: response.status(), location: response.headers().location };
  await client.dispose();
  return result;
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign-up creates a free learner and lands on /welcome with the onboarding reward', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Your name').fill('Adaeze Okafor');
  const email = `adaeze-${Date.now()}@e2e.example`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('palm wine at sunset');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Adaeze!' })).toBeVisible();
  await expect(page.getByText('+50 XP')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to onboarding' })).toHaveAttribute('href', '/onboarding');
  await expect(page.getByTestId('points-badge')).toHaveText(/Level 1 · 0 XP/);
  const row = await withBackend(async ({ store, auth }) => store.getRow('users', (await auth.findUserIdByEmail(email))!));
  expect(row).toMatchObject({ role: 'learner', membershipStatus: 'free', transformationTier: null });
  expect(row?.timezone).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
});

test('sign-up shows each problem next to its field and keeps what was typed', async ({ page }) => {
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Your name').fill('Tunde');
  await page.getByLabel('Email').fill('tunde-at-example');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/most common/);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name')).toHaveValue('Tunde');
  await expect(page.getByLabel('Email')).toHaveValue('tunde-at-example');
  await expect(page.getByLabel('Email')).toBeFocused();
  // An error clears when its field is edited.
  await page.getByLabel('Email').fill('tunde@example.org');
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/at least 8 characters/i);
});

test('sign-up with an email already in use says so', async ({ page }) => {
  const person = await createPerson('free');
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Your name').fill('Someone');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('another good phrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/already exists/);
});

test('sign-in goes to next when given, keyboard only', async ({ page }) => {
  const person = await createPerson('paid');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(person.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('sign-in without next: onboarded learners go to the leadership board, others to /welcome', async ({ page, context }) => {
  const onboarded = await createPerson('free', { onboarded: true });
  await page.goto('/auth');
  await fillSignIn(page, onboarded.email, onboarded.password);
  await expect(page).toHaveURL(/\/leaderboard$/);
  await context.clearCookies();
  const fresh = await createPerson('free', { onboarded: false });
  await page.goto('/auth');
  await fillSignIn(page, fresh.email, fresh.password);
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a next pointing off-site is ignored', async ({ page }) => {
  const person = await createPerson('free');
  await page.goto('/auth?next=%2F%2Fevil.example%2F');
  await fillSignIn(page, person.email, person.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/leaderboard$/);
});

test('a next with characters beyond Latin-1 is followed, percent-encoded, instead of failing with a 500', async ({ page, baseURL }) => {
  const person = await createPerson('free');
  // A plain form post (no JavaScript), as from /auth?next=/%E4%B8%80: the redirect must be a valid header.
  const signIn = await page.request.post('/auth?_action=account.signIn', {
    form: { email: person.email, password: person.password, next: '/一?q=é' },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  expect(signIn.headers().location).toBe('/%E4%B8%80?q=%C3%A9');
  // Signed in, /auth sends the person straight on.
  const again = await page.request.get('/auth?next=/%E4%B8%80', { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe('/%E4%B8%80');
  // And in the browser, with JavaScript, the form lands there too (a page that does not exist: a 404, not a 500).
  await page.context().clearCookies();
  await page.goto('/auth?next=/%E4%B8%80');
  await fillSignIn(page, person.email, person.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/%E4%B8%80$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a wrong password reads "Incorrect email or password" and keeps the email', async ({ page }) => {
  const person = await createPerson('free');
  await page.goto('/auth');
  await fillSignIn(page, person.email, 'not my password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByLabel('Password')).toHaveValue('not my password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('after 10 failed sign-ins for one email, the next answer is too-many-requests with the wait', async ({ page, baseURL }) => {
  const person = await createPerson('free');
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post('/auth?_action=account.signIn', {
      form: { email: person.email, password: `wrong ${i}` },
      headers: { origin: baseURL! },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(401);
  }
  await page.goto('/auth');
  await fillSignIn(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText(/Too many attempts\. Please wait 15 minutes and try again\./);
  await withBackend(async ({ store }) => {
    // Leave the address's counter as it was for the other tests: the throttle test owns these rows.
    for (const row of (await store.listRows('auth_failures', [])).rows) await store.deleteRow('auth_failures', row.$id);
  });
});

test('the session cookie is HttpOnly, SameSite=Lax, path / and rotates at every sign-in; sign-out kills it on the server', async ({ page, context, baseURL }) => {
  const person = await createPerson('free');
  await page.goto('/auth');
  await fillSignIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/leaderboard$/);
  const first = (await context.cookies()).find((c) => c.name === 'session')!;
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  // Signing in again issues a new token and ends the old one.
  await page.goto('/auth?mode=sign-in');
  await expect(page).toHaveURL(/\/leaderboard$/); // already signed in: /auth sends members on
  await page.request.post('/auth?_action=account.signIn', { form: { email: person.email, password: person.password }, headers: { origin: baseURL! }, maxRedirects: 0 });
  const second = (await context.cookies()).find((c) => c.name === 'session')!;
  expect(second.value).not.toBe(first.value);
  expect((await statusWithCookie(baseURL!, first.value, '/profile')).status).toBe(302);
  expect((await statusWithCookie(baseURL!, second.value, '/profile')).status).toBe(200);

  // Sign out with the header button: back to the landing page, and the old cookie no longer works.
  await page.goto('/leaderboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
  expect(await statusWithCookie(baseURL!, second.value, '/profile')).toEqual({ status: 302, location: '/auth?next=%2Fprofile' });
});

test('a lost connection says network-request-failed in words and keeps what was typed', async ({ page }) => {
  const person = await createPerson('free');
  await page.goto('/auth');
  await page.route(/\/_actions\/account\.signIn\/?$/, (route) => route.abort('internetdisconnected'));
  await fillSignIn(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText("We couldn't reach the server. Check your connection and try again.");
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in works as a plain form, and errors render server-side', async ({ page }) => {
    const person = await createPerson('free');
    await page.goto('/auth');
    await fillSignIn(page, person.email, 'wrong password!');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
  });
});
