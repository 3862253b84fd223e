// The demo's admin side (rule 35): the demo admin lands on a dashboard that looks like a platform in use.
// The demo learners' histories were played through the engine at past dates (demo-history.ts); here the same
// history reaches what the engine does not write: when each learner was last active (and so the active-learner
// counters), when they joined (their first award: on their account, and in the learners chart, which spreads
// over the weeks behind the demo), the payments of the paid ones, a few pathfinder requests, and some admin
// actions made through the admin's own services, so the audit log has entries. Modest and believable; only
// ever run into a fresh demo database.
import { randomUUID } from 'node:crypto';
import { utcDayKey, type Delta } from '#/domain/summaries.ts';
import { utcWeekKey } from '#/domain/time-zones.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import { cursorAfter, equal, limit, orderAsc } from '../store/query.ts';
import { changeStanding } from './access.ts';
import { indexLearnerName } from './admin/name-index.ts';
import { writeLastActive } from './last-active.ts';
import { adjustLearnerXp } from './admin/xp-adjustment.ts';
import { suspendLearner } from './admin/learner-sessions.ts';
import { readMembershipPrice } from './membership-price.ts';
import { applyDeltas, rebuildSummaries, tallyEvent } from './summaries/index.ts';
import { reportContent } from './forum/reports.ts';

const DAY_MS = 86_400_000;

/** Every learner, a page at a time. */
async function* everyLearner(store: Backend['store']): AsyncGenerator<RowOf<'users'>> {
  let after: string | null = null;
  for (;;) {
    const page: RowOf<'users'>[] = await store.findRows('users', [orderAsc('$id'), limit(200), ...(after ? [cursorAfter(after)] : [])]);
    yield* page;
    if (page.length < 200) return;
    after = page.at(-1)?.$id ?? null;
  }
}

/** Visits, join dates and payments, from each learner's ledger. */
async function replayLearner(backend: Backend, user: RowOf<'users'>, now: Date, price: { amount: number; currency: string }): Promise<void> {
  const { store } = backend;
  const awards = await store.findRows('points_transactions', [equal('userId', user.$id), limit(500)]);
  if (awards.length === 0) return;
  const times = awards.map((award) => new Date(award.awardedAt)).sort((a, b) => a.getTime() - b.getTime());
  const first = times[0] ?? now;
  const last = times.at(-1) ?? now;
  const days = new Set(times.map(utcDayKey));
  const weeks = new Set(times.map(utcWeekKey));
  const deltas: Delta[] = [
    ...[...days].map((day): Delta => ({ metric: 'activeDay', bucket: day, count: 1, total: 0 })),
    ...[...weeks].map((week): Delta => ({ metric: 'activeWeek', bucket: week, count: 1, total: 0 })),
    { metric: 'activeLatest', bucket: utcDayKey(last), count: 1, total: 0 },
  ];
  // They joined when they started: their sign-up moves from this week to that one.
  if (utcWeekKey(first) !== utcWeekKey(now)) {
    deltas.push({ metric: 'signupsWeek', bucket: utcWeekKey(now), count: -1, total: 0 }, { metric: 'signupsWeek', bucket: utcWeekKey(first), count: 1, total: 0 });
  }
  await store.transaction(async (tx) => {
    await tx.updateRow('users', user.$id, { lastActive: last.toISOString() });
    // …and so does their account: "Member since", the admin's learner list and a rebuilt sign-up count agree.
    if (first.getTime() < Date.parse(user.$createdAt)) await tx.setCreatedAt('users', user.$id, first);
    await applyDeltas(tx, deltas, user.$id);
    if (user.membershipStatus !== 'paid' || user.transformationTier === 'corporate_member' || user.transformationTier === 'corporate_leader') return;
    // A paid learner paid a few days after they started, at the site's price.
    const paidAt = new Date(Math.min(now.getTime(), first.getTime() + 3 * DAY_MS));
    await tx.createRow('payments', null, {
      userId: user.$id,
      provider: 'test',
      providerIntentId: `demo_pi_${user.$id}`,
      amount: price.amount,
      currency: price.currency,
      status: 'succeeded',
      fulfilledAt: paidAt.toISOString(),
    });
    await tallyEvent(tx, { kind: 'payment-fulfilled', at: paidAt, amount: price.amount, currency: price.currency }, user.$id);
  });
}

const REQUESTS = [
  { name: 'Amina Yusuf', email: 'amina.yusuf@example.org', teamSize: 12, status: 'delivered', daysAgo: 1 },
  { name: 'Tendai Moyo', email: 'tendai@example.org', teamSize: 25, status: 'delivered', daysAgo: 3 },
  { name: 'Chinedu Okeke', email: 'c.okeke@example.org', teamSize: 8, status: 'failed', daysAgo: 4 },
  { name: 'Grace Wanjiku', email: 'grace.w@example.org', teamSize: 40, status: 'pending', daysAgo: 0 },
  { name: 'Kojo Boateng', email: 'kojo@example.org', teamSize: 6, status: 'delivered', daysAgo: 9 },
  { name: 'Fatou Diallo', email: 'fatou.diallo@example.org', teamSize: 15, status: 'no_webhook', daysAgo: 16 },
] as const;

