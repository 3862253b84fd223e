// The learning journey end to end (issue 10's Tests): a new learner chooses Kofi's path, completes the first
// module (refused when too short and too early, then paid), writes a weekly reflection, attends a webinar
// with its code, a mentor and mentee complete a session, the capstone is submitted, returned, resubmitted
// and approved, and the certificate downloads (its PDF names the learner) and verifies at its public URL.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { readFile } from 'node:fs/promises';
import { localDateTime } from '#/domain/time-zones.ts';
import { createPerson, signInWithForm, type Kind, type TestPerson } from './support/accounts.ts';
import { backdateOpening, balanceOf, moveWebinarStart, MODULE_ANSWER, pathModules, putInVillage } from './support/journeys.ts';

async function pageFor(browser: Browser, baseURL: string, kind: Kind, options: Parameters<typeof createPerson>[1] = {}): Promise<{ page: Page; person: TestPerson }> {
  const person = await createPerson(kind, options);
  const context = await browser.newContext({ baseURL });
  await signInWithForm(context.request, baseURL, person);
  return { page: await context.newPage(), person };
}

async function completeModule(page: Page, userId: string, module: { id: string; title: string; minutes: number }): Promise<void> {
  await page.goto(`/journey/modules/${module.id}`);
  await expect(page.getByRole('heading', { level: 1, name: module.title })).toBeVisible();
  await backdateOpening(userId, module.id, module.minutes);
  await page.getByLabel('Your answer').fill(MODULE_ANSWER);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Module completed|Journey complete/ })).toBeVisible();
}

