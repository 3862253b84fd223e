// The gamification and journey screens in French: a learner switches to Français with the header's switch and
// finds the leadership board, the journey, a module (with a refused answer's message in French), badges and
// points in French, numbers in French format; axe is clean on two of those French pages on a phone.
import { expect, test, type Page } from './support/test.ts';
import { FRENCH_JOURNEY_DIRECTORY, readModuleDirectory } from '#/server/services/journeys/module-catalogue.ts';
import { expectNoViolations } from '../a11y/support/axe.ts';
import { signedInPage } from './support/accounts.ts';
import { pathModules } from './support/journeys.ts';

async function axeAt360(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, `${label} (French, 360px)`);
  await page.screenshot({ path: test.info().outputPath(`${label}-fr-360.png`), fullPage: true });
}

test('a learner switches to French and the board, journey, module, badges and points are in French', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signedInPage(page, baseURL!, 'paid', { displayName: 'Aïcha Diallo', points: 1234 });

  await page.goto('/leaderboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classement' })).toBeVisible();
  const periods = page.getByRole('navigation', { name: 'Période du classement' });
  await expect(periods.getByRole('link', { name: 'Depuis le début' })).toHaveAttribute('aria-current', 'page');
  await expect(periods.getByRole('link', { name: 'Cette semaine' })).toBeVisible();
  await expect(periods.getByRole('link', { name: 'Ce mois-ci' })).toBeVisible();
  // 1,234 XP in French: a space groups the thousands, and the rank has its French name.
  await expect(page.getByTestId('points-badge')).toContainText(/Niveau 2 · 1\s234 XP/);
  const progress = page.getByRole('complementary', { name: 'Votre progression' });
  await expect(progress.getByText("Niveau 2 · Bâtisseur d'impact")).toBeVisible();
  await expect(progress.getByRole('heading', { name: "Gagner plus d'XP" })).toBeVisible();
  await axeAt360(page, 'leaderboard');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The journey: choosing one, then the first module in French, whose too-short answer is refused in French.
  await page.goto('/journey');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre parcours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choisissez votre parcours' })).toBeVisible();
  await page.getByRole('button', { name: 'Suivre le parcours de Kofi' }).click();
  await expect(page.getByRole('heading', { name: 'Le parcours de Kofi' })).toBeVisible();
  await expect(page.getByText(/^0 modules terminés sur \d+$/)).toBeVisible();
  const first = pathModules('kofi')[0]!;
  const french = readModuleDirectory(FRENCH_JOURNEY_DIRECTORY).find((module) => module.id === first.id)!;
  await page.getByRole('link', { name: 'Ouvrir le module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lecture' })).toBeVisible();
  await page.getByLabel('Votre réponse').fill('Trop court.');
  await page.getByRole('button', { name: 'Terminer le module' }).click();
  await expect(page.getByLabel('Votre réponse')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Votre réflexion doit compter au moins \d+ caractères/)).toBeVisible();
  await expect(page.getByLabel('Votre réponse')).toHaveValue('Trop court.');
  await axeAt360(page, 'module');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^\d+ badges obtenus sur \d+$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Premiers pas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'À obtenir' })).toBeVisible();

  await page.goto('/points');
  await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText(/1\s234\s*XP/);
  await expect(page.getByTestId('balance')).toContainText('Encore 767 XP avant Architecte du changement');
  await expect(page.getByRole('button', { name: 'Afficher' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ajustement' }).first()).toBeVisible();
  // The history's date in French ("23 nov. 2026").
  await expect(page.getByTestId('ledger').locator('time').first()).toHaveText(/\d{1,2} [a-zéû]+\.? \d{4}/);
  // French runs longer than English: nothing may push the page wider than a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('points-fr-360.png'), fullPage: true });
});
