// Demo data: an admin, a paid, a free and a corporate learner and a corporate leader with weeks of history
// behind them, generated learners for the boards, and the organisation of the corporate accounts, created
// once; every balance is its ledger's sum.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '#/server/services/accounts.ts';
import { DEMO_ACCOUNTS, isEmpty, seedDemoAccounts } from '#/server/services/demo-data.ts';
import { generatedLearnerId } from '#/server/services/demo-history.ts';
import { DEMO_NEWCOMERS } from '#/server/services/demo-admin.ts';
import { getDashboard } from '#/server/services/admin/dashboard.ts';
import { rebuildSummaries } from '#/server/services/summaries/index.ts';
import { getLeaderboard, getPointsStanding, verifyPoints } from '#/server/services/gamification/index.ts';
import { equal, limit, orderAsc } from '#/server/store/query.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { DEMO_INVITATIONS, DEMO_ORGANISATION } from '#/server/services/demo-organisation.ts';
import { getTeam, listPendingInvitations, listTeamMembers } from '#/server/services/organisations/index.ts';
import { learnerPlan } from '#/server/services/journeys/learner-plan.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

// Each test plays weeks of history for five accounts and writes the forum's discussions: a few seconds on a
// shared machine, more than Vitest's default five.
describe('demo data', { timeout: 60_000 }, () => {
  it('creates an admin, a paid, a free and a corporate learner and a corporate leader who can all sign in, with their histories', async () => {
    expect(await isEmpty(backend)).toBe(true);
    const created = await seedDemoAccounts(backend, { learners: 12 });
    expect(created).toHaveLength(5);
    const flags = [];
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(backend, account, { ip: '127.0.0.1', userAgent: null });
      const user = (await resolveSessionUser(backend, session.token))?.user;
      flags.push({ isAdmin: user?.isAdmin, isPaid: user?.isPaid, isCorporateMember: user?.isCorporateMember });
      const ledger = await backend.store.listRows('points_transactions', [equal('userId', session.userId)]);
      expect(ledger.total, account.label).toBeGreaterThan(1);
    }
    expect(flags).toEqual([
      { isAdmin: true, isPaid: true, isCorporateMember: false },
      { isAdmin: false, isPaid: true, isCorporateMember: false },
      { isAdmin: false, isPaid: false, isCorporateMember: false },
      { isAdmin: false, isPaid: true, isCorporateMember: true },
      { isAdmin: false, isPaid: true, isCorporateMember: true },
    ]);
  });

  it('puts the corporate learner, the corporate leader and every twelfth generated learner in the demo organisation, counted right', async () => {
    await seedDemoAccounts(backend, { learners: 24 });
    const leader = await backend.auth.findUserIdByEmail('leader@demo.example');
    const team = await getTeam(backend, leader!);
    expect(team).toMatchObject({ id: DEMO_ORGANISATION.id, name: 'Acacia Logistics', active: true, memberCount: 4 });
    const members = await listTeamMembers(backend, leader!);
    expect(members.members.map((member) => member.displayName)).toContain('Wanjiru Kamau');
    expect(members.members.filter((member) => member.isLeader).map((member) => member.displayName)).toEqual(['Chidi Okeke']);
    expect(await backend.store.getRow('users', generatedLearnerId(12))).toMatchObject({ organisationId: DEMO_ORGANISATION.id, membershipStatus: 'paid', transformationTier: 'corporate_member' });
    expect((await getLeaderboard(backend, leader!, { period: 'all', scope: 'organisation' })).top[0]?.displayName).toBe('Wanjiru Kamau');
    // The team page reads like a real team's: the star learner was last seen on her latest activity's day
    // (not "never"), and two colleagues wait in the pending list.
    expect(members.members.find((member) => member.displayName === 'Wanjiru Kamau')?.lastActive).toEqual(expect.any(String));
    expect((await listPendingInvitations(backend, leader!)).invitations.map((invitation) => invitation.email).sort()).toEqual([...DEMO_INVITATIONS].sort());
  });

  it('gives the paid learner a streak of nine days with the multiplier and a freeze, and fills the boards', async () => {
    await seedDemoAccounts(backend, { learners: 12 });
    const kwame = await backend.auth.findUserIdByEmail('paid@demo.example');
    const standing = await getPointsStanding(backend, kwame!, kwame!);
    expect(standing.streak).toMatchObject({ days: 9, multiplierActive: true, freezes: 1 });
    const board = await getLeaderboard(backend, kwame!, { period: 'all', scope: 'everyone' });
    expect(board.size).toBeGreaterThan(12);
    const village = await getLeaderboard(backend, kwame!, { period: 'all', scope: 'village' });
    expect(village.top.length).toBeGreaterThan(1);
    expect(await backend.store.getRow('users', generatedLearnerId(12))).not.toBeNull();
    expect(Object.values((await verifyPoints(backend)).counts).every((count) => count === 0)).toBe(true);
  });

  it('backs every module award with a completion of the learner’s journey (with its CPD time), and claims no capstone still in review', async () => {
    await seedDemoAccounts(backend, { learners: 36 });
    const users = (await backend.store.listRows('users', [limit(100)])).rows;
    for (const user of users) {
      const plan = await learnerPlan(backend.store, user);
      const awards = await backend.store.findRows('points_transactions', [equal('userId', user.$id), equal('activity', 'module'), limit(100)]);
      const completions = (await backend.store.findRows('module_progress', [equal('userId', user.$id), limit(100)])).filter((row) => row.completedAt !== null);
      const cpd = await backend.store.findRows('cpd_records', [equal('userId', user.$id), equal('activity', 'module'), limit(100)]);
      // The journey's first modules, in order, each completed when its award was paid.
      expect(completions.map((row) => row.moduleId).sort(), user.displayName).toEqual(plan.sequence.slice(0, awards.length).sort());
      for (const award of awards) expect(completions.find((row) => row.moduleId === award.sourceId)?.completedAt, user.displayName).toBe(award.awardedAt);
      expect(cpd, user.displayName).toHaveLength(awards.length);
      const counted = await backend.store.findRows('achievement_counts', [equal('userId', user.$id), equal('kind', 'module'), limit(1)]);
      expect(counted[0]?.count ?? 0, user.displayName).toBe(awards.length);
    }
    const wanjiru = await backend.auth.findUserIdByEmail('corporate@demo.example');
    expect(await backend.store.findRows('capstones', [equal('userId', wanjiru!), limit(5)])).toMatchObject([{ status: 'in_review' }]);
    expect(await backend.store.findRows('points_transactions', [equal('userId', wanjiru!), equal('activity', 'capstone'), limit(5)])).toEqual([]);
  });

  it('creates nothing twice', async () => {
    await seedDemoAccounts(backend, { learners: 3 });
    expect(await seedDemoAccounts(backend, { learners: 3 })).toHaveLength(0);
    // The five accounts, three generated learners, and the admin side's newcomers of this week.
    expect((await backend.store.listRows('users')).total).toBe(8 + DEMO_NEWCOMERS.length);
    expect(await isEmpty(backend)).toBe(false);
  });
});

