// Believable gamification histories for the demo: each demo account's weeks of learning (modules, reflections,
// webinars, mentoring, a current streak for the paid learner), and a few hundred generated learners with
// histories of their own, in villages and an organisation, so the boards look alive. Everything goes through
// the engine at past moments (awardXp with `now`), so ledgers, streaks, badges and boards are exactly what the
// platform would have recorded. Generated learners have a profile but no sign-in: they exist for the boards.
// The village ids given here become real villages (names, founders, members) in community-demo.ts; the
// organisation's row is made by demo-organisation.ts once its members are in place.
import { CATALOGUE_PATHS, CUSTOM_MIN_MODULES, currentModule, journeySequence } from '#/domain/journey-modules.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { XP_VALUES, type XpActivity } from '#/domain/levels.ts';
import type { Backend } from '../backend.ts';
import type { StoreOps } from '../store/port.ts';
import { indexLearnerName } from './admin/name-index.ts';
import { adjustXpInTransaction, awardXpInTransaction } from './gamification/index.ts';
import { learnerPlan } from './journeys/learner-plan.ts';
import { moduleById, moduleCatalogue } from './journeys/module-catalogue.ts';
import { completeModule, openModule } from './journeys/modules.ts';
import { tallyEvent } from './summaries/index.ts';

/** One event of a history: an activity, or an adjustment with its reason, some days before now. */
export type HistoryStep =
  | { readonly daysAgo: number; readonly activity: XpActivity }
  | { readonly daysAgo: number; readonly adjustment: number; readonly reason: string };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Awards per transaction: fewer commits, and well within Appwrite's 100 operations per transaction. */
const STEPS_PER_TRANSACTION = 3;

/** Reflection answers the demo learners gave when completing a module (each over the 100 characters asked for). */
const MODULE_ANSWERS = [
  'I tried this with my team on Monday: we listed where the week goes and found two hours of copying the same figures into three places. We agreed to stop one of them.',
  'What struck me is how often I decide for the team when they already know the answer. This week I asked first and waited, and the plan we made was better than mine.',
  'I used the exercise with two supervisors. They were sceptical at first, but once we measured the delays ourselves the conversation changed from blame to what we could try.',
  'My take-away: start smaller than feels useful. We picked one shift, one tool and one measure, and we will look at the numbers together in a fortnight before going further.',
] as const;

/** A custom journey's pick for the generated learners who follow one (onboarding asks for at least six). */
const DEMO_CUSTOM_PICK = (): string[] =>
  CATALOGUE_PATHS.flatMap((path) => journeySequence(path, moduleCatalogue(), []).slice(0, Math.ceil(CUSTOM_MIN_MODULES / 2)));

/**
 * A module step, played as the learner would: the next module of their journey is opened (its reading time
 * before `at`) and completed with a reflection answer at `at`, through the journey's own services, so the
 * completion, its CPD minutes, the award and the progress counts agree. Nothing when their journey has no
 * module left (or they follow none): the ledger never claims a module that was not completed.
 */
async function completeNextModule(backend: Pick<Backend, 'store'>, userId: string, at: Date, index: number): Promise<void> {
  const user = await backend.store.getRow('users', userId);
  if (!user) return;
  const plan = await learnerPlan(backend.store, user);
  const module = moduleById(currentModule(plan.sequence, plan.done) ?? '');
  if (!module) return;
  await openModule(backend, userId, module.id, new Date(at.getTime() - module.minutes * MINUTE_MS));
  await completeModule(backend, userId, module.id, MODULE_ANSWERS[index % MODULE_ANSWERS.length] ?? MODULE_ANSWERS[0], at);
}

/**
 * Plays `steps` for `userId` at their moments before `now` (10:00 UTC on each day, plus a minute per step);
 * `prepare` runs first, in the first transaction (creating the learner, say). Module steps complete the
 * learner's next module of their journey (completeNextModule), each in its own transaction as on the site.
 */
export async function playHistory(
  backend: Pick<Backend, 'store'>,
  userId: string,
  steps: readonly HistoryStep[],
  now: Date,
  prepare?: (tx: StoreOps) => Promise<void>,
): Promise<void> {
  const ordered = [...steps].sort((a, b) => b.daysAgo - a.daysAgo);
  const momentOf = (step: HistoryStep, index: number): Date => {
    const day = new Date(now.getTime() - step.daysAgo * DAY_MS);
    day.setUTCHours(10, index % 60, 0, 0);
    return day.getTime() > now.getTime() ? now : day;
  };
  let prepared = prepare === undefined;
  let batch: number[] = [];
  const flush = async () => {
    if (batch.length === 0 && prepared) return;
    const indexes = batch;
    batch = [];
    await backend.store.transaction(async (tx) => {
      if (!prepared) await prepare?.(tx);
      for (const index of indexes) {
        const step = ordered[index] as HistoryStep;
        const at = momentOf(step, index);
        if ('activity' in step) {
          await awardXpInTransaction(tx, { userId, activity: step.activity, sourceId: `demo-${step.activity}-${index}` }, { now: at });
        } else {
          const adjustment = { userId, amount: step.adjustment, reason: step.reason, actor: 'operator' as const, key: `demo-adjustment-${index}` };
          await adjustXpInTransaction(tx, adjustment, { now: at });
        }
      }
    });
    prepared = true;
  };
  for (const [index, step] of ordered.entries()) {
    if ('activity' in step && step.activity === 'module') {
      await flush();
      await completeNextModule(backend, userId, momentOf(step, index), index);
      continue;
    }
    batch.push(index);
    if (batch.length === STEPS_PER_TRANSACTION) await flush();
  }
  await flush();
}

