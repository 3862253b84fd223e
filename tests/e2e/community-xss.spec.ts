// The XSS corpus (tests/fixtures/xss-corpus.ts) through every community text field, rendered in Chromium:
// display names and countries (onboarding), village names and descriptions, impact titles, descriptions and
// evidence links, invite codes typed, circle messages and partner requests. Each payload is sent through the
// real Actions (what the forms refuse is never stored); the rest is written through the services, cut to the
// field's length. Every page that shows them must run none: a payload that ran would set window.__xss or open
// an alert (trapped here).
import { expect, test, type Page } from './support/test.ts';
import { upcomingSessions } from '#/domain/circles.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { circleCatalogue } from '#/server/services/ecosystem/circle-catalogue.ts';
import { requestCirclePlace, requestPartner } from '#/server/services/ecosystem/ecosystem-requests.ts';
import { createVillage, joinVillage } from '#/server/services/villages/village-membership.ts';
import { VILLAGE_DESCRIPTION_MAX, VILLAGE_NAME_MAX } from '#/domain/villages.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-corpus.ts';
import { createPerson, signInWithForm, signedInPage, withBackend } from './support/accounts.ts';
import { expectNothingRan, postAction, postPageForm, villageOf } from './support/community.ts';

test.describe.configure({ timeout: 180_000 });

function trapDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectNothingRan(page);
}

test('impact entries: every payload as title, description and evidence link, through the Action; the log and the village page run none', async ({ page, baseURL }) => {
  const opened = trapDialogs(page);
  const author = await signedInPage(page, baseURL!, 'free', { displayName: 'XSS author' });
  await villageOf(author);
  let acceptedLinks = 0;
  for (const payload of XSS_PAYLOADS) {
    const entry = { date: '2026-11-01', title: payload.slice(0, 120), description: payload, peopleAffected: '3', category: 'team', evidenceUrl: payload, shared: 'on' };
    const withLink = await postAction(page, baseURL!, 'impact.add', entry);
    if (withLink === 200) acceptedLinks += 1;
    // Without the link it is stored, unless the title holds a control character (a tab), which a line of text refuses.
    else expect(await postAction(page, baseURL!, 'impact.add', { ...entry, evidenceUrl: '' })).toBe(/\p{Cc}/u.test(entry.title) ? 400 : 200);
  }
  expect(acceptedLinks).toBe(0);
  for (const path of ['/impact-log', '/impact-log?page=2', '/impact-log?page=3', '/villages']) await visit(page, path);
  await expect(page.getByRole('region', { name: 'Impact shared with the village' }).getByRole('listitem')).toHaveCount(10);
  expect(opened).toEqual([]);
});

