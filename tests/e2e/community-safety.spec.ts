// Nobody reads or changes what is someone else's (rules 30, 32; deny by default): another learner's impact
// entries (private ones are never shown; none can be edited or deleted), a village's founder tools (only its
// founder), and someone's onboarding (Actions act only for the person signed in). Each is tried through the
// Actions' own endpoints and by crafted posts to the pages, and the data is checked unchanged afterwards.
import { expect, test } from './support/test.ts';
import { createPerson, signInWithForm, withBackend } from './support/accounts.ts';
import { logEntry, postAction, villageOf } from './support/community.ts';

test('another learner’s impact entry cannot be read, edited or deleted; private entries stay private', async ({ page, baseURL }) => {
  const owner = await createPerson('free', { displayName: 'Owner' });
  const intruder = await createPerson('free', { displayName: 'Intruder' });
  await villageOf(owner, [intruder]);
  const secret = await logEntry(owner, { title: 'Private reflection about my manager', shared: false });
  const shared = await logEntry(owner, { title: 'Shared team win', shared: true });
  await signInWithForm(page.request, baseURL!, intruder);

  const edit = { entryId: secret, date: '2026-11-01', title: 'Hacked', description: 'Hacked', peopleAffected: '1', category: 'team', evidenceUrl: '' };
  expect(await postAction(page, baseURL!, 'impact.update', edit)).toBe(404);
  expect(await postAction(page, baseURL!, 'impact.delete', { entryId: secret })).toBe(404);
  expect(await postAction(page, baseURL!, 'impact.delete', { entryId: shared })).toBe(404);
  const crafted = await page.request.post('/impact-log?_action=impact.update', { form: edit, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(crafted.status()).toBe(404);
  const rows = await withBackend(({ store }) => Promise.all([store.getRow('impact_entries', secret), store.getRow('impact_entries', shared)]));
  expect(rows.map((row) => row?.title)).toEqual(['Private reflection about my manager', 'Shared team win']);

  // Reading: the edit and delete views show nothing of it, and the village page shows only what was shared.
  for (const path of [`/impact-log?edit=${secret}`, `/impact-log?delete=${secret}`, '/impact-log']) {
    await page.goto(path);
    expect(await page.content()).not.toContain('Private reflection about my manager');
  }
  await page.goto('/villages');
  await expect(page.getByRole('region', { name: 'Impact shared with the village' })).toContainText('Shared team win');
  expect(await page.content()).not.toContain('Private reflection about my manager');
});

test('only a village’s founder uses its tools; the invite code is never shown to anyone else', async ({ page, baseURL }) => {
  const founder = await createPerson('free', { displayName: 'Founder' });
  const member = await createPerson('free', { displayName: 'Member' });
  const outsider = await createPerson('free', { displayName: 'Outsider' });
  const { villageId, inviteCode } = await villageOf(founder, [member], { access: 'invite' });

  for (const intruder of [member, outsider]) {
    await page.context().clearCookies();
    await signInWithForm(page.request, baseURL!, intruder);
    expect(await postAction(page, baseURL!, 'villages.regenerateCode', { villageId })).toBe(403);
    expect(await postAction(page, baseURL!, 'villages.removeMember', { villageId, memberId: founder.userId })).toBe(403);
    expect(await postAction(page, baseURL!, 'villages.handOver', { villageId, memberId: intruder.userId })).toBe(403);
    const crafted = await page.request.post(`/villages/${villageId}?_action=villages.handOver`, { form: { villageId, memberId: intruder.userId }, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(crafted.status()).toBe(403);
    await page.goto(`/villages/${villageId}`);
    expect(await page.content()).not.toContain(inviteCode.slice(4));
  }
  const village = await withBackend(({ store }) => store.getRow('villages', villageId));
  expect(village).toMatchObject({ founderId: founder.userId, inviteCode, memberCount: 2 });
  // An outsider does not see who is in it either.
  await page.goto(`/villages/${villageId}`);
  await expect(page.getByRole('region', { name: /Members/ })).toHaveCount(0);
});

test('a learner’s onboarding is theirs alone: Actions act for the person signed in, whatever the form says', async ({ page, baseURL }) => {
  const learner = await createPerson('free', { onboarded: false, displayName: 'Learner' });
  const intruder = await createPerson('free', { onboarded: false, displayName: 'Intruder' });
  await withBackend(async (backend) => {
    const { saveAbout } = await import('#/server/services/onboarding/onboarding.ts');
    await saveAbout(backend, learner.userId, learner.userId, { displayName: 'Learner Secret Name', country: 'Ghana', timezone: 'Africa/Accra' });
  });
  await signInWithForm(page.request, baseURL!, intruder);
  // Naming someone else in the form changes nothing of theirs: the Action writes the sender's own draft.
  expect(await postAction(page, baseURL!, 'onboarding.saveAbout', { displayName: 'Overwritten', country: '', timezone: 'UTC', userId: learner.userId })).toBe(200);
  expect(await postAction(page, baseURL!, 'onboarding.complete', { userId: learner.userId })).toBe(400);
  const [theirs, mine] = await withBackend(({ store }) => Promise.all([store.getRow('onboarding_drafts', learner.userId), store.getRow('onboarding_drafts', intruder.userId)]));
  expect(theirs).toMatchObject({ displayName: 'Learner Secret Name', country: 'Ghana' });
  expect(mine).toMatchObject({ displayName: 'Overwritten' });
  const user = await withBackend(({ store }) => store.getRow('users', learner.userId));
  expect(user?.onboardingCompletedAt).toBeNull();
  await page.goto('/onboarding?step=review');
  expect(await page.content()).not.toContain('Learner Secret Name');
  // Signed out, every community Action is refused outright.
  await page.context().clearCookies();
  for (const action of ['onboarding.saveAbout', 'impact.add', 'villages.create', 'ecosystem.requestPartner']) {
    expect(await postAction(page, baseURL!, action, {})).toBe(401);
  }
});
