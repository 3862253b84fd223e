// The platform with BACKEND=appwrite, end to end in Chromium: its own built server, configured for a fake
// Appwrite started here (Appwrite itself cannot run on this machine). Proves that the pages, middleware
// and services work unchanged on the Appwrite adapters: demo seeding, sign-in (session secret in our
// cookie), guards, the admin label, sign-up, sign-out deleting the Appwrite session, /appwrite-demo read
// from Appwrite, realtime-token grants (a JWT made by the person's own session), and "Continue with
// Google" through Appwrite OAuth2 (the fake plays the provider's consent page), and the learning journeys
// (a module opened, the demo webinars and their calendar file, a capstone approved).
// Ports: this server listens on E2E_PORT + 30 and the fake on E2E_PORT + 35 (+10 is the test OpenID
// provider, +20 the pathfinder webhook receiver).
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const port = Number(process.env.E2E_PORT ?? 4399) + 30;
const base = `http://127.0.0.1:${port}`;
let fake: FakeAppwrite;
let server: ChildProcess;
let serverLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeAppwrite({ port: port + 5 });
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: base,
      BACKEND: 'appwrite',
      APPWRITE_ENDPOINT: fake.endpoint,
      APPWRITE_PROJECT_ID: fake.projectId,
      APPWRITE_API_KEY: fake.apiKey,
      APPWRITE_DATABASE_ID: fake.databaseId,
      SEED_DEMO: '1',
      // The demo accounts' histories are a few thousand requests to the fake already; no generated learners.
      DEMO_LEARNERS: '0',
      APPWRITE_OAUTH_PROVIDERS: 'google',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/auth`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The Appwrite-mode server did not start:\n${serverLog}`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

test('seeds the demo accounts into Appwrite, with the admin label on the admin', async () => {
  expect(serverLog).toContain('admin@demo.example');
  const admin = fake.auth.userByEmail('admin@demo.example');
  expect(admin?.labels).toEqual(['admin']);
  expect(fake.auth.userByEmail('paid@demo.example')?.labels).toEqual([]);
  expect(fake.tablesDb.rows('users').map((row) => row.$id)).toContain(admin?.$id);
});

test('signs in through Appwrite, keeps the session secret in our cookie, and signs out server-side', async ({ page, context }) => {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/auth?next=%2Fadmin`);
  await page.getByLabel('Email').fill('admin@demo.example');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await page.getByLabel('Password').fill('demo-Admin-Baobab-26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where they were going: /admin is the dashboard's other address.
  await expect(page).toHaveURL(`${base}/admin/dashboard`);

  const cookie = (await context.cookies(base)).find((candidate) => candidate.name === 'session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const session = [...fake.auth.sessions.values()].find((candidate) => candidate.secret === cookie?.value);
  expect(session).toMatchObject({ userId: fake.auth.userByEmail('admin@demo.example')?.$id, provider: 'email' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${base}/`);
  expect([...fake.auth.sessions.values()].some((candidate) => candidate.secret === cookie?.value)).toBe(false);
  await page.goto(`${base}/leaderboard`);
  await expect(page).toHaveURL(`${base}/auth?next=%2Fleaderboard`);
});

