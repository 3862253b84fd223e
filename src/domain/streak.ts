// The streak rule (rules 7 and 23; docs: content/faq/how-do-streaks-work.md), on the learner's own
// calendar days ("YYYY-MM-DD" in the profile's time zone at the moment of each award):
// - a day counts when the learner earns XP from an activity that day (admin adjustments never count);
// - from the 7th counted day in a row, every award is multiplied by 1.5 (rounded half up, see xp-awards.ts);
// - each time the streak reaches a multiple of 7 days the learner earns a freeze, holding at most 2;
// - each freeze covers one missed day, spent automatically with the next award: a learner holding two can
//   miss two days in a row and keep the streak. Covered days keep the streak alive but do not count as streak
//   days themselves (7 counted days still make a week);
// - more missed days in a row than freezes held reset the streak (the freezes are then kept: spending them
//   would save nothing);
// - an award dated before the last counted day (a time-zone change westwards, a late or skewed clock) leaves
//   the streak as it is: it neither counts a day nor breaks the streak, and it gets the current multiplier.
import { daysBetween } from './time-zones.ts';

/** Consecutive days with XP needed before the multiplier applies. */
export const STREAK_DAYS = 7;

/** What every award is multiplied by during a streak (rounded to a whole XP). */
export const STREAK_MULTIPLIER = 1.5;

/** A freeze is earned each time the streak reaches a multiple of this many days. */
export const FREEZE_EVERY_DAYS = 7;

/** Freezes a learner can hold at once. */
export const MAX_FREEZES = 2;

/**
 * The two streak figures an admin may change in /admin/settings (rule 23's 7 days and ×1.5 are the
 * defaults). The freeze rules stay fixed: they shape the stored streak itself, which points:verify replays
 * from the ledger, whereas these two only decide an award's multiplier, which the ledger records.
 */
export interface StreakRules {
  /** Counted days in a row before awards are multiplied. */
  readonly days: number;
  /** What every award is then multiplied by. */
  readonly multiplier: number;
}

export const DEFAULT_STREAK_RULES: StreakRules = { days: STREAK_DAYS, multiplier: STREAK_MULTIPLIER };

/** The bounds an admin may choose within. */
export const STREAK_RULE_BOUNDS = { days: { min: 2, max: 60 }, multiplier: { min: 1, max: 3 } } as const;

/** Why a pair of streak figures cannot be used, or null. The multiplier has at most one decimal (×1.5, ×2). */
export function streakRulesProblem(rules: { days: unknown; multiplier: unknown }): { field: 'days' | 'multiplier'; message: string } | null {
  const { days, multiplier } = rules;
  const bounds = STREAK_RULE_BOUNDS;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < bounds.days.min || days > bounds.days.max) {
    return { field: 'days', message: `Enter a whole number of days from ${bounds.days.min} to ${bounds.days.max}.` };
  }
  if (typeof multiplier !== 'number' || !Number.isFinite(multiplier) || multiplier < bounds.multiplier.min || multiplier > bounds.multiplier.max || Math.abs(Math.round(multiplier * 10) - multiplier * 10) > 1e-9) {
    return { field: 'multiplier', message: `Enter a multiplier from ${bounds.multiplier.min} to ${bounds.multiplier.max}, with at most one decimal (e.g. 1.5).` };
  }
  return null;
}

/** What the platform remembers of a learner's streak between awards. */
export interface StreakState {
  /** Counted days in the current streak (0 before the first award). */
  readonly days: number;
  /** The learner-local date of the last counted day, or null before the first award. */
  readonly lastDay: string | null;
  /** Freezes held, 0 to MAX_FREEZES. */
  readonly freezes: number;
  /** The longest streak ever reached, in counted days. */
  readonly longest: number;
}

export const NO_STREAK: StreakState = { days: 0, lastDay: null, freezes: 0, longest: 0 };

/** What one award on `day` did to the streak. */
export interface StreakStep {
  readonly state: StreakState;
  /** The award made `day` a new counted day. */
  readonly counted: boolean;
  /** At least one freeze was spent (see freezesSpent). */
  readonly freezeSpent: boolean;
  /** Freezes spent, one per missed day covered. */
  readonly freezesSpent: number;
  readonly freezeEarned: boolean;
  /** The award started a new streak after one that was broken. */
  readonly reset: boolean;
  /** What this award is multiplied by. */
  readonly multiplier: number;
}

/** The multiplier for an award made when the streak is `days` long (the award's own day included). */
export function multiplierFor(days: number, rules: StreakRules = DEFAULT_STREAK_RULES): number {
  return days >= rules.days ? rules.multiplier : 1;
}

/** The streak after an XP award on the learner-local `day`. */
export function countDay(state: StreakState, day: string, rules: StreakRules = DEFAULT_STREAK_RULES): StreakStep {
  const unchanged = { state, counted: false, freezeSpent: false, freezesSpent: 0, freezeEarned: false, reset: false, multiplier: multiplierFor(state.days, rules) };
  let days: number;
  let freezes = state.freezes;
  let freezesSpent = 0;
  let reset = false;
  if (state.lastDay === null) {
    days = 1;
  } else {
    const gap = daysBetween(state.lastDay, day);
    if (gap <= 0) return unchanged;
    if (gap === 1) {
      days = state.days + 1;
    } else if (gap - 1 <= freezes) {
      freezesSpent = gap - 1;
      freezes -= freezesSpent;
      days = state.days + 1;
    } else {
      days = 1;
      reset = state.days > 0;
    }
  }
  const earns = days % FREEZE_EVERY_DAYS === 0 && freezes < MAX_FREEZES;
  if (earns) freezes += 1;
  return {
    state: { days, lastDay: day, freezes, longest: Math.max(state.longest, days) },
    counted: true,
    freezeSpent: freezesSpent > 0,
    freezesSpent,
    freezeEarned: earns,
    reset,
    multiplier: multiplierFor(days, rules),
  };
}

/** How a streak stands on the learner-local `today`, for showing it (the stored state changes only with awards). */
export interface StreakStanding {
  /** Counted days of the streak as it stands: 0 once it is broken. */
  readonly days: number;
  /** Today already counts. */
  readonly countedToday: boolean;
  /** An award today would be multiplied (the streak would then be at least the rules' days long). */
  readonly multiplierActive: boolean;
  /** What an award made today would be multiplied by. */
  readonly nextMultiplier: number;
  readonly freezes: number;
  /** Days missed since the last counted day that freezes will cover with the next award today (0: none missed, or too many). */
  readonly missedDaysCovered: number;
  readonly longest: number;
}

export function streakOn(state: StreakState, today: string, rules: StreakRules = DEFAULT_STREAK_RULES): StreakStanding {
  const freezes = state.freezes;
  const longest = state.longest;
  if (state.lastDay === null) {
    return { days: 0, countedToday: false, multiplierActive: false, nextMultiplier: 1, freezes, missedDaysCovered: 0, longest };
  }
  const step = countDay(state, today, rules);
  const days = step.reset ? 0 : state.days;
  return {
    days,
    countedToday: !step.counted,
    multiplierActive: step.multiplier > 1,
    nextMultiplier: step.multiplier,
    freezes,
    missedDaysCovered: step.freezesSpent,
    longest,
  };
}
