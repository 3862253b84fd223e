// The administration works the same on both backends (rule 2): the dashboard's counters follow each event and
// agree with a rebuild from the rows, the last admin cannot be demoted even by two admins at once, learners are
// found by name and by email (the auth store's: auth_accounts, or Appwrite Users), a suspended account cannot
// sign in and loses its sessions, settings apply without a restart and are audited, and the CSV export holds
// what the list shows. On a Backend built by config.ts for the embedded store, and for Appwrite through the
// fake Appwrite with its list totals capped at 20 (so no figure may come from counting rows).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '#/domain/learner-filters.ts';
import type { Backend } from '#/server/backend.ts';
import { createBackend } from '#/server/config.ts';
import { changeStanding } from '#/server/services/access.ts';
import { createAccount, signIn } from '#/server/services/accounts.ts';
import { getDashboard } from '#/server/services/admin/dashboard.ts';
import { listLearners } from '#/server/services/admin/learner-directory.ts';
import { reinstateLearner, suspendLearner } from '#/server/services/admin/learner-sessions.ts';
import { adjustLearnerXp } from '#/server/services/admin/xp-adjustment.ts';
import { openCsvExport } from '#/server/services/admin/csv-exports.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { awardXp } from '#/server/services/gamification/index.ts';
import { startDiscussion } from '#/server/services/forum/posts.ts';
import { settleReport, listReports } from '#/server/services/forum/report-queue.ts';
import { reportContent } from '#/server/services/forum/reports.ts';
import { readFeed } from '#/server/services/forum/feed.ts';
import { FORUM_FOR_PAID_MEMBERS } from '#/server/services/forum/forum-gate.ts';
import { startChallenge } from '#/server/services/villages/group-challenges.ts';
import { createVillage } from '#/server/services/villages/village-membership.ts';
import { START_MESSAGES } from '#/domain/challenges.ts';
import { getLearnerRecord } from '#/server/services/admin/learner-record.ts';
import { addImpactEntry } from '#/server/services/impact/impact-log.ts';
import { touchLastActive } from '#/server/services/profiles.ts';
import { submitPathfinderRequest } from '#/server/services/pathfinder-requests.ts';
import { submitReflection } from '#/server/services/journeys/weekly-reflections.ts';
import { isServiceError } from '#/server/services/service-error.ts';
import { readSiteSettings, saveSiteSettings } from '#/server/services/site-settings.ts';
import { rebuildSummaries } from '#/server/services/summaries/index.ts';
import { parseSettings } from '#/server/settings.ts';
import { equal, limit } from '#/server/store/query.ts';
import { termRowId } from '#/server/services/admin/name-index.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const PASSWORD = 'a long enough passphrase 26';