test('signs up a learner as an Appwrite user with the profile in Appwrite rows', async ({ page }) => {
  await page.goto(`${base}/auth?mode=sign-up`);
  await page.getByLabel('Your name').fill('Kwame Mensah');
  await page.getByLabel('Email').fill('Kwame@Example.org');
  await page.getByLabel('Password').fill('palm wine at sunset');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${base}/welcome`);
  await expect(page.getByRole('heading', { name: 'Welcome, Kwame!' })).toBeVisible();
  const user = fake.auth.userByEmail('kwame@example.org');
  expect(user?.labels).toEqual([]);
  expect(fake.tablesDb.rows('users').find((row) => row.$id === user?.$id)).toMatchObject({ displayName: 'Kwame Mensah', role: 'learner' });
  expect(fake.tablesDb.rows('user_points').find((row) => row.$id === user?.$id)).toMatchObject({ points: 0 });
});

/** The Appwrite session our `session` cookie holds, as the fake knows it. */
async function cookieSession(context: BrowserContext) {
  const cookie = (await context.cookies(base)).find((candidate) => candidate.name === 'session');
  return [...fake.auth.sessions.values()].find((candidate) => candidate.secret === cookie?.value);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

test('the board, points and badges pages read Appwrite: the demo learners’ histories, positions, streak and badges', async ({ page }) => {
  await signIn(page, 'paid@demo.example', 'demo-Paid-Acacia-26');
  await page.goto(`${base}/leaderboard`);
  const board = page.getByTestId('board');
  await expect(board.getByRole('row').nth(1)).toContainText('Wanjiru Kamau');
  await expect(board.getByRole('row', { name: /Kwame Asante/ })).toContainText('2');
  // Five demo accounts (the corporate leader is the fifth), no generated learners.
  await expect(page.getByTestId('your-position')).toContainText('2 of 5');
  await page.goto(`${base}/leaderboard?scope=village`);
  await expect(page.getByRole('heading', { name: 'All time · My village' })).toBeVisible();
  await page.goto(`${base}/points`);
  await expect(page.getByTestId('streak')).toContainText('9 days in a row');
  await expect(page.getByTestId('streak')).toContainText('×1.5');
  await expect(page.getByTestId('ledger')).toContainText('Module finished');
  await page.goto(`${base}/badges`);
  await expect(page.getByTestId('earned-badges')).toContainText('Week on fire');
  // Every figure was written through Appwrite transactions: the ledger sums to the balance.
  const kwame = fake.auth.userByEmail('paid@demo.example')?.$id;
  const ledger = fake.tablesDb.rows('points_transactions').filter((row) => row.userId === kwame);
  const balance = fake.tablesDb.rows('user_points').find((row) => row.$id === kwame)?.points;
  expect(ledger.reduce((sum, row) => sum + Number(row.xp), 0)).toBe(balance);
});

test('the demo corporate leader runs their team from Appwrite rows: a learner joins by code and appears on /team', async ({ browser }) => {
  test.setTimeout(90_000);
  const leader = await (await browser.newContext()).newPage();
  await signIn(leader, 'leader@demo.example', 'demo-Lead-Iroko-26');
  await leader.goto(`${base}/team`);
  await expect(leader.getByRole('heading', { level: 1, name: 'Acacia Logistics' })).toBeVisible();
  await expect(leader.getByTestId('seats')).toHaveText('2 of 60 seats used');
  const code = (await leader.getByTestId('join-code').textContent())?.trim() ?? '';

  const learner = await (await browser.newContext()).newPage();
  await signIn(learner, 'free@demo.example', 'demo-Free-Marula-26');
  await learner.goto(`${base}/profile`);
  await learner.getByLabel('Join code').fill(code);
  await learner.getByRole('button', { name: 'Join organisation' }).click();
  await expect(learner.getByTestId('own-organisation')).toContainText('Acacia Logistics');
  expect(fake.tablesDb.rows('users').find((row) => row.displayName === 'Zanele Dlamini')).toMatchObject({ organisationId: 'demo-org-acacia', transformationTier: 'corporate_member', membershipStatus: 'paid' });

  await leader.reload();
  await expect(leader.getByTestId('seats')).toHaveText('3 of 60 seats used');
  await expect(leader.getByTestId('members')).toContainText('Zanele Dlamini');
});

test('/appwrite-demo reads Appwrite: its version, a live health check, and row counts', async ({ page }) => {
  const response = await page.goto(`${base}/appwrite-demo`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('backend-name')).toHaveText('appwrite');
  await expect(page.getByTestId('backend-version')).toHaveText(`Appwrite ${fake.health.version}`);
  // Appwrite has no schema version of ours to show.
  await expect(page.getByTestId('schema-version')).toHaveCount(0);
  await expect(page.getByTestId('health-status')).toHaveText(/^Healthy, answered in \d+\.\d ms$/);
  const format = new Intl.NumberFormat('en-GB');
  for (const table of ['users', 'user_points']) {
    const rows = fake.tablesDb.rows(table).length;
    expect(rows).toBeGreaterThan(0);
    await expect(page.locator(`tr[data-table="${table}"]`).getByRole('cell')).toHaveText(format.format(rows));
  }
  await expect(page.locator('tr[data-table^="auth_"]')).toHaveCount(0);

  // "Check again" pings Appwrite once more and shows the new figure in place.
  const pingsBefore = fake.server.requests.filter((r) => r.path === '/v1/ping').length;
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/backend-health')),
    page.getByRole('button', { name: 'Check again' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { backend: string; ok: boolean; latencyMs: number };
  expect(body).toMatchObject({ backend: 'appwrite', ok: true });
  await expect(page.getByTestId('health-status')).toHaveText(`Healthy, answered in ${body.latencyMs.toFixed(1)} ms`);
  expect(fake.server.requests.filter((r) => r.path === '/v1/ping').length).toBe(pingsBefore + 1);

  // A down Appwrite is reported as such, not as an error page.
  fake.health.down = true;
  try {
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/backend-health')), page.getByRole('button', { name: 'Check again' }).click()]);
    await expect(page.getByTestId('health-status')).toHaveAttribute('data-ok', 'false');
  } finally {
    fake.health.down = false;
  }
});

test('the realtime-token endpoint hands a signed-in person a JWT made by their own Appwrite session', async ({ page, context, playwright }) => {
  await signIn(page, 'paid@demo.example', 'demo-Paid-Acacia-26');
  const session = await cookieSession(context);
  expect(session?.userId).toBe(fake.auth.userByEmail('paid@demo.example')?.$id);
  const response = await page.request.post(`${base}/api/points/realtime-token`, { data: {}, headers: { origin: base } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  const issued = fake.jwts.issued.find((jwt) => jwt.jwt === body.jwt);
  expect(issued).toMatchObject({ userId: session?.userId, sessionId: session?.$id, duration: 900 });
  expect(body).toEqual({
    endpoint: fake.endpoint,
    projectId: fake.projectId,
    databaseId: fake.databaseId,
    tableId: 'user_points',
    rowId: session?.userId,
    jwt: issued?.jwt,
    expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  const life = Date.parse(body.expiresAt as string) - Date.now();
  expect(life).toBeGreaterThan(800_000);
  expect(life).toBeLessThanOrEqual(900_000);
  expect(JSON.stringify(body)).not.toContain(session?.secret ?? 'no session');

  // A signed-out request gets no token. Counted with nothing else asking: the page's own points subscription asks
  // for tokens at its own pace (counting around the request alone still caught one of its asks once), so the page
  // is closed first, and whatever it had in flight is let land.
  await page.close();
  await expect
    .poll(async () => {
      const before = fake.jwts.issued.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return fake.jwts.issued.length - before;
    })
    .toBe(0);
  const issuedBefore = fake.jwts.issued.length;
  const visitor = await playwright.request.newContext();
  try {
    const signedOut = await visitor.post(`${base}/api/points/realtime-token`, { data: {}, headers: { origin: base } });
    expect(signedOut.status()).toBe(401);
    expect(await signedOut.text()).not.toContain('"jwt"');
  } finally {
    await visitor.dispose();
  }
  expect(fake.jwts.issued.length).toBe(issuedBefore);
});

test("the dashboard's policy lets the browser reach Appwrite's endpoint and socket, named at run time, and nothing else", async ({ page }) => {
  const refused: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const endpoint = new URL(fake.endpoint);
  const socket = `ws://${endpoint.host}`;
  // The fake speaks no Realtime, so the socket fails; that the browser opens it at all is what the policy decides.
  const opened = page.waitForEvent('websocket', (ws) => ws.url().startsWith(socket));
  await signIn(page, 'paid@demo.example', 'demo-Paid-Acacia-26');
  const response = await page.goto(`${base}/leaderboard`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${endpoint.origin} ${socket}(;|$)`));
  expect(policy).toContain("frame-ancestors 'none'");
  await opened;
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

/**
 * Sends the browser through "Continue with Google" on /auth. The fake's consent page signs in whoever
 * `as=` names (or cancels with `deny=1`); a person would pick that on the provider's page, so the address
 * our route sends the browser to is rewritten on the way. (It is rewritten in our route's answer, its
 * redirect or, for a link, its continue page: Playwright does not intercept the request a redirect leads to.)
 */
async function continueWithGoogle(page: Page, consent: { as: string } | { deny: true }, start?: () => Promise<void>): Promise<void> {
  let consentUrl: URL | undefined;
  const tokenRequests = () => fake.server.requests.filter((request) => request.path === '/v1/account/tokens/oauth2/google').length;
  const tokenRequestsBefore = tokenRequests();
  await page.route(`${base}/api/auth/social/google`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const steer = (url: URL) => {
      if ('as' in consent) url.searchParams.set('as', consent.as);
      else url.searchParams.set('deny', '1');
      return url;
    };
    if (route.request().method() === 'GET') {
      // "Continue with Google" is a link: a redirect.
      expect(response.status()).toBe(303);
      consentUrl = steer(new URL(response.headers().location ?? ''));
      await route.fulfill({ response, headers: { ...response.headers(), location: consentUrl.href } });
      return;
    }
    // "Link Google" is a form post: a page that moves on by a meta refresh (the form's policy refuses a
    // redirect to another origin); the address is the same, HTML-escaped.
    expect(response.status()).toBe(200);
    const body = await response.text();
    const found = /<meta http-equiv="refresh" content="0; url='([^']+)'">/.exec(body)?.[1] ?? '';
    const original = found.replaceAll('&amp;', '&');
    consentUrl = steer(new URL(original));
    await route.fulfill({ response, body: body.replaceAll(found, consentUrl.href.replaceAll('&', '&amp;')) });
  });
  if (start) {
    await start();
  } else {
    await page.goto(`${base}/auth`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
  }
  await page.waitForURL((url) => !['/auth', '/profile'].includes(url.pathname) || url.searchParams.has('social-error') || url.searchParams.has('toast'));
  await page.unroute(`${base}/api/auth/social/google`);
  // Our route sent the browser to the fake's consent page, which createOAuth2Token had answered.
  expect(consentUrl?.href.startsWith(`${fake.endpoint}/fake-oauth/google/consent?`)).toBe(true);
  expect(tokenRequests()).toBe(tokenRequestsBefore + 1);
}

test('"Continue with Google" makes a new person an Appwrite user with profile rows and lands them on /welcome', async ({ page, context }) => {
  const email = 'ama.owusu@example.org';
  expect(fake.auth.userByEmail(email)).toBeUndefined();
  await continueWithGoogle(page, { as: email });
  await expect(page).toHaveURL(`${base}/welcome`);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  const user = fake.auth.userByEmail(email);
  expect(user).toBeDefined();
  const session = await cookieSession(context);
  expect(session).toMatchObject({ userId: user?.$id, provider: 'oauth2' });
  expect(fake.tablesDb.rows('users').find((row) => row.$id === user?.$id)).toMatchObject({ role: 'learner' });
  expect(fake.tablesDb.rows('user_points').find((row) => row.$id === user?.$id)).toMatchObject({ points: 0 });
  // Only its owner may read the points row (for Realtime); the row was created with exactly that permission.
  const created = fake.server.requests.find(
    (request) => request.method === 'POST' && request.path.endsWith('/tables/user_points/rows') && request.input.rowId === user?.$id,
  );
  expect(created?.input.permissions).toEqual([`read("user:${user?.$id}")`]);
  expect(((await (await page.request.get(`${base}/api/session`)).json()) as { user: { id: string } | null }).user?.id).toBe(user?.$id);
});

test('"Continue with Google" with a demo account\'s email signs into that account', async ({ page, context }) => {
  const demo = fake.auth.userByEmail('free@demo.example');
  expect(demo).toBeDefined();
  const usersBefore = fake.auth.users.size;
  await continueWithGoogle(page, { as: 'free@demo.example' });
  await expect(page).not.toHaveURL(/\/auth|\/v1\//);
  expect(await cookieSession(context)).toMatchObject({ userId: demo?.$id, provider: 'oauth2' });
  expect(fake.auth.users.size).toBe(usersBefore);
  expect(((await (await page.request.get(`${base}/api/session`)).json()) as { user: { id: string } | null }).user?.id).toBe(demo?.$id);
});

test('cancelling at Google comes back to /auth with a message, signed out', async ({ page, context }) => {
  const usersBefore = fake.auth.users.size;
  await continueWithGoogle(page, { deny: true });
  await expect(page).toHaveURL(/\/auth\?social-error=cancelled/);
  await expect(page.getByRole('alert')).toHaveText(/Sign-in was cancelled at the provider/);
  expect(await cookieSession(context)).toBeUndefined();
  expect(fake.auth.users.size).toBe(usersBefore);
});

test("\"Continue with Google\" with the admin's email does not open the admin account, although Appwrite linked it by email", async ({ page, context }) => {
  const admin = fake.auth.userByEmail('admin@demo.example');
  await continueWithGoogle(page, { as: 'admin@demo.example' });
  await expect(page).toHaveURL(/\/auth\?social-error=not-linked/);
  expect(await cookieSession(context)).toBeUndefined();
  // Appwrite chose the admin (its own rule: a verified email match) and opened a session; it was deleted.
  expect([...fake.auth.sessions.values()].filter((session) => session.userId === admin?.$id && session.provider === 'oauth2')).toEqual([]);
  expect(((await (await page.request.get(`${base}/api/session`)).json()) as { user: unknown }).user).toBeNull();
});

test("an admin session Appwrite's OAuth2 opened outside this server is refused wherever it is presented", async ({ context, page }) => {
  // What anyone can do without our server: run Appwrite's OAuth2 token flow directly, with a provider account
  // whose verified email is the admin's, and exchange the token for a session (as a guest client).
  const project = { 'x-appwrite-project': fake.projectId, 'x-appwrite-response-format': '1.9.0' };
  const start = new URL(`${fake.endpoint}/account/tokens/oauth2/google`);
  start.searchParams.set('success', `${base}/anything`);
  start.searchParams.set('failure', `${base}/auth`);
  const consent = new URL((await fetch(start, { headers: project, redirect: 'manual' })).headers.get('location') ?? '');
  consent.searchParams.set('as', 'admin@demo.example');
  consent.searchParams.set('uid', 'mallory-google-account');
  const back = new URL((await fetch(consent, { redirect: 'manual' })).headers.get('location') ?? '');
  const exchanged = await fetch(`${fake.endpoint}/account/sessions/token`, {
    method: 'POST',
    headers: { ...project, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: back.searchParams.get('userId'), secret: back.searchParams.get('secret') }),
  });
  expect(exchanged.status).toBe(201);
  const admin = fake.auth.userByEmail('admin@demo.example');
  // Appwrite hands the secret to that browser in its session cookie; here it is read from the fake.
  const stolen = [...fake.auth.sessions.values()].find((session) => session.userId === admin?.$id && session.provider === 'oauth2');
  expect(stolen).toBeDefined();

  await context.addCookies([{ name: 'session', value: stolen!.secret, url: base }]);
  expect(((await (await page.request.get(`${base}/api/session`)).json()) as { user: unknown }).user).toBeNull();
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/auth?next=%2Fadmin`);
  // And the session is over at Appwrite too.
  expect(fake.auth.sessions.has(stolen!.$id)).toBe(false);
});

