// The platform in French (issue 14): the visitor site at /fr/ (its own language, hreflang alternates, the
// knowledge base and its search in French), the language switch for a signed-in learner (kept on their
// profile: every page after it is French, on any device), and texts raised in English — a field error — shown
// in French, whether the form was posted without JavaScript or called from a script.
import { expect, test } from './support/test.ts';
import { signedInPage } from './support/accounts.ts';

test.describe('the visitor site in French', () => {
  test('/fr/ is the landing page in French, and names its English address', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grandissez en tant que leader. Faites grandir votre équipe.');
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel=alternate][hreflang=fr]')).toHaveAttribute('href', /\/fr\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    // Numbers the French way (a narrow no-break space between thousands).
    await expect(page.getByText(/leaders formés · en route vers 1\s000\s000 vies/)).toBeVisible();
    // The ranks and what they unlock in French, and a journey's name inside a sentence with its article in lower case.
    const ranks = page.locator('#gamification');
    await expect(ranks.getByText('Architecte du changement')).toBeVisible();
    await expect(ranks.getByText('Débloque les défis de groupe')).toBeVisible();
    await expect(ranks.getByText('Unlocks group challenges')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choisir le parcours de Kofi' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Digital Leadership Training Platform' })).toHaveAttribute('href', '/fr/');
    await page.getByRole('link', { name: 'Lire en English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Read in Français' })).toHaveAttribute('href', '/fr/');
  });

  test('the knowledge base in French: categories, articles and search', async ({ page }) => {
    await page.goto('/fr/knowledge-base');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Base de connaissances');
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Premiers pas');
    await page.getByLabel('Rechercher dans la base de connaissances').fill('série');
    const status = page.getByRole('status').and(page.locator('[data-kb-search-status]'));
    await expect(status).toHaveText(/articles? trouvés? pour « série »/);
    await page.getByRole('link', { name: /Comment fonctionnent les séries/ }).first().click();
    await expect(page).toHaveURL(/\/fr\/knowledge-base\/how-do-streaks-work$/);
    await expect(page.getByText(/Dernière mise à jour le \d+ \p{L}+ \d{4}/u)).toBeVisible();
    await expect(page.getByRole('link', { name: '← Retour à la base de connaissances' })).toHaveAttribute('href', '/fr/knowledge-base');
  });
});

test('someone who chose French and follows an English link from elsewhere reads the page in French, and can still switch', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  // As a shared link or a bookmark opens: not a step within the site.
  await page.goto('/knowledge-base/how-do-streaks-work?from=newsletter');
  await expect(page).toHaveURL(/\/fr\/knowledge-base\/how-do-streaks-work\?from=newsletter$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The visitor site's switch is a plain link: a step within the site, never turned back.
  await page.getByRole('link', { name: 'Lire en English' }).click();
  await expect(page).toHaveURL(/\/knowledge-base\/how-do-streaks-work\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a signed-in learner', () => {
  test('switches to French from the header, and every page after it is French until they switch back', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'paid', { displayName: 'Aïcha Diallo' });
    await page.goto('/leaderboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Read in Français' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const menu = page.getByRole('navigation', { name: 'Tableau de bord' }).last();
    await expect(menu.getByRole('link', { name: 'Classement' })).toHaveAttribute('aria-current', 'page');
    // The logo goes to the landing page in the reader's language.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Digital Leadership Training Platform' })).toHaveAttribute('href', '/fr/');
    await menu.getByRole('link', { name: 'Profil' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Se déconnecter', exact: true })).toBeVisible();

    // Kept on the profile, not the browser: another browser signed in as the same person reads French too.
    const other = await page.context().browser()!.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.context().addCookies(await page.context().cookies());
    await otherPage.context().clearCookies({ name: 'lang' });
    await otherPage.goto('/badges');
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'fr');
    await other.close();

    await page.getByRole('button', { name: 'Lire en English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).last().getByRole('link', { name: 'Profile' })).toBeVisible();
  });

  test('a new learner whose browser asks for French reads the platform in French', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-SN' });
    const page = await context.newPage();
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/badges');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Tableau de bord' }).last().getByRole('link', { name: 'Badges' })).toBeVisible();
    await context.close();
  });
});

test.describe('a refusal in French', () => {
  const form = { language: 'de', next: '/' };

  test('next to the field of a form posted without JavaScript', async ({ request, baseURL }) => {
    const response = await request.post('/language?_action=language.choose', { form, headers: { origin: baseURL!, cookie: 'lang=fr' } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain('Choisissez English ou Français.');
  });

  test('in the answer to a script’s call', async ({ request, baseURL }) => {
    const response = await request.post('/_actions/language.choose', { form, headers: { origin: baseURL!, cookie: 'lang=fr' } });
    expect(response.status()).toBe(400);
    const error = (await response.json()) as { fields: Record<string, string[]> };
    expect(error.fields.language).toEqual(['Choisissez English ou Français.']);
  });

  test('and in English for someone reading English', async ({ request, baseURL }) => {
    const response = await request.post('/_actions/language.choose', { form, headers: { origin: baseURL!, cookie: 'lang=en' } });
    const error = (await response.json()) as { fields: Record<string, string[]> };
    expect(error.fields.language).toEqual(['Choose English or Français.']);
  });
});