/** A person; with a password only when the test signs in with it (hashing one at full cost is slow). */
async function person(backend: Backend, name: string, access: { role?: 'admin'; membershipStatus?: 'paid'; password?: boolean } = {}): Promise<{ id: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.org`;
  const { userId } = await createAccount(backend, {
    email,
    password: access.password ? PASSWORD : null,
    displayName: name,
    timezone: 'Africa/Lagos',
    role: access.role ?? 'learner',
    membershipStatus: access.membershipStatus ?? 'free',
    transformationTier: access.membershipStatus === 'paid' ? 'individual_paid' : null,
  });
  return { id: userId, email };
}

const META = { ip: '203.0.113.9', userAgent: 'contract test' };

function describeAdminScenarios(name: string, open: () => Promise<Backend>): void {
  describe(`administration: ${name}`, () => {
    let backend: Backend;
    afterEach(async () => {
      await backend.store.close();
    });

    it('the dashboard counts sign-ups, visits, XP, paid members and pathfinder requests as they happen, and a rebuild from the rows agrees', { timeout: 120_000 }, async () => {
      backend = await open();
      const now = new Date();
      const admin = await person(backend, 'Ama Admin', { role: 'admin', membershipStatus: 'paid' });
      const ada = await person(backend, 'Ada Obi');
      await person(backend, 'Kofi Mensah', { membershipStatus: 'paid' });
      await awardXp(backend, { userId: ada.id, activity: 'module', sourceId: 'm1' });
      await awardXp(backend, { userId: ada.id, activity: 'webinar', sourceId: 'w1' });
      expect(await touchLastActive(backend, ada.id)).toBe(true);
      await submitPathfinderRequest(backend, { name: 'Visitor', email: 'visitor@example.org', teamSize: 10, timeline: 'asap', duration: '6-months', date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), time: '14:30', timezone: 'Africa/Lagos' }, { ip: '198.51.100.7' });

      const dashboard = await getDashboard(backend, admin.id, now);
      expect(dashboard.learners.value).toBe(3);
      expect(dashboard.newThisWeek.value).toBe(3);
      expect(dashboard.paidMembers.value).toBe(2);
      expect(dashboard.conversion.value).toBe(66.7);
      expect(dashboard.admins).toBe(1);
      expect(dashboard.xpThisWeek.value).toBe(175);
      expect(dashboard.active7.value).toBe(1);
      expect(dashboard.activeToday.value).toBe(1);
      expect(dashboard.pathfinder.thisWeek.value).toBe(1);
      expect(dashboard.pathfinder.newest).toHaveLength(1);
      expect(Object.values(dashboard.pathfinder.byStatus).reduce((a, b) => a + b, 0)).toBe(1);

      await rebuildSummaries(backend);
      const rebuilt = await getDashboard(backend, admin.id, now);
      for (const figure of ['learners', 'newThisWeek', 'paidMembers', 'xpThisWeek', 'active7', 'active30'] as const) {
        expect(rebuilt[figure].value, figure).toBe(dashboard[figure].value);
      }
      expect(rebuilt.admins).toBe(1);
    });

    it('forum reports waiting are counted as they are opened and settled (hiding a post settles all of its reports), and a rebuild agrees', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const [author, kojo, efua] = [await person(backend, 'Ada Obi'), await person(backend, 'Kojo Asante'), await person(backend, 'Efua Owusu')];
      const asViewer = (id: string, isAdmin = false) => ({ id, isAdmin, isPaid: false });
      const { postId } = await startDiscussion(backend, asViewer(author.id), { categoryId: 'general', title: 'A heated thread', body: 'Something worth reporting.' });
      await reportContent(backend, asViewer(kojo.id), { targetType: 'post', targetId: postId, reason: 'Rude' });
      await reportContent(backend, asViewer(efua.id), { targetType: 'post', targetId: postId, reason: 'Off topic' });
      expect((await getDashboard(backend, admin.id)).learning.forumReportsOpen.value).toBe(2);

      const [first] = (await listReports(backend, asViewer(admin.id, true), 'open')).reports;
      await settleReport(backend, asViewer(admin.id, true), first?.id, 'hidden', 'Not how we talk here');
      expect((await getDashboard(backend, admin.id)).learning.forumReportsOpen.value).toBe(0);
      await rebuildSummaries(backend);
      expect((await getDashboard(backend, admin.id)).learning.forumReportsOpen.value).toBe(0);
    });

    it('the feature switches take effect at once: the forum kept for paid members refuses a free learner (pages and writes), and paused group challenges refuse a new one', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const free = await person(backend, 'Ada Obi');
      const paid = await person(backend, 'Kofi Mensah', { membershipStatus: 'paid' });
      const freeViewer = { id: free.id, isAdmin: false, isPaid: false };
      const paidViewer = { id: paid.id, isAdmin: false, isPaid: true };
      const { postId } = await startDiscussion(backend, freeViewer, { categoryId: 'general', title: 'While it is open', body: 'Free learners may post.' });
      await saveSiteSettings(backend, admin.id, [{ name: 'features', value: { forumOpenToFree: false, groupChallenges: false } }], 'Forum for members this month');

      const refusalOf = async (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (isServiceError(error) ? `${error.code}: ${error.message}` : String(error)));
      expect(await refusalOf(readFeed(backend, freeViewer, { categoryId: null, query: '', after: null }))).toBe(`permission-denied: ${FORUM_FOR_PAID_MEMBERS}`);
      expect(await refusalOf(startDiscussion(backend, freeViewer, { categoryId: 'general', title: 'Closed now', body: 'Refused.' }))).toBe(`permission-denied: ${FORUM_FOR_PAID_MEMBERS}`);
      expect(await refusalOf(reportContent(backend, freeViewer, { targetType: 'post', targetId: postId, reason: 'x' }))).toBe(`permission-denied: ${FORUM_FOR_PAID_MEMBERS}`);
      expect((await readFeed(backend, paidViewer, { categoryId: null, query: '', after: null })).discussions.map((post) => post.id)).toEqual([postId]);

      const { villageId } = await createVillage(backend, paid.id, { name: 'Paused village', description: null, access: 'open' });
      expect(await refusalOf(startChallenge(backend, paid.id, villageId, 'impact-week'))).toBe(`failed-precondition: ${START_MESSAGES.paused}`);

      await saveSiteSettings(backend, admin.id, [{ name: 'features', value: { forumOpenToFree: true, groupChallenges: true } }], 'Open again');
      expect((await readFeed(backend, freeViewer, { categoryId: null, query: '', after: null })).discussions).toHaveLength(1);
    });

    it("a learner's page shows their village, impact log and forum activity, read by their id", { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const ada = await person(backend, 'Ada Obi');
      const viewer = { id: ada.id, isAdmin: false, isPaid: false };
      const { villageId } = await createVillage(backend, ada.id, { name: 'Lagos Leaders', description: null, access: 'open' });
      await addImpactEntry(backend, ada.id, { date: '2026-11-02', title: 'Stand-up with owners', description: 'Every action has an owner.', peopleAffected: 6, category: 'team', evidenceUrl: null, shared: false }, { now: new Date('2026-11-03T10:00:00Z') });
      const { postId } = await startDiscussion(backend, viewer, { categoryId: 'general', title: 'How do you run one-to-ones?', body: 'Looking for a simple shape.' });

      const { community } = await getLearnerRecord(backend, admin.id, ada.id);
      expect(community.village).toMatchObject({ id: villageId, name: 'Lagos Leaders', memberCount: 1, founder: true });
      expect([community.impact.entries, community.impact.peopleAffected, community.impact.latest.map((entry) => entry.title)]).toEqual([1, 6, ['Stand-up with owners']]);
      expect(community.impact.byCategory).toEqual([{ category: 'team', entries: 1, peopleAffected: 6 }]);
      expect([community.forum.posts, community.forum.replies, community.forum.latest.map((post) => post.$id)]).toEqual([1, 0, [postId]]);
    });

    it('the impact export gives one row per organisation: members, members with entries, entries and people affected, by category', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const [ada, kofi, efua, loner] = [await person(backend, 'Ada Obi'), await person(backend, 'Kofi Mensah'), await person(backend, 'Efua Owusu'), await person(backend, 'Lone Learner')];
      await backend.store.updateRow('users', ada.id, { organisationId: 'orgacme' });
      await backend.store.updateRow('users', kofi.id, { organisationId: 'orgacme' });
      await backend.store.updateRow('users', efua.id, { organisationId: 'orgbeta' });
      const entry = { date: '2026-11-02', title: 'Stand-up with owners', description: 'Owners for every action.', peopleAffected: 6, category: 'team', evidenceUrl: null, shared: false } as const;
      const at = { now: new Date('2026-11-03T10:00:00Z') };
      await addImpactEntry(backend, ada.id, entry, at);
      await addImpactEntry(backend, ada.id, { ...entry, category: 'digital', peopleAffected: 40 }, at);
      await addImpactEntry(backend, efua.id, { ...entry, peopleAffected: 3 }, at);
      await addImpactEntry(backend, loner.id, entry, at);

      const file = await openCsvExport(backend, admin.id, 'impact-by-organisation', new URLSearchParams());
      const [header, ...rows] = (await new Response(file.body).text()).replace(/^\uFEFF/, '').trim().split('\n');
      expect(header).toBe('organisation,members,members with entries,entries,people affected,Team development entries,Coaching and mentoring entries,Process improvement entries,Digital adoption entries,Community and customers entries,Wellbeing and inclusion entries');
      expect(rows).toEqual(['orgacme,2,1,2,46,1,0,0,1,0,0', 'orgbeta,1,1,1,3,1,0,0,0,0,0']);
    });

    it('an admin cannot remove their own admin role, the last admin cannot be demoted, and two admins demoting each other at once leave one', { timeout: 120_000 }, async () => {
      backend = await open();
      const one = await person(backend, 'Admin One', { role: 'admin' });
      const refusal = async (work: Promise<unknown>) => {
        try {
          await work;
          return null;
        } catch (error) {
          return isServiceError(error) ? error.message : String(error);
        }
      };
      expect(await refusal(changeStanding(backend, { adminId: one.id }, one.id, { role: 'learner' }, 'stepping down'))).toMatch(/your own admin role/);
      expect(await refusal(changeStanding(backend, 'operator', one.id, { role: 'learner' }, null))).toMatch(/last admin/);
      const two = await person(backend, 'Admin Two', { role: 'admin' });
      const outcomes = await Promise.all([
        refusal(changeStanding(backend, { adminId: one.id }, two.id, { role: 'learner' }, 'one demotes two')),
        refusal(changeStanding(backend, { adminId: two.id }, one.id, { role: 'learner' }, 'two demotes one')),
      ]);
      expect(outcomes.filter((outcome) => outcome === null), JSON.stringify(outcomes)).toHaveLength(1);
      const roles = await Promise.all([one, two].map(async ({ id }) => (await backend.store.getRow('users', id))?.role));
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
      // The survivor's demotion of the other is in the audit log, with its reason.
      const trails = await Promise.all([one, two].map(({ id }) => auditTrailOf(backend.store, 'user', id)));
      expect(trails.flat().filter((entry) => entry.action === 'user.role')).toHaveLength(1);
    });

    it('finds learners by any word of the name and by the start of the email, with filters, a page at a time', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const ada = await person(backend, 'Ada Obi-Mensah', { membershipStatus: 'paid' });
      const zoe = await person(backend, 'Zoë Obiora');
      await person(backend, 'Kwame Asante');
      const byName = await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'obi' }, null);
      expect(byName.mode).toBe('name');
      expect(byName.items.map((item) => item.displayName).sort()).toEqual(['Ada Obi-Mensah', 'Zoë Obiora']);
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'mensah ada' }, null)).items.map((item) => item.id)).toEqual([ada.id]);
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'zoe' }, null)).items.map((item) => item.id)).toEqual([zoe.id]);
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'obi', membership: 'paid' }, null)).items.map((item) => item.id)).toEqual([ada.id]);
      const byEmail = await listLearners(backend, admin.id, { ...NO_FILTERS, q: `${zoe.email.slice(0, 6)}@`.replace(/@$/, '') + '@' }, null);
      expect(byEmail.mode).toBe('email');
      const exact = await listLearners(backend, admin.id, { ...NO_FILTERS, q: zoe.email.toUpperCase() }, null);
      expect(exact.items.map((item) => [item.id, item.email])).toEqual([[zoe.id, zoe.email]]);
      // Pages of 25 follow a cursor through everyone once.
      for (let index = 0; index < 27; index += 1) await person(backend, `Learner ${index}`);
      const first = await listLearners(backend, admin.id, NO_FILTERS, null);
      expect(first.items).toHaveLength(25);
      const second = await listLearners(backend, admin.id, NO_FILTERS, first.next);
      expect(second.next).toBeNull();
      const all = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(all).size).toBe(31);
      expect([...first.items, ...second.items].find((item) => item.id === ada.id)?.email).toBe(ada.email);
    });

    it('finds two words of a name through the pair keys, past any number of learners with only one of them, and a rebuild adds pair keys an older index lacks', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const okonkwo = await person(backend, 'Amara Okonkwo');
      const reversed = await person(backend, 'Okonkwo Amara Zawadi');
      await person(backend, 'Amara Okafor');
      await person(backend, 'Amadou Okonkwo');
      // 850 more learners called Amara, ahead of everyone in the index's order (their users are not even there):
      // read word by word, a page would look at 800 of them and find nobody.
      for (let index = 0; index < 850; index += 1) {
        const userId = `000amara${String(index).padStart(4, '0')}`;
        await backend.store.createRow('learner_search_terms', termRowId(userId, 'amara'), { userId, term: 'amara' });
      }
      const found = await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'Amara Oko' }, null);
      expect(found.items.map((item) => item.id).sort()).toEqual([okonkwo.id, reversed.id].sort());
      expect(found.next).toBeNull();
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'oko amara' }, null)).items.map((item) => item.id).sort()).toEqual([okonkwo.id, reversed.id].sort());
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'amara okonkwo zaw' }, null)).items.map((item) => item.id)).toEqual([reversed.id]);
      // An index made before pair keys (words only): the rebuild adds the pair, once.
      const pair = await backend.store.getRow('learner_search_terms', termRowId(okonkwo.id, '~ama okonkwo'));
      expect(pair?.userId).toBe(okonkwo.id);
      await backend.store.deleteRow('learner_search_terms', termRowId(okonkwo.id, '~ama okonkwo'));
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'amara okon' }, null)).items.map((item) => item.id)).toEqual([reversed.id]);
      await rebuildSummaries(backend);
      expect((await listLearners(backend, admin.id, { ...NO_FILTERS, q: 'amara okon' }, null)).items.map((item) => item.id).sort()).toEqual([okonkwo.id, reversed.id].sort());
      const keys = await backend.store.findRows('learner_search_terms', [equal('userId', okonkwo.id), limit(100)]);
      expect(keys.map((row) => row.term).sort()).toEqual(['amara', 'okonkwo', '~ama okonkwo']);
    });

    it('a suspended learner cannot sign in and loses every session; reinstated, they can sign in again; each step is audited', { timeout: 120_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const ada = await person(backend, 'Ada Obi', { password: true });
      const session = await signIn(backend, { email: ada.email, password: PASSWORD }, META);
      expect((await backend.auth.resolveSession(session.token))?.userId).toBe(ada.id);
      const ended: string[] = [];
      await suspendLearner(backend, admin.id, ada.id, 'Shared account', { endLiveStreams: (id) => ended.push(id) });
      expect(ended).toEqual([ada.id]);
      expect(await backend.auth.resolveSession(session.token)).toBeNull();
      await expect(signIn(backend, { email: ada.email, password: PASSWORD }, META)).rejects.toSatisfy((error) => isServiceError(error, 'failed-precondition') || isServiceError(error, 'invalid-credential'));
      await expect(suspendLearner(backend, admin.id, admin.id, 'myself')).rejects.toSatisfy((error) => isServiceError(error, 'failed-precondition'));
      await reinstateLearner(backend, admin.id, ada.id, 'Cleared up');
      expect((await signIn(backend, { email: ada.email, password: PASSWORD }, META)).userId).toBe(ada.id);
      expect((await auditTrailOf(backend.store, 'user', ada.id)).map((entry) => entry.action)).toEqual(['user.reinstated', 'user.suspended']);
    });

    it('settings default to the environment, an admin value wins at once, every change is audited and the webhook only ever masked', { timeout: 60_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      expect((await readSiteSettings(backend, { fresh: true })).contactEmail).toEqual({ value: backend.settings.contactEmail, source: 'environment' });
      const hook = 'https://hooks.example.org/services/T000/B000/secret-token-4321';
      await saveSiteSettings(backend, admin.id, [
        { name: 'contactEmail', value: 'team@example.org' },
        { name: 'pathfinderWebhookUrl', value: { url: hook } },
        { name: 'streak', value: { days: 3, multiplier: 2 } },
      ], 'New contact desk');
      const site = await readSiteSettings(backend);
      expect(site.contactEmail).toEqual({ value: 'team@example.org', source: 'admin' });
      expect(site.pathfinderWebhookUrl.value?.href).toBe(hook);
      const entries = (await backend.store.findRows('audit_log', [equal('action', 'settings.changed')])).map((row) => `${row.before} ${row.after}`);
      expect(entries).toHaveLength(3);
      expect(entries.join(' ')).not.toContain('secret-token');
      // The engine reads the streak rules in force: a learner's third day in a row is now ×2.
      const ada = await person(backend, 'Ada Obi');
      for (const [day, source] of [[1, 'a'], [2, 'b']] as const) await awardXp(backend, { userId: ada.id, activity: 'module', sourceId: source }, { now: new Date(Date.UTC(2026, 10, day, 10)) });
      const third = await awardXp(backend, { userId: ada.id, activity: 'module', sourceId: 'c' }, { now: new Date(Date.UTC(2026, 10, 3, 10)) });
      expect(third.entry.xp).toBe(200);
      // The journeys read the anti-farming limits in force: a 60-character reflection passes once the minimum is 50.
      const reflection = 'This week I asked each team member what slows them down the most.';
      await expect(submitReflection(backend, ada.id, reflection)).rejects.toSatisfy((error) => isServiceError(error, 'invalid-argument'));
      await saveSiteSettings(backend, admin.id, [{ name: 'farming', value: { reflectionMin: 50, moduleAnswerMin: 100, moduleTimeShare: 0.25, webinarWindowHours: 24 } }], 'Shorter reflections for the pilot');
      expect((await submitReflection(backend, ada.id, reflection)).award?.applied).toBe(true);
      // Not an admin: refused, nothing saved.
      await expect(saveSiteSettings(backend, ada.id, [{ name: 'contactEmail', value: 'evil@example.org' }], null)).rejects.toSatisfy((error) => isServiceError(error, 'permission-denied'));
    });

    it("an admin's XP award reaches the ledger with its reason once, however often the form is sent; the learners CSV holds neutralised cells", { timeout: 60_000 }, async () => {
      backend = await open();
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const mallory = await person(backend, '=HYPERLINK("http://evil.example","x")');
      const key = randomUUID();
      await adjustLearnerXp(backend, admin.id, { userId: mallory.id, amount: 250, reason: 'Workshop in Accra', key });
      await adjustLearnerXp(backend, admin.id, { userId: mallory.id, amount: 250, reason: 'Workshop in Accra', key });
      expect((await backend.store.getRow('user_points', mallory.id))?.points).toBe(250);
      expect((await auditTrailOf(backend.store, 'user', mallory.id)).map((entry) => entry.action)).toEqual(['xp.adjusted']);
      // Nobody adjusts their own balance: refused, nothing paid, nothing audited; another admin can.
      await expect(adjustLearnerXp(backend, admin.id, { userId: admin.id, amount: 500, reason: 'My own bonus', key: randomUUID() })).rejects.toSatisfy((error) => isServiceError(error, 'failed-precondition'));
      expect((await backend.store.getRow('user_points', admin.id))?.points ?? 0).toBe(0);
      expect(await auditTrailOf(backend.store, 'user', admin.id)).toEqual([]);
      const colleague = await person(backend, 'Kwame Admin', { role: 'admin' });
      await adjustLearnerXp(backend, colleague.id, { userId: admin.id, amount: 500, reason: 'Ran the Lagos workshop', key: randomUUID() });
      expect((await backend.store.getRow('user_points', admin.id))?.points).toBe(500);
      const file = await openCsvExport(backend, admin.id, 'learners', new URLSearchParams());
      expect(file.expectedRows).toBe(3);
      const text = await new Response(file.body).text();
      const lines = text.replace(/^\uFEFF/, '').trim().split('\n');
      expect(lines).toHaveLength(4);
      expect(text).toContain(`'=HYPERLINK`);
      expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    });
  });
}