test('from choosing Kofi’s path to a verified certificate', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const { page, person: learner } = await pageFor(browser, base, 'free', { displayName: 'Abena Owusu' });
  const { page: admin } = await pageFor(browser, base, 'admin', { displayName: 'Ama Reviewer' });
  const { page: mentor, person: mentorPerson } = await pageFor(browser, base, 'paid', { displayName: 'Kwesi Mentor', points: 2500 });
  const modules = pathModules('kofi');
  const [first, second] = modules;

  // Chooses Kofi's path.
  await page.goto('/journey');
  await page.getByRole('button', { name: "Follow Kofi's path" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Journey chosen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Kofi's path" })).toBeVisible();
  await expect(page.getByText(`0 of ${modules.length} modules done`)).toBeVisible();
  await expect(page.getByRole('link', { name: second!.title })).toHaveCount(0);

  // The first module: refused when too short, then when too early (what was typed stays), then paid.
  await page.getByRole('link', { name: 'Open the module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reading' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.getByLabel('Your answer').fill('Too short to count.');
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByLabel('Your answer')).toHaveAccessibleDescription(/at least 100 characters: it has 19/);
  await expect(page.getByLabel('Your answer')).toHaveValue('Too short to count.');
  await page.getByLabel('Your answer').fill(MODULE_ANSWER);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('alert')).toContainText(`This module takes about ${first!.minutes} minutes`);
  await expect(page.getByLabel('Your answer')).toHaveValue(MODULE_ANSWER);
  expect(await balanceOf(learner.userId)).toBe(0);
  await backdateOpening(learner.userId, first!.id, first!.minutes);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Module completed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  expect(await balanceOf(learner.userId)).toBe(100);

  // A weekly reflection.
  await page.goto('/journey/reflections');
  await page
    .getByLabel('Your reflection')
    .fill('This week I tried modelling a new tool in front of my team. I made two mistakes on the tablet and said so; afterwards two colleagues asked me to show them the shortcut. Next week I want the quietest person to teach us something.');
  await page.getByRole('button', { name: 'Save reflection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reflection saved' })).toBeVisible();
  await expect(page.getByText(/Written on/)).toBeVisible();

  // The admin cannot schedule a webinar that started five minutes ago: refused next to the date, with what was
  // typed kept. Scheduled for an hour on, it is moved to have started five minutes ago; the learner attends with its code.
  const started = localDateTime('Africa/Lagos', new Date(Date.now() - 5 * 60_000));
  await admin.goto('/admin/webinars');
  await admin.getByLabel('Title').fill('Digital confidence: live with a practitioner');
  await admin.getByLabel('Date').fill(started.date);
  await admin.getByLabel('Start time').fill(started.time);
  await admin.getByLabel('Time zone').selectOption('Africa/Lagos');
  await admin.getByLabel('Length in minutes').fill('60');
  await admin.getByLabel('Join link').fill('https://meet.example.org/live');
  await admin.getByLabel('Attendance code').fill('MANGO-7');
  await admin.getByLabel('For').selectOption('kofi');
  await admin.getByRole('button', { name: 'Schedule webinar' }).click();
  await expect(admin.getByLabel('Date')).toHaveAccessibleDescription('Choose a start in the future: this date and time have already passed.');
  await expect(admin.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByLabel('Title')).toHaveValue('Digital confidence: live with a practitioner');
  await expect(admin.getByLabel('Attendance code')).toHaveValue('MANGO-7');
  await expect(admin.getByLabel('For')).toHaveValue('kofi');
  await expect(admin.getByText('Digital confidence: live with a practitioner', { exact: true })).toHaveCount(0);
  const soon = localDateTime('Africa/Lagos', new Date(Date.now() + 60 * 60_000));
  await admin.getByLabel('Date').fill(soon.date);
  await admin.getByLabel('Start time').fill(soon.time);
  await admin.getByRole('button', { name: 'Schedule webinar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Webinar scheduled' })).toBeVisible();
  await moveWebinarStart('Digital confidence: live with a practitioner', new Date(Date.now() - 5 * 60_000));

  await page.goto('/journey/webinars');
  const webinar = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Digital confidence: live with a practitioner' }) });
  await webinar.getByLabel('Attendance code').fill('PAPAYA-1');
  await webinar.getByRole('button', { name: /Record attendance/ }).click();
  await expect(webinar.getByLabel('Attendance code')).toHaveAccessibleDescription(/not this webinar's attendance code/);
  await expect(webinar.getByLabel('Attendance code')).toHaveValue('PAPAYA-1');
  await webinar.getByLabel('Attendance code').fill('mango 7');
  await webinar.getByRole('button', { name: /Record attendance/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attendance recorded' })).toBeVisible();
  expect(await balanceOf(learner.userId)).toBe(100 + 60 + 75);

  // A mentor from the learner's village logs a session; the learner confirms it; both earn 80 XP.
  await putInVillage('e2e-village-' + learner.userId.slice(0, 8), learner.userId, mentorPerson.userId);
  await mentor.goto('/journey/mentoring');
  await mentor.getByLabel('Mentee').selectOption({ label: 'Abena Owusu' });
  await mentor.getByLabel('Length in minutes').fill('45');
  await mentor.getByLabel('Topic').fill('Getting the team to try the stock tablet');
  await mentor.getByRole('button', { name: 'Log session' }).click();
  await expect(mentor.getByRole('status').filter({ hasText: 'Session logged' })).toBeVisible();
  await page.goto('/journey/mentoring');
  await page.getByRole('button', { name: /^Confirm the session with Kwesi Mentor/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Session confirmed' })).toBeVisible();
  expect(await balanceOf(learner.userId)).toBe(100 + 60 + 75 + 80);
  expect(await balanceOf(mentorPerson.userId)).toBe(2500 + 80);

  // Every other module of the path.
  for (const module of modules.slice(1)) await completeModule(page, learner.userId, module);
  await page.goto('/journey');
  await expect(page.getByText(`${modules.length} of ${modules.length} modules done`)).toBeVisible();

  // The capstone: submitted, refused while in review, returned with feedback, resubmitted, approved.
  await page.getByRole('link', { name: 'Go to your capstone' }).click();
  await page.getByLabel('Title').fill('One shared order book for the dispatch desk');
  await page.getByLabel('Summary').fill('We replaced three paper order books with one shared sheet that riders update from their phones.');
  await page.getByLabel('Evidence', { exact: true }).fill('Before: seven hours a week copying orders and nine late deliveries a month. After six weeks: two hours a week and three late deliveries.');
  await page.getByRole('button', { name: 'Submit capstone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Capstone submitted' })).toBeVisible();
  await expect(page.getByText('In review: you can change it if it is returned to you.')).toBeVisible();

  await admin.goto('/admin/capstones');
  const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'One shared order book for the dispatch desk' }) });
  await expect(item).toContainText('Abena Owusu');
  await item.getByLabel('Feedback').fill('Please add how the riders felt about the change.');
  await item.getByRole('button', { name: /Return with feedback/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Capstone returned' })).toBeVisible();

  await page.goto('/journey/capstone');
  await expect(page.getByRole('note', { name: 'Reviewer feedback' })).toContainText('how the riders felt');
  await expect(page.getByLabel('Title')).toHaveValue('One shared order book for the dispatch desk');
  await page.getByLabel('Evidence', { exact: true }).fill('Before: seven hours a week copying orders and nine late deliveries a month. After six weeks: two hours and three late deliveries. Riders said they like not being phoned for every order.');
  await page.getByRole('button', { name: 'Resubmit capstone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Capstone submitted' })).toBeVisible();

  await admin.goto('/admin/capstones');
  await admin.getByRole('listitem').filter({ hasText: 'One shared order book' }).getByRole('button', { name: /^Approve/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Capstone approved' })).toBeVisible();

  // The certificate: on /cpd, as a PDF that names the learner, and verified at its public address.
  await page.goto('/cpd');
  const certificate = page.getByRole('listitem').filter({ hasText: "Kofi's path" });
  await expect(certificate).toBeVisible();
  const downloading = page.waitForEvent('download');
  await certificate.getByRole('link', { name: /Download certificate \(PDF\)/ }).click();
  const download = await downloading;
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain('Abena Owusu');
  expect(text).toContain("Kofi's path");

  await certificate.getByRole('link', { name: /Verification page/ }).click();
  const verificationUrl = page.url();
  const visitor = await browser.newContext({ baseURL: base });
  const anonymous = await visitor.newPage();
  await anonymous.goto(verificationUrl);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeVisible();
  await expect(anonymous.getByText('Verified certificate')).toBeVisible();
  await expect(anonymous.getByText("Kofi's path")).toBeVisible();
  const json = await (await anonymous.request.get(`${verificationUrl}.json`)).json();
  expect(json).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'], id: verificationUrl, credentialSubject: { achievement: { name: "Kofi's path" } } });
  expect(text).toContain(verificationUrl);
  await visitor.close();
});
