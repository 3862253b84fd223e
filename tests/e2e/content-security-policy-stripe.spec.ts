// /upgrade in stripe mode under its Content-Security-Policy: its own built server (PAYMENT_PROVIDER=stripe,
// on E2E_PORT + 45; +10 is the test OpenID provider, +20 the pathfinder webhook receiver, +30/+35 the
// Appwrite-mode server and its fake, +40/+41 the proxy test). Stripe cannot be reached from these machines, so
// the browser's requests to Stripe's origins are answered here by a stand-in for Stripe.js that does what the
// Payment Element does on a page: the script from js.stripe.com, its frame from js.stripe.com, a call to
// api.stripe.com. The browser checks each against the page's policy before the request leaves (a refused one
// never reaches the stand-in and raises a violation), so this proves the page names what the Payment Element
// loads, and that only this page, while it shows the form, names Stripe at all.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Route } from './support/test.ts';
import { createPerson, signInWithForm, type Kind } from './support/accounts.ts';
import { directiveOf, expectNoProblems, expectSitePolicy, watchForProblems } from './support/policy-watch.ts';

const port = Number(process.env.E2E_PORT ?? 4399) + 45;
const base = `http://127.0.0.1:${port}`;
// Made when the tests start, not when the file loads: Playwright loads a spec file in more than one process.
let dataDir = '';
let server: ChildProcess;
let serverLog = '';

/**
 * A stand-in for Stripe.js: what the page sees of it (loadStripe's `window.Stripe`, react-stripe-js's checks)
 * and what the Payment Element does on mounting: a frame from js.stripe.com and a call to api.stripe.com, then
 * `ready`. Frames are styled through `element.style` (allowed), as Stripe.js does.
 */
const STRIPE_JS_STAND_IN = `
window.Stripe = Object.assign(function Stripe(key) {
  var stripe = {
    _registerWrapper: function () {},
    registerAppInfo: function () {},
    createToken: function () {},
    createPaymentMethod: function () {},
    confirmCardPayment: function () {},
    confirmPayment: function () { return Promise.resolve({ error: { message: 'The stand-in takes no payments.' } }); },
    elements: function () {
      return {
        update: function () {},
        submit: function () { return Promise.resolve({}); },
        getElement: function () { return null; },
        create: function (type) {
          var handlers = {};
          var emit = function (name) { (handlers[name] || []).forEach(function (handler) { handler({ elementType: type }); }); };
          return {
            on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return this; },
            off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); return this; },
            update: function () {},
            destroy: function () {},
            unmount: function () {},
            mount: function (target) {
              var frame = document.createElement('iframe');
              frame.title = 'Secure payment input frame';
              frame.style.border = '0';
              frame.style.width = '100%';
              var framed = new Promise(function (resolve) { frame.addEventListener('load', resolve); });
              frame.src = 'https://js.stripe.com/v3/elements-inner-payment.html#' + encodeURIComponent(key);
              target.appendChild(frame);
              var called = fetch('https://api.stripe.com/v1/elements/sessions?key=' + encodeURIComponent(key)).then(function (r) { return r.json(); });
              Promise.all([framed, called]).then(function () { emit('ready'); });
            },
          };
        },
      };
    },
  };
  return stripe;
}, { version: 'endive' });
`;

/** What reached the stand-in: each request the page's policy let through. */
const reached: string[] = [];

async function standInForStripe(context: BrowserContext): Promise<void> {
  const answer = async (route: Route) => {
    const url = route.request().url();
    reached.push(url.split(/[?#]/)[0]!);
    if (url.startsWith('https://js.stripe.com/endive/stripe.js')) {
      return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN });
    }
    if (url.startsWith('https://js.stripe.com/v3/elements-inner-payment.html')) {
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Card details</title><p>Card number, expiry, CVC</p>' });
    }
    if (url.startsWith('https://api.stripe.com/')) {
      return route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"object":"elements_session"}' });
    }
    return route.fulfill({ status: 404, body: '' });
  };
  await context.route('https://js.stripe.com/**', answer);
  await context.route('https://api.stripe.com/**', answer);
}

async function signedInContext(browser: Browser, kind: Kind): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base });
  await signInWithForm(context.request, base, await createPerson(kind, { dataDir }));
  await standInForStripe(context);
  return context;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-stripe-csp-e2e-'));
  // Only what this deployment sets: the main server's sign-in providers and webhook are not this one's.
  const { OIDC_PROVIDERS: _oidc, PATHFINDER_WEBHOOK_URL: _hook, BOOKING_URL: _booking, SEED_DEMO: _seed, ...inherited } = process.env;
  void [_oidc, _hook, _booking, _seed];
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_csp_e2e_not_a_real_key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp_e2e_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp_e2e_not_a_real_secret',
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
  throw new Error(`The stripe-mode server did not start:\n${serverLog}`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a free learner's /upgrade names Stripe.js, its frames and its API, and the Payment Element loads without a violation", async ({ browser }) => {
  const context = await signedInContext(browser, 'free');
  const page = await context.newPage();
  const problems = await watchForProblems(page);
  reached.length = 0;
  const response = await page.goto('/upgrade');
  expect(response?.status()).toBe(200);

  // A refused script, frame or call would be reported here, by name.
  await page.waitForLoadState('networkidle');
  expectNoProblems(problems, '/upgrade in stripe mode');
  // Pay is enabled once the element is ready: after its frame loaded and its API call was answered.
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled({ timeout: 15_000 });
  await expect(page.frameLocator('iframe[title="Secure payment input frame"]').getByText('Card number, expiry, CVC')).toBeVisible();
  expect(reached).toEqual(expect.arrayContaining([
    'https://js.stripe.com/endive/stripe.js',
    'https://js.stripe.com/v3/elements-inner-payment.html',
    'https://api.stripe.com/v1/elements/sessions',
  ]));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  expectNoProblems(problems, '/upgrade in stripe mode, the element ready');

  const policy = response?.headers()['content-security-policy'] ?? '';
  expectSitePolicy(policy, '/upgrade');
  expect(directiveOf(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']));
  expect(directiveOf(policy, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
  expect(directiveOf(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  await context.close();
});

test('Stripe is named by no other policy: not a paid member’s /upgrade (no card form), not the profile', async ({ browser }) => {
  for (const [kind, pathname] of [['paid', '/upgrade'], ['free', '/profile']] as const) {
    const context = await signedInContext(browser, kind);
    const page = await context.newPage();
    const problems = await watchForProblems(page);
    const response = await page.goto(pathname);
    expect(response?.status(), `${kind} ${pathname}`).toBe(200);
    if (kind === 'paid') await expect(page.getByRole('heading', { name: 'You are a paid member' })).toBeVisible();
    const policy = response?.headers()['content-security-policy'] ?? '';
    expectSitePolicy(policy, `${kind} ${pathname}`);
    expect(policy, `${kind} ${pathname}`).not.toContain('stripe.com');
    expect(directiveOf(policy, 'frame-src'), `${kind} ${pathname}`).toBeNull();
    await page.waitForLoadState('networkidle');
    expectNoProblems(problems, `${kind} ${pathname}`);
    await context.close();
  }
});