describe('journey demo data', () => {
  it('schedules two upcoming webinars and puts the corporate learner’s capstone in the review queue, once', async () => {
    await seedDemoAccounts(backend, { learners: 2 });
    await seedDemoAccounts(backend, { learners: 2 });
    const webinars = await backend.store.findRows('webinars', [{ op: 'limit', value: 10 }]);
    expect(webinars.map((row) => row.journey).sort()).toEqual(['kofi', null].sort());
    for (const row of webinars) expect(Date.parse(row.startsAt)).toBeGreaterThan(Date.now());
    const capstones = await backend.store.findRows('capstones', [{ op: 'limit', value: 10 }]);
    expect(capstones).toMatchObject([{ status: 'in_review', journey: 'kofi' }]);
  });
});

describe('admin demo data', { timeout: 30_000 }, () => {
  it("gives the demo admin a dashboard that looks alive: visits, joins over the weeks, revenue, requests and audited actions", async () => {
    await seedDemoAccounts(backend, { learners: 24 });
    const admin = await backend.auth.findUserIdByEmail('admin@demo.example');
    const dashboard = await getDashboard(backend, admin!);
    expect(dashboard.learners.value).toBe(DEMO_ACCOUNTS.length + 24 + DEMO_NEWCOMERS.length);
    expect(dashboard.newThisWeek.value).toBeGreaterThanOrEqual(DEMO_NEWCOMERS.length);
    expect(dashboard.charts.learners.filter((point) => point.value > 0).length).toBeGreaterThan(3);
    expect(dashboard.active30.value).toBeGreaterThan(10);
    expect(dashboard.charts.revenue[0]?.total).toBeGreaterThan(0);
    expect(dashboard.pathfinder.newest.length).toBeGreaterThan(3);
    expect(dashboard.learning.capstonesAwaiting.value).toBe(1);
    expect(dashboard.learning.forumReportsOpen.value).toBe(1);
    expect((await backend.store.findRows('audit_log', [equal('actorId', admin!)])).length).toBeGreaterThanOrEqual(3);
    // The counters agree with the rows they count.
    const before = dashboard;
    await rebuildSummaries(backend, new Date(), ['learners', 'signupsWeek', 'membership', 'role', 'revenueMonth', 'capstonesAwaiting', 'journeyLearners', 'forumReportsOpen']);
    const after = await getDashboard(backend, admin!);
    expect([after.learners.value, after.paidMembers.value, after.admins, after.charts.revenue[0]?.total]).toEqual([before.learners.value, before.paidMembers.value, before.admins, before.charts.revenue[0]?.total]);
    // Sign-ups per week rebuilt from the accounts' own join dates: the learners joined when their history starts.
    expect(after.charts.signupsWeekly).toEqual(before.charts.signupsWeekly);
  });

  it('dates each demo account from its first award, so "Member since" is not the day the demo was made', async () => {
    await seedDemoAccounts(backend, { learners: 12 });
    for (const email of ['paid@demo.example', 'free@demo.example', 'corporate@demo.example']) {
      const id = await backend.auth.findUserIdByEmail(email);
      const awards = await backend.store.findRows('points_transactions', [equal('userId', id!), limit(500)]);
      const first = Math.min(...awards.map((award) => Date.parse(award.awardedAt)));
      const joined = Date.parse((await backend.store.getRow('users', id!))!.$createdAt);
      expect(joined, email).toBe(first);
      expect(Date.now() - joined, email).toBeGreaterThan(7 * 86_400_000);
    }
  });
});

