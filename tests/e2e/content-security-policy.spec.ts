// Every page of the site under its Content-Security-Policy, in Chromium: each prerendered page (the landing
// page, the knowledge base and every article, the pathfinder confirmation), every on-demand page of the route
// table for a visitor, a paid member, an admin and a corporate leader, the upgrade page's card form and a
// receipt for a learner who pays there, a live award arriving on an open board, and the 404 (/upgrade in stripe mode:
// content-security-policy-stripe.spec.ts). A page fails on any `securitypolicyviolation` event, any console
// error (a refused script, style, connection or worker says so there), any uncaught error, a missing policy
// header, an island that never hydrated, or a stylesheet left switched off.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Cookie, type Page } from './support/test.ts';
import { ROUTES } from '#/domain/route-policy.ts';
import { awardXp } from '#/server/services/gamification/index.ts';
import { addLeader, createOrganisation } from '#/server/services/organisations/index.ts';
import { equal } from '#/server/store/query.ts';
import { startDiscussion } from '#/server/services/forum/posts.ts';
import { createVillage } from '#/server/services/villages/village-membership.ts';
import { parsePagePolicies } from '#/server/web-server/page-policies.ts';
import { createPerson, signedInPage, signInWithForm, withBackend, type Kind } from './support/accounts.ts';
import { finishKofisPath, pathModules } from './support/journeys.ts';
import { expectNoProblems, expectSitePolicy, watchForProblems } from './support/policy-watch.ts';

type Viewer = 'visitor' | Extract<Kind, 'paid' | 'admin'> | 'corporate leader';

/** The prerendered pages, as the build wrote their policies (npm run build comes first). */
const PRERENDERED = [...parsePagePolicies(readFileSync(new URL('../../dist/_headers.json', import.meta.url), 'utf8')).keys()];

/** The values the sample paths use: the paid member's id, a module of their journey, their certificate, their village, an organisation. */
interface Samples {
  userId: string;
  slug: string;
  certificateId: string;
  villageId: string;
  organisationId: string;
  /** A discussion each signed-in viewer started (the edit page is the author's only). */
  postIds: Partial<Record<Viewer, string>>;
}

/** Routes of the table that are not pages to visit here, and why. */
const NOT_VISITED: Readonly<Record<string, string>> = {
  '/profile/receipts/[paymentId]': 'needs a payment: the upgrade test below opens one',
  '/journey/webinars/[file]': 'a calendar file (.ics), not a page',
};

/**
 * A sample path for a route pattern of the table; null for the prefixes (the knowledge base is prerendered)
 * and for the routes of NOT_VISITED. A new parameter fails here, so a new route cannot be skipped silently.
 */
function samplePath(pattern: string, ids: Samples, viewer: Viewer): string | null {
  if (pattern.endsWith('/**') || pattern in NOT_VISITED) return null;
  const samples: Record<string, string> = { userId: ids.userId, postId: ids.postIds[viewer] ?? 'no-post', slug: ids.slug, file: ids.certificateId, villageId: ids.villageId, organisationId: ids.organisationId };
  return pattern.replace(/\[(\w+)\]/g, (_whole, name: string) => {
    const sample = samples[name];
    if (sample === undefined) throw new Error(`No sample value for [${name}] in ${pattern}: add one to samplePath`);
    return sample;
  });
}

/**
 * Where a page sends a viewer by design rather than showing itself: the paid member has onboarded and founded
 * a village; the admin has done neither (so the wizard and the village builder are visited as the admin, and the
 * quiz's retake page sends them to the wizard).
 */
function landingOf(viewer: Viewer, path: string, ids: Samples): string {
  if (viewer === 'admin') return ({ '/villages': '/build-village', '/profile/personality': '/onboarding', '/admin': '/admin/dashboard' } as Record<string, string>)[path] ?? path;
  // The corporate leader has onboarded and is in no village.
  if (viewer === 'corporate leader') return ({ '/onboarding': '/leaderboard', '/villages': '/build-village' } as Record<string, string>)[path] ?? path;
  if (viewer !== 'paid') return path;
  const ownVillage = `/villages/${ids.villageId}`;
  return ({ '/onboarding': '/leaderboard', '/villages': ownVillage, '/build-village': ownVillage } as Record<string, string>)[path] ?? path;
}

