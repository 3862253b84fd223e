// What learners type on the journey (a module answer, a weekly reflection, a capstone, a mentoring topic)
// is shown to them and to admins as text: none of the XSS corpus's payloads runs anywhere it appears.
import { expect, test, type Page } from './support/test.ts';
import { XSS_MARK, XSS_PAYLOADS } from '../fixtures/xss-corpus.ts';
import { completeModule, openModule } from '#/server/services/journeys/modules.ts';
import { logSession } from '#/server/services/journeys/mentoring.ts';
import { createPerson, signInWithForm, withBackend } from './support/accounts.ts';
import { pathModules, putInVillage } from './support/journeys.ts';

async function expectNothingRan(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK), path).toBeUndefined();
}

test('journey text is shown, never run', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const corpus = XSS_PAYLOADS.join('\n');
  const learner = await createPerson('free', { displayName: 'Nana <b>Bold</b>' });
  const admin = await createPerson('admin');
  const mentor = await createPerson('paid', { points: 2500 });
  const first = pathModules('kofi')[0]!;
  await putInVillage(`xss-${learner.userId.slice(0, 8)}`, learner.userId, mentor.userId);
  await withBackend(async (backend) => {
    await backend.store.updateRow('users', learner.userId, { journey: 'kofi' });
    await openModule(backend, learner.userId, first.id, new Date(Date.now() - 3600_000));
    await completeModule(backend, learner.userId, first.id, corpus.slice(0, 5000));
    await logSession(backend, mentor.userId, { menteeId: learner.userId, sessionDate: new Date().toISOString().slice(0, 10), minutes: 30, topic: XSS_PAYLOADS[2]! });
  });

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInWithForm(context.request, baseURL!, learner);
  await page.goto('/journey/reflections');
  await page.getByLabel('Your reflection').fill(corpus.slice(0, 5000));
  await page.getByRole('button', { name: 'Save reflection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reflection saved' })).toBeVisible();
  await page.goto('/journey/capstone');
  await page.getByLabel('Title').fill(XSS_PAYLOADS[0]!.slice(0, 120));
  await page.getByLabel('Summary').fill(corpus.slice(0, 1000));
  await page.getByLabel('Evidence', { exact: true }).fill(corpus.slice(0, 5000));
  await page.getByRole('button', { name: 'Submit capstone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Capstone submitted' })).toBeVisible();

  for (const path of ['/journey/reflections', '/journey/capstone', `/journey/modules/${first.id}`, '/journey/mentoring', '/cpd', '/cpd/print']) {
    await expectNothingRan(page, path);
  }
  await page.goto('/journey/reflections');
  await expect(page.getByText('<script>window.__xss=1</script>', { exact: false }).first()).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  adminPage.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInWithForm(adminContext.request, baseURL!, admin);
  await expectNothingRan(adminPage, '/admin/capstones');
  await expect(adminPage.getByText('Nana <b>Bold</b>').first()).toBeVisible();
  expect(dialogs).toBe(0);
  await context.close();
  await adminContext.close();
});
