// Onboarding (rules 11, 29) in the built site: a new learner goes through the wizard (the personality quiz in
// its dialog included), earns 50 XP once and founds a village; a second learner joins it by code and sees an
// impact entry shared with it. Answers are kept on the server halfway (another device opens the same step),
// the whole wizard works without JavaScript, and a learner who has onboarded is not sent back.
import { expect, test, type Page } from './support/test.ts';
import { REMEMBERED_JOURNEY_KEY } from '#/lib/remembered-journey.ts';
import { createPerson, signInWithForm, withBackend } from './support/accounts.ts';

test.use({ timezoneId: 'Africa/Nairobi' });

/** The landing page's five blueprint steps, answered (rules 39, 40). */
async function completeBlueprint(page: Page, challenges: readonly string[]): Promise<void> {
  const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
  const proceed = wizard.getByRole('button', { name: /^(Continue|Finish)$/ });
  await wizard.scrollIntoViewIfNeeded();
  await expect(wizard.getByRole('radio', { name: '11 to 20 people' })).toBeEnabled();
  await wizard.getByRole('radio', { name: '11 to 20 people' }).check();
  await proceed.click();
  await wizard.getByRole('radio', { name: '6 months' }).check();
  await proceed.click();
  for (const challenge of challenges) await wizard.getByRole('checkbox', { name: challenge }).check();
  await proceed.click();
  await wizard.getByRole('checkbox', { name: 'Productivity' }).check();
  await proceed.click();
  await wizard.getByRole('radio', { name: 'Yes' }).check();
  await proceed.click();
}

const SHOWN_KEY = 'e2e-toasts-shown';

