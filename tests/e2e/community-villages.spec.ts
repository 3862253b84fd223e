// Villages and group challenges (rule 30) in the built site: a full village refuses with a message, the
// founder's tools (new code, hand over, remove), leaving and closing, the dashboard's prompt until one belongs
// to a village, and a group challenge started at rank 2, met, and its badge granted to every member. Also the
// village page as a member sees it (members with level and rank, the village board), and a refused village.
import { expect, test } from './support/test.ts';
import { VILLAGE_NAME_MAX } from '#/domain/villages.ts';
import { equal, limit } from '#/server/store/query.ts';
import { createPerson, signInWithForm, withBackend } from './support/accounts.ts';
import { logEntry, openVillageCard, people, postPageForm, villageOf } from './support/community.ts';

test('the dashboard asks until the learner belongs to a village; "decide later" goes back to it', async ({ page, baseURL }) => {
  const person = await createPerson('free');
  await signInWithForm(page.request, baseURL!, person);
  await page.goto('/leaderboard');
  await page.getByRole('link', { name: 'Build or join a village' }).click();
  await page.getByRole('link', { name: 'Decide later' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('complementary', { name: 'You are not in a village yet' })).toBeVisible();
  const { villageId } = await villageOf(person);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Your village' })).toBeVisible();
  await page.getByRole('link', { name: 'Open your village' }).click();
  await expect(page).toHaveURL(new RegExp(`/villages/${villageId}$`));
});

test('a member sees every member with their level and rank, and the village board', async ({ page, browser, baseURL }) => {
  const founder = await createPerson('free', { displayName: 'Abena Architect', points: 2500 });
  const builder = await createPerson('free', { displayName: 'Kwame Builder', points: 600 });
  const newcomer = await createPerson('free', { displayName: 'Esi Newcomer' });
  const { villageId } = await villageOf(founder, [builder, newcomer], { name: 'Cape Coast leads' });
  await signInWithForm(page.request, baseURL!, newcomer);
  await page.goto(`/villages/${villageId}`);

  // "Level N · rank", as boards show it: the level is XP / 1,000 rounded up (at least 1), the rank from the XP table.
  const members = page.getByRole('region', { name: /Members/ }).getByRole('listitem');
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: 'Abena Architect' })).toContainText('Level 3 · Change Architect');
  await expect(members.filter({ hasText: 'Kwame Builder' })).toContainText('Level 1 · Impact Builder');
  await expect(members.filter({ hasText: 'Esi Newcomer' })).toContainText('Level 1 · Explorer');

  const board = page.getByRole('region', { name: 'Village board' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('row').filter({ hasText: 'Abena Architect' })).toContainText('2,500');
  await expect(board.getByRole('row').filter({ hasText: 'Kwame Builder' })).toContainText('600');

  // Someone outside the village sees neither the members nor the board.
  const outside = await browser.newContext({ baseURL });
  const outsider = await outside.newPage();
  await signInWithForm(outsider.request, baseURL!, await createPerson('free'));
  await outsider.goto(`/villages/${villageId}`);
  await expect(outsider.getByRole('heading', { name: 'Cape Coast leads' })).toBeVisible();
  await expect(outsider.getByRole('region', { name: /Members/ })).toHaveCount(0);
  await expect(outsider.getByRole('region', { name: 'Village board' })).toHaveCount(0);
  await outside.close();
});

