// CPD figures in the reader's language: hours ("12.5 hours", "12,5 heures"), months ("November 2026",
// "novembre 2026") and the kinds of activity. The figures themselves come from cpd.ts.
import { count } from '#/i18n/message-transforms.ts';
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/cpd-words.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { intlLocale } from './display-formats.ts';
import { formatHours, monthLabel, type CpdActivity } from './cpd.ts';

export const cpdWordsMessages = defineMessages(
  'cpd-words',
  {
    hours: count({ one: 'hour', other: 'hours' }),
    module: 'Module',
    webinar: 'Webinar',
    peer_mentoring: 'Peer mentoring',
    weekly_reflection: 'Weekly reflection',
    capstone: 'Capstone',
  },
  { fr },
);

/** Hours to one decimal in a language: "1 hour", "12.5 hours"; "1 heure", "12,5 heures". */
export function formatHoursIn(minutes: number, locale: Locale): string {
  if (locale === 'en') return formatHours(minutes);
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours.toLocaleString(intlLocale(locale), { maximumFractionDigits: 1 })} ${cpdWordsMessages(locale).hours(hours)}`;
}

/** "2026-11" → "November 2026" / "novembre 2026". */
export function monthLabelIn(month: string, locale: Locale): string {
  if (locale === 'en') return monthLabel(month);
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : date.toLocaleDateString(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A kind of CPD activity in a language. */
export function cpdActivityLabel(activity: CpdActivity, locale: Locale): string {
  return cpdWordsMessages(locale)[activity];
}
