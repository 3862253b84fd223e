// The community and account screens in French (issue 14): sign-in and sign-up with their field errors, the
// profile with its language choice (kept on the profile), the forum, the impact log and the villages, each read
// by a learner who chose French — headings, buttons, dates and numbers the French way, a refusal next to its
// field in French — and axe on two of them at 360 px (screenshots kept as test artifacts).
import { expect, test, type Page } from './support/test.ts';
import { expectNoViolations } from '../a11y/support/axe.ts';
import { signedInPage } from './support/accounts.ts';
import { logEntry } from './support/community.ts';

async function readFrench(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: baseURL }]);
}

test.describe('signing in and up in French', () => {
  test('the forms, and their field errors whether sent by a script or posted without JavaScript', async ({ page, baseURL, request }) => {
    await readFrench(page, baseURL!);
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer votre compte');
    await page.getByLabel('Votre nom').fill('Awa Ndiaye');
    await page.getByLabel('E-mail').fill('awa@');
    await page.getByLabel('Mot de passe').fill('court');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide, comme nom@exemple.com.')).toBeVisible();
    await expect(page.getByText('Utilisez au moins 8 caractères.')).toBeVisible();

    // The same refusal for a browser without JavaScript: the page renders it in French.
    const response = await request.post('/auth?_action=account.signIn', {
      form: { email: '', password: '', next: '' },
      headers: { origin: baseURL!, cookie: 'lang=fr' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('Saisissez votre adresse e-mail.');
    expect(html).toContain('Saisissez votre mot de passe.');
  });
});

test.describe('a learner who reads French', () => {
  test('chooses French on the profile: the choice is kept, and the profile reads French', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'paid', { points: 1234, displayName: 'Kwame Mensah' });
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const choice = page.getByRole('combobox', { name: 'Language' });
    await expect(choice).toHaveValue('en');
    await choice.selectOption({ label: 'Français' });
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page).toHaveURL(/\/profile#language$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByText(/^1\s234 XP$/)).toBeVisible();
    await expect(page.getByText(/Membre depuis/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer le profil' })).toBeVisible();

    // A refused field in French, posted without JavaScript.
    await page.getByLabel('Nom affiché').fill('');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(page.getByText('Saisissez votre nom.')).toBeVisible();

    // Kept on the profile: with the cookie gone, the next page is still French.
    await page.context().clearCookies({ name: 'lang' });
    await page.goto('/impact-log');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the forum in French, with its refusals beside the fields', async ({ page, baseURL }) => {
    await readFrench(page, baseURL!);
    await signedInPage(page, baseURL!, 'paid');
    await page.goto('/forum');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forum');
    await expect(page.getByRole('navigation', { name: 'Catégories du forum' }).getByRole('link', { name: 'Club de lecture' })).toBeVisible();
    await page.getByText('Lancer une discussion').click();
    await page.getByLabel('Titre').fill('Hi');
    await page.getByRole('button', { name: 'Publier la discussion' }).click();
    await expect(page.getByText('Écrivez au moins 5 caractères dans le titre.')).toBeVisible();
    await page.goto('/forum?category=book-club');
    await expect(page.getByText(/^Club de lecture · \p{L}+ \d{4}$/u)).toBeVisible();
  });

  test('the impact log and the villages in French, dates the French way', async ({ page, baseURL }) => {
    await readFrench(page, baseURL!);
    const person = await signedInPage(page, baseURL!, 'free');
    await logEntry(person, { date: '2026-11-02', title: 'Point du lundi avec responsables' });
    await page.goto('/impact-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Journal d'impact");
    await expect(page.getByText(/lun\. 2 novembre 2026 · Développement de l'équipe · 6 personnes concernées/)).toBeVisible();
    await expect(page.getByRole('button', { name: "Enregistrer l'entrée" })).toBeVisible();

    await page.goto('/build-village');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Construire votre village');
    await page.getByRole('button', { name: 'Créer le village' }).click();
    await expect(page.getByText('Donnez un nom à votre village.')).toBeVisible();
  });
});

test.describe('axe on French pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const path of ['/profile', '/forum', '/impact-log']) {
    test(`${path} in French is clean under axe`, async ({ page, baseURL }) => {
      await readFrench(page, baseURL!);
      await signedInPage(page, baseURL!, 'paid');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectNoViolations(page, `${path} in French at 360px`);
      await page.screenshot({ path: test.info().outputPath(`fr${path.replace('/', '-')}-360.png`), fullPage: true });
    });
  }
});