/** Every on-demand page of the route table that `viewer` may open. */
function onDemandPages(viewer: Viewer, ids: Samples): string[] {
  const allowed = { visitor: ['public'], paid: ['signed-in', 'paid'], admin: ['signed-in', 'paid', 'admin'], 'corporate leader': ['signed-in', 'paid', 'corporate-leader'] }[viewer];
  return ROUTES.filter((rule) => !rule.api && allowed.includes(rule.access))
    .map((rule) => samplePath(rule.pattern, ids, viewer))
    .filter((path): path is string => path !== null && !PRERENDERED.includes(path));
}

/** What some pages only load when used: the ROI estimator's dialog, the knowledge-base search worker. */
async function exercise(page: Page, path: string): Promise<void> {
  if (path === '/') {
    await page.getByRole('button', { name: 'Estimate your ROI' }).click();
    await expect(page.getByRole('dialog', { name: 'Estimate your ROI' }).locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Escape');
  }
  if (path === '/knowledge-base') {
    await page.getByLabel('Search the knowledge base').fill('streak');
    await expect(page.locator('[data-kb-search-status]')).toHaveText(/found for “streak”/);
  }
  // The same pages in French: the estimator's island (inside its closed dialog) and the French search index.
  if (path === '/fr') {
    await page.getByRole('button', { name: 'Estimer votre retour sur investissement' }).click();
    await expect(page.getByRole('dialog', { name: 'Estimer votre retour sur investissement' }).locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Escape');
  }
  if (path === '/fr/knowledge-base') {
    await page.getByLabel('Rechercher dans la base de connaissances').fill('série');
    await expect(page.locator('[data-kb-search-status]')).toHaveText(/trouvés? pour « série »/);
  }
}

/**
 * Opens `path`, uses it, and checks the policy arrived and nothing was refused. Returns the list the page's
 * reports keep going to, for a test that goes on using the page.
 */
async function visit(page: Page, path: string, expectedStatus = 200, landing = path): Promise<string[]> {
  const problems = await watchForProblems(page);
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(expectedStatus);
  expect(new URL(page.url()).pathname, landing === path ? `${path} was not redirected` : `${path} leads to ${landing}`).toBe(landing);
  expectSitePolicy(response?.headers()['content-security-policy'] ?? '', path);

  // Scroll to the end so every `client:visible` island hydrates, then use what loads on demand.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await exercise(page, path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]'), `${path}: every island hydrated`).toHaveCount(0);
  // The full stylesheet and the scripts wait for the first paint (src/server/page-html/after-first-paint.ts):
  // by now the loader has put them all in the document, and every stylesheet has loaded.
  await expect(page.locator('template[data-after-paint]'), `${path}: nothing left waiting after the first paint`).toHaveCount(0);
  const unloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet).map((link) => link.href));
  expect(unloaded, `${path}: stylesheets that never loaded`).toEqual([]);

  expectNoProblems(problems, path, expectedStatus === 404 ? [/console error: Failed to load resource: the server responded with a status of 404/] : []);
  return problems;
}

test.describe('prerendered pages', () => {
  test('the build wrote a policy for the landing page, the knowledge base and its articles', () => {
    expect(PRERENDERED).toEqual(expect.arrayContaining(['/', '/knowledge-base', '/knowledge-base/how-do-streaks-work', '/pathfinder/requested']));
  });

  for (const path of PRERENDERED) {
    test(`${path} runs under its policy`, async ({ page }) => {
      await visit(page, path);
      if (path === '/') await expect(page.locator('link[rel="stylesheet"]').first()).toBeAttached();
    });
  }
});