test('an admin links Google from /profile, then signs in with it, holding a session this server made', async ({ page, context }) => {
  const admin = fake.auth.userByEmail('admin@demo.example');
  await signIn(page, 'admin@demo.example', 'demo-Admin-Baobab-26');
  const passwordSession = await cookieSession(context);
  await page.goto(`${base}/profile`);
  await continueWithGoogle(page, { as: 'admin@demo.example' }, () => page.getByRole('button', { name: 'Link Google' }).click());
  await expect(page.getByText('Sign-in provider linked.')).toBeVisible();
  await expect(page).toHaveURL(`${base}/profile`);
  await expect(page.getByRole('region', { name: 'Sign-in providers' }).getByText('Linked')).toBeVisible();
  // Still the password session; the one Appwrite opened for the link is gone.
  expect((await cookieSession(context))?.$id).toBe(passwordSession?.$id);
  expect([...fake.auth.sessions.values()].filter((session) => session.userId === admin?.$id && session.provider === 'oauth2')).toEqual([]);
  expect(fake.tablesDb.rows('social_links').find((row) => row.userId === admin?.$id)).toMatchObject({ providerId: 'google', linkedBy: 'profile' });

  await context.clearCookies();
  await continueWithGoogle(page, { as: 'admin@demo.example' });
  await expect(page).not.toHaveURL(/\/auth/);
  expect(await cookieSession(context)).toMatchObject({ userId: admin?.$id, provider: 'server' });
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/admin/dashboard`);
});

test('learning journeys read and write Appwrite: a module opened, the demo webinars with their calendar file, a capstone approved with its XP, CPD hours and audit entry', async ({ page, browser }) => {
  await signIn(page, 'paid@demo.example', 'demo-Paid-Acacia-26');
  const kwame = fake.auth.userByEmail('paid@demo.example')?.$id;
  // The demo history completed the first modules of his path; opening the next one adds its row, not yet completed.
  const progressOf = () => fake.tablesDb.rows('module_progress').filter((row) => row.userId === kwame);
  const completed = progressOf().length;
  expect(progressOf().every((row) => row.completedAt !== null)).toBe(true);
  await page.goto(`${base}/journey`);
  await expect(page.getByRole('heading', { name: "Kofi's path" })).toBeVisible();
  await page.getByRole('link', { name: 'Open the module' }).click();
  await expect(page.getByRole('article', { name: 'Reading' })).toBeVisible();
  expect(progressOf()).toHaveLength(completed + 1);
  expect(progressOf().filter((row) => row.completedAt === null)).toHaveLength(1);
  await page.goto(`${base}/journey/webinars`);
  const webinar = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ask a practitioner: digital confidence in small teams' }) });
  const calendar = await page.request.get(`${base}${await webinar.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')}`);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('SUMMARY:Ask a practitioner: digital confidence in small teams');

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin@demo.example', 'demo-Admin-Baobab-26');
  await admin.goto(`${base}/admin/capstones`);
  const wanjiru = fake.auth.userByEmail('corporate@demo.example')?.$id;
  const before = fake.tablesDb.rows('user_points').find((row) => row.$id === wanjiru)?.points;
  await admin.getByRole('listitem').filter({ hasText: 'One shared order book for the dispatch desk' }).getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Capstone approved' })).toBeVisible();
  expect(fake.tablesDb.rows('capstones').find((row) => row.userId === wanjiru)).toMatchObject({ status: 'approved' });
  expect(fake.tablesDb.rows('user_points').find((row) => row.$id === wanjiru)?.points).toBeGreaterThanOrEqual(Number(before) + 250);
  expect(fake.tablesDb.rows('cpd_records').find((row) => row.userId === wanjiru && row.activity === 'capstone')).toMatchObject({ minutes: 600 });
  expect(fake.tablesDb.rows('audit_log').find((row) => row.action === 'capstone.approved')).toMatchObject({ actorId: fake.auth.userByEmail('admin@demo.example')?.$id });
  await context.close();
});