/** Records, in the tab's session storage, the text of every toast any page of the tab shows. */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('[data-toast-id]')) {
        const id = `${location.pathname}#${toast.dataset.toastId ?? ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...list, toast.querySelector('p')?.textContent ?? '']));
      }
    }).observe(document, { childList: true, subtree: true });
  }, SHOWN_KEY);
}

async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], SHOWN_KEY);
}

async function answerQuizInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your leadership style' });
  await expect(dialog).toBeVisible();
  for (let question = 1; question <= 10; question++) {
    await expect(dialog.getByText(`Question ${question} of 10`)).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: question === 10 ? 'See my leadership style' : 'Next' }).click();
  }
  await expect(dialog.getByText('Your result')).toBeVisible();
}

test('a new learner onboards (quiz included), earns 50 XP and lands in the village they created; a second learner joins by code and sees what the first shared', async ({ page, browser, baseURL }) => {
  // The whole journey of two people (the blueprint, six wizard steps, the quiz, a village, an entry): a long test.
  test.setTimeout(90_000);
  // As a visitor, Ada takes the landing page's blueprint in this browser: team challenges point to Sabrina's path.
  await page.goto('/');
  await completeBlueprint(page, ['Team silos and conflict']);
  await expect(page.getByTestId('recommended-path')).toHaveText("Sabrina's path");
  expect(await page.evaluate((key) => window.localStorage.getItem(key), REMEMBERED_JOURNEY_KEY)).toBe('sabrina');
  // Her account knows no time zone yet (UTC: as after a sign-up without JavaScript, or through a provider).
  const ada = await createPerson('free', { onboarded: false, displayName: 'Ada Obi', timezone: 'UTC' });
  await signInWithForm(page.request, baseURL!, ada);

  await recordToasts(page);
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Continue to onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Ada Obi');
  // The time zone comes from the browser.
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Nairobi');
  await page.getByLabel('Country (optional)').fill('Kenya');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your journey' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?step=journey$/);
  await expect(page.getByRole('radio', { name: /Sabrina/ })).toBeChecked();
  await expect(page.getByText('Recommended by your blueprint')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your leadership style', level: 2 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Take the personality quiz' }).click();
  await answerQuizInDialog(page);
  const styleName = await page.getByRole('dialog').getByRole('heading', { level: 3 }).textContent();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText(styleName ?? 'x').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check and finish' })).toBeVisible();
  await expect(page.getByRole('definition')).toContainText(['Ada Obi', 'Kenya', 'Africa/Nairobi', "Sabrina's path", styleName ?? '']);
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/build-village/);
  // The engine's live toasts announce the award and its badge, once each (on whichever page is open when
  // the award reaches the browser: the wizard's or the next one); the page says it too.
  await expect.poll(() => toastsShown(page)).toEqual(expect.arrayContaining(['+50 XP · Onboarding completed', 'Badge earned: Welcome aboard']));
  expect((await toastsShown(page)).filter((text) => text.includes('Onboarding completed'))).toHaveLength(1);
  await expect(page.getByText('Onboarding complete: you earned 50 XP.')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toHaveText(/50 XP/);

  await page.getByLabel('Village name').fill('Nairobi team leads');
  await page.getByLabel(/What is it about/).fill('Team leads in Nairobi health clinics.');
  await page.getByLabel(/Invite-only/).check();
  await page.getByRole('button', { name: 'Create village' }).click();
  await expect(page.getByRole('heading', { name: 'Nairobi team leads', level: 1 })).toBeVisible();
  const code = (await page.getByRole('region', { name: 'Invite code' }).locator('p.font-mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // Ada shares an impact entry with the village.
  await page.goto('/impact-log');
  await page.getByLabel('Title').fill('Clinic huddles now end with owners');
  await page.getByLabel(/What did you do/).fill('Our morning huddle now ends with one owner per action.');
  await page.getByLabel('People affected').fill('14');
  await page.getByLabel('Share with my village').check();
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('status').getByText('Impact entry saved')).toBeVisible();

  // A second learner joins by code, on another browser.
  const kofi = await createPerson('free', { displayName: 'Kofi Mensah' });
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await signInWithForm(other.request, baseURL!, kofi);
  await other.goto('/build-village');
  await other.getByLabel('Invite code', { exact: true }).fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Join village' }).click();
  await expect(other.getByRole('heading', { name: 'Nairobi team leads', level: 1 })).toBeVisible();
  const members = other.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('link')).toHaveText(['Ada Obi', 'Kofi Mensah']);
  await expect(other.getByRole('region', { name: 'Impact shared with the village' }).getByRole('heading', { name: 'Clinic huddles now end with owners' })).toBeVisible();
  // Only the founder sees the invite code.
  await expect(other.getByRole('region', { name: 'Invite code' })).toHaveCount(0);
  await second.close();

  // Onboarding paid once, and is not offered again.
  const ledger = await withBackend(({ store }) => store.getRow('user_points', ada.userId));
  expect(ledger?.points).toBe(50);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/leaderboard$/);
  await page.goto('/welcome');
  await expect(page.getByText('Onboarding done: you earned your first +50 XP.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to onboarding' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your leadership board' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test('leaving halfway keeps the answers on the server: another device opens the same step', async ({ page, browser, baseURL }) => {
  const zola = await createPerson('free', { onboarded: false, displayName: 'Zola' });
  await signInWithForm(page.request, baseURL!, zola);
  await page.goto('/onboarding');
  // Her profile's time zone (Lagos) is kept, though this browser is in Nairobi: onboarding never overwrites a known one.
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Lagos');
  await page.getByLabel('Display name').fill('Zola Dube');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /Kofi/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Take the personality quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your leadership style' });
  await dialog.getByRole('radio').nth(2).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Question 2 of 10')).toBeVisible();
  // Escape closes the dialog; the answer given is kept.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const phone = await browser.newContext({ baseURL });
  const other = await phone.newPage();
  await signInWithForm(other.request, baseURL!, zola);
  await other.goto('/onboarding');
  await expect(other.getByRole('heading', { name: 'Your leadership style', level: 2 }).first()).toBeVisible();
  await other.getByRole('link', { name: /About you/ }).click();
  await expect(other.getByLabel('Display name')).toHaveValue('Zola Dube');
  await other.getByRole('link', { name: /Your leadership style/ }).click();
  await other.getByRole('button', { name: 'Take the personality quiz' }).click();
  await expect(other.getByRole('dialog').getByText('Question 2 of 10')).toBeVisible();
  await phone.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard works one step per page load, the quiz as one form, and refusals keep what was typed', async ({ page, baseURL }) => {
    const amara = await createPerson('free', { onboarded: false, displayName: 'Amara' });
    await signInWithForm(page.request, baseURL!, amara);
    await page.goto('/onboarding');
    await page.getByLabel('Display name').fill('   ');
    await page.getByLabel('Country (optional)').fill('Nigeria');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Display name')).toHaveAccessibleDescription(/Enter your name/);
    await expect(page.getByLabel('Country (optional)')).toHaveValue('Nigeria');
    await page.getByLabel('Display name').fill('Amara Eze');
    await page.getByLabel('Time zone').selectOption('Africa/Lagos');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=journey/);
    await page.getByRole('radio', { name: /Custom/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=personality/);

    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(10);
    // One question left out: it is pointed out, and the nine answers stay chosen.
    for (let i = 0; i < 9; i++) await groups.nth(i).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'See my leadership style' }).click();
    await expect(page.getByRole('group').nth(9)).toHaveAccessibleDescription(/Choose one answer/);
    await expect(page.getByRole('group').nth(0).getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('group').nth(9).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'See my leadership style' }).click();
    await expect(page.getByText('Your leadership style').first()).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check and finish' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await expect(page).toHaveURL(/\/build-village\?onboarded=1$/);
    await expect(page.getByText('Onboarding complete: you earned 50 XP.')).toBeVisible();
    const user = await withBackend(({ store }) => store.getRow('users', amara.userId));
    expect(user).toMatchObject({ displayName: 'Amara Eze', country: 'Nigeria', timezone: 'Africa/Lagos', journey: 'custom' });
    expect(user?.personalityType).toMatch(/^(visionary|coach|connector|architect)$/);
  });
});

test('a learner retakes the quiz from their profile, in the dialog, without earning XP again', async ({ page, baseURL }) => {
  const person = await createPerson('free', { points: 50 });
  await signInWithForm(page.request, baseURL!, person);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your leadership style' });
  for (let question = 1; question <= 10; question++) {
    await dialog.getByRole('radio').nth(3).check();
    await dialog.getByRole('button', { name: question === 10 ? 'See my leadership style' : 'Next' }).click();
  }
  const style = (await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Leadership style' }).getByText(style)).toBeVisible();
  expect((await withBackend(({ store }) => store.getRow('user_points', person.userId)))?.points).toBe(50);
});