test.describe('forms that put back what was typed', () => {
  test('a refused impact entry shows each payload back as text', async ({ page, baseURL }) => {
    const opened = trapDialogs(page);
    await signedInPage(page, baseURL!, 'free');
    await page.goto('/impact-log');
    const fields = await page.getByRole('textbox').count();
    for (const payload of XSS_PAYLOADS) {
      await page.getByLabel('Title').fill(payload.slice(0, 120));
      await page.getByLabel(/What did you do/).fill(payload);
      await page.getByLabel('Evidence link (optional)').fill(payload.slice(0, 500));
      await page.getByLabel('People affected').fill('');
      await page.getByRole('button', { name: 'Save entry' }).click();
      await expect(page.getByLabel('People affected')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(/What did you do/)).toHaveValue(payload);
      await expectNothingRan(page);
    }
    // However a payload tried to close its field, the form still has exactly its own fields.
    await expect(page.getByRole('textbox')).toHaveCount(fields);
    expect(opened).toEqual([]);
  });

  test('village creation and join-by-code on /build-village show each payload back as typed', async ({ page, baseURL }) => {
    const opened = trapDialogs(page);
    await signedInPage(page, baseURL!, 'free');
    for (const payload of XSS_PAYLOADS) {
      // No choice of who can join: refused, so the page answers with the form and what was typed in it.
      const village = { name: payload.slice(0, VILLAGE_NAME_MAX), description: payload.slice(0, VILLAGE_DESCRIPTION_MAX), access: '' };
      expect(await postPageForm(page, baseURL!, '/build-village', 'villages.create', village), payload).toBe(400);
      await expect(page.getByLabel('Village name')).toHaveValue(village.name);
      await expect(page.getByLabel(/What is it about/)).toHaveValue(village.description);
      await expectNothingRan(page);

      const code = payload.slice(0, 20);
      expect(await postPageForm(page, baseURL!, '/build-village', 'villages.joinByCode', { code }), payload).toBe(400);
      await expect(page.getByRole('textbox', { name: 'Invite code' })).toHaveValue(code);
      await expect(page.getByRole('textbox', { name: 'Invite code' })).toHaveAttribute('aria-invalid', 'true');
      await expectNothingRan(page);
    }
    expect(opened).toEqual([]);
  });

  test('the Transformation Partner form, refused, shows each payload back as typed', async ({ page, baseURL }) => {
    const opened = trapDialogs(page);
    await signedInPage(page, baseURL!, 'paid');
    for (const payload of XSS_PAYLOADS) {
      // A team of 0 is refused, so nothing is stored and every text comes back in its field.
      const request = { organisation: payload.slice(0, 120), jobTitle: payload.slice(0, 80), teamSize: '0', goals: payload.slice(0, 2000), availability: payload.slice(0, 200) };
      expect(await postPageForm(page, baseURL!, '/ecosystem/transformation-partner', 'ecosystem.requestPartner', request), payload).toBe(400);
      await expect(page.getByLabel('People you lead (optional)')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Organisation')).toHaveValue(request.organisation);
      await expect(page.getByLabel('Your role (optional)')).toHaveValue(request.jobTitle);
      await expect(page.getByLabel('What should the partnership help you change?')).toHaveValue(request.goals);
      await expect(page.getByLabel('Best times to reach you (optional)')).toHaveValue(request.availability);
      await expectNothingRan(page);
    }
    expect(opened).toEqual([]);
  });

  test('onboarding shows each display name and country back in its fields', async ({ page, baseURL }) => {
    const opened = trapDialogs(page);
    const person = await createPerson('free', { onboarded: false });
    await signInWithForm(page.request, baseURL!, person);
    for (const payload of XSS_PAYLOADS) {
      const status = await postAction(page, baseURL!, 'onboarding.saveAbout', { displayName: payload.slice(0, 80), country: payload.slice(0, 80), timezone: 'Africa/Lagos' });
      // Payloads with control characters (a tab) are refused; the rest are stored and shown.
      expect([200, 400]).toContain(status);
      if (status === 200) {
        await visit(page, '/onboarding?step=about');
        await expect(page.getByLabel('Display name')).toHaveValue(payload.slice(0, 80).trim());
      }
    }
    expect(opened).toEqual([]);
  });
});

test('village names and descriptions, member display names, circle messages and partner requests run nothing where they are shown', async ({ page, baseURL }) => {
  const opened = trapDialogs(page);
  const viewer = await signedInPage(page, baseURL!, 'admin', { displayName: 'XSS viewer' });
  const [circle] = circleCatalogue();
  const sessions = upcomingSessions(circle!, new Date());
  const { villageIds, memberVillage } = await withBackend(async (backend) => {
    const villageIds: string[] = [];
    let memberVillage = '';
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const { userId } = await createAccount(backend, {
        email: `xss-${index}-${Date.now()}@e2e.example`,
        password: `xss password ${index} long enough`,
        displayName: payload.slice(0, 80),
        timezone: 'UTC',
        membershipStatus: 'paid',
        transformationTier: 'individual_paid',
      });
      await backend.store.updateRow('users', userId, { onboardingCompletedAt: new Date().toISOString() });
      // Members with hostile names: the first eleven join the viewer's village.
      if (index === 0) memberVillage = (await createVillage(backend, viewer.userId, { name: 'XSS members', description: null, access: 'open' })).villageId;
      if (index < 11) await joinVillage(backend, userId, memberVillage);
      else villageIds.push((await createVillage(backend, userId, { name: payload.slice(0, 60), description: payload.slice(0, 500), access: 'open' })).villageId);
      await requestPartner(backend, userId, { organisation: payload.slice(0, 120), jobTitle: payload.slice(0, 80), teamSize: 3, goals: payload, availability: payload.slice(0, 200) });
      await requestCirclePlace(backend, userId, { sessionId: sessions[index % sessions.length]!.id, message: payload });
    }
    return { villageIds, memberVillage };
  });
  await visit(page, `/villages/${memberVillage}`);
  await expect(page.getByRole('region', { name: /Members/ }).getByRole('listitem')).toHaveCount(12);
  for (const villageId of villageIds) await visit(page, `/villages/${villageId}`);
  for (let listPage = 1; listPage <= 5; listPage++) await visit(page, `/build-village?page=${listPage}`);
  await visit(page, '/admin/requests');
  await visit(page, '/admin/requests?page=2');
  // An invite code typed as a payload is refused next to its field and put back as text.
  await page.context().clearCookies();
  await signInWithForm(page.request, baseURL!, await createPerson('free'));
  for (const payload of XSS_PAYLOADS.slice(0, 10)) {
    expect(await postAction(page, baseURL!, 'villages.joinByCode', { code: payload.slice(0, 20) })).toBe(400);
  }
  expect(opened).toEqual([]);
});
