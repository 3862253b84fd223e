// Number and date formats the pages share, each built once per language. An Intl formatter costs tens of
// microseconds to build (a date formatted through toLocaleDateString with options builds one every call,
// ~50 µs), and a page built several per request: built once per process (per language and time zone for
// dates), they cost nothing.
import type { Locale } from '#/i18n/locales.ts';

/** The Intl locale each of our languages formats with: English numbers as "12,345", French as "12 345". */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };
/** English dates as "18 November 2026", French as "18 novembre 2026". */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

const wholeNumbers = new Map<Locale, Intl.NumberFormat>();

/** "12,345" in English, "12 345" in French. */
export function formatNumber(value: number, locale: Locale = 'en'): string {
  let format = wholeNumbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale]);
    wholeNumbers.set(locale, format);
  }
  return format.format(value);
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * "18 November 2026" ("18 novembre 2026"), in `timeZone`; without a zone, in the server's own zone (as
 * toLocaleDateString does).
 */
export function formatLongDate(instant: string | Date, timeZone?: string, locale: Locale = 'en'): string {
  const key = `${locale}\u0000${timeZone ?? ''}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
    longDates.set(key, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The Intl locale numbers, percentages and money are formatted in: "$36,000" in English, "36 000 $US" in French. */
export function numberLocale(locale: Locale): string {
  return NUMBER_LOCALE[locale];
}

/** The Intl locale to hand any other formatter for `locale` (dates, times, money, lists). */
export function intlLocale(locale: Locale): string {
  return DATE_LOCALE[locale];
}

/**
 * From this many XP up, a phone's header badge gives the balance in short ("902k XP"): six figures beside the
 * level, the streak, the language and Sign out do not fit a 360 px row. Below it the figure stays exact.
 */
export const SHORT_XP_FROM = 100_000;

const compactNumbers = new Map<string, Intl.NumberFormat>();

/**
 * A balance where room is short, for an Intl locale (`intlLocale`): "25,013" exactly below SHORT_XP_FROM, then
 * "902k" ("902 k" in French) and "1.2m". Shared by the server's render and the badge's live script.
 */
export function formatShortXp(points: number, locale: string): string {
  const key = `${locale}\u0000${points >= SHORT_XP_FROM ? 'compact' : 'whole'}`;
  let format = compactNumbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, points >= SHORT_XP_FROM ? { notation: 'compact' } : { maximumFractionDigits: 0 });
    compactNumbers.set(key, format);
  }
  return format.format(points);
}
