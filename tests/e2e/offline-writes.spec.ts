// Writing offline (issue 14): an impact entry and a forum reply typed with no signal say "Waiting to send" by
// the form and in the panel every signed-in page shows, survive a reload while still offline (the page from
// the worker's cache, the writes from the device's outbox), are sent once the signal returns — exactly one row
// each — and a repeat of the same send (the same key) creates nothing more.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { equal } from '#/server/store/query.ts';
import { createPerson, signInWithForm, withBackend, type TestPerson } from './support/accounts.ts';
import { seedDiscussion } from './support/forum.ts';

test.use({ serviceWorkers: 'allow' });

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** A signed-in learner's page on `path`, kept by the worker (visited once it controls the page). */
async function openKept(context: BrowserContext, baseURL: string, person: TestPerson, path: string): Promise<Page> {
  await signInWithForm(context.request, baseURL, person);
  const page = await context.newPage();
  await page.goto(path);
  await controlledByWorker(page);
  await page.reload();
  return page;
}

/** What waits in the device's outbox (IndexedDB), as the page sees it. */
function waitingOnDevice(page: Page): Promise<Array<{ kind: string; fields: Record<string, string> }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('offline-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as Array<{ kind: string; fields: Record<string, string> }>);
          };
        };
      }),
  );
}

const impactEntries = (userId: string) => withBackend(({ store }) => store.findRows('impact_entries', [equal('userId', userId)]));
const repliesTo = (postId: string) => withBackend(({ store }) => store.findRows('forum_replies', [equal('postId', postId)]));
const panel = (page: Page) => page.getByRole('region', { name: 'Waiting to send' });

test('an impact entry typed offline waits, survives a reload, and is sent once back online', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const page = await openKept(context, baseURL!, learner, '/impact-log');

  await context.setOffline(true);
  await page.getByLabel('Title').fill('Stand-up on the ward');
  await page.getByLabel(/What did you do/).fill('Every morning the nurses now agree the three things that matter most that day.');
  await page.getByLabel('People affected').fill('9');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toContainText('Stand-up on the ward');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([/Impact entry “Stand-up on the ward”/]);
  // The form is empty for the next entry; the one typed is on the device, not lost.
  await expect(page.getByLabel('Title')).toHaveValue('');
  expect(await waitingOnDevice(page)).toHaveLength(1);
  expect(await impactEntries(learner.userId)).toHaveLength(0);
  await page.screenshot({ path: test.info().outputPath('impact-waiting-360.png'), fullPage: true });

  // Still offline, a reload shows the kept page and, from the device, what waits.
  await page.reload();
  await expect(panel(page).getByRole('listitem')).toHaveText([/Impact entry “Stand-up on the ward”/]);
  const [kept] = await waitingOnDevice(page);

  await context.setOffline(false);
  await expect.poll(async () => (await impactEntries(learner.userId)).length, { timeout: 20_000 }).toBe(1);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Stand-up on the ward' })).toBeVisible();
  expect(await waitingOnDevice(page)).toEqual([]);

  // The same send again (a retry whose answer was lost): the server answers with the first entry, adds nothing.
  const again = await context.request.post('/_actions/impact.add', { multipart: { ...kept!.fields }, headers: { origin: new URL(baseURL!).origin, accept: 'application/json' } });
  expect(again.status()).toBe(200);
  await page.reload();
  expect(await impactEntries(learner.userId)).toHaveLength(1);
  await context.close();
});

test('a forum reply typed offline waits, survives a reload, and is sent once back online', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const author = await createPerson('paid');
  const learner = await createPerson('paid');
  const postId = await seedDiscussion(author, 'paid', { title: 'Keeping meetings short', body: 'How do you keep a weekly meeting under thirty minutes?' });
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, learner, `/forum/posts/${postId}`);

  await context.setOffline(true);
  await page.getByLabel('Your reply').fill('We stand, and each person gets two minutes.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([/Reply in “Keeping meetings short”/]);
  await expect(page.getByLabel('Your reply')).toHaveValue('');
  expect(await repliesTo(postId)).toHaveLength(0);
  await page.screenshot({ path: test.info().outputPath('reply-waiting-1280.png'), fullPage: true });

  // Elsewhere in the app, still offline, the panel still says what waits.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([/Reply in “Keeping meetings short”/]);

  await context.setOffline(false);
  await expect.poll(async () => (await repliesTo(postId)).length, { timeout: 20_000 }).toBe(1);
  await expect(panel(page)).toBeHidden();
  const [reply] = await repliesTo(postId);
  expect(reply).toMatchObject({ authorId: learner.userId, body: 'We stand, and each person gets two minutes.' });
  // Another visit has nothing left to send, and the reply stays one.
  await page.goto('/forum');
  await page.goto(`/forum/posts/${postId}`);
  await expect(page.getByText('We stand, and each person gets two minutes.')).toHaveCount(1);
  expect(await repliesTo(postId)).toHaveLength(1);
  await context.close();
});

