// Bad input on the journey (issue 10): completing a locked module or one twice, a short reflection, a wrong
// or late attendance code, mentoring oneself or someone outside the village, confirming someone else's
// session, submitting a capstone twice while in review. Each gets a clear message, nothing is paid, and
// what was typed stays. Also: the custom path's minimum and positions, the calendar file, and real 404s.
import { expect, test, type Page } from './support/test.ts';
import { scheduleWebinar } from '#/server/services/journeys/webinars.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from './support/accounts.ts';
import { backdateOpening, balanceOf, MODULE_ANSWER, pathModules, putInVillage } from './support/journeys.ts';

/** Posts a form to a page's Action as a browser without JavaScript would, and shows the answer in the page. */
async function postForm(page: Page, baseURL: string, path: string, action: string, form: Record<string, string>): Promise<number> {
  const response = await page.request.post(`${path}?_action=${action}`, { form, headers: { origin: baseURL }, maxRedirects: 0 });
  await page.setContent(await response.text());
  return response.status();
}

test('a locked module, a module completed twice and a short reflection are refused, nothing paid, text kept', async ({ page, baseURL }) => {
  const learner = await signedInPage(page, baseURL!, 'free');
  await withBackend(({ store }) => store.updateRow('users', learner.userId, { journey: 'kofi' }));
  const [first, second] = pathModules('kofi');

  await page.goto(`/journey/modules/${second!.id}`);
  await expect(page.getByRole('heading', { name: 'This module is still locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete module' })).toHaveCount(0);
  expect(await postForm(page, baseURL!, `/journey/modules/${second!.id}`, 'journey.completeModule', { moduleId: second!.id, answer: MODULE_ANSWER })).toBe(400);
  await expect(page.getByRole('alert')).toContainText(`still locked: complete "${first!.title}" first`);

  await page.goto(`/journey/modules/${first!.id}`);
  await backdateOpening(learner.userId, first!.id, first!.minutes);
  await page.getByLabel('Your answer').fill(MODULE_ANSWER);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Module completed' })).toBeVisible();
  await page.goto(`/journey/modules/${first!.id}`);
  await expect(page.getByText('You completed this module')).toBeVisible();
  expect(await postForm(page, baseURL!, `/journey/modules/${first!.id}`, 'journey.completeModule', { moduleId: first!.id, answer: MODULE_ANSWER })).toBe(400);
  await expect(page.getByRole('alert')).toContainText('already completed this module');
  expect(await balanceOf(learner.userId)).toBe(100);

  await page.goto('/journey/reflections');
  await page.getByLabel('Your reflection').fill('Busy week.');
  await page.getByRole('button', { name: 'Save reflection' }).click();
  await expect(page.getByLabel('Your reflection')).toHaveAccessibleDescription(/at least 200 characters: it has 10/);
  await expect(page.getByLabel('Your reflection')).toHaveValue('Busy week.');
  await page.getByLabel('Your reflection').fill('');
  await page.getByRole('button', { name: 'Save reflection' }).click();
  await expect(page.getByLabel('Your reflection')).toHaveAccessibleDescription(/Write your reflection/);
  expect(await balanceOf(learner.userId)).toBe(100);
});

