// The landing page's three islands in French (issue 14) at /fr/: the onboarding blueprint's steps and its
// result, the pathfinder form's field messages and the French "request received" page it leads to, the ROI
// estimator's figures formatted the French way; axe on them at 360 px (the ROI dialog open at each step).
import { expect, test, type Page } from './support/test.ts';
import { addDays, localDateTime } from '#/domain/time-zones.ts';
import { expectNoViolations } from '../a11y/support/axe.ts';

const ZONE = 'Africa/Abidjan';
test.use({ viewport: { width: 360, height: 800 }, timezoneId: ZONE });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: false });
}

test('the onboarding blueprint asks its questions in French and recommends a path', async ({ page }) => {
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const wizard = page.getByRole('form', { name: "Plan d'accueil" });
  await wizard.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="BlueprintWizard"]')).not.toHaveAttribute('ssr', /.*/);
  const proceed = wizard.getByRole('button', { name: /^(Continuer|Terminer)$/ });

  await expect(wizard.getByText('Étape 1 sur 5')).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Combien de personnes compte votre équipe ?' })).toBeVisible();
  await expect(wizard.getByText('Choisissez une réponse.')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await wizard.getByRole('radio', { name: 'De 11 à 20 personnes' }).check();
  await screenshot(page, 'fr-blueprint');
  await proceed.click();

  await expect(wizard.getByRole('heading', { name: 'Combien de temps le programme doit-il durer ?' })).toBeFocused();
  await wizard.getByRole('radio', { name: '9 mois' }).check();
  await proceed.click();
  await wizard.getByRole('checkbox', { name: 'Résistance au changement' }).check();
  await proceed.click();
  await wizard.getByRole('checkbox', { name: 'Fidélisation' }).check();
  await proceed.click();
  await expect(proceed).toHaveText('Terminer');
  await wizard.getByRole('radio', { name: 'Oui' }).check();
  await proceed.click();

  await expect(page.getByRole('heading', { name: "Plan d'accueil terminé" })).toBeFocused();
  await expect(page.getByTestId('recommended-path')).toHaveText('Le parcours de Sabrina');
  await expect(page.getByText('Résistance au changement', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recommencer' })).toBeVisible();
});

test('the pathfinder form refuses an empty step in French and leads to the French answer page', async ({ page }) => {
  await page.goto('/fr/');
  const form = page.getByRole('form', { name: 'Demander une séance Pathfinder' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  await expect(form.getByText('Étape 1 sur 2')).toBeVisible();

  await form.getByRole('button', { name: 'Continuer' }).click();
  const name = form.getByLabel('Nom');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Le nom est obligatoire');
  await expect(name).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription("L'e-mail est obligatoire");
  await screenshot(page, 'fr-pathfinder-errors');
  await expectNoViolations(page, 'fr pathfinder errors');

  await name.fill('Awa Koné');
  await form.getByLabel('E-mail').fill('awa.kone@example.org');
  await form.getByLabel("Taille de l'équipe").fill('12');
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(form.getByText('Étape 2 sur 2')).toBeVisible();
  await form.getByLabel('Quand souhaitez-vous commencer ?').selectOption({ label: "D'ici un mois" });
  await form.getByLabel('Durée du programme').selectOption({ label: '6 mois' });
  await form.getByLabel('Date de la séance').fill(addDays(localDateTime(ZONE, new Date()).date, 2));
  // The slots the French way, in the visitor's own zone.
  await expect(form.getByLabel('Heure de la séance')).toHaveAccessibleDescription(/^30 minutes, dans votre fuseau horaire\s: Africa\/Abidjan/);
  await form.getByLabel('Heure de la séance').selectOption({ label: '15 h 30' });
  // The request is stored for real; only the booking page in the answer becomes the default one (the test
  // server names a stand-in booking page elsewhere), our own "request received" page.
  await page.route(/\/_actions\/pathfinder\.request\/?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"http:\/\/127\.0\.0\.1:\d+\/booking"/, '"/pathfinder/requested"');
    await route.fulfill({ response, body });
  });
  await form.getByRole('button', { name: 'Demander ma séance' }).click();

  await expect(page).toHaveURL(/\/fr\/pathfinder\/requested\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci : votre séance Pathfinder est demandée');
  await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toHaveAttribute('href', '/fr/');
  await screenshot(page, 'fr-pathfinder-requested');
  await expectNoViolations(page, 'fr pathfinder requested');
});

test('the ROI estimator works in French, with French numbers and money, and is clean under axe', async ({ page }) => {
  await page.goto('/fr/');
  await page.getByRole('button', { name: 'Estimer votre retour sur investissement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estimer votre retour sur investissement' });
  await expect(dialog.getByLabel("Taille de l'équipe")).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  await expect(dialog.getByText('Étape 1 sur 3')).toBeVisible();
  await expectNoViolations(page, 'fr ROI step 1');

  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByLabel("Taille de l'équipe")).toHaveAccessibleDescription('Choisissez la taille de votre équipe');
  await expectNoViolations(page, 'fr ROI step 1 errors');
  await dialog.getByLabel("Taille de l'équipe").selectOption({ label: '12 personnes' });
  await dialog.getByLabel('Salaire annuel moyen par personne (en dollars US)').fill('30000');
  await dialog.getByLabel('Responsables ayant un plan de développement').selectOption('20');
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await dialog.getByLabel("Problèmes d'équipe dus à un manque de leadership").selectOption('60');
  await dialog.getByLabel('Coût annuel de la rotation du personnel (en dollars US)').fill('120000');
  await dialog.getByRole('radio', { name: 'Oui' }).check();
  await dialog.getByLabel('Temps nécessaire pour préparer un nouveau responsable').selectOption({ label: '18 mois' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();

  await dialog.getByRole('button', { name: 'Calculer le retour sur investissement' }).click();
  await expect(dialog.getByText('Choisissez au moins un résultat')).toBeVisible();
  await expectNoViolations(page, 'fr ROI step 3 errors');
  await dialog.getByRole('checkbox', { name: 'Productivité' }).check();
  await expect(dialog.getByText('Choisissez-en 3 au plus (déjà choisis : 1).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Calculer le retour sur investissement' }).click();

  // 60 % → 30, 120 000 $US → 25, 18 months → 25, stalls → 20; figures with French separators.
  await expect(dialog.getByRole('heading', { name: 'Votre estimation du retour sur investissement' })).toBeVisible();
  await expect(dialog.getByTestId('roi-score')).toHaveText('100 / 100');
  await expect(dialog.getByTestId('roi-band')).toHaveText('Moment décisif pour votre retour sur investissement');
  await expect(dialog.getByText(/\+24\s%/)).toBeVisible();
  await expect(dialog.getByText(/36\s000\s\$US/)).toBeVisible();
  await expect(dialog.getByText(/7,2/)).toBeVisible();
  await screenshot(page, 'fr-roi-result');
  await expectNoViolations(page, 'fr ROI result');
});

test('the server refuses a pathfinder request in French for a French reader, in English for an English one', async ({ request, baseURL }) => {
  const data = { name: '', email: 'awa', teamSize: '2', painPoints: 'x'.repeat(2001) };
  const french = await request.post('/_actions/pathfinder.request', { data, headers: { origin: baseURL!, cookie: 'lang=fr' } });
  expect(french.status()).toBe(400);
  const { fields } = (await french.json()) as { fields: Record<string, string[]> };
  expect(fields.name).toEqual(['Le nom est obligatoire']);
  expect(fields.email).toEqual(['Veuillez saisir une adresse e-mail valide']);
  expect(fields.teamSize).toEqual(["L'équipe doit compter au moins\u00a04 personnes"]);
  expect(fields.painPoints).toEqual(['Utilisez au plus 2000 caractères']);

  const english = await request.post('/_actions/pathfinder.request', { data, headers: { origin: baseURL!, cookie: 'lang=en' } });
  expect(((await english.json()) as { fields: Record<string, string[]> }).fields.name).toEqual(['Name is required']);
});
