// How the forum writes a moment: a short date and time in the reader's own time zone ("21 Nov 2026, 14:05"),
// the same on the page and in what the edit post dialog puts on it; in the reader's language ("21 nov. 2026, 14:05").
import type { Locale } from '#/i18n/locales.ts';
import { intlLocale } from './display-formats.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}\u0000${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/** The moment in words for a reader in `timeZone` (an unknown zone reads as UTC). */
export function forumTime(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatFor(timeZone, locale).format(date);
}