describe('community demo rows', () => {
  it('a first seed makes the boards’ villages real: the paid learner founds the demo learners’ village, with a challenge under way and some impact entries; the free learner and the admin stay outside', async () => {
    await seedDemoAccounts(backend, { learners: 12 });
    const villages = (await backend.store.listRows('villages', [orderAsc('name')])).rows;
    // Generated learners 1 to 7 live in the demo learners' village, 8 to 12 in the next one.
    expect(villages.map((village) => [village.name, village.memberCount, village.access])).toEqual([
      ['Accra change makers', 9, 'open'],
      ['Lagos new managers', 5, 'open'],
    ]);
    const kwame = await backend.auth.findUserIdByEmail('paid@demo.example');
    const home = villages[0]!;
    expect(home.founderId).toBe(kwame);
    // Every member row agrees with the profile the boards read, and every profile with a village has a row.
    const users = (await backend.store.listRows('users', [limit(100)])).rows;
    const members = (await backend.store.listRows('village_members', [limit(100)])).rows;
    expect(members).toHaveLength(14);
    for (const user of users) expect(members.find((member) => member.$id === user.$id)?.villageId ?? null, user.displayName).toBe(user.villageId ?? null);
    for (const email of ['free@demo.example', 'admin@demo.example']) {
      const id = await backend.auth.findUserIdByEmail(email);
      expect(users.find((user) => user.$id === id)?.villageId, email).toBeNull();
    }
    expect((await backend.store.listRows('village_challenges')).rows.map((row) => [row.villageId, row.challengeId])).toEqual([[home.$id, 'impact-week']]);
    const entries = (await backend.store.listRows('impact_entries')).rows;
    expect(entries).toHaveLength(4);
    expect(entries.filter((entry) => entry.shared).map((entry) => entry.villageId)).toEqual([home.$id, home.$id]);
    expect(Object.values((await verifyPoints(backend)).counts).every((count) => count === 0)).toBe(true);
  });

  it('with no generated learners the demo learners’ village is still forming and takes on no challenge yet', async () => {
    await seedDemoAccounts(backend, { learners: 0 });
    const villages = (await backend.store.listRows('villages')).rows;
    expect(villages.map((village) => [village.name, village.memberCount])).toEqual([['Accra change makers', 2]]);
    expect((await backend.store.listRows('village_challenges')).total).toBe(0);
    expect((await backend.store.listRows('impact_entries')).total).toBe(4);
  });
});
