// CPD hours (rule 28): every completed activity records its time: a module its estimated minutes, a webinar
// its length, a mentoring session its logged length (to both people), the capstone 10 hours and a weekly
// reflection 30 minutes. The record totals them per month (in the learner's zone) and per journey.
import type { XpActivity } from './levels.ts';

/** Activities that record CPD time (onboarding is not learning, so it records none). */
export const CPD_ACTIVITIES = ['module', 'webinar', 'peer_mentoring', 'weekly_reflection', 'capstone'] as const satisfies readonly XpActivity[];
export type CpdActivity = (typeof CPD_ACTIVITIES)[number];

export const CAPSTONE_CPD_MINUTES = 600;
export const REFLECTION_CPD_MINUTES = 30;

export const CPD_ACTIVITY_LABELS: Readonly<Record<CpdActivity, string>> = {
  module: 'Module',
  webinar: 'Webinar',
  peer_mentoring: 'Peer mentoring',
  weekly_reflection: 'Weekly reflection',
  capstone: 'Capstone',
};

/** A recorded activity, as far as the totals need it. */
export interface CpdEntry {
  readonly minutes: number;
  /** "2026-11": the month on the learner's calendar when it was completed. */
  readonly month: string;
  /** The journey it counted towards, or null (done outside any journey). */
  readonly journey: string | null;
}

export interface CpdTotals {
  readonly minutes: number;
  /** Newest month first. */
  readonly byMonth: readonly { readonly month: string; readonly minutes: number }[];
  /** Largest first. */
  readonly byJourney: readonly { readonly journey: string | null; readonly minutes: number }[];
}

export function cpdTotals(entries: readonly CpdEntry[]): CpdTotals {
  const months = new Map<string, number>();
  const journeys = new Map<string | null, number>();
  let minutes = 0;
  for (const entry of entries) {
    minutes += entry.minutes;
    months.set(entry.month, (months.get(entry.month) ?? 0) + entry.minutes);
    journeys.set(entry.journey, (journeys.get(entry.journey) ?? 0) + entry.minutes);
  }
  return {
    minutes,
    byMonth: [...months].map(([month, total]) => ({ month, minutes: total })).sort((a, b) => b.month.localeCompare(a.month)),
    byJourney: [...journeys].map(([journey, total]) => ({ journey, minutes: total })).sort((a, b) => b.minutes - a.minutes),
  };
}

/** Hours to one decimal, as CPD records state them: "0.5 hours", "1 hour", "12.5 hours". */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} hour${hours === 1 ? '' : 's'}`;
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
