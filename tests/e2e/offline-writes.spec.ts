// Writing offline (issue 14): an impact entry, a forum reply and a weekly reflection typed with no signal say
// "Waiting to send" by the form and in the panel every signed-in page shows, survive a reload while still
// offline (the page from the worker's cache, the writes from the device's outbox), are sent once the signal
// returns — exactly one row each, a reflection's XP paid once — and a repeat of the same send (the same key)
// creates nothing more. Each kind goes through the same steps (typedOfflineSentOnce).
import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { equal } from '#/server/store/query.ts';
import { createPerson, signInWithForm, withBackend, type TestPerson } from './support/accounts.ts';
import { seedDiscussion } from './support/forum.ts';
import { balanceOf } from './support/journeys.ts';
import { controlledByWorker } from './support/service-worker.ts';

test.use({ serviceWorkers: 'allow' });

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
const reflectionsOf = (userId: string) => withBackend(({ store }) => store.findRows('weekly_reflections', [equal('userId', userId)]));
const reflectionAwards = (userId: string) =>
  withBackend(({ store }) => store.findRows('points_transactions', [equal('userId', userId), equal('activity', 'weekly_reflection')]));
const panel = (page: Page) => page.getByRole('region', { name: 'Waiting to send' });

/** A write a learner may type offline: how it is typed and submitted, its line in the panel, its rows on the server. */
interface OfflineWrite {
  readonly type: (page: Page) => Promise<void>;
  readonly line: RegExp;
  readonly rows: () => Promise<readonly unknown[]>;
}

const impactEntry = (userId: string, entry: { title: string; description: string; people?: string }): OfflineWrite => ({
  type: async (page) => {
    await page.getByLabel('Title').fill(entry.title);
    await page.getByLabel(/What did you do/).fill(entry.description);
    if (entry.people !== undefined) await page.getByLabel('People affected').fill(entry.people);
    await page.getByRole('button', { name: 'Save entry' }).click();
  },
  line: new RegExp(`Impact entry “${entry.title}”`),
  rows: () => impactEntries(userId),
});

/**
 * The steps every kind goes through (issue 14): typed with no signal it says "Waiting to send" by the form and
 * in the panel, is on the device and not on the server; `whileOffline` then does the kind's own checks (a
 * reload, the form's state); back online it is sent once — exactly one row — and nothing is left waiting.
 * Returns the item as it was kept, for sending it again on purpose.
 */
async function typedOfflineSentOnce(
  context: BrowserContext,
  page: Page,
  write: OfflineWrite,
  whileOffline: () => Promise<void> = async () => undefined,
): Promise<{ kind: string; fields: Record<string, string> }> {
  await context.setOffline(true);
  await write.type(page);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveText([write.line]);
  const kept = await waitingOnDevice(page);
  expect(kept).toHaveLength(1);
  expect(await write.rows()).toHaveLength(0);
  await whileOffline();
  // Still waiting after whatever the kind did offline (a reload: the page from the worker, the write from the device).
  await expect(panel(page).getByRole('listitem')).toHaveText([write.line]);

  await context.setOffline(false);
  await expect.poll(async () => (await write.rows()).length, { timeout: 20_000 }).toBe(1);
  await expect(panel(page)).toBeHidden();
  expect(await waitingOnDevice(page)).toEqual([]);
  return kept[0]!;
}

/** Sends a kept item's fields again by hand, as a retry whose answer was lost would. */
function sendAgain(context: BrowserContext, baseURL: string, action: string, fields: Record<string, string>) {
  return context.request.post(`/_actions/${action}`, { multipart: { ...fields }, headers: { origin: new URL(baseURL).origin, accept: 'application/json' } });
}

