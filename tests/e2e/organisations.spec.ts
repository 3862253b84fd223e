// Organisations and corporate teams in the browser (rule 34): an admin creates an organisation with a leader,
// the leader shares the join code, a learner joins with it, and the leader sees that member's progress; an
// invitation by email accepted at sign-in; removing a member; deactivating; a sign-up with the code; what
// stays out of a leader's and a member's reach; and names from the XSS corpus shown as text.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { awardXp } from '#/server/services/gamification/index.ts';
import { addLeader, createOrganisation, joinByCode } from '#/server/services/organisations/index.ts';
import { XSS_MARK, XSS_PAYLOADS } from '../fixtures/xss-corpus.ts';
import { createPerson, signInWithForm, withBackend, type Kind, type TestPerson } from './support/accounts.ts';

/** A page of its own (own cookies) signed in as a new person of that kind. */
async function personPage(browser: Browser, baseURL: string, kind: Kind, displayName: string): Promise<{ page: Page; person: TestPerson }> {
  const person = await createPerson(kind, { displayName });
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInWithForm(page.request, baseURL, person);
  return { page, person };
}

/** As the admin: creates an organisation, adds `leader` as its leader; returns its page's path and join code. */
async function createOrganisationWithLeader(admin: Page, name: string, leader: TestPerson, seats = ''): Promise<{ path: string; code: string }> {
  await admin.goto('/admin/organisations');
  await admin.getByLabel('Name').fill(name);
  await admin.getByLabel('Seats (optional)').fill(seats);
  await admin.getByRole('button', { name: 'Create organisation' }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: 'Organisation created' })).toBeVisible();
  await admin.getByLabel('Their account’s email').fill(leader.email);
  await admin.getByRole('textbox', { name: 'Reason', exact: true }).first().fill('Contract signed');
  await admin.getByRole('button', { name: 'Add leader' }).click();
  await expect(admin.getByTestId('leaders')).toContainText(leader.displayName);
  const code = (await admin.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return { path: new URL(admin.url()).pathname, code };
}

