// The anti-farming limits of rule 24 that an admin may change in /admin/settings (today's values are the
// defaults): the shortest weekly reflection and module answer, the share of a module's reading time that must
// pass before it completes, and how long a webinar's attendance code pays after its start. The rules that
// shape what is stored (one reflection per ISO week, mentoring once per pair per week) stay fixed.
import { MIN_TIME_SHARE, MODULE_ANSWER_MAX, MODULE_ANSWER_MIN } from './module-completion.ts';
import { REFLECTION_MAX, REFLECTION_MIN } from './weekly-reflection.ts';
import { ATTENDANCE_WINDOW_MS } from './webinars.ts';

export interface FarmingLimits {
  /** Fewest characters of a weekly reflection. */
  readonly reflectionMin: number;
  /** Fewest characters of a module's reflection answer. */
  readonly moduleAnswerMin: number;
  /** The share (0 to 1) of a module's estimated minutes between opening and completing it. */
  readonly moduleTimeShare: number;
  /** Hours after a webinar's start during which its attendance code pays. */
  readonly webinarWindowHours: number;
}

export const DEFAULT_FARMING_LIMITS: FarmingLimits = {
  reflectionMin: REFLECTION_MIN,
  moduleAnswerMin: MODULE_ANSWER_MIN,
  moduleTimeShare: MIN_TIME_SHARE,
  webinarWindowHours: ATTENDANCE_WINDOW_MS / 3_600_000,
};

export const FARMING_BOUNDS = {
  reflectionMin: { min: 20, max: REFLECTION_MAX },
  moduleAnswerMin: { min: 20, max: MODULE_ANSWER_MAX },
  moduleTimeShare: { min: 0, max: 1 },
  webinarWindowHours: { min: 1, max: 168 },
} as const;

export type FarmingField = keyof FarmingLimits;

/** Why the limits cannot be used (the first problem, by field), or null. */
export function farmingLimitsProblem(limits: Readonly<Record<FarmingField, unknown>>): { field: FarmingField; message: string } | null {
  for (const field of ['reflectionMin', 'moduleAnswerMin', 'webinarWindowHours'] as const) {
    const value = limits[field];
    const { min, max } = FARMING_BOUNDS[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      return { field, message: `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}.` };
    }
  }
  const share = limits.moduleTimeShare;
  if (typeof share !== 'number' || !Number.isFinite(share) || share < 0 || share > 1 || Math.abs(Math.round(share * 100) - share * 100) > 1e-9) {
    return { field: 'moduleTimeShare', message: 'Enter a share from 0 to 1, with at most two decimals (0.25 is a quarter).' };
  }
  return null;
}

export function webinarWindowMs(limits: FarmingLimits): number {
  return limits.webinarWindowHours * 3_600_000;
}
