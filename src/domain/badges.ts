// Badge criteria (rule 25; docs: content/faq/what-are-badges.md). A badge is content (content/badges/)
// with one criterion: a measure of the learner and the threshold it must reach. Measures are the balance
// (`xp`), the rank it gives (`rank`, 1 to 4), the current streak (`streak_days`), and counters of things done:
// each XP activity, and the events that pay no XP (forum posts, impact entries, villages founded, journeys
// completed). A badge is awarded once, by the event that makes its measure reach the threshold, in the same
// transaction as that event.
import { RANKS, XP_VALUES, rankOf, type XpActivity } from './levels.ts';

/** Events that earn badges but pay no XP; their services record them (recordAchievement). */
export const ACHIEVEMENT_KINDS = ['forum_post', 'impact_entry', 'village_founded', 'journey_completed'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

/** Everything counted per learner: each XP activity and each achievement. */
export const COUNTER_KINDS = [...(Object.keys(XP_VALUES) as XpActivity[]), ...ACHIEVEMENT_KINDS] as const;
export type CounterKind = XpActivity | AchievementKind;

/**
 * `granted` badges have no measure: an event grants them by name (a village meeting a group challenge gives
 * every member the challenge's badge; grantBadge in the engine). No measure ever reaches them.
 */
export const GRANTED = 'granted';

export const BADGE_MEASURES = ['xp', 'rank', 'streak_days', ...COUNTER_KINDS, GRANTED] as const;
export type BadgeMeasure = (typeof BADGE_MEASURES)[number];

/** The icons a badge can show (drawn by the badge component). */
export const BADGE_ICONS = ['spark', 'flag', 'flame', 'book', 'books', 'compass', 'mountain', 'trophy', 'star', 'chat', 'heart', 'home', 'handshake', 'rocket'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export interface BadgeCriterion {
  readonly measure: BadgeMeasure;
  /** The value the measure must reach (at least 1). */
  readonly threshold: number;
}

export interface BadgeDefinition {
  /** The file's name without `.md`: lower-case words joined by hyphens. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: BadgeIcon;
  /** Position on the badges page, smallest first. */
  readonly order: number;
  readonly criterion: BadgeCriterion;
}

/** A learner's measures as far as they are known; a missing counter is 0. */
export interface Measures {
  readonly xp: number;
  readonly streakDays: number;
  readonly counters: Readonly<Partial<Record<CounterKind, number>>>;
}

/** Measures of a learner who has done nothing: every badge is unmet. */
export const EMPTY_MEASURES: Measures = { xp: 0, streakDays: 0, counters: {} };

export const BADGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCounterKind(value: unknown): value is CounterKind {
  return typeof value === 'string' && (COUNTER_KINDS as readonly string[]).includes(value);
}

export function isAchievementKind(value: unknown): value is AchievementKind {
  return typeof value === 'string' && (ACHIEVEMENT_KINDS as readonly string[]).includes(value);
}

/** The value of a measure. */
export function measureValue(measure: BadgeMeasure, measures: Measures): number {
  if (measure === 'xp') return measures.xp;
  if (measure === 'rank') return rankOf(measures.xp).number;
  if (measure === 'streak_days') return measures.streakDays;
  if (measure === GRANTED) return 0;
  return measures.counters[measure] ?? 0;
}

export function isMet(criterion: BadgeCriterion, measures: Measures): boolean {
  return measureValue(criterion.measure, measures) >= criterion.threshold;
}

/** The badges an event earns: met after it, not before it. */
export function badgesReached(definitions: readonly BadgeDefinition[], before: Measures, after: Measures): BadgeDefinition[] {
  return definitions.filter((badge) => isMet(badge.criterion, after) && !isMet(badge.criterion, before));
}

const UNITS: Readonly<Record<Exclude<BadgeMeasure, 'xp' | 'rank' | typeof GRANTED>, readonly [string, string]>> = {
  streak_days: ['day in a row', 'days in a row'],
  onboarding: ['onboarding', 'onboardings'],
  module: ['module', 'modules'],
  webinar: ['webinar', 'webinars'],
  peer_mentoring: ['mentoring session', 'mentoring sessions'],
  weekly_reflection: ['weekly reflection', 'weekly reflections'],
  capstone: ['approved capstone', 'approved capstones'],
  forum_post: ['forum discussion started', 'forum discussions started'],
  impact_entry: ['impact entry', 'impact entries'],
  village_founded: ['village founded', 'villages founded'],
  journey_completed: ['journey completed', 'journeys completed'],
};

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** How far a learner is towards a badge: "3 of 5 modules", "1,234 of 2,001 XP". */
export interface BadgeProgress {
  readonly current: number;
  readonly target: number;
  /** 0 to 1. */
  readonly share: number;
  readonly text: string;
}

export function badgeProgress(criterion: BadgeCriterion, measures: Measures): BadgeProgress {
  let current: number;
  let target: number;
  let unit: string;
  if (criterion.measure === GRANTED) {
    // Nothing to count towards: the event that grants it says so in the badge's description.
    return { current: 0, target: 1, share: 0, text: 'Earned with your village' };
  }
  if (criterion.measure === 'xp' || criterion.measure === 'rank') {
    // A rank is reached at its lowest XP, so its progress reads in XP too.
    current = measures.xp;
    target = criterion.measure === 'xp' ? criterion.threshold : (RANKS[criterion.threshold - 1]?.min ?? criterion.threshold);
    unit = 'XP';
  } else {
    current = measureValue(criterion.measure, measures);
    target = criterion.threshold;
    const [one, many] = UNITS[criterion.measure];
    unit = target === 1 ? one : many;
  }
  const shown = Math.max(0, Math.min(current, target));
  return { current: shown, target, share: target > 0 ? shown / target : 1, text: `${NUMBER.format(shown)} of ${NUMBER.format(target)} ${unit}` };
}