let dataDir: string | undefined;
describeAdminScenarios('embedded (SQLite)', async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
  dataDir = await mkdtemp(join(tmpdir(), 'admin-contract-'));
  return createBackend(parseSettings({ DATA_DIR: dataDir }));
});
// Each scenario removes the folder of the one before; the last one's goes here.
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('on Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ countLimit: 20 });
  });
  afterAll(async () => {
    await fake.close();
  });
  it('a suspension blocks the Appwrite user, and reinstating unblocks them', { timeout: 60_000 }, async () => {
    fake.tablesDb.reset();
    const backend = await createBackend(
      parseSettings({ BACKEND: 'appwrite', APPWRITE_ENDPOINT: fake.endpoint, APPWRITE_PROJECT_ID: fake.projectId, APPWRITE_API_KEY: fake.apiKey, APPWRITE_DATABASE_ID: fake.databaseId }),
    );
    try {
      const admin = await person(backend, 'Ama Admin', { role: 'admin' });
      const ada = await person(backend, 'Ada Obi', { password: true });
      await suspendLearner(backend, admin.id, ada.id, 'Shared account');
      expect(fake.auth.user(ada.id).status).toBe(false);
      await reinstateLearner(backend, admin.id, ada.id, 'Cleared up');
      expect(fake.auth.user(ada.id).status).toBe(true);
    } finally {
      await backend.store.close();
    }
  });

  describeAdminScenarios('Appwrite (fake Appwrite, totals capped at 20)', async () => {
    fake.tablesDb.reset();
    return createBackend(
      parseSettings({
        BACKEND: 'appwrite',
        APPWRITE_ENDPOINT: fake.endpoint,
        APPWRITE_PROJECT_ID: fake.projectId,
        APPWRITE_API_KEY: fake.apiKey,
        APPWRITE_DATABASE_ID: fake.databaseId,
      }),
    );
  });
});