const every = (count: number, from: number, gap: number, activity: XpActivity): HistoryStep[] =>
  Array.from({ length: count }, (_, index) => ({ daysAgo: from - index * gap, activity }));

/** The demo accounts' stories, by label. */
export const DEMO_STORIES: Readonly<Record<string, readonly HistoryStep[]>> = {
  Admin: [{ daysAgo: 40, activity: 'onboarding' }, ...every(4, 38, 7, 'module'), ...every(3, 33, 7, 'weekly_reflection'), ...every(2, 30, 10, 'webinar')],
  // Weekly learning for a month, then nine days in a row up to today: the ×1.5 multiplier and a freeze.
  'Paid learner': [
    { daysAgo: 38, activity: 'onboarding' },
    ...every(3, 36, 7, 'module'),
    ...every(3, 34, 7, 'weekly_reflection'),
    { daysAgo: 20, activity: 'webinar' },
    ...(['module', 'webinar', 'peer_mentoring', 'weekly_reflection', 'module', 'peer_mentoring', 'module', 'webinar', 'module'] as const).map(
      (activity, index) => ({ daysAgo: 8 - index, activity }),
    ),
  ],
  'Free learner': [
    { daysAgo: 12, activity: 'webinar' },
    { daysAgo: 5, activity: 'webinar' },
    { daysAgo: 4, adjustment: 270, reason: 'In-person workshop in Johannesburg' },
  ],
  // Leads the team's journey: steady weekly learning, a little behind their star learner.
  'Corporate leader': [
    { daysAgo: 44, activity: 'onboarding' },
    ...every(5, 40, 7, 'module'),
    ...every(5, 38, 7, 'weekly_reflection'),
    ...every(3, 20, 6, 'peer_mentoring'),
    { daysAgo: 1, activity: 'webinar' },
  ],
  // Every module of Kofi's path (nine), the last three in a row, then her capstone, submitted a day ago and
  // waiting in the admin's review queue (journey-demo-data.ts): no capstone award until an admin approves it.
  'Corporate learner': [
    { daysAgo: 45, activity: 'onboarding' },
    ...every(6, 44, 6, 'module'),
    ...every(6, 42, 7, 'weekly_reflection'),
    ...every(5, 40, 8, 'peer_mentoring'),
    ...every(3, 30, 9, 'webinar'),
    { daysAgo: 6, adjustment: 2000, reason: 'Leadership retreat in Naivasha, led a session' },
    ...every(3, 4, 1, 'module'),
    { daysAgo: 1, activity: 'webinar' },
  ],
};

/** Where the demo accounts sit on the village and organisation boards. */
export const DEMO_GROUPS: Readonly<Record<string, { villageId?: string; organisationId?: string }>> = {
  'Paid learner': { villageId: 'demo-village-baobab' },
  'Corporate learner': { villageId: 'demo-village-baobab', organisationId: 'demo-org-acacia' },
  'Corporate leader': { organisationId: 'demo-org-acacia' },
};

const FIRST = ['Amara', 'Kofi', 'Ngozi', 'Tendai', 'Aisha', 'Chinedu', 'Fatou', 'Kwabena', 'Lindiwe', 'Oluwaseun', 'Zawadi', 'Themba', 'Nia', 'Babajide', 'Akosua', 'Jabari', 'Imani', 'Sipho', 'Makena', 'Yaw', 'Efua', 'Kagiso', 'Adaeze', 'Moussa', 'Wambui', 'Bongani', 'Chiamaka', 'Abebe', 'Naledi', 'Kwame'];
const LAST = ['Mensah', 'Okafor', 'Dlamini', 'Otieno', 'Diallo', 'Adeyemi', 'Nkosi', 'Kamau', 'Boateng', 'Mwangi', 'Eze', 'Ndlovu', 'Tesfaye', 'Banda', 'Owusu', 'Achieng', 'Sow', 'Mbeki', 'Chukwu', 'Moyo'];
const ZONES = ['Africa/Lagos', 'Africa/Accra', 'Africa/Nairobi', 'Africa/Johannesburg', 'Africa/Kigali', 'Africa/Addis_Ababa', 'Africa/Dakar', 'Africa/Lusaka'];
const ACTIVITIES = Object.keys(XP_VALUES).filter((activity) => activity !== 'onboarding' && activity !== 'capstone') as XpActivity[];