test('a late attendance code is refused, and the .ics file adds the webinar to a calendar', async ({ page, baseURL }) => {
  const learner = await signedInPage(page, baseURL!, 'free');
  const admin = await createPerson('admin');
  const [late, soon] = await withBackend(async (backend) => [
    // Scheduled three days ago (a start already passed cannot be scheduled).
    await scheduleWebinar(
      backend,
      admin.userId,
      { title: 'Two days ago', description: null, startsAt: new Date(Date.now() - 48 * 3600_000), minutes: 60, joinUrl: 'https://meet.example.org/old', attendanceCode: 'OLD-CODE', journey: null },
      new Date(Date.now() - 72 * 3600_000),
    ),
    await scheduleWebinar(backend, admin.userId, { title: 'Tomorrow, for everyone', description: 'Bring a question.', startsAt: new Date(Date.now() + 24 * 3600_000), minutes: 90, joinUrl: 'https://meet.example.org/soon', attendanceCode: 'SOON-CODE', journey: null }),
  ]);
  expect(await postForm(page, baseURL!, '/journey/webinars', 'webinars.attend', { webinarId: late.$id, code: 'OLD-CODE' })).toBe(400);
  await expect(page.getByRole('alert')).toContainText('closed 24 hours after it started');

  await page.goto('/journey/webinars');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tomorrow, for everyone' }) });
  await expect(card).toContainText('Times in your zone, Africa/Lagos');
  await card.getByLabel('Attendance code').fill('SOON-CODE');
  await card.getByRole('button', { name: /Record attendance/ }).click();
  await expect(card.getByLabel('Attendance code')).toHaveAccessibleDescription(/not started yet/);
  expect(await balanceOf(learner.userId)).toBe(0);

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /Add to calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`webinar-${soon.$id}.ics`);
  const ics = await (await page.request.get(`/journey/webinars/${soon.$id}.ics`)).text();
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('SUMMARY:Tomorrow\\, for everyone');
  expect(ics).toContain(`DTSTART:${soon.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  expect((await page.request.get('/journey/webinars/nosuchwebinar.ics')).status()).toBe(404);
});

test('mentoring oneself or outside the village, and confirming someone else’s session, are refused', async ({ page, baseURL, browser }) => {
  const mentor = await signedInPage(page, baseURL!, 'paid', { points: 2600, displayName: 'Yaw Mentor' });
  const mentee = await createPerson('free', { displayName: 'Esi Mentee' });
  const outsider = await createPerson('free', { displayName: 'Kojo Outsider' });
  await putInVillage(`v-${mentor.userId.slice(0, 8)}`, mentor.userId, mentee.userId);
  await putInVillage(`w-${mentor.userId.slice(0, 8)}`, outsider.userId);

  await page.goto('/journey/mentoring');
  await expect(page.getByLabel('Mentee').getByRole('option')).toHaveText(['Choose a member of your village', 'Esi Mentee']);
  const today = await page.getByLabel('Date').inputValue();
  expect(await postForm(page, baseURL!, '/journey/mentoring', 'mentoring.log', { menteeId: mentor.userId, sessionDate: today, minutes: '30', topic: 'Coaching myself' })).toBe(400);
  await expect(page.getByLabel('Mentee')).toHaveAccessibleDescription(/cannot mentor yourself/);
  await expect(page.getByLabel('Topic')).toHaveValue('Coaching myself');
  expect(await postForm(page, baseURL!, '/journey/mentoring', 'mentoring.log', { menteeId: outsider.userId, sessionDate: today, minutes: '30', topic: 'Across villages' })).toBe(400);
  await expect(page.getByLabel('Mentee')).toHaveAccessibleDescription(/own village/);

  await page.goto('/journey/mentoring');
  await page.getByLabel('Mentee').selectOption({ label: 'Esi Mentee' });
  await page.getByLabel('Topic').fill('Handing over the rota');
  await page.getByRole('button', { name: 'Log session' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Session logged' })).toBeVisible();
  const sessionId = await withBackend(async ({ store }) => (await store.findRows('mentoring_sessions', [{ op: 'equal', column: 'mentorId', value: mentor.userId }]))[0]!.$id);

  // The mentor cannot confirm their own session, nor can anyone but the mentee.
  expect(await postForm(page, baseURL!, '/journey/mentoring', 'mentoring.confirm', { sessionId })).toBe(403);
  await expect(page.getByRole('alert')).toContainText('Only the mentee of a session can confirm or decline it');
  const other = await browser.newContext({ baseURL });
  const outsiderPage = await other.newPage();
  await signInWithForm(other.request, baseURL!, outsider);
  expect(await postForm(outsiderPage, baseURL!, '/journey/mentoring', 'mentoring.confirm', { sessionId })).toBe(403);
  await other.close();
  expect(await balanceOf(mentor.userId)).toBe(2600);
  expect(await balanceOf(mentee.userId)).toBe(0);
});

test('a capstone cannot be submitted twice while in review, and what was typed stays', async ({ page, baseURL }) => {
  const learner = await signedInPage(page, baseURL!, 'free');
  await withBackend(({ store }) => store.updateRow('users', learner.userId, { journey: 'sabrina' }));
  await page.goto('/journey/capstone');
  await page.getByLabel('Title').fill('Short');
  await page.getByLabel('Summary').fill('Too short.');
  await page.getByRole('button', { name: 'Submit capstone' }).click();
  await expect(page.getByLabel('Summary')).toHaveAccessibleDescription(/at least 50 characters/);
  await expect(page.getByLabel('Evidence', { exact: true })).toHaveAccessibleDescription(/Enter your evidence/);
  await expect(page.getByLabel('Title')).toHaveValue('Short');
  const form = {
    title: 'A weekly huddle that ended the blame game',
    summary: 'We replaced the Monday blame meeting with a fifteen-minute huddle about what got in the way last week.',
    evidence: 'Over eight weeks: incidents raised before they became complaints went from one to six a week; two team members said in their review that they now speak up.',
    evidenceUrl: '',
  };
  await page.getByLabel('Title').fill(form.title);
  await page.getByLabel('Summary').fill(form.summary);
  await page.getByLabel('Evidence', { exact: true }).fill(form.evidence);
  await page.getByRole('button', { name: 'Submit capstone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Capstone submitted' })).toBeVisible();
  expect(await postForm(page, baseURL!, '/journey/capstone', 'capstones.submit', { ...form, title: 'A second try while in review' })).toBe(400);
  await expect(page.getByRole('alert')).toContainText('already in review');
  await expect(page.getByLabel('Title')).toHaveValue('A second try while in review');
});

test('the custom path needs six modules and keeps the learner’s order', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/journey');
  await page.getByRole('button', { name: 'Follow Custom path' }).click();
  await expect(page).toHaveURL(/\/journey\/custom$/);
  const kofi = pathModules('kofi');
  const sabrina = pathModules('sabrina');
  const picks = [sabrina[2]!, kofi[0]!, sabrina[0]!, kofi[4]!, sabrina[5]!];
  for (const [index, module] of picks.entries()) {
    await page.getByRole('checkbox', { name: new RegExp(`^${module.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
    await page.getByLabel(`Position of ${module.title}`).fill(String(index + 1));
  }
  await page.getByRole('button', { name: 'Save my custom path' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pick at least 6 modules (5 picked so far).');
  await expect(page.getByLabel(`Position of ${sabrina[2]!.title}`)).toHaveValue('1');
  await page.getByRole('checkbox', { name: new RegExp(`^${kofi[1]!.title}`) }).check();
  await page.getByRole('button', { name: 'Save my custom path' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'custom journey is saved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Custom path' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(listed).toHaveCount(6);
  await expect(listed.first()).toContainText(sabrina[2]!.title);
  await expect(listed.last()).toContainText(kofi[1]!.title);
});

test('without JavaScript, a custom path position out of range is refused next to it, nothing saved, every tick and position kept', async ({ browser, baseURL }) => {
  const learner = await createPerson('paid');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInWithForm(context.request, baseURL!, learner);
  const page = await context.newPage();
  await page.goto('/journey/custom');
  const picks = [...pathModules('kofi').slice(0, 3), ...pathModules('sabrina').slice(0, 3)];
  const typed = ['2', '-4', '', '99999', '1', '3'];
  const checkbox = (title: string) => page.getByRole('checkbox', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  for (const [index, module] of picks.entries()) {
    await checkbox(module.title).check();
    await page.getByLabel(`Position of ${module.title}`).fill(typed[index]!);
  }
  await page.getByRole('button', { name: 'Save my custom path' }).click();

  for (const index of [1, 3]) {
    const position = page.getByLabel(`Position of ${picks[index]!.title}`);
    await expect(position).toHaveAccessibleDescription('Use a position from 1 to 99, or leave it blank.');
    await expect(position).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByLabel(`Position of ${picks[1]!.title}`)).toBeFocused();
  for (const [index, module] of picks.entries()) {
    await expect(checkbox(module.title)).toBeChecked();
    await expect(page.getByLabel(`Position of ${module.title}`)).toHaveValue(typed[index]!);
    if (index !== 1 && index !== 3) await expect(page.getByLabel(`Position of ${module.title}`)).not.toHaveAttribute('aria-invalid');
  }
  expect(await withBackend(({ store }) => store.getRow('custom_journeys', learner.userId))).toBeNull();

  // Corrected (a blank position still means no particular place: last), the pick is saved in the learner's order.
  await page.getByLabel(`Position of ${picks[1]!.title}`).fill('4');
  await page.getByLabel(`Position of ${picks[3]!.title}`).fill('');
  await page.getByRole('button', { name: 'Save my custom path' }).click();
  await expect(page.getByRole('heading', { name: 'Custom path' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
  await expect(listed).toHaveCount(6);
  await expect(listed.first()).toContainText(picks[4]!.title);
  await expect(listed.last()).toContainText(picks[3]!.title);
  await context.close();
});

test('unknown certificates, modules and calendar files are real 404s', async ({ page, baseURL }) => {
  for (const path of ['/certificates/0123456789abcdef0123', '/certificates/not-an-id']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  }
  expect((await page.request.get('/certificates/0123456789abcdef0123.json')).status()).toBe(404);
  expect((await page.request.get('/certificates/0123456789abcdef0123.pdf')).status()).toBe(404);
  await signedInPage(page, baseURL!, 'free');
  expect((await page.goto('/journey/modules/no-such-module'))?.status()).toBe(404);
  await expect(page.getByText('There is no module at this address')).toBeVisible();
});
