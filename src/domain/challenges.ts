// Group challenges (rule 30): a village takes on a challenge from content/challenges/, sees its progress,
// and every member earns the challenge's badge when the goal is met within its duration. Rank 2 (Impact
// Builder) opens starting one (rule 6), and the village must have at least 3 members (see villages.ts).
// Progress is counted from what members did during the challenge, as the platform recorded it: XP from
// activities (the ledger, adjustments left out), modules completed, weekly reflections, impact entries logged
// (when they were logged, so back-dating an entry cannot help) and the people those entries reached.
import { VILLAGE_MIN_MEMBERS } from './villages.ts';
import { rankOf } from './levels.ts';

/** What a challenge counts. `every member` measures are met when each current member has done it once. */
export const CHALLENGE_MEASURES = [
  'xp_earned',
  'modules_completed',
  'reflections_written',
  'impact_entries',
  'people_affected',
  'members_logging_impact',
  'members_reflecting',
] as const;
export type ChallengeMeasure = (typeof CHALLENGE_MEASURES)[number];

const EVERY_MEMBER: ReadonlySet<ChallengeMeasure> = new Set(['members_logging_impact', 'members_reflecting']);

export function isEveryMemberMeasure(measure: ChallengeMeasure): boolean {
  return EVERY_MEMBER.has(measure);
}

/** How a measure reads in a sentence: "1,200 of 1,500 XP earned". */
export const MEASURE_UNITS: Readonly<Record<ChallengeMeasure, string>> = {
  xp_earned: 'XP earned',
  modules_completed: 'modules completed',
  reflections_written: 'weekly reflections written',
  impact_entries: 'impact entries logged',
  people_affected: 'people reached',
  members_logging_impact: 'members who logged an impact entry',
  members_reflecting: 'members who wrote a weekly reflection',
};

export interface ChallengeDefinition {
  /** The file name without `.md`. */
  readonly id: string;
  readonly name: string;
  /** One sentence: the goal. */
  readonly summary: string;
  readonly measure: ChallengeMeasure;
  /** The total to reach; every-member measures ignore it (the target is the member count). */
  readonly target: number;
  readonly durationDays: number;
  /** The badge every member earns (a file of content/badges/ with `criterion: granted`). */
  readonly badge: string;
  readonly order: number;
  /** Plain-text paragraphs: why it matters and how to go about it. */
  readonly description: string;
}

