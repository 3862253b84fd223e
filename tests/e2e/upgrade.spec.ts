// Paying for membership in the built site with the embedded test provider (rules 4, 21, 33, 37): a free
// learner upgrades with 4242…, sees the receipt and reaches /points; a declined card shows the message and
// leaves them free; 4000 0025 0000 3155 shows the confirmation step; a double click pays once.
import { expect, test, type Page } from './support/test.ts';
import { equal } from '#/server/store/query.ts';
import { signedInPage, withBackend } from './support/accounts.ts';

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
const paymentsOf = (userId: string) => withBackend(async ({ store }) => (await store.listRows('payments', [equal('userId', userId)])).rows);

test('a free learner upgrades with 4242 4242 4242 4242, sees the receipt and reaches /points', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free', { displayName: 'Abena Mensah' });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What paid membership adds' })).toBeVisible();
  for (const item of ['Transformation Partner', 'Book Club', 'Peer-to-Peer Circles']) await expect(page.getByRole('heading', { name: item })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay once: USD 99.00' })).toBeVisible();
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(page.getByText('Free member', { exact: true })).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeFocused();
  // In test mode neither Stripe.js nor the Payment Element's code is fetched.
  expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
  expect(requested.some((url) => url.includes('/_actions/payments.confirmTestCard'))).toBe(true);
  // Without a reload or a new sign-in: the menu loses Upgrade and the badge says paid.
  await expect(menu(page).getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await expect(page.getByText('Paid member', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'See your receipt' }).click();
  await expect(page).toHaveURL(/\/profile#payments$/);
  const payments = page.getByRole('region', { name: 'Payments and receipts' });
  await expect(payments.getByRole('definition').nth(1)).toHaveText('99.00');
  await expect(payments.getByRole('definition').nth(2)).toHaveText('USD');
  await expect(payments.getByRole('definition').nth(3)).toHaveText('Paid');
  const [payment] = await paymentsOf(person.userId);
  await expect(payments.getByText(payment!.providerIntentId)).toBeVisible();
  await payments.getByRole('link', { name: /Open receipt/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('USD 99.00')).toBeVisible();
  await expect(page.getByText('Abena Mensah')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this receipt' })).toBeVisible();

  await page.goto('/points');
  await expect(page).toHaveURL(/\/points$/);
  await expect(page.getByRole('heading', { level: 1, name: /Points/ })).toBeVisible();
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'You are a paid member' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(withBackend(({ store }) => store.getRow('users', person.userId))).resolves.toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
});

test('a declined card shows the message and the learner stays free; a good card then pays', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: 'Pay USD 99.00' })).toBeEnabled();
  expect((await page.request.get('/points', { maxRedirects: 0 })).headers().location).toBe('/upgrade');
  await expect.poll(async () => (await paymentsOf(person.userId)).map((row) => row.status)).toEqual(['failed']);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
  expect((await paymentsOf(person.userId)).map((row) => row.status)).toEqual(['succeeded']);
});

test('4000 0025 0000 3155 shows the confirmation step; confirming pays', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeFocused();
  await expect(page.getByText('Your card asks you to confirm the payment of USD 99.00.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
});

test('cancelling the confirmation step is refused clearly and nothing is paid', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('We are unable to authenticate your payment method.');
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect((await withBackend(({ store }) => store.getRow('users', person.userId)))?.membershipStatus).toBe('free');
});

test('mistyped card details are shown next to their fields and nothing is created', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(/Your card number is invalid\./);
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Expiry date')).toHaveAccessibleDescription(/expiration date is incomplete/);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
  expect(await paymentsOf(person.userId)).toEqual([]);
});

test('a double click on Pay makes one payment', async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
  const payments = await paymentsOf(person.userId);
  expect(payments).toHaveLength(1);
  await expect
    .poll(() => withBackend(async ({ store }) => (await store.listRows('audit_log', [equal('targetId', person.userId)])).total))
    .toBe(1);
});

test("someone else's receipt reads as not found", async ({ page, baseURL }) => {
  const payer = await signedInPage(page, baseURL!, 'free');
  await page.goto('/upgrade');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
  const [payment] = await paymentsOf(payer.userId);
  await page.context().clearCookies();
  await signedInPage(page, baseURL!, 'free');
  const response = await page.goto(`/profile/receipts/${payment!.$id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
});

test("if completing fails after the card was charged, the learner reads 'Failed to process payment completion.' and the provider's webhook still makes them paid", async ({ page, baseURL }) => {
  const person = await signedInPage(page, baseURL!, 'free');
  // As if the tab lost its connection (or closed) right after the charge: process-payment never reaches the server.
  await page.route('**/api/functions/process-payment', (route) => route.abort('connectionreset'));
  await page.goto('/upgrade');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay USD 99.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to process payment completion.');
  await expect(page.getByRole('button', { name: 'Try completing again' })).toBeVisible();
  await expect.poll(async () => (await withBackend(({ store }) => store.getRow('users', person.userId)))?.membershipStatus).toBe('paid');
  await page.unroute('**/api/functions/process-payment');
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'You are a paid member' })).toBeVisible();
});

test('the webhook endpoint takes Stripe-style posts without an Origin and refuses an unsigned one with 400', async ({ request }) => {
  const response = await request.post('/api/payments/webhook', {
    data: JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }),
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=forged' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ received: false, error: 'The signature does not verify.' });
});

test('without JavaScript the card form says it needs it and cannot be sent, so the card never lands in an address', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const person = await signedInPage(page, baseURL!, 'free');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/upgrade');
  // In a <noscript> (Playwright's switch turns scripts off but not the parser's scripting flag, so it is not drawn here).
  expect(await page.locator('noscript').allTextContents()).toContainEqual(expect.stringContaining('Paying needs JavaScript'));
  await expect(page.getByRole('button', { name: 'Pay USD 99.00' })).toBeDisabled();
  await fillCard(page, '4242 4242 4242 4242');
  // Enter in a field submits a form by itself, unless its submit button is disabled.
  await page.getByLabel('Security code (CVC)').press('Enter');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(requested.filter((url) => url.includes('4242'))).toEqual([]);
  expect(await paymentsOf(person.userId)).toEqual([]);
  await context.close();
});
