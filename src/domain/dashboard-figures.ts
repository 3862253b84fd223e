// What the admin dashboard shows, worked out from the summary counters (summaries.ts): each figure with the
// period it covers, and the 12-week and 12-month series its charts draw. Pure, so the arithmetic (a total at
// the end of each past week, a conversion rate with no learners, weeks that had no events) is tested alone.
import { utcDayKey } from './summaries.ts';
import { addDays, utcMonthKey, utcWeekKey, utcWeekStart } from './time-zones.ts';
import type { Locale } from '#/i18n/locales.ts';

/** A bucket's summed figures: how many events and their running total. */
export interface BucketSum {
  readonly count: number;
  readonly total: number;
}

/** Reads a counter's bucket; a bucket nobody wrote is zero. */
export type SummaryReader = (metric: string, bucket: string) => BucketSum;

/** One point of a chart: its label, the bucket key and the value. */
export interface SeriesPoint {
  readonly key: string;
  readonly label: string;
  readonly value: number;
}

/** How many weeks and months the trend charts cover. */
export const TREND_LENGTH = 12;

/** Short month names per language (written out: Intl's differ between ICU versions, "Sep" or "Sept"). */
const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** The `count` UTC ISO weeks ending with the one `now` is in, oldest first, with their Mondays. */
export function lastWeeks(now: Date, count = TREND_LENGTH, locale: Locale = 'en'): { key: string; monday: string; label: string }[] {
  const months = MONTH_NAMES[locale];
  const monday = utcDayKey(utcWeekStart(now));
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(monday, -7 * (count - 1 - i));
    const date = new Date(`${day}T00:00:00Z`);
    return { key: utcWeekKey(date), monday: day, label: `${date.getUTCDate()} ${months[date.getUTCMonth()]}` };
  });
}

/** The `count` UTC calendar months ending with the one `now` is in, oldest first. */
export function lastMonths(now: Date, count = TREND_LENGTH, locale: Locale = 'en'): { key: string; label: string }[] {
  const months = MONTH_NAMES[locale];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return { key: utcMonthKey(date), label: `${months[date.getUTCMonth()]} ${String(date.getUTCFullYear()).slice(2)}` };
  });
}

/** The `count` UTC days ending with today, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = utcDayKey(now);
  return Array.from({ length: count }, (_, i) => addDays(today, -(count - 1 - i)));
}

/** Paid members as a share of all learners, in whole per cent with one decimal; 0 with no learners. */
export function conversionPercent(paid: number, learners: number): number {
  if (learners <= 0) return 0;
  return Math.round((paid / learners) * 1000) / 10;
}

/**
 * Learners at the end of each of the last weeks: today's total minus the sign-ups of every later week. The
 * total counter and the weekly counters move together, so this is exact without storing a total per week.
 */
export function learnersByWeek(read: SummaryReader, now: Date, locale: Locale = 'en'): SeriesPoint[] {
  const weeks = lastWeeks(now, TREND_LENGTH, locale);
  let running = read('learners', 'all').count;
  const points: SeriesPoint[] = [];
  for (const week of [...weeks].reverse()) {
    points.unshift({ key: week.key, label: week.label, value: Math.max(0, running) });
    running -= read('signupsWeek', week.key).count;
  }
  return points;
}

/** A weekly series of one counter: its count, or its total when `use` says so. */
export function weeklySeries(read: SummaryReader, metric: string, now: Date, use: 'count' | 'total' = 'count', locale: Locale = 'en'): SeriesPoint[] {
  return lastWeeks(now, TREND_LENGTH, locale).map((week) => ({ key: week.key, label: week.label, value: read(metric, week.key)[use] }));
}

/** Learners whose latest activity falls in the last `days` UTC days (today included). */
export function activeWithin(read: SummaryReader, now: Date, days: number): number {
  return lastDays(now, days).reduce((sum, day) => sum + read('activeLatest', day).count, 0);
}

/** The period a figure covers, in words, for the dashboard's captions. */
export function periodLabel(from: string, to: string, locale: Locale = 'en'): string {
  const months = MONTH_NAMES[locale];
  const format = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  };
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}