/** A deterministic pseudo-random sequence: the demo is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 18:00 UTC on the day of the latest step (never after `now`); null for no steps. */
export function lastSeen(steps: readonly HistoryStep[], now: Date): string | null {
  if (steps.length === 0) return null;
  const day = new Date(now.getTime() - Math.min(...steps.map((step) => step.daysAgo)) * DAY_MS);
  day.setUTCHours(18, 0, 0, 0);
  return (day.getTime() > now.getTime() ? now : day).toISOString();
}

/** The id of generated learner `index` (1-based, so ids read demo-learner-001 …). */
export function generatedLearnerId(index: number): string {
  return `demo-learner-${String(index).padStart(3, '0')}`;
}

/**
 * Creates `count` generated learners (those missing) with their histories; returns how many it created. Some
 * learn daily (a streak up to today), some weekly, some stopped a while ago; a few are hidden from the boards.
 */
export async function seedGeneratedLearners(backend: Pick<Backend, 'store'>, count: number, now: Date): Promise<number> {
  const next = random(9);
  let created = 0;
  for (let index = 1; index <= count; index++) {
    const id = generatedLearnerId(index);
    const pattern = next();
    const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(next() * LAST.length)]}`;
    const zone = ZONES[Math.floor(next() * ZONES.length)] ?? 'UTC';
    if (await backend.store.getRow('users', id)) continue;
    // One in twelve is a corporate member of the demo organisation (paid while it is active, rule 34).
    const inOrganisation = index % 12 === 0;
    const journey = JOURNEY_PATH_IDS[Math.floor(index / 12) % JOURNEY_PATH_IDS.length] ?? null;
    const create = async (tx: StoreOps) => {
      const paidRoll = next() < 0.4;
      const user = await tx.createRow('users', id, {
        role: 'learner',
        membershipStatus: inOrganisation || paidRoll ? 'paid' : 'free',
        transformationTier: inOrganisation ? 'corporate_member' : null,
        displayName: name,
        timezone: zone,
        onboardingCompletedAt: new Date(now.getTime() - 50 * DAY_MS).toISOString(),
        // A journey each (onboarding asks for one), and the day of their latest activity as when they were last
        // seen, so team lists and activity figures read like a real cohort.
        journey,
        lastActive: lastSeen(steps, now),
        // Villages of eight for the first 239 (seven with the two demo learners), and an organisation of 25
        // (with the corporate demo learner).
        villageId: index < 240 ? (index <= 7 ? 'demo-village-baobab' : `demo-village-${Math.floor(index / 8)}`) : null,
        organisationId: inOrganisation ? 'demo-org-acacia' : null,
        leaderboardOptOut: index % 37 === 0,
      });
      await tx.createRow('user_points', id, { points: 0 });
      // A custom journey is a pick of modules (their module steps complete its modules in order).
      if (journey === 'custom') await tx.createRow('custom_journeys', id, { modules: DEMO_CUSTOM_PICK().join(',') });
      // Counted and findable in the admin area like any sign-up.
      await tallyEvent(tx, { kind: 'signed-up', at: now, standing: user }, id);
      await indexLearnerName(tx, id, name);
    };
    const steps: HistoryStep[] = [{ daysAgo: 30 + Math.floor(next() * 25), activity: 'onboarding' }];
    const pick = () => ACTIVITIES[Math.floor(next() * ACTIVITIES.length)] ?? 'module';
    if (pattern < 0.25) {
      // Daily lately: a streak of 2 to 16 days up to today or yesterday.
      const days = 2 + Math.floor(next() * 15);
      const end = next() < 0.7 ? 0 : 1;
      for (let day = 0; day < days; day++) steps.push({ daysAgo: end + day, activity: pick() });
    } else if (pattern < 0.8) {
      // Weekly, over the last five weeks.
      for (let week = 0; week < 5; week++) if (next() < 0.8) steps.push({ daysAgo: week * 7 + Math.floor(next() * 7), activity: pick() });
    } else {
      // Stopped two to four weeks ago.
      const stopped = 14 + Math.floor(next() * 14);
      for (let step = 0; step < 3; step++) steps.push({ daysAgo: stopped + step * 3, activity: pick() });
    }
    if (next() < 0.08) steps.push({ daysAgo: 20, adjustment: 500 + Math.floor(next() * 3000), reason: 'Carried over from an earlier cohort' });
    await playHistory(backend, id, steps, now, create);
    created += 1;
  }
  return created;
}
