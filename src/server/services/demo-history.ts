// Believable gamification histories for the demo: each demo account's weeks of learning (modules, reflections,
// webinars, mentoring, a current streak for the paid learner), and a few hundred generated learners with
// histories of their own, in villages and an organisation, so the boards look alive. Everything goes through
// the engine at past moments (awardXp with `now`), so ledgers, streaks, badges and boards are exactly what the
// platform would have recorded. Generated learners have a profile but no sign-in: they exist for the boards.
// The village ids given here become real villages (names, founders, members) in community-demo.ts; the
// organisation id only groups learners on the organisation board.
import { XP_VALUES, type XpActivity } from '#/domain/levels.ts';
import type { Backend } from '../backend.ts';
import type { StoreOps } from '../store/port.ts';
import { indexLearnerName } from './admin/name-index.ts';
import { adjustXpInTransaction, awardXpInTransaction } from './gamification/index.ts';
import { tallyEvent } from './summaries/index.ts';

/** One event of a history: an activity, or an adjustment with its reason, some days before now. */
export type HistoryStep =
  | { readonly daysAgo: number; readonly activity: XpActivity }
  | { readonly daysAgo: number; readonly adjustment: number; readonly reason: string };

const DAY_MS = 86_400_000;

/** Awards per transaction: fewer commits, and well within Appwrite's 100 operations per transaction. */
const STEPS_PER_TRANSACTION = 3;

/**
 * Plays `steps` for `userId` at their moments before `now` (10:00 UTC on each day, plus a minute per step);
 * `prepare` runs first, in the first transaction (creating the learner, say).
 */
export async function playHistory(
  backend: Pick<Backend, 'store'>,
  userId: string,
  steps: readonly HistoryStep[],
  now: Date,
  prepare?: (tx: StoreOps) => Promise<void>,
): Promise<void> {
  const ordered = [...steps].sort((a, b) => b.daysAgo - a.daysAgo);
  for (let first = 0; first < ordered.length; first += STEPS_PER_TRANSACTION) {
    await backend.store.transaction(async (tx) => {
      if (first === 0) await prepare?.(tx);
      for (let index = first; index < Math.min(ordered.length, first + STEPS_PER_TRANSACTION); index++) {
        const step = ordered[index] as HistoryStep;
        const day = new Date(now.getTime() - step.daysAgo * DAY_MS);
        day.setUTCHours(10, index % 60, 0, 0);
        const at = day.getTime() > now.getTime() ? now : day;
        if ('activity' in step) {
          await awardXpInTransaction(tx, { userId, activity: step.activity, sourceId: `demo-${step.activity}-${index}` }, { now: at });
        } else {
          const adjustment = { userId, amount: step.adjustment, reason: step.reason, actor: 'operator' as const, key: `demo-adjustment-${index}` };
          await adjustXpInTransaction(tx, adjustment, { now: at });
        }
      }
    });
  }
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
  'Corporate learner': [
    { daysAgo: 45, activity: 'onboarding' },
    ...every(9, 44, 4, 'module'),
    ...every(6, 42, 7, 'weekly_reflection'),
    ...every(5, 40, 8, 'peer_mentoring'),
    ...every(3, 30, 9, 'webinar'),
    { daysAgo: 6, activity: 'capstone' },
    { daysAgo: 6, adjustment: 2000, reason: 'Leadership retreat in Naivasha, led a session' },
    ...every(3, 2, 1, 'module'),
  ],
};

/** Where the demo accounts sit on the village and organisation boards. */
export const DEMO_GROUPS: Readonly<Record<string, { villageId?: string; organisationId?: string }>> = {
  'Paid learner': { villageId: 'demo-village-baobab' },
  'Corporate learner': { villageId: 'demo-village-baobab', organisationId: 'demo-org-acacia' },
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
    const create = async (tx: StoreOps) => {
      const user = await tx.createRow('users', id, {
        role: 'learner',
        membershipStatus: next() < 0.4 ? 'paid' : 'free',
        displayName: name,
        timezone: zone,
        onboardingCompletedAt: new Date(now.getTime() - 50 * DAY_MS).toISOString(),
        // Villages of eight for the first 239 (seven with the two demo learners), and an organisation of 25
        // (with the corporate demo learner).
        villageId: index < 240 ? (index <= 7 ? 'demo-village-baobab' : `demo-village-${Math.floor(index / 8)}`) : null,
        organisationId: index % 12 === 0 ? 'demo-org-acacia' : null,
        leaderboardOptOut: index % 37 === 0,
      });
      await tx.createRow('user_points', id, { points: 0 });
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