/** A challenge's facts frozen when the village starts it, so editing the content never moves a running goal. */
export interface ChallengeGoal {
  readonly measure: ChallengeMeasure;
  readonly target: number;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** What members did, as recorded (ISO instants). */
export interface LedgerActivity {
  readonly userId: string;
  readonly activity: string;
  readonly xp: number;
  readonly awardedAt: string;
}

export interface ImpactActivity {
  readonly userId: string;
  readonly peopleAffected: number;
  /** When the entry was logged (not the date it describes). */
  readonly loggedAt: string;
}

export interface ChallengeActivity {
  readonly ledger: readonly LedgerActivity[];
  readonly impact: readonly ImpactActivity[];
}

export interface ChallengeProgress {
  readonly current: number;
  readonly target: number;
  /** 0 to 1. */
  readonly share: number;
  readonly met: boolean;
  /** The moment of the event that reached the goal (null while unmet). */
  readonly metAt: string | null;
}

/** One counted event: who, when, how much it adds. */
const FROM_IMPACT_LOG: ReadonlySet<ChallengeMeasure> = new Set(['impact_entries', 'members_logging_impact', 'people_affected']);

/** Where a measure's events come from: the XP ledger or the impact log (only that one needs reading). */
export function measureSource(measure: ChallengeMeasure): 'ledger' | 'impact' {
  return FROM_IMPACT_LOG.has(measure) ? 'impact' : 'ledger';
}

interface CountedEvent {
  readonly userId: string;
  readonly at: string;
  readonly amount: number;
}

function within(at: string, goal: ChallengeGoal): boolean {
  const time = Date.parse(at);
  return time >= Date.parse(goal.startsAt) && time < Date.parse(goal.endsAt);
}

function eventsFor(measure: ChallengeMeasure, activity: ChallengeActivity): CountedEvent[] {
  const fromLedger = (keep: (entry: LedgerActivity) => boolean, amount: (entry: LedgerActivity) => number) =>
    activity.ledger.filter(keep).map((entry) => ({ userId: entry.userId, at: entry.awardedAt, amount: amount(entry) }));
  switch (measure) {
    case 'xp_earned':
      // Activities only: an admin's adjustment is a correction, not something the village did.
      return fromLedger((entry) => entry.activity !== 'adjustment' && entry.xp > 0, (entry) => entry.xp);
    case 'modules_completed':
      return fromLedger((entry) => entry.activity === 'module', () => 1);
    case 'reflections_written':
    case 'members_reflecting':
      return fromLedger((entry) => entry.activity === 'weekly_reflection', () => 1);
    case 'impact_entries':
    case 'members_logging_impact':
      return activity.impact.map((entry) => ({ userId: entry.userId, at: entry.loggedAt, amount: 1 }));
    case 'people_affected':
      return activity.impact.map((entry) => ({ userId: entry.userId, at: entry.loggedAt, amount: entry.peopleAffected }));
  }
}

/**
 * Progress of a challenge from what the village's current members did inside its window. For a total, the
 * goal is met by the event that brings the sum to the target; for an every-member measure, by the first
 * event of the last member to act (the target being the number of members now).
 */
export function challengeProgress(goal: ChallengeGoal, memberIds: readonly string[], activity: ChallengeActivity): ChallengeProgress {
  const members = new Set(memberIds);
  const events = eventsFor(goal.measure, activity)
    .filter((event) => members.has(event.userId) && within(event.at, goal))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const everyMember = isEveryMemberMeasure(goal.measure);
  const target = everyMember ? Math.max(members.size, 1) : goal.target;
  let current = 0;
  let metAt: string | null = null;
  const acted = new Set<string>();
  for (const event of events) {
    if (everyMember) {
      if (acted.has(event.userId)) continue;
      acted.add(event.userId);
      current += 1;
    } else {
      current += event.amount;
    }
    if (metAt === null && current >= target) metAt = event.at;
  }
  return { current, target, share: target > 0 ? Math.min(1, current / target) : 1, met: metAt !== null, metAt };
}

/** Where a started challenge stands at `now`. */
export type ChallengeState = 'running' | 'met' | 'ended';

export function challengeState(goal: ChallengeGoal, progress: Pick<ChallengeProgress, 'met'>, now: Date): ChallengeState {
  if (progress.met) return 'met';
  return now.getTime() >= Date.parse(goal.endsAt) ? 'ended' : 'running';
}

/** The goal of a challenge started at `now`. */
export function goalFor(challenge: ChallengeDefinition, now: Date): ChallengeGoal {
  return {
    measure: challenge.measure,
    target: challenge.target,
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + challenge.durationDays * 86_400_000).toISOString(),
  };
}

/** The rank (rule 6) a learner needs to start a challenge: 2, Impact Builder. */
export const CHALLENGE_MIN_RANK = 2;

export type StartRefusal = 'paused' | 'rank' | 'forming' | 'running';

export const START_MESSAGES: Readonly<Record<StartRefusal, string>> = {
  paused: 'Group challenges are paused by the programme team for now. Challenges under way finish as they are.',
  rank: 'Group challenges open at rank 2, Impact Builder (501 XP). Keep earning XP to start one.',
  forming: `A village needs at least ${VILLAGE_MIN_MEMBERS} members to take on a group challenge.`,
  running: 'Your village is already taking on a challenge. Start the next one when it is met or over.',
};

/**
 * Why a member cannot start a challenge now, or null. `running` is whether one is still under way; `enabled`
 * is the "group challenges" switch of the site settings (an admin may pause new challenges).
 */
export function startRefusal(starterPoints: number, memberCount: number, running: boolean, enabled = true): StartRefusal | null {
  if (!enabled) return 'paused';
  if (rankOf(starterPoints).number < CHALLENGE_MIN_RANK) return 'rank';
  if (memberCount < VILLAGE_MIN_MEMBERS) return 'forming';
  if (running) return 'running';
  return null;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,200 of 1,500 XP earned". */
export function progressText(goal: Pick<ChallengeGoal, 'measure'>, progress: Pick<ChallengeProgress, 'current' | 'target'>): string {
  return `${NUMBER.format(Math.min(progress.current, progress.target))} of ${NUMBER.format(progress.target)} ${MEASURE_UNITS[goal.measure]}`;
}