test('starting a village without a name, or with one too long, is refused next to the name; what was typed stays', async ({ page, baseURL }) => {
  await signInWithForm(page.request, baseURL!, await createPerson('free'));
  const description = 'We are ward managers from three hospitals in Kumasi.\nWe meet online every other Friday at 7:30, share one thing that worked on our wards, and one thing we will try next.'.repeat(2);
  await page.goto('/build-village');
  await page.getByLabel(/What is it about/).fill(description);
  await page.getByRole('button', { name: 'Create village' }).click();
  const name = page.getByLabel('Village name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Give your village a name\./);
  await expect(page.getByLabel(/What is it about/)).toHaveValue(description);

  // The field stops at its limit as one types; a crafted post (or an old browser) sends more.
  const long = 'N'.repeat(VILLAGE_NAME_MAX + 1);
  expect(await postPageForm(page, baseURL!, '/build-village', 'villages.create', { name: long, description, access: 'open' })).toBe(400);
  await expect(page.getByLabel('Village name')).toHaveAccessibleDescription(new RegExp(`Use at most ${VILLAGE_NAME_MAX} characters\\.`));
  await expect(page.getByLabel('Village name')).toHaveValue(long);
  await expect(page.getByLabel(/What is it about/)).toHaveValue(description);
  expect((await withBackend(({ store }) => store.findRows('villages', [equal('name', long), limit(1)])))).toHaveLength(0);
});

test('an open village is joined from the list with its member count shown; a full one refuses with a message', async ({ page, baseURL }) => {
  const [founder, ...rest] = await people(12);
  const { villageId } = await villageOf(founder!, rest.slice(0, 10), { name: 'Eleven strong' });
  const newcomer = await createPerson('free', { displayName: 'Newcomer' });
  const late = await createPerson('free', { displayName: 'Latecomer' });
  await signInWithForm(page.request, baseURL!, newcomer);
  const card = await openVillageCard(page, 'Eleven strong');
  await expect(card).toContainText('11 of 12 members');
  // Someone else takes the last place while the page is open.
  await withBackend(async (backend) => {
    const { joinVillage } = await import('#/server/services/villages/village-membership.ts');
    await joinVillage(backend, late.userId, villageId);
  });
  await card.getByRole('button', { name: 'Join Eleven strong' }).click();
  await expect(page.getByRole('alert')).toHaveText('This village is full (12 members). Choose another one or start your own.');
  expect((await withBackend(({ store }) => store.getRow('users', newcomer.userId)))?.villageId).toBeNull();
});

test('the founder renews the code, hands the village over and removes a member; the last member to leave closes it', async ({ page, browser, baseURL }) => {
  const founder = await createPerson('free', { displayName: 'Founder Fola' });
  const [kemi, tunde] = await people(2);
  const { villageId, inviteCode } = await villageOf(founder, [kemi!, tunde!], { access: 'invite', name: 'Ibadan leads' });
  await signInWithForm(page.request, baseURL!, founder);
  await page.goto(`/villages/${villageId}`);
  const code = page.getByRole('region', { name: 'Invite code' });
  await expect(code).toContainText(`${inviteCode.slice(0, 4)}-${inviteCode.slice(4)}`);
  await code.getByRole('button', { name: 'Make a new code' }).click();
  await expect(page.getByRole('status').getByText('New invite code made')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite code' })).not.toContainText(`${inviteCode.slice(0, 4)}-${inviteCode.slice(4)}`);

  const members = page.getByRole('region', { name: /Members/ });
  await members.getByRole('button', { name: 'Remove Member 2 from the village' }).click();
  await expect(page.getByRole('status').getByText('Member removed')).toBeVisible();
  await expect(members.getByRole('link')).toHaveText(['Founder Fola', 'Member 1']);
  // The founder cannot leave before handing over.
  await expect(page.getByRole('region', { name: 'Leave the village' })).toContainText('hand the village over');
  await members.getByRole('button', { name: /Make founder.*Member 1/ }).click();
  await expect(page.getByRole('status').getByText('The village has a new founder')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave the village' }).click();
  await expect(page).toHaveURL(/\/build-village/);

  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  await signInWithForm(other.request, baseURL!, kemi!);
  await other.goto(`/villages/${villageId}`);
  await expect(other.getByRole('region', { name: 'Leave the village' })).toContainText('leaving closes the village');
  await other.getByRole('button', { name: 'Leave and close the village' }).click();
  await other.goto(`/villages/${villageId}`);
  await expect(other.getByText('This village has closed')).toBeVisible();
  await second.close();
});

test('a group challenge: a forming village cannot start one, rank 2 starts one, and every member earns its badge when it is met', async ({ page, browser, baseURL }) => {
  const ada = await createPerson('free', { displayName: 'Ada', points: 600 });
  const [kofi] = await people(1);
  const { villageId } = await villageOf(ada, [kofi!]);
  await signInWithForm(page.request, baseURL!, ada);
  await page.goto(`/villages/${villageId}`);
  const challenge = page.getByRole('region', { name: 'Group challenge' });
  await expect(challenge).toContainText('A village needs at least 3 members');
  await expect(challenge.getByRole('button', { name: /^Start/ })).toHaveCount(0);

  const zola = await createPerson('free', { displayName: 'Zola' });
  await withBackend(async (backend) => {
    const { joinVillage } = await import('#/server/services/villages/village-membership.ts');
    await joinVillage(backend, zola.userId, villageId);
  });
  await page.reload();
  await challenge.getByRole('button', { name: 'Start Impact week' }).click();
  await expect(page.getByRole('status').getByText('Challenge started')).toBeVisible();
  await expect(challenge).toContainText('0 of 3 members who logged an impact entry');
  await expect(challenge).toContainText('7 days left');

  await logEntry(ada);
  await logEntry(kofi!);
  await page.reload();
  await expect(challenge).toContainText('2 of 3 members who logged an impact entry');
  await expect(challenge.getByRole('progressbar')).toHaveAttribute('value', '2');

  // The third member logs theirs through the page, and the badge reaches everyone.
  const third = await browser.newContext({ baseURL });
  const zolaPage = await third.newPage();
  await signInWithForm(zolaPage.request, baseURL!, zola);
  await zolaPage.goto('/impact-log');
  await zolaPage.getByLabel('Title').fill('A new rota everyone agreed');
  await zolaPage.getByLabel(/What did you do/).fill('I asked the team to design the holiday rota themselves.');
  await zolaPage.getByLabel('People affected').fill('9');
  await zolaPage.getByRole('button', { name: 'Save entry' }).click();
  await expect(zolaPage.getByRole('status').getByText('Impact entry saved')).toBeVisible();
  await third.close();

  await page.reload();
  await expect(challenge).toContainText('every member earned the "Impact week" badge');
  const members = [ada.userId, kofi!.userId, zola.userId];
  // The three members' badges only (the shared e2e database holds many learners' badges).
  const holders = await withBackend(({ store }) => store.findRows('badges_awarded', [equal('userId', members), equal('badgeId', 'challenge-impact-week'), limit(10)]));
  expect(holders.map((row) => row.userId).sort()).toEqual(members.sort());
});

test('a learner below rank 2 is told what opens challenges', async ({ page, baseURL }) => {
  const low = await createPerson('free', { points: 120 });
  const others = await people(2);
  const { villageId } = await villageOf(low, others);
  await signInWithForm(page.request, baseURL!, low);
  await page.goto(`/villages/${villageId}`);
  await expect(page.getByRole('region', { name: 'Group challenge' })).toContainText('Group challenges open at rank 2, Impact Builder');
});