async function seedPathfinderRequests({ store }: Backend, now: Date): Promise<void> {
  for (const request of REQUESTS) {
    const at = new Date(now.getTime() - request.daysAgo * DAY_MS);
    const date = utcDayKey(new Date(at.getTime() + 7 * DAY_MS));
    await store.transaction(async (tx) => {
      const row = await tx.createRow('pathfinder_requests', null, {
        name: request.name,
        email: request.email,
        phone: null,
        teamSize: request.teamSize,
        timeline: '1-3-months',
        duration: '6-months',
        date,
        time: '14:30',
        timezone: 'Africa/Lagos',
        painPoints: null,
        status: request.status,
        attempts: request.status === 'failed' ? 8 : request.status === 'delivered' ? 1 : 0,
        nextAttemptAt: null,
        lastError: request.status === 'failed' ? 'The webhook answered HTTP 502' : null,
        deliveredAt: request.status === 'delivered' ? at.toISOString() : null,
      });
      await tallyEvent(tx, { kind: 'pathfinder-stored', at, status: request.status }, row.$id);
    });
  }
}

/** Learners who joined this week (the dashboard's "new this week"). */
export const DEMO_NEWCOMERS: readonly string[] = ['Abena Owusu', 'Tunde Adebayo', 'Lerato Khumalo', 'Samuel Kiptoo', 'Halima Bello'];

/** A few learners who joined this week (profiles only, like the generated learners: they cannot sign in). */
async function seedNewcomers({ store }: Backend, now: Date): Promise<void> {
  for (const [index, name] of DEMO_NEWCOMERS.entries()) {
    const id = `demo-newcomer-${index + 1}`;
    if (await store.getRow('users', id)) continue;
    await store.transaction(async (tx) => {
      const user = await tx.createRow('users', id, {
        role: 'learner',
        membershipStatus: index === 2 ? 'paid' : 'free',
        displayName: name,
        timezone: 'Africa/Lagos',
        onboardingCompletedAt: index < 3 ? now.toISOString() : null,
      });
      await tx.createRow('user_points', id, { points: 0 });
      await tallyEvent(tx, { kind: 'signed-up', at: now, standing: user }, id);
      await indexLearnerName(tx, id, name);
      await writeLastActive(tx, user, new Date(now.getTime() - index * 3_600_000));
    });
  }
}

/** Runs once, right after the demo accounts and generated learners were made (demo-data.ts). */
export async function seedAdminDemo(backend: Backend, adminId: string | null, now: Date): Promise<void> {
  const price = await readMembershipPrice(backend.store);
  for await (const user of everyLearner(backend.store)) await replayLearner(backend, user, now, price);
  await seedNewcomers(backend, now);
  await seedPathfinderRequests(backend, now);
  // The demo writes some journeys straight into the rows (demo-data.ts): those counters are taken from the rows.
  await rebuildSummaries(backend, now, ['journeyLearners', 'modulesWeek', 'certificates', 'certificatesWeek', 'capstonesAwaiting']);
  if (!adminId) return;
  // A few things an admin did, through the admin's own services, so the audit log reads like one in use.
  const organisationMembers = await backend.store.findRows('users', [equal('organisationId', 'demo-org-acacia'), equal('role', 'learner'), limit(3)]);
  for (const member of organisationMembers.filter((row) => row.transformationTier === null)) {
    await changeStanding(backend, { adminId }, member.$id, { membershipStatus: 'paid', transformationTier: 'corporate_member' }, 'Acacia Ltd corporate contract, seats for the leadership cohort');
  }
  const [first, second] = await backend.store.findRows('users', [equal('role', 'learner'), equal('villageId', 'demo-village-2'), limit(2)]);
  if (first) await adjustLearnerXp(backend, adminId, { userId: first.$id, amount: 150, reason: 'Ran the village session when the facilitator was ill', key: randomUUID() });
  if (second) await suspendLearner(backend, adminId, second.$id, 'Account shared between two people (reported by their village founder)');
  await seedForumReport(backend, now);
}

/** One report waiting in the moderation queue, filed by a demo learner through the forum's own service. */
async function seedForumReport(backend: Backend, now: Date): Promise<void> {
  const posts = await backend.store.findRows('forum_posts', [equal('listed', true), equal('categoryId', 'general'), limit(5)]);
  const reporters = posts.length === 0 ? [] : await backend.store.findRows('users', [equal('role', 'learner'), equal('membershipStatus', 'paid'), limit(5)]);
  const post = posts[0];
  const reporter = reporters.find((candidate) => candidate.$id !== post?.authorId);
  if (!post || !reporter) return;
  const viewer = { id: reporter.$id, isAdmin: false, isPaid: true };
  await reportContent(backend, viewer, { targetType: 'post', targetId: post.$id, reason: 'Names a colleague who has not agreed to be discussed here.' }, now);
}