test('an impact entry typed offline waits, survives a reload, and is sent once back online', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const page = await openKept(context, baseURL!, learner, '/impact-log');
  const entry = impactEntry(learner.userId, { title: 'Stand-up on the ward', description: 'Every morning the nurses now agree the three things that matter most that day.', people: '9' });

  const kept = await typedOfflineSentOnce(context, page, entry, async () => {
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toContainText('Stand-up on the ward');
    // The form is empty for the next entry; the one typed is on the device, not lost.
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('impact-waiting-360.png'), fullPage: true });
    await page.reload();
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Stand-up on the ward' })).toBeVisible();

  // The same send again (a retry whose answer was lost): the server answers with the first entry, adds nothing.
  expect((await sendAgain(context, baseURL!, 'impact.add', kept.fields)).status()).toBe(200);
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
  const reply: OfflineWrite = {
    type: async (on) => {
      await on.getByLabel('Your reply').fill('We stand, and each person gets two minutes.');
      await on.getByRole('button', { name: 'Post reply' }).click();
    },
    line: /Reply in “Keeping meetings short”/,
    rows: () => repliesTo(postId),
  };

  await typedOfflineSentOnce(context, page, reply, async () => {
    await expect(page.getByLabel('Your reply')).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('reply-waiting-1280.png'), fullPage: true });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  });
  const [sent] = await repliesTo(postId);
  expect(sent).toMatchObject({ authorId: learner.userId, body: 'We stand, and each person gets two minutes.' });
  // Another visit has nothing left to send, and the reply stays one.
  await page.goto('/forum');
  await page.goto(`/forum/posts/${postId}`);
  await expect(page.getByText('We stand, and each person gets two minutes.')).toHaveCount(1);
  expect(await repliesTo(postId)).toHaveLength(1);
  await context.close();
});

const REFLECTION =
  'This week I let the newest nurse run the morning huddle. She was nervous for two minutes and then better than me: she asked each person ' +
  'for one thing they needed. I will keep quiet for the first five minutes of every huddle next week and see who speaks.';

test('a reflection written offline is sent once back online and pays once', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, learner, '/journey/reflections');
  const balanceBefore = await balanceOf(learner.userId);
  const reflection: OfflineWrite = {
    type: async (on) => {
      await on.getByLabel('Your reflection').fill(REFLECTION);
      await on.getByRole('button', { name: 'Save reflection' }).click();
    },
    line: /Weekly reflection “Week \d+, \d{4}”/,
    rows: () => reflectionsOf(learner.userId),
  };

  const kept = await typedOfflineSentOnce(context, page, reflection, async () => {
    // One reflection a week: what was typed stays in the form, and comes back into it after an offline reload.
    await expect(page.getByLabel('Your reflection')).toHaveValue(REFLECTION);
    await page.reload();
    await expect(page.getByLabel('Your reflection')).toHaveValue(REFLECTION);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to send' })).toBeVisible();
  });
  // Its page now shows it written, and it paid its XP once.
  await expect(page.getByText(/Written on/)).toBeVisible();
  expect(await reflectionAwards(learner.userId)).toHaveLength(1);
  expect((await balanceOf(learner.userId)) - balanceBefore).toBe(60);

  // The same send again (the worker and the page both sending, a retry after a lost answer): the first, nothing paid.
  expect((await sendAgain(context, baseURL!, 'journey.reflect', kept.fields)).status()).toBe(200);
  expect(await reflectionsOf(learner.userId)).toHaveLength(1);
  expect(await reflectionAwards(learner.userId)).toHaveLength(1);
  expect((await balanceOf(learner.userId)) - balanceBefore).toBe(60);
  await context.close();
});

test('what one account typed offline is never sent under another account’s session', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const first = await createPerson('free');
  const second = await createPerson('free');
  const context = await browser.newContext({ baseURL });
  const page = await openKept(context, baseURL!, first, '/impact-log');
  await context.setOffline(true);
  await impactEntry(first.userId, { title: 'Mentoring circle', description: 'Four new team leads now meet every fortnight to share what worked.', people: '4' }).type(page);
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
  const refused = await sendAgain(context, baseURL!, 'impact.add', { ...kept!.fields, outboxAccount: first.userId });
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
  await impactEntry(learner.userId, { title: 'Handover notes', description: 'Night shift now writes three lines for the day shift before leaving.', people: '12' }).type(page);
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
  // People affected left empty: the server will say so.
  await impactEntry(learner.userId, { title: 'Budget review', description: 'The team now reviews spending together every Friday afternoon.' }).type(page);
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
