// The premium ecosystem (rule 18) in the built site: paid members ask for a circle place and a transformation
// partner (with a confirmation), free members see what they would get and a link to /upgrade, admins read the
// requests at /admin/requests, and the landing page's premium items lead paid members to their pages.
import { expect, test } from './support/test.ts';
import { signedInPage } from './support/accounts.ts';

test('a paid member asks for a circle place and a partner; an admin reads both requests', async ({ page, browser, baseURL }) => {
  const member = await signedInPage(page, baseURL!, 'paid', { displayName: 'Kwame Paid' });
  await page.goto('/ecosystem/peer-circles');
  await expect(page.getByRole('heading', { name: 'Leading through change' })).toBeVisible();
  const session = page.getByLabel('Session');
  const chosen = (await session.locator('option').first().textContent()) ?? '';
  await page.getByLabel(/What would you bring/).fill('I lead a ward of 30 nurses through a new rota system.');
  await page.getByRole('button', { name: 'Ask for a place' }).click();
  await expect(page.getByRole('status').getByText('Request sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your requests' })).toContainText(chosen);
  await page.getByRole('button', { name: 'Ask for a place' }).click();
  await expect(page.getByLabel('Session')).toHaveAccessibleDescription('You have already asked for a place on this session.');

  await page.goto('/ecosystem/transformation-partner');
  await page.getByLabel('Organisation').fill('Korle Bu Teaching Hospital');
  await page.getByLabel(/What should the partnership/).fill('Help my ward leaders run change without burning out.');
  await page.getByLabel('People you lead (optional)').fill('0');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('People you lead (optional)')).toHaveAccessibleDescription(/whole number/);
  await expect(page.getByLabel('Organisation')).toHaveValue('Korle Bu Teaching Hospital');
  await page.getByLabel('People you lead (optional)').fill('30');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'We have your request' })).toBeVisible();
  await expect(page.getByText('Korle Bu Teaching Hospital')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signedInPage(admin, baseURL!, 'admin');
  await admin.goto('/admin/requests');
  const mine = admin.getByRole('listitem').filter({ hasText: 'Kwame Paid' });
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: 'Transformation Partner' })).toContainText('Help my ward leaders run change');
  await expect(mine.filter({ hasText: 'Circle place' })).toContainText('I lead a ward of 30 nurses');
  await expect(mine.first().getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
  await adminContext.close();
});

test('a free member sees what they would get and the way to upgrade; nobody but admins reads the requests', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  for (const path of ['/ecosystem/peer-circles', '/ecosystem/transformation-partner']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Comes with a paid membership' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to join' })).toHaveAttribute('href', '/upgrade');
    await expect(page.getByRole('button', { name: /Ask for a place|Send request/ })).toHaveCount(0);
  }
  // A crafted request is refused by the service too.
  const response = await page.request.post('/_actions/ecosystem.requestPartner', { form: { organisation: 'X', goals: 'Y' }, headers: { origin: baseURL! } });
  expect(response.status()).toBe(403);
  await page.goto('/admin/requests');
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page’s premium items lead paid members to their pages', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.locator('#ecosystem').getByRole('link', { name: 'Open Peer-to-Peer Circles' })).toBeHidden();
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/');
  await page.locator('#ecosystem').getByRole('link', { name: 'Open Peer-to-Peer Circles' }).click();
  await expect(page).toHaveURL(/\/ecosystem\/peer-circles$/);
  await page.goto('/');
  await page.locator('#ecosystem').getByRole('link', { name: 'Open Transformation Partner' }).click();
  await expect(page).toHaveURL(/\/ecosystem\/transformation-partner$/);
});