test('what one account typed offline is never sent under another account’s session', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const first = await createPerson('free');
  const second = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, first, '/impact-log');
  await context.setOffline(true);
  await page.getByLabel('Title').fill('Mentoring circle');
  await page.getByLabel(/What did you do/).fill('Four new team leads now meet every fortnight to share what worked.');
  await page.getByLabel('People affected').fill('4');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(panel(page)).toBeVisible();
  const [kept] = await waitingOnDevice(page);
  await page.close();

  // The other account signs in on the same browser (before the signal returns, so nothing could go under the
  // first's session): its pages show nothing of the first's, and send nothing.
  await context.clearCookies();
  await signInWithForm(context.request, baseURL!, second);
  await context.setOffline(false);
  const other = await context.newPage();
  await other.goto('/impact-log');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(panel(other)).toBeHidden();
  // Even sent on purpose under this session, the server refuses a write kept for another account.
  const refused = await context.request.post('/_actions/impact.add', {
    multipart: { ...kept!.fields, outboxAccount: first.userId },
    headers: { origin: new URL(baseURL!).origin, accept: 'application/json' },
  });
  expect(refused.status()).toBe(401);
  expect(await impactEntries(second.userId)).toHaveLength(0);
  expect(await impactEntries(first.userId)).toHaveLength(0);
  expect(await waitingOnDevice(other)).toHaveLength(1);

  // Back as its own account, it goes.
  await context.clearCookies();
  await signInWithForm(context.request, baseURL!, first);
  await other.goto('/impact-log');
  await expect.poll(async () => (await impactEntries(first.userId)).length, { timeout: 20_000 }).toBe(1);
  await context.close();
});

test('with no page open, Background Sync has the service worker send what waits', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, learner, '/impact-log');
  await context.setOffline(true);
  await page.getByLabel('Title').fill('Handover notes');
  await page.getByLabel(/What did you do/).fill('Night shift now writes three lines for the day shift before leaving.');
  await page.getByLabel('People affected').fill('12');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(panel(page)).toBeVisible();
  // Every page of the app is closed: only the worker is left to send it.
  await page.close();
  await context.setOffline(false);
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((one) => one.scopeURL.startsWith(baseURL!))?.registrationId).toBeTruthy();
  const registration = registrations.find((one) => one.scopeURL.startsWith(baseURL!))!;
  // What the browser does when the connection returns, done now rather than at the browser's own moment.
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId: registration.registrationId, tag: 'offline-outbox', lastChance: false });
  await expect.poll(async () => (await impactEntries(learner.userId)).map((entry) => entry.title), { timeout: 20_000 }).toEqual(['Handover notes']);
  // The next visit finds nothing left to send.
  await blank.goto('/impact-log');
  await expect(panel(blank)).toBeHidden();
  expect(await waitingOnDevice(blank)).toEqual([]);
  expect(await impactEntries(learner.userId)).toHaveLength(1);
  await context.close();
});

test('an entry the server refuses once back online comes back into its form with the reason, nothing lost', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, learner, '/impact-log');
  await context.setOffline(true);
  await page.getByLabel('Title').fill('Budget review');
  await page.getByLabel(/What did you do/).fill('The team now reviews spending together every Friday afternoon.');
  // People affected left empty: the server will say so.
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(panel(page)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'not accepted' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Title')).toHaveValue('Budget review');
  await expect(page.getByLabel(/What did you do/)).toHaveValue('The team now reviews spending together every Friday afternoon.');
  await expect(panel(page).getByRole('listitem')).toHaveText([/Impact entry “Budget review”: not accepted/]);
  expect(await impactEntries(learner.userId)).toHaveLength(0);

  // Fixed and sent online: one entry, and nothing left waiting.
  await page.getByLabel('People affected').fill('5');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Budget review' })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  expect(await impactEntries(learner.userId)).toHaveLength(1);
  expect(await waitingOnDevice(page)).toEqual([]);
  await context.close();
});
