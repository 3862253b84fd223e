// A production deployment behind a reverse proxy that ends TLS, end to end: its own server (SITE_URL
// https://platform.test:<E2E_PORT+40>, TRUSTED_PROXIES=1, listening on 127.0.0.1:<E2E_PORT+41>) behind a
// test proxy on E2E_PORT+40 (tests/e2e/support/reverse-proxy.ts, what the README's nginx snippet does).
// Chromium reaches platform.test through the proxy (the `proxy` project maps the name to 127.0.0.1 and
// accepts the test certificate). Proves: sign-in and form posts work (the origin check compares with
// SITE_URL, not the http:// URL the app sees); a cross-site post is still refused; the client address is
// the right-most untrusted X-Forwarded-For entry, so a forged one does not escape the per-address limit
// and another client is not caught by it; and a server published under a public SITE_URL makes no demo
// accounts by default.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from './support/test.ts';
import { DEMO_ACCOUNTS } from '#/server/services/demo-data.ts';
import { limit } from '#/server/store/query.ts';
import { createPerson, withBackend } from './support/accounts.ts';
import { startReverseProxy, type ReverseProxy } from './support/reverse-proxy.ts';

const proxyPort = Number(process.env.E2E_PORT ?? 4399) + 40;
const appPort = proxyPort + 1;
const site = `https://platform.test:${proxyPort}`;
/** The sign-in form's Action, as the /auth form posts it without JavaScript. */
const SIGN_IN = '/auth?_action=account.signIn';
// Made when the tests start, not when the file loads: Playwright loads a spec file in more than one process.
let dataDir = '';
let server: ChildProcess;
let proxy: ReverseProxy;
let serverLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-proxy-e2e-'));
  // Only what this deployment sets: nothing inherited may turn demo data on or trust other proxies.
  const { SEED_DEMO: _seed, TRUSTED_PROXIES: _trusted, OIDC_PROVIDERS: _oidc, PATHFINDER_WEBHOOK_URL: _hook, ...inherited } = process.env;
  void [_seed, _trusted, _oidc, _hook];
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(appPort), SITE_URL: site, TRUSTED_PROXIES: '1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  proxy = await startReverseProxy(proxyPort, appPort);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if ((await viaProxy('GET', '/auth').catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server behind the proxy did not start:\n${serverLog}`);
});

test.afterAll(async () => {
  await proxy?.close();
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * A request to the site through the proxy from this machine (127.0.0.1), as a script or another site's form
 * would send it; `headers` may forge anything, an X-Forwarded-For included.
 */
function viaProxy(method: string, pathname: string, options: { form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: proxyPort,
        servername: 'platform.test',
        rejectUnauthorized: false,
        method,
        path: pathname,
        headers: {
          host: `platform.test:${proxyPort}`,
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a server published under a public SITE_URL makes no demo accounts unless SEED_DEMO=1 says so', async () => {
  expect(serverLog).not.toContain('Demo accounts created');
  const demo = await withBackend(async ({ auth }) => Promise.all(DEMO_ACCOUNTS.map((account) => auth.findUserIdByEmail(account.email))), dataDir);
  expect(demo).toEqual(DEMO_ACCOUNTS.map(() => null));
});

test('through a proxy that ends TLS: sign-in, a Secure __Host- session cookie, and a form post', async ({ page, context }) => {
  const person = await createPerson('paid', { dataDir, displayName: 'Proxy Tester' });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${site}/leaderboard`);
  const cookie = (await context.cookies(site)).find((candidate) => candidate.name === '__Host-session');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });

  await page.goto('/profile');
  await page.getByLabel('Display name').fill('Proxy Tester Renamed');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const row = await withBackend(({ store }) => store.getRow('users', person.userId), dataDir);
  expect(row?.displayName).toBe('Proxy Tester Renamed');
});

test('a cross-site form post through the proxy is still refused; one from SITE_URL is not', async () => {
  const form = { email: 'someone@example.org', password: 'whatever it is', next: '' };
  const crossSite = await viaProxy('POST', SIGN_IN, { form, headers: { origin: 'https://evil.example' } });
  expect(crossSite).toMatchObject({ status: 403, body: 'Cross-site POST form submissions are forbidden' });
  // The http:// origin the app itself sees behind the proxy is not the site's either.
  expect((await viaProxy('POST', SIGN_IN, { form, headers: { origin: `http://platform.test:${proxyPort}` } })).status).toBe(403);
  expect((await viaProxy('POST', SIGN_IN, { form })).status).toBe(403);
  expect((await viaProxy('POST', SIGN_IN, { form, headers: { origin: site } })).status).toBe(401);
  // The same Action called directly (RPC), as the page's script does: checked alike.
  expect((await viaProxy('POST', '/_actions/account.signIn', { form, headers: { origin: 'https://evil.example' } })).status).toBe(403);
  expect((await viaProxy('POST', '/_actions/account.signIn', { form, headers: { origin: site } })).status).toBe(401);
});

test('per-address limits count the real client: a forged X-Forwarded-For does not escape them, and another client is not caught', async () => {
  test.setTimeout(180_000);
  const person = await createPerson('free', { dataDir, onboarded: true });
  // Failed sign-ins from this machine, each for another email and each claiming another address, until the
  // address limit (30 in 15 minutes, counting the one of the test above) answers.
  let failures = 0;
  for (;;) {
    const answer = await viaProxy('POST', SIGN_IN, {
      form: { email: `nobody-${failures}@example.org`, password: 'not a password here', next: '' },
      headers: { origin: site, 'x-forwarded-for': `198.51.100.${failures + 1}` },
    });
    if (answer.status === 429) break;
    expect(answer.status).toBe(401);
    failures += 1;
    expect(failures).toBeLessThanOrEqual(30);
  }
  // The failures were counted against the address the proxy saw, never against a forged one.
  const keys = await withBackend(async ({ store }) => (await store.listRows('auth_failures', [limit(500)])).rows.map((row) => row.key), dataDir);
  expect(keys.some((key) => key.includes('127.0.0.1'))).toBe(true);
  expect(keys.filter((key) => /198\.51\.100\.|203\.0\.113\./.test(key))).toEqual([]);
  // The address limit is reached: even the right password, with yet another forged address, must wait.
  const throttled = await viaProxy('POST', SIGN_IN, {
    form: { email: person.email, password: person.password, next: '' },
    headers: { origin: site, 'x-forwarded-for': '203.0.113.77' },
  });
  expect(throttled.status).toBe(429);
  expect(throttled.body).toContain('Too many attempts');

  // Someone else (here: over IPv6, ::1) behind the same proxy signs in as usual.
  const other = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--ignore-certificate-errors', '--host-resolver-rules=MAP platform.test [::1]'],
  });
  try {
    const page = await (await other.newContext({ ignoreHTTPSErrors: true })).newPage();
    await page.goto(`${site}/auth`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site}/leaderboard`);
  } finally {
    await other.close();
  }
});
