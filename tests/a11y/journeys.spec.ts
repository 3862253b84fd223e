// axe (WCAG 2.x A and AA) on every journey page at 360 and 1280 px, in the states people meet them in: no
// journey yet, a journey under way, a module with its form, a refused form, locked and done modules, the
// custom pick with its errors, webinars, mentoring with a session to confirm, a returned capstone, the CPD
// record with a certificate and its printable view, the public certificate, and the two admin pages. Each
// page is also saved as a full-page screenshot (test-results/) to look at.
import { expect, test, type Page } from '../e2e/support/test.ts';
import { logSession } from '#/server/services/journeys/mentoring.ts';
import { returnCapstone, submitCapstone } from '#/server/services/journeys/capstones.ts';
import { scheduleWebinar } from '#/server/services/journeys/webinars.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from '../e2e/support/accounts.ts';
import { finishKofisPath, pathModules, putInVillage } from '../e2e/support/journeys.ts';
import { expectNoViolations } from './support/axe.ts';

async function check(page: Page, path: string, label: string, width: number): Promise<void> {
  if (path) await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`), fullPage: true });
}

for (const width of [1280, 360]) {
  test.describe(`journey pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a learner’s journey pages are clean under axe', async ({ page, baseURL }) => {
      test.setTimeout(300_000);
      const learner = await signedInPage(page, baseURL!, 'free', { displayName: 'Adjoa Mensah' });
      const admin = await createPerson('admin');
      const mentor = await createPerson('paid', { points: 2400, displayName: 'Kweku Mentor' });
      await putInVillage(`a11y-${learner.userId.slice(0, 8)}`, learner.userId, mentor.userId);
      await withBackend(async (backend) => {
        // Live now: scheduled an hour ago to start ten minutes ago (a start already passed cannot be scheduled).
        const now = Date.now();
        await scheduleWebinar(
          backend,
          admin.userId,
          { title: `Live now: leading change (${width})`, description: 'Questions welcome.', startsAt: new Date(now - 10 * 60_000), minutes: 60, joinUrl: 'https://meet.example.org/now', attendanceCode: 'LIVE-1', journey: null },
          new Date(now - 60 * 60_000),
        );
      });

      await check(page, '/journey', 'journey-choose', width);
      await page.getByRole('button', { name: "Follow Sabrina's path" }).click();
      await expect(page.getByRole('heading', { name: "Sabrina's path" })).toBeVisible();
      await check(page, '', 'journey-under-way', width);

      const [first, second] = pathModules('sabrina');
      await check(page, `/journey/modules/${first!.id}`, 'module-current', width);
      await page.getByLabel('Your answer').fill('Short.');
      await page.getByRole('button', { name: 'Complete module' }).click();
      await expect(page.getByLabel('Your answer')).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'module-refused', width);
      await check(page, `/journey/modules/${second!.id}`, 'module-locked', width);

      await check(page, '/journey/custom', 'custom', width);
      await page.getByRole('button', { name: 'Save my custom path' }).click();
      await expect(page.getByRole('alert')).toContainText('Pick at least 6 modules');
      await check(page, '', 'custom-refused', width);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('spinbutton').first().fill('0');
      await page.getByRole('button', { name: 'Save my custom path' }).click();
      await expect(page.getByRole('spinbutton').first()).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'custom-position-refused', width);

      await check(page, '/journey/reflections', 'reflections', width);
      await page.getByRole('button', { name: 'Save reflection' }).click();
      await expect(page.getByLabel('Your reflection')).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'reflections-refused', width);

      await check(page, '/journey/webinars', 'webinars', width);
      const card = page.getByRole('listitem').filter({ hasText: `Live now: leading change (${width})` });
      await card.getByLabel('Attendance code').fill('WRONG');
      await card.getByRole('button', { name: /Record attendance/ }).click();
      await expect(card.getByLabel('Attendance code')).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'webinars-refused', width);

      await withBackend((backend) => logSession(backend, mentor.userId, { menteeId: learner.userId, sessionDate: new Date().toISOString().slice(0, 10), minutes: 30, topic: 'Running a calm stand-up' }, new Date()));
      await check(page, '/journey/mentoring', 'mentoring-mentee', width);

      await check(page, '/journey/capstone', 'capstone-form', width);
      await withBackend(async (backend) => {
        const capstone = await submitCapstone(backend, learner.userId, {
          title: 'A weekly huddle instead of blame',
          summary: 'We replaced the Monday blame meeting with a fifteen-minute huddle about what got in the way.',
          evidence: 'Over eight weeks incidents raised early went from one to six a week, and two people said they now speak up in huddles.',
          evidenceUrl: null,
        });
        await returnCapstone(backend, admin.userId, capstone.$id, 'Add what the team said about the change.');
      });
      await check(page, '/journey/capstone', 'capstone-returned', width);
      await check(page, '/cpd', 'cpd-empty', width);
    });

    test('a mentor, a finished learner’s CPD record, the public certificate and the admin pages are clean under axe', async ({ page, baseURL, browser }) => {
      test.setTimeout(300_000);
      const admin = await signedInPage(page, baseURL!, 'admin', { displayName: 'Ama Admin' });
      const learner = await createPerson('paid', { displayName: 'Kofi Boateng', points: 5200 });
      const certificateId = await finishKofisPath(learner.userId, admin.userId);
      const waiting = await createPerson('free', { displayName: 'Efua Waiting' });
      await withBackend(async (backend) => {
        await backend.store.updateRow('users', waiting.userId, { journey: 'sabrina' });
        await submitCapstone(backend, waiting.userId, {
          title: `Handover notes that travel with the shift (${width})`,
          summary: 'Every shift now ends with a five-line handover note in the shared log, read aloud at the start of the next.',
          evidence: 'In six weeks, missed medication rounds fell from four to none, and the night team says handovers take half as long.',
          evidenceUrl: 'https://example.org/handover',
        });
      });

      await check(page, '/admin/webinars', 'admin-webinars', width);
      await page.getByRole('button', { name: 'Schedule webinar' }).click();
      await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'admin-webinars-refused', width);
      await check(page, '/admin/capstones', 'admin-capstones', width);
      await page.getByRole('listitem').filter({ hasText: `Handover notes that travel with the shift (${width})` }).getByRole('button', { name: /Return with feedback/ }).click();
      await expect(page.getByRole('listitem').filter({ hasText: `Handover notes that travel with the shift (${width})` }).getByLabel('Feedback')).toHaveAttribute('aria-invalid', 'true');
      await check(page, '', 'admin-capstones-refused', width);

      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const finished = await context.newPage();
      await signInWithForm(context.request, baseURL!, learner);
      await check(finished, '/journey', 'journey-finished', width);
      await check(finished, `/journey/modules/${pathModules('kofi')[0]!.id}`, 'module-done', width);
      await check(finished, '/cpd', 'cpd-with-certificate', width);
      await check(finished, '/cpd/print', 'cpd-print', width);
      await check(finished, '/journey/mentoring', 'mentoring-mentor', width);
      await context.close();

      await page.context().clearCookies();
      await check(page, `/certificates/${certificateId}`, 'certificate', width);
      await expect(page.getByText('With the elite distinction of a Transformation Leader')).toBeVisible();
      await check(page, '/certificates/0123456789abcdef0123', 'certificate-not-found', width);
    });
  });
}