test.describe('on-demand pages', () => {
  const cookies = new Map<Viewer, Cookie[]>();
  let ids: Samples = { userId: '', slug: '', certificateId: '', villageId: '', organisationId: '', postIds: {} };

  test.beforeAll(async ({ baseURL }) => {
    const paid = await createPerson('paid');
    const admin = await createPerson('admin', { onboarded: false });
    // The paid member has finished Kofi's path (every journey page full, a certificate to show); the admin
    // has just chosen it (its first module open).
    const [firstModule] = pathModules('kofi');
    const certificateId = await finishKofisPath(paid.userId, admin.userId);
    const { villageId } = await withBackend((backend) => createVillage(backend, paid.userId, { name: 'Policy village', description: 'We meet on Fridays.', access: 'open' }));
    // An organisation with a corporate leader (rule 34): its admin page, and the leader's /team.
    const leader = await createPerson('free');
    const organisationId = await withBackend(async (backend) => {
      const organisation = await createOrganisation(backend, admin.userId, { name: 'Policy Check Ltd', seatLimit: null });
      await addLeader(backend, admin.userId, { organisationId: organisation.id, email: leader.email, reason: 'Policy check' });
      return organisation.id;
    });
    const postIds: Samples['postIds'] = {};
    for (const [kind, person] of [['paid', paid], ['admin', admin], ['corporate leader', leader]] as const) {
      const viewer = { id: person.userId, isAdmin: kind === 'admin', isPaid: true };
      const discussion = { categoryId: 'general', title: `A discussion ${kind} started`, body: 'What makes a **good** stand-up?' } as const;
      postIds[kind] = (await withBackend((backend) => startDiscussion(backend, viewer, discussion))).postId;
    }
    ids = { userId: paid.userId, slug: firstModule!.id, certificateId, villageId, organisationId, postIds };
    await withBackend(({ store }) => store.updateRow('users', admin.userId, { journey: 'kofi' }));
    for (const [kind, person] of [['paid', paid], ['admin', admin], ['corporate leader', leader]] as const) {
      const context = await playwrightRequest.newContext({ baseURL });
      await signInWithForm(context, baseURL!, person);
      cookies.set(kind, (await context.storageState()).cookies);
      await context.dispose();
    }
    cookies.set('visitor', []);
  });

  for (const viewer of ['visitor', 'paid', 'admin', 'corporate leader'] as const) {
    test(`every page a ${viewer} may open runs under its policy`, async ({ context }) => {
      const pages = onDemandPages(viewer, ids);
      expect(pages.length).toBeGreaterThan(viewer === 'visitor' ? 1 : 10);
      test.setTimeout(30_000 + pages.length * 10_000);
      await context.addCookies(cookies.get(viewer) ?? []);
      for (const path of pages) {
        // A page of its own for each path: its listeners hear only that page.
        const page = await context.newPage();
        await visit(page, path, 200, landingOf(viewer, path, ids));
        await page.close();
      }
    });
  }

  test("a free learner pays with the upgrade page's card form, and opens the receipt, under their policies", async ({ page, baseURL }) => {
    const person = await signedInPage(page, baseURL!, 'free');
    const problems = await visit(page, '/upgrade');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment received: you are a paid member' })).toBeVisible();
    expectNoProblems(problems, '/upgrade while paying');
    const [payment] = await withBackend(async ({ store }) => (await store.listRows('payments', [equal('userId', person.userId)])).rows);
    await visit(await page.context().newPage(), `/profile/receipts/${payment!.$id}`);
  });

  test("linking a sign-in provider from /profile leaves for the provider's page under the policy (form-action 'self')", async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!, 'free');
    const problems = await visit(page, '/profile');
    await page.getByRole('button', { name: 'Link Test ID' }).click();
    // The provider's own sign-in page (the test OpenID provider), reached through our continue page.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
    // What the provider's page itself logs (its missing favicon…) is not ours: only refusals count here.
    expectNoProblems(problems.filter((problem) => /securitypolicyviolation|Content Security Policy/.test(problem)), '/profile, linking a provider');
  });

  test('an award made on the server reaches an open board under its policy: the points stream, the toasts, the refreshed board', async ({ page, baseURL }) => {
    const person = await signedInPage(page, baseURL!, 'paid', { displayName: `Policy Learner ${Date.now()}` });
    const problems = await visit(page, '/leaderboard');
    await withBackend((backend) => awardXp(backend, { userId: person.userId, activity: 'module', sourceId: 'csp-module-1' }));
    await expect(page.getByRole('status').getByText('+100 XP · Module finished')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('board').getByRole('row', { name: new RegExp(person.displayName) })).toContainText('100 XP', { timeout: 10_000 });
    expectNoProblems(problems, '/leaderboard after a live award');
  });

  test('the 404 page runs under its policy', async ({ page }) => {
    await visit(page, '/no-such-page', 404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
