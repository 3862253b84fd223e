// axe on the organisation pages (rule 34) at 360 and 1280 px, in the states people meet them in: an admin's
// list with its create form and its field messages, an organisation's page (with a leader, members, a removal
// to confirm and the deactivation's messages), and a corporate leader's /team (members, a pending invitation,
// a removal to confirm, the invitation list's message). Screenshots of each are kept in the test output.
import { expect, test, type Browser, type Page } from '../e2e/support/test.ts';
import { createPerson, signInWithForm, type Kind, type TestPerson } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

async function check(page: Page, label: string, width: number): Promise<void> {
  await expectNoViolations(page, `${label} at ${width}px`);
  await page.screenshot({ path: test.info().outputPath(`${label.replaceAll(' ', '-')}-${width}.png`), fullPage: true });
}

async function personPage(browser: Browser, baseURL: string, kind: Kind, displayName: string, width: number): Promise<{ page: Page; person: TestPerson }> {
  const person = await createPerson(kind, { displayName });
  const page = await (await browser.newContext({ baseURL, viewport: { width, height: 900 } })).newPage();
  await signInWithForm(page.request, baseURL, person);
  return { page, person };
}

for (const width of [360, 1280]) {
  test(`/admin/organisations, an organisation's page and /team are clean under axe at ${width}px`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const { page: admin } = await personPage(browser, baseURL!, 'admin', 'Ama Admin', width);
    const { page: leaderPage, person: leader } = await personPage(browser, baseURL!, 'free', 'Lola Leader', width);
    const { page: memberPage } = await personPage(browser, baseURL!, 'free', 'Mo Member', width);

    await admin.goto('/admin/organisations');
    await check(admin, 'organisations', width);
    await admin.getByRole('button', { name: 'Create organisation' }).click();
    await expect(admin.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await check(admin, 'organisations field messages', width);
    await admin.getByLabel('Name').fill(`Axe Check ${width}`);
    await admin.getByRole('button', { name: 'Create organisation' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: `Axe Check ${width}` })).toBeVisible();
    await admin.getByLabel('Their account’s email').fill(leader.email);
    await admin.getByRole('textbox', { name: 'Reason', exact: true }).first().fill('Contract signed');
    await admin.getByRole('button', { name: 'Add leader' }).click();
    await expect(admin.getByTestId('leaders')).toContainText('Lola Leader');
    const code = (await admin.getByTestId('join-code').textContent())?.trim() ?? '';

    await memberPage.goto('/profile');
    await check(memberPage, 'profile join form', width);
    await memberPage.getByLabel('Join code').fill(code);
    await memberPage.getByRole('button', { name: 'Join organisation' }).click();
    await expect(memberPage.getByTestId('own-organisation')).toBeVisible();
    await check(memberPage, 'profile organisation', width);

    await admin.reload();
    await check(admin, 'organisation page', width);
    await admin.getByRole('button', { name: 'Deactivate organisation' }).click();
    await expect(admin.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await check(admin, 'organisation deactivation messages', width);
    await admin.getByRole('link', { name: 'Remove Mo Member' }).click();
    await expect(admin.getByTestId('confirm-removal')).toBeVisible();
    await check(admin, 'organisation removal confirmation', width);

    await leaderPage.goto('/team');
    await leaderPage.getByLabel('Email addresses').fill('someone@example.org');
    await leaderPage.getByRole('button', { name: 'Invite' }).click();
    await expect(leaderPage.getByTestId('pending-invitations')).toBeVisible();
    await check(leaderPage, 'team', width);
    await leaderPage.getByLabel('Email addresses').fill('not-an-address');
    await leaderPage.getByRole('button', { name: 'Invite' }).click();
    await expect(leaderPage.getByLabel('Email addresses')).toHaveAttribute('aria-invalid', 'true');
    await check(leaderPage, 'team invitation message', width);
    await leaderPage.goto('/team');
    await leaderPage.getByRole('link', { name: 'Remove Mo Member' }).click();
    await expect(leaderPage.getByTestId('confirm-removal')).toBeVisible();
    await check(leaderPage, 'team removal confirmation', width);
  });
}
