// The administration in French: an admin switches the header's language to Français and reads the dashboard,
// the learner list and a learner's page in French, with French numbers and dates, a field error in French
// after a bad submit, a confirmation step in French, and CSV headers in French; the French pages are clean
// under axe on a 360 px phone (screenshots kept in the test output, to be looked at).
import { expect, test, type Page } from './support/test.ts';
import { createPerson, signedInPage } from './support/accounts.ts';
import { expectNoViolations } from '../a11y/support/axe.ts';

/** Spaces as Intl writes them in French ("1 500", narrow no-break) made plain, to compare texts. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function switchToFrench(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

test('an admin who picks Français reads the dashboard, the learners and a learner page in French', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const learner = await createPerson('paid', { displayName: `Awa Diop${stamp}`, points: 1500 });
  await signedInPage(page, baseURL!, 'admin');
  await switchToFrench(page);

  // The dashboard: its heading, the admin menu and a figure's caption.
  await expect(page.getByRole('heading', { level: 1, name: "Tableau de bord d'administration" })).toBeVisible();
  const adminMenu = page.getByRole('navigation', { name: 'Administration', exact: true });
  await expect(adminMenu.getByRole('link', { name: 'Apprenants' })).toBeVisible();
  await expect(page.getByText('Apprenants actifs par semaine').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tendances' })).toBeVisible();

  // The learner list: the search form in French and the points as a French number.
  await adminMenu.getByRole('link', { name: 'Apprenants' }).click();
  await page.getByLabel('Nom ou e-mail').fill(`diop${stamp}`);
  await page.getByRole('button', { name: 'Afficher les apprenants' }).click();
  await expect(page.getByRole('heading', { name: `Noms correspondant à « diop${stamp} »` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(learner.displayName) });
  expect(plain(await row.textContent())).toContain('1 500');
  await expect(page.getByRole('columnheader', { name: 'Dernière activité' })).toBeVisible();

  // The learner's page: a French date, then a bad submit answered with the field error in French.
  await page.getByRole('link', { name: learner.displayName }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profil' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile).toContainText(/Inscription\s*\d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}/);
  await page.getByRole('button', { name: "Vérifier la modification d'XP" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText("Saisissez un nombre entier d'XP, comme 250 ou -100.")).toBeVisible();
  await expect(page.getByLabel('XP', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // The confirmation step, in French.
  await page.getByLabel('XP', { exact: true }).fill('250');
  await page.getByLabel('Motif').first().fill('Atelier de Dakar animé');
  await page.getByRole('button', { name: "Vérifier la modification d'XP" }).click();
  const confirm = page.getByRole('region', { name: 'Attribuer des XP ?' });
  await expect(confirm).toContainText('+250 XP');
  await expect(confirm).toContainText('Motif : Atelier de Dakar animé');
  await expect(confirm.getByRole('link', { name: 'Annuler' })).toBeVisible();

  // The learners' export: headers in the admin's language, values as stored.
  const csv = await page.request.get('/admin/exports/learners');
  expect(csv.ok()).toBe(true);
  const header = (await csv.text()).replace(/^\ufeff/, '').split('\n')[0];
  expect(header).toBe('identifiant,nom,e-mail,rôle,adhésion,formule,organisation,parcours,inscription,dernière activité,suspendu,points');
});

test('the French admin pages are clean under axe on a 360 px phone', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const learner = await createPerson('paid', { displayName: 'Axe Apprenant', points: 320 });
  await signedInPage(page, baseURL!, 'admin');
  await switchToFrench(page);
  for (const path of ['/admin/dashboard', `/admin/user/${learner.userId}`, '/admin/settings']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoViolations(page, `${path} in French at 360px`);
    // Nothing is wider than the phone: French runs longer than English.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath(`fr-${path.replace(/[^a-z0-9]+/gi, '-')}-360.png`), fullPage: true });
  }
});