test('an admin creates an organisation with a leader, who shares the join code; a learner joins with it and the leader sees their progress', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', 'Lola Leader');
  const { code } = await createOrganisationWithLeader(admin, 'Kente Analytics', leader, '10');

  // The leader has a Team item now, and the team page shows the same code to share.
  await leaderPage.goto('/leaderboard');
  await leaderPage.getByRole('navigation', { name: 'Dashboard' }).last().getByRole('link', { name: 'Team' }).click();
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Kente Analytics' })).toBeVisible();
  await expect(leaderPage.getByTestId('join-code')).toHaveText(code);
  await expect(leaderPage.getByTestId('seats')).toHaveText('1 of 10 seats used');

  // A learner enters the code on their profile: a paid corporate member at once.
  const { page: memberPage, person: member } = await personPage(browser, baseURL!, 'free', 'Mo Member');
  await memberPage.goto('/profile');
  await memberPage.getByLabel('Join code').fill('AAAA-AAAA');
  await memberPage.getByRole('button', { name: 'Join organisation' }).click();
  await expect(memberPage.getByLabel('Join code')).toHaveAccessibleDescription(/No organisation has this code/);
  await expect(memberPage.getByLabel('Join code')).toHaveValue('AAAA-AAAA');
  await memberPage.getByLabel('Join code').fill(code.toLowerCase());
  await memberPage.getByRole('button', { name: 'Join organisation' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Welcome to your organisation' })).toBeVisible();
  await expect(memberPage.getByTestId('own-organisation')).toContainText('You are a corporate member of Kente Analytics');
  await expect(memberPage.locator('[data-membership-badge]')).toHaveText('Paid member');

  // They learn; the leader sees it on the team page: modules done and XP this month.
  await withBackend((backend) => awardXp(backend, { userId: member.userId, activity: 'module', sourceId: 'e2e-module-1' }));
  await leaderPage.goto('/team');
  const row = leaderPage.getByTestId('members').getByRole('row').filter({ hasText: 'Mo Member' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('100');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Today');
  await expect(leaderPage.getByTestId('seats')).toHaveText('2 of 10 seats used');
  // And the organisation board has them.
  await expect(leaderPage.getByRole('table', { name: /Kente Analytics, All time/ })).toContainText('Mo Member');
});

test('a leader invites by email list; the invitation is accepted when that person signs in; the leader removes a member after a confirmation', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', 'Lola Leader');
  await createOrganisationWithLeader(admin, 'Baobab Bank', leader);
  const invitee = await createPerson('free', { displayName: 'Ivy Invitee' });

  await leaderPage.goto('/team');
  await leaderPage.getByLabel('Email addresses').fill(`not an address, ${invitee.email}`);
  await leaderPage.getByRole('button', { name: 'Invite' }).click();
  await expect(leaderPage.getByLabel('Email addresses')).toHaveAccessibleDescription(/These are not email addresses: "not", "an", "address"/);
  await expect(leaderPage.getByLabel('Email addresses')).toHaveValue(`not an address, ${invitee.email}`);
  await leaderPage.getByLabel('Email addresses').fill(`Ivy Invitee <${invitee.email}>\nlater@example.org`);
  await leaderPage.getByRole('button', { name: 'Invite' }).click();
  await expect(leaderPage.getByTestId('invite-result')).toHaveText(/2 people invited/);
  await expect(leaderPage.getByTestId('pending-invitations')).toContainText(invitee.email);
  await leaderPage.getByRole('button', { name: 'Cancel the invitation of later@example.org' }).click();
  await expect(leaderPage.getByRole('status').filter({ hasText: 'Invitation cancelled' })).toBeVisible();
  await expect(leaderPage.getByTestId('pending-invitations')).not.toContainText('later@example.org');

  // Signing in with the invited email accepts it (through the real sign-in form).
  const inviteePage = await (await browser.newContext({ baseURL })).newPage();
  await inviteePage.goto('/auth');
  await inviteePage.getByLabel('Email').fill(invitee.email);
  await inviteePage.getByLabel('Password', { exact: true }).fill(invitee.password);
  await inviteePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(inviteePage.getByRole('status').filter({ hasText: 'Welcome to your organisation' })).toBeVisible();
  await expect(inviteePage.locator('[data-membership-badge]')).toHaveText('Paid member');

  await leaderPage.goto('/team');
  await expect(leaderPage.getByTestId('pending-invitations')).toHaveCount(0);
  await leaderPage.getByRole('link', { name: 'Remove Ivy Invitee' }).click();
  await expect(leaderPage.getByTestId('confirm-removal')).toContainText('Remove Ivy Invitee from Baobab Bank?');
  await leaderPage.getByRole('button', { name: 'Remove Ivy Invitee' }).click();
  await expect(leaderPage.getByRole('status').filter({ hasText: 'Member removed' })).toBeVisible();
  await expect(leaderPage.getByTestId('members')).not.toContainText('Ivy Invitee');

  await inviteePage.goto('/profile');
  await expect(inviteePage.locator('[data-membership-badge]')).toHaveText('Free member');
  await expect(inviteePage.getByRole('button', { name: 'Join organisation' })).toBeVisible();
});

test('deactivating an organisation takes its members’ paid membership away until it is reactivated', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', 'Lola Leader');
  const { path } = await createOrganisationWithLeader(admin, 'Marula Health', leader);

  await admin.goto(path);
  await admin.getByRole('button', { name: 'Deactivate organisation' }).click();
  await expect(admin.getByRole('textbox', { name: 'Reason', exact: true }).last()).toHaveAccessibleDescription(/Say why/);
  await admin.getByRole('textbox', { name: 'Reason', exact: true }).last().fill('Contract paused');
  await admin.getByRole('button', { name: 'Deactivate organisation' }).click();
  await expect(admin.getByRole('checkbox')).toHaveAccessibleDescription(/Tick the box to confirm/);
  await admin.getByRole('textbox', { name: 'Reason', exact: true }).last().fill('Contract paused');
  await admin.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Deactivate organisation' }).click();
  await expect(admin.getByTestId('status')).toHaveText('Inactive');

  await leaderPage.goto('/team');
  await expect(leaderPage.getByText('Your organisation is inactive')).toBeVisible();
  await expect(leaderPage.locator('[data-membership-badge]')).toHaveText('Free member');

  await admin.getByRole('textbox', { name: 'Reason', exact: true }).last().fill('Contract renewed');
  await admin.getByRole('button', { name: 'Reactivate organisation' }).click();
  await expect(admin.getByTestId('status')).toHaveText('Active');
  await leaderPage.reload();
  await expect(leaderPage.locator('[data-membership-badge]')).toHaveText('Paid member');
});

test('a new account made with the leader’s sign-up link joins the organisation', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const leader = await createPerson('free', { displayName: 'Lola Leader' });
  const { code } = await createOrganisationWithLeader(admin, 'Iroko Foods', leader);
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/auth?mode=sign-up&code=${code}`);
  await expect(visitor.getByLabel('Organisation join code (optional)')).toHaveValue(code);
  await visitor.getByLabel('Your name').fill('Nia Newcomer');
  await visitor.getByLabel('Email').fill(`nia-${Date.now()}@e2e.example`);
  await visitor.getByLabel('Password', { exact: true }).fill('a long phrase for nia');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(/\/welcome/);
  await expect(visitor.getByRole('status').filter({ hasText: 'Welcome to your organisation' })).toBeVisible();
  await visitor.goto('/profile');
  await expect(visitor.getByTestId('own-organisation')).toContainText('Iroko Foods');
});

test('out of reach: a member has no team page, a leader no admin page, a leader’s forms cannot touch another organisation, and no form sets a role or tier', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', 'Lola Leader');
  const otherLeader = await createPerson('free', { displayName: 'Otto Other' });
  const mine = await createOrganisationWithLeader(admin, 'Mine Ltd', leader);
  const theirs = await createOrganisationWithLeader(admin, 'Theirs Ltd', otherLeader);
  const { page: outsiderPage, person: outsider } = await personPage(browser, baseURL!, 'free', 'Oscar Outsider');
  await outsiderPage.goto('/profile');
  await outsiderPage.getByLabel('Join code').fill(theirs.code);
  await outsiderPage.getByRole('button', { name: 'Join organisation' }).click();
  await expect(outsiderPage.getByTestId('own-organisation')).toContainText('Theirs Ltd');

  // A corporate member who leads nothing is sent away from /team; a leader from the admin pages.
  await outsiderPage.goto('/team');
  await expect(outsiderPage).toHaveURL(`${baseURL}/`);
  for (const path of ['/admin/organisations', mine.path]) {
    await leaderPage.goto(path);
    await expect(leaderPage).toHaveURL(`${baseURL}/`);
  }
  // A leader's removal form posted with another organisation's member: refused, and nothing changes.
  const answer = await leaderPage.request.post('/team?_action=team.removeMember', { form: { memberId: outsider.userId }, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(answer.status()).toBe(404);
  const admins = await leaderPage.request.post(`${mine.path}?_action=organisations.setActive`, { form: { organisationId: mine.path.split('/').pop()!, active: 'false', reason: 'Mine now', confirm: 'on' }, headers: { origin: baseURL! }, maxRedirects: 0 });
  // The page's rule answers first (a leader is no admin), so the Action never runs.
  expect(admins.status()).toBe(302);
  expect(admins.headers().location).toBe('/');
  // Nobody changes a role, tier or membership by posting one: the profile form takes none of them.
  for (const page of [leaderPage, outsiderPage]) {
    const posted = await page.request.post('/profile?_action=profile.save', {
      form: { displayName: 'Still Me', timezone: 'Africa/Lagos', role: 'admin', transformationTier: 'corporate_leader', membershipStatus: 'paid', organisationId: 'anything' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
  }
  const rows = await withBackend(async ({ store }) => Promise.all([store.getRow('users', leader.userId), store.getRow('users', outsider.userId)]));
  expect(rows.map((row) => [row?.role, row?.transformationTier, row?.displayName])).toEqual([
    ['learner', 'corporate_leader', 'Still Me'],
    ['learner', 'corporate_member', 'Still Me'],
  ]);
  await outsiderPage.goto('/profile');
  await expect(outsiderPage.getByTestId('own-organisation')).toContainText('Theirs Ltd');
  await expect(outsiderPage.locator('[data-membership-badge]')).toHaveText('Paid member');
  await admin.goto(mine.path);
  await expect(admin.getByTestId('status')).toHaveText('Active');
  // An organisation that does not exist is a plain 404.
  expect((await admin.request.get('/admin/organisations/no-such-org')).status()).toBe(404);
});

test('names from the XSS corpus show as text on the organisation pages, /team and the profile, and none runs', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { page: admin, person: adminPerson } = await personPage(browser, baseURL!, 'admin', 'Ama Admin');
  const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', XSS_PAYLOADS[2]!.slice(0, 80));
  const organisationName = XSS_PAYLOADS.find((payload) => payload.length <= 120 && payload.includes('<svg'))!;
  const memberNames = XSS_PAYLOADS.filter((payload) => payload.length <= 80).slice(0, 8);
  const organisation = await withBackend(async (backend) => {
    const created = await createOrganisation(backend, adminPerson.userId, { name: organisationName, seatLimit: null });
    await addLeader(backend, adminPerson.userId, { organisationId: created.id, email: leader.email, reason: 'XSS check' });
    return created;
  });
  for (const name of memberNames) {
    const member = await createPerson('free', { displayName: name });
    await withBackend((backend) => joinByCode(backend, member.userId, organisation.joinCode));
  }
  for (const page of [admin, leaderPage]) await page.addInitScript(() => (window.alert = () => ((window as unknown as Record<string, number>).__xss = 1)));

  const pages: [Page, string][] = [
    [admin, '/admin/organisations'],
    [admin, `/admin/organisations/${organisation.id}`],
    [leaderPage, '/team'],
    [leaderPage, '/profile'],
  ];
  for (const [page, path] of pages) {
    await page.goto(path);
    await expect(page.getByText(organisationName, { exact: false }).first()).toBeVisible();
    expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK), path).toBeUndefined();
  }
  await expect(leaderPage.getByTestId('own-organisation')).toContainText(organisationName);
  await leaderPage.goto('/team');
  for (const name of memberNames) await expect(leaderPage.getByTestId('members')).toContainText(name);
  // A pasted payload comes back, quoted as text, in the list's message.
  await leaderPage.getByLabel('Email addresses').fill(XSS_PAYLOADS[0]!);
  await leaderPage.getByRole('button', { name: 'Invite' }).click();
  await expect(leaderPage.getByLabel('Email addresses')).toHaveAccessibleDescription(/These are not email addresses/);
  expect(await leaderPage.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK)).toBeUndefined();
});
