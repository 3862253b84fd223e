// The landing page (issue 3, rules 37–40, 44, rules 10, 14–20) in the built site: the blueprint to
// 'Blueprint Complete' for each path, the toast, the journey cards, the premium ecosystem items and the FAQ.
import { expect, test, type Page } from './support/test.ts';
import { signedInPage } from './support/accounts.ts';

/** React takes over the wizard once it scrolls into view; a click before that would be lost. */
async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="BlueprintWizard"]')).not.toHaveAttribute('ssr', /.*/);
}

/** Answers the five blueprint steps with the given challenges, checking Continue's gating on the way. */
async function completeBlueprint(page: Page, challenges: readonly string[]): Promise<void> {
  const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
  const proceed = wizard.getByRole('button', { name: /^(Continue|Finish)$/ });

  await wizard.scrollIntoViewIfNeeded();
  await expectHydrated(page);
  await expect(wizard.getByText('Step 1 of 5')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await wizard.getByRole('radio', { name: '11 to 20 people' }).check();
  await expect(proceed).toBeEnabled();
  await proceed.click();

  await expect(wizard.getByText('Step 2 of 5')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await wizard.getByRole('radio', { name: '6 months' }).check();
  await proceed.click();

  await expect(wizard.getByText('Step 3 of 5')).toBeVisible();
  await expect(proceed).toBeDisabled();
  for (const challenge of challenges) await wizard.getByRole('checkbox', { name: challenge }).check();
  await proceed.click();

  await expect(wizard.getByText('Step 4 of 5')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'Productivity' }).check();
  await wizard.getByRole('checkbox', { name: 'Retention' }).check();
  await proceed.click();

  await expect(wizard.getByText('Step 5 of 5')).toBeVisible();
  await expect(proceed).toHaveText('Finish');
  await expect(proceed).toBeDisabled();
  await wizard.getByRole('radio', { name: 'Yes' }).check();
  await proceed.click();
}

function journeyCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('the onboarding blueprint', () => {
  test('its answers stay disabled until React takes over, so an early choice is never silently lost', async ({ page }) => {
    await page.route('**/_astro/BlueprintWizard.*.js', (route) => route.abort());
    await page.goto('/');
    const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
    await wizard.scrollIntoViewIfNeeded();
    await expect(wizard.getByRole('radio').first()).toBeDisabled();
    await page.unroute('**/_astro/BlueprintWizard.*.js');
    await page.reload();
    await page.getByRole('form', { name: 'Onboarding blueprint' }).scrollIntoViewIfNeeded();
    await expectHydrated(page);
    await expect(page.getByRole('form', { name: 'Onboarding blueprint' }).getByRole('radio').first()).toBeEnabled();
  });

  for (const [challenges, pathName] of [
    [['Low Digital Confidence', 'Burnout and overload'], "Kofi's path"],
    [['Resistance to change'], "Sabrina's path"],
    [['Poor communication', 'High staff turnover'], 'Custom path'],
  ] as const) {
    test(`challenges ${challenges.join(' + ')} lead to 'Blueprint Complete' recommending ${pathName}`, async ({ page }) => {
      await page.goto('/');
      await completeBlueprint(page, challenges);
      await expect(page.getByRole('heading', { name: 'Blueprint Complete' })).toBeFocused();
      await expect(page.getByTestId('recommended-path')).toHaveText(pathName);
      await page.getByRole('link', { name: 'See your path' }).click();
      await expect(page).toHaveURL(/#journeys$/);
      // The journey cards follow: the recommendation moves and that card is selected.
      const card = journeyCard(page, pathName);
      await expect(card.getByText('Recommended for you')).toBeVisible();
      await expect(card.getByRole('button', { name: `Choose ${pathName}` })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Recommended for you').filter({ visible: true })).toHaveCount(1);
    });
  }

  test("completion shows the toast 'Onboarding complete', which is gone after 3 seconds", async ({ page }) => {
    await page.goto('/');
    await completeBlueprint(page, ['Slow Innovation']);
    const toast = page.locator('#toast-region').getByText('Onboarding complete');
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 5000 });
    // It did not vanish early: the toast lasts 3 s (a little slack for the round trip of the check itself).
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  test('Back returns to the previous step with its answer kept', async ({ page }) => {
    await page.goto('/');
    const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
    await wizard.scrollIntoViewIfNeeded();
    await expectHydrated(page);
    await expect(wizard.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await wizard.getByRole('radio', { name: '41 or more people' }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expect(wizard.getByRole('heading', { name: 'How long should the programme run?' })).toBeFocused();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.getByText('Step 1 of 5')).toBeVisible();
    await expect(wizard.getByRole('radio', { name: '41 or more people' })).toBeChecked();
    await expect(wizard.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('the wizard offers the eight challenges of rule 14 and the eight outcomes', async ({ page }) => {
    await page.goto('/');
    const wizard = page.getByRole('form', { name: 'Onboarding blueprint' });
    await wizard.scrollIntoViewIfNeeded();
    await expectHydrated(page);
    await wizard.getByRole('radio', { name: '4 to 10 people' }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('radio', { name: '12 months' }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    const labels = await wizard.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent?.trim()));
    expect(labels).toEqual([
      'Low Digital Confidence', 'Slow Innovation', 'Resistance to change', 'Team silos and conflict',
      'Unclear accountability', 'Poor communication', 'High staff turnover', 'Burnout and overload',
    ]);
    await wizard.getByRole('checkbox', { name: 'Unclear accountability' }).check();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    const outcomes = await wizard.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent?.trim()));
    expect(outcomes).toEqual([
      'Team communication', 'Self-leadership', 'Ownership mindset', 'Digital adoption',
      'Productivity', 'Collaboration', 'Retention', 'Innovation / Ideas shared',
    ]);
  });
});

test.describe('journey paths', () => {
  test("Kofi's path is recommended and selected by default; a click or Enter selects another card", async ({ page }) => {
    await page.goto('/');
    const kofi = journeyCard(page, "Kofi's path");
    const sabrina = journeyCard(page, "Sabrina's path");
    const custom = journeyCard(page, 'Custom path');
    await expect(kofi.getByText('Recommended for you')).toBeVisible();
    await expect(kofi.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(sabrina.getByRole('button')).toHaveAttribute('aria-pressed', 'false');

    await sabrina.getByRole('heading').click();
    await expect(sabrina.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(kofi.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    // Selecting is not recommending.
    await expect(kofi.getByText('Recommended for you')).toBeVisible();

    await custom.getByRole('button', { name: 'Choose Custom path' }).focus();
    await page.keyboard.press('Enter');
    await expect(custom.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(sabrina.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('each card shows its duration from content/journeys', async ({ page }) => {
    await page.goto('/');
    await expect(journeyCard(page, "Kofi's path")).toContainText('6 months');
    await expect(journeyCard(page, "Sabrina's path")).toContainText('9 months');
    await expect(journeyCard(page, 'Custom path')).toContainText('Custom timeline');
  });
});

test.describe('sections', () => {
  test('come in the order of the spec, each reachable from the header', async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(ids).toEqual(['hero-heading', 'blueprint', 'journeys', 'pathfinder', 'gamification', 'results', 'ecosystem', 'faq', 'closing-heading']);
    const nav = page.getByRole('navigation', { name: 'Site', exact: true });
    await expect(nav.getByRole('link')).toHaveText(['Journeys', 'Gamification', 'Results', 'Ecosystem', 'FAQ']);
    await nav.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/#results$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeInViewport();
  });

  test('gamification shows the XP values, the four ranks and the 7-day 1.5× streak', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#gamification');
    for (const [label, xp] of [['Complete onboarding', 50], ['Finish a module', 100], ['Attend a live webinar', 75], ['Run a peer mentoring session', 80], ['Write your weekly reflection', 60], ['Deliver your capstone project', 250]] as const) {
      await expect(section.getByRole('listitem').filter({ hasText: label })).toContainText(`+${xp} XP`);
    }
    await expect(section.getByRole('listitem').filter({ hasText: 'Impact Builder' })).toContainText('501–2,000 XP');
    await expect(section.getByRole('listitem').filter({ hasText: 'Impact Builder' })).toContainText('Unlocks group challenges');
    await expect(section.getByRole('listitem').filter({ hasText: 'Change Architect' })).toContainText('Unlocks mentoring');
    await expect(section.getByRole('listitem').filter({ hasText: 'Transformation Leader' })).toContainText('5,001+ XP');
    await expect(section.getByRole('heading', { name: '7-day streak: 1.5× XP' })).toBeVisible();
  });

  test('results show the figures of content/site/figures.yaml', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#results');
    await expect(section).toContainText('1,000,000 lives by 2026');
    await expect(section).toContainText('2,453 leaders trained');
    await expect(section.getByRole('progressbar', { name: 'Leaders trained' })).toHaveAttribute('aria-valuemax', '100000');
    await expect(section.getByRole('progressbar', { name: 'Leaders trained' })).toHaveAttribute('aria-valuenow', '2453');
    for (const figure of ['$10M+', '+32%', '−28%']) await expect(section.getByText(figure, { exact: true })).toBeVisible();
  });

  test('the FAQ lists the knowledge-base articles marked for the landing page, each linking to its article', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#faq');
    await expect(section.getByRole('link', { name: 'Browse the knowledge base' })).toHaveAttribute('href', '/knowledge-base');
    const questions = section.locator('details');
    for (const details of await questions.all()) {
      await details.locator('summary').click();
      await expect(details.getByRole('link', { name: /Read the full answer/ })).toHaveAttribute('href', /^\/knowledge-base\/[\w-]+$/);
    }
  });
});

test.describe('premium ecosystem items (rule 18)', () => {
  const premium = ['Transformation Partner', 'Book Club', 'Peer-to-Peer Circles'];

  async function expectPremium(page: Page, dimmed: boolean): Promise<void> {
    const section = page.locator('#ecosystem');
    for (const name of premium) {
      const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
      const badge = item.getByText('Premium', { exact: true });
      if (dimmed) await expect(badge).toBeVisible();
      else await expect(badge).toBeHidden();
      await expect(item).toHaveCSS('border-top-style', dimmed ? 'dashed' : 'solid');
      await expect(item).toHaveCSS('filter', dimmed ? 'grayscale(1)' : 'none');
    }
    // Free items are never dimmed and carry no badge; items come in the order of content/site/ecosystem.yaml.
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Learning Hub', 'Leadership Board', 'Villages', 'Impact Log', /^Transformation Partner/, /^Book Club/, /^Peer-to-Peer Circles/,
    ]);
    const free = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Villages' }) });
    await expect(free).toHaveCSS('border-top-style', 'solid');
    await expect(free.getByText('Premium', { exact: true })).toHaveCount(0);
  }

  test('visitors see them dimmed with a Premium badge', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expectPremium(page, true);
  });

  test('free members see them dimmed with a Premium badge', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expectPremium(page, true);
  });

  test('paid members see them like every other item', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'paid');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectPremium(page, false);
  });
});
