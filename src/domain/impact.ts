// The impact log (rule 32; docs: content/faq/what-is-the-impact-log.md): dated entries of what a learner did
// and whom it reached (title, what was done, people affected, category, optional evidence link), private unless
// shared with their village; they edit and delete their own, and see their totals. An evidence link is a plain
// web address (http or https): anything else (javascript:, data:, a file) is refused, so a link can only ever
// lead to a page.
import { addDays, localDateTime } from './time-zones.ts';

export const IMPACT_CATEGORIES = ['team', 'coaching', 'process', 'digital', 'community', 'wellbeing'] as const;
export type ImpactCategory = (typeof IMPACT_CATEGORIES)[number];

export const CATEGORY_LABELS: Readonly<Record<ImpactCategory, string>> = {
  team: 'Team development',
  coaching: 'Coaching and mentoring',
  process: 'Process improvement',
  digital: 'Digital adoption',
  community: 'Community and customers',
  wellbeing: 'Wellbeing and inclusion',
};

export const IMPACT_LIMITS = {
  title: 120,
  description: 2000,
  evidenceUrl: 500,
  /** People one entry can say it reached: a large organisation, not a typo with extra zeros. */
  peopleAffected: 100_000,
} as const;

/** The earliest date an entry may carry. */
export const EARLIEST_IMPACT_DATE = '2000-01-01';

/** Entries shown per page of the log. */
export const IMPACT_PAGE_SIZE = 20;

/** Shared entries the village page shows. */
export const VILLAGE_IMPACT_SHOWN = 10;

export function isImpactCategory(value: unknown): value is ImpactCategory {
  return typeof value === 'string' && (IMPACT_CATEGORIES as readonly string[]).includes(value);
}

export const IMPACT_MESSAGES = {
  evidenceScheme: 'Use a web address starting with https:// or http://.',
  evidenceInvalid: 'That is not a web address we can link to.',
  dateInvalid: 'Enter the date as a day, month and year.',
  dateFuture: 'The date cannot be in the future.',
  dateTooEarly: 'Choose a date from 2000 onwards.',
} as const;

/** Why an evidence link is refused, or null when it is a plain http(s) address. */
export function evidenceUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? IMPACT_MESSAGES.evidenceScheme : IMPACT_MESSAGES.evidenceInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return IMPACT_MESSAGES.evidenceScheme;
  // A link with a password in it would publish the password; a host is what makes it a page at all.
  if (url.username || url.password || !url.hostname) return IMPACT_MESSAGES.evidenceInvalid;
  return null;
}

/**
 * Why an entry's date ("YYYY-MM-DD") is refused, or null. "The future" is judged in the learner's own time
 * zone, with a day's grace so a traveller's "today" is never refused.
 */
export function impactDateProblem(date: string, timeZone: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return IMPACT_MESSAGES.dateInvalid;
  // Date.parse accepts 2026-02-31 as March 3rd; a real date reads back the same.
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return IMPACT_MESSAGES.dateInvalid;
  if (date < EARLIEST_IMPACT_DATE) return IMPACT_MESSAGES.dateTooEarly;
  if (date > addDays(localDateTime(timeZone, now).date, 1)) return IMPACT_MESSAGES.dateFuture;
  return null;
}

/** A learner's totals: all entries, or one category's. */
export interface ImpactTotals {
  readonly entries: number;
  readonly peopleAffected: number;
}

export const NO_TOTALS: ImpactTotals = { entries: 0, peopleAffected: 0 };

/** What one entry adds to a total (or, negated, takes away). */
export function totalsChange(before: { category: ImpactCategory; peopleAffected: number } | null, after: { category: ImpactCategory; peopleAffected: number } | null): Map<ImpactCategory | 'all', ImpactTotals> {
  const changes = new Map<ImpactCategory | 'all', ImpactTotals>();
  const add = (key: ImpactCategory | 'all', entries: number, people: number) => {
    const current = changes.get(key) ?? NO_TOTALS;
    changes.set(key, { entries: current.entries + entries, peopleAffected: current.peopleAffected + people });
  };
  for (const [entry, sign] of [[before, -1], [after, 1]] as const) {
    if (!entry) continue;
    add('all', sign, sign * entry.peopleAffected);
    add(entry.category, sign, sign * entry.peopleAffected);
  }
  for (const [key, change] of changes) if (change.entries === 0 && change.peopleAffected === 0) changes.delete(key);
  return changes;
}
