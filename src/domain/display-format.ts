// How the community screens write dates and counts ("Mon, 2 November 2026", "2 Nov 2026", "1,234"), in the
// reader's language ("lun. 2 novembre 2026", "1 234"). Each format is built once per language and reused:
// building an Intl formatter is by far the costliest part of rendering a list of entries, and
// toLocaleDateString with options builds a new one on every call.
import type { Locale } from '#/i18n/locales.ts';
import { formatNumber, intlLocale } from './display-formats.ts';

const OPTIONS = {
  withWeekday: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  longWeekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  withTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const built = new Map<string, Intl.DateTimeFormat>();

function format(kind: keyof typeof OPTIONS, locale: Locale): Intl.DateTimeFormat {
  const key = `${kind}\u0000${locale}`;
  let found = built.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(locale), OPTIONS[kind]);
    built.set(key, found);
  }
  return found;
}

/** A calendar day ("YYYY-MM-DD", no time zone involved) at noon UTC, so no zone can move it to another day. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "Mon, 2 November 2026". */
export function dayWithWeekday(day: string, locale: Locale = 'en'): string {
  return format('withWeekday', locale).format(noonOf(day));
}

/** "Tuesday, 1 December 2026". */
export function dayWithLongWeekday(day: string, locale: Locale = 'en'): string {
  return format('longWeekday', locale).format(noonOf(day));
}

/** "2 Nov 2026", for a day or for an instant (read in UTC). */
export function shortDay(dayOrInstant: string, locale: Locale = 'en'): string {
  return format('short', locale).format(/^\d{4}-\d{2}-\d{2}$/.test(dayOrInstant) ? noonOf(dayOrInstant) : new Date(dayOrInstant));
}

/** "2 November 2026", for an instant read in UTC. */
export function longDay(instant: string, locale: Locale = 'en'): string {
  return format('long', locale).format(new Date(instant));
}

/** "2 Nov 2026, 14:05 UTC". */
export function dayAndTimeUtc(instant: string, locale: Locale = 'en'): string {
  return `${format('withTime', locale).format(new Date(instant))} UTC`;
}

/** "1,234" ("1 234" in French). */
export function count(value: number, locale: Locale = 'en'): string {
  return formatNumber(Math.round(value), locale);
}
