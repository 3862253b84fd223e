// The pathfinder form in Chromium (rules 37, 40, 42; rules 5 and 16): messages next to the fields that
// clear on edit, Enter to advance, Back, the slots in the browser's zone, a submission that reaches a real
// webhook and lands on the booking page, and failures that keep what the visitor typed.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { addDays, localDateTime } from '#/domain/time-zones.ts';
import { equal } from '#/server/store/query.ts';
import { withBackend } from './support/accounts.ts';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.ts';

const ZONE = 'Africa/Lagos';
test.use({ timezoneId: ZONE });

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});
test.beforeEach(() => {
  receiver.received.length = 0;
  receiver.status = 200;
});

const tomorrow = () => addDays(localDateTime(ZONE, new Date()).date, 1);

async function openForm(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Request a pathfinder session' });
  await form.scrollIntoViewIfNeeded();
  // Hydrated when Continue is enabled (it stays disabled in the prerendered HTML).
  await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled();
  return form;
}

async function fillStep0(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Ada Obi');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+234 803 555 0100');
  await form.getByLabel('Team size').fill('12');
}

async function fillStep1(form: Locator) {
  await form.getByLabel('When would you like to start?').selectOption({ label: 'Within a month' });
  await form.getByLabel('Programme duration').selectOption({ label: '6 months' });
  await form.getByLabel('Session date').fill(tomorrow());
  await form.getByLabel('Session time').selectOption({ label: '3:30 PM' });
  await form.getByLabel('What would you like to solve? (optional)').fill('Silos between sales and delivery.');
}

test('step 0 shows the spec messages next to the fields, focuses the first, and clears each on edit', async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Continue' }).click();

  const name = form.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(name).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
  await expect(form.getByLabel('Team size')).toHaveAccessibleDescription(/Team size is required/);

  await form.getByLabel('Email').fill('ada@');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Email is required')).toHaveCount(0);
  await expect(name).toHaveAccessibleDescription('Name is required');

  await form.getByLabel('Team size').fill('3');
  await form.getByLabel('Team size').press('Enter');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByLabel('Team size')).toHaveAccessibleDescription(/Team size must be at least 4/);
  await expect(name).toBeFocused();
});

test('Enter advances, step 1 requires its fields, Back keeps the values, the slots are in the browser zone', async ({ page }) => {
  const form = await openForm(page);
  await fillStep0(form, 'ada@example.org');
  await form.getByLabel('Team size').press('Enter');

  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await expect(form.getByLabel('When would you like to start?')).toBeFocused();
  await expect(form.getByLabel('Session date')).toHaveAttribute('min', localDateTime(ZONE, new Date()).date);
  const time = form.getByLabel('Session time');
  await expect(time).toHaveAccessibleDescription(/in your time zone: Africa\/Lagos \(GMT\+1\)/);
  const slots = await time.locator('option').allTextContents();
  expect(slots.slice(1)).toHaveLength(14);
  expect(slots[1]).toBe('1:30 PM');
  expect(slots[14]).toBe('8:00 PM');

  await form.getByLabel('When would you like to start?').press('Enter');
  await expect(form.getByLabel('When would you like to start?')).toHaveAccessibleDescription('Timeline is required');
  await expect(form.getByLabel('Programme duration')).toHaveAccessibleDescription('Duration is required');
  await expect(form.getByLabel('Session date')).toHaveAccessibleDescription('Date is required');
  await expect(time).toHaveAccessibleDescription(/Time is required/);

  await form.getByLabel('Programme duration').selectOption({ label: '9 months' });
  await expect(form.getByLabel('Programme duration')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Obi');
  await expect(form.getByLabel('Team size')).toHaveValue('12');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByLabel('Programme duration')).toHaveValue('9-months');
});

test('a request reaches the webhook, is stored as delivered, and the browser lands on the booking page', async ({ page }) => {
  const email = `ada-${Date.now()}@example.org`;
  const form = await openForm(page);
  await fillStep0(form, email);
  await form.getByRole('button', { name: 'Continue' }).click();
  await fillStep1(form);
  await form.getByRole('button', { name: 'Request my session' }).click();

  await page.waitForURL(receiver.bookingUrl);
  await expect(page.getByRole('heading', { name: 'Book your pathfinder session' })).toBeVisible();

  await expect.poll(() => receiver.received.length).toBe(1);
  const [hook] = receiver.received;
  expect(hook!.headers['content-type']).toBe('application/json');
  expect(hook!.body).toEqual({
    name: 'Ada Obi',
    email,
    phone: '+234 803 555 0100',
    teamSize: 12,
    timeline: 'within-1-month',
    duration: '6-months',
    date: tomorrow(),
    time: '15:30',
    timezone: ZONE,
    painPoints: 'Silos between sales and delivery.',
  });

  const row = async () =>
    withBackend(async ({ store }) => (await store.listRows('pathfinder_requests', [equal('email', email)])).rows[0]);
  await expect.poll(async () => (await row())?.status).toBe('delivered');
  expect(await row()).toMatchObject({ attempts: 1, lastError: null, $id: hook!.headers['idempotency-key'] });
});

test('a webhook that fails still leaves the request stored, and the visitor still goes on to book', async ({ page }) => {
  receiver.status = 503;
  const email = `kofi-${Date.now()}@example.org`;
  const form = await openForm(page);
  await fillStep0(form, email);
  await form.getByRole('button', { name: 'Continue' }).click();
  await fillStep1(form);
  await form.getByLabel('Session time').press('Enter');
  await page.waitForURL(receiver.bookingUrl);

  const row = async () =>
    withBackend(async ({ store }) => (await store.listRows('pathfinder_requests', [equal('email', email)])).rows[0]);
  await expect.poll(async () => (await row())?.lastError).toBe('The webhook answered HTTP 503');
  expect(await row()).toMatchObject({ status: 'pending', attempts: 1, name: 'Ada Obi', teamSize: 12 });
});

for (const failure of ['a lost connection', 'a server error'] as const) {
  test(`${failure} shows a clear message in an alert and keeps everything typed`, async ({ page }) => {
    await page.route(/\/_actions\/pathfinder\.request\/?$/, (route) =>
      failure === 'a lost connection'
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' }),
    );
    const form = await openForm(page);
    await fillStep0(form, 'ada@example.org');
    await form.getByRole('button', { name: 'Continue' }).click();
    await fillStep1(form);
    await form.getByRole('button', { name: 'Request my session' }).click();

    await expect(form.getByRole('alert')).toHaveText(/Failed to submit form\. .*Everything you typed is still here\./);
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel('Session time')).toHaveValue('15:30');
    await expect(form.getByLabel('What would you like to solve? (optional)')).toHaveValue('Silos between sales and delivery.');
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('Email')).toHaveValue('ada@example.org');
    await expect(form.getByLabel('Team size')).toHaveValue('12');
  });
}

test('without JavaScript the form says booking needs it, in the visitor’s language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  // In a <noscript> (Playwright's switch turns scripts off but not the parser's scripting flag, so it is not drawn here).
  expect(await page.locator('noscript').allTextContents()).toContainEqual(expect.stringContaining('Booking a session needs JavaScript'));
  await expect(page.getByRole('form', { name: 'Request a pathfinder session' }).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.goto('/fr/');
  expect(await page.locator('noscript').allTextContents()).toContainEqual(expect.stringContaining('Réserver une séance demande JavaScript'));
  await context.close();
});
