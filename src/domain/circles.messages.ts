// A circle's rhythm and a session's date in the reader's language: "First Tuesday of every month, 17:30
// (Africa/Lagos), 90 minutes" / « Le premier mardi de chaque mois, 17:30 (Africa/Lagos), 90 minutes ». The
// rhythm itself (weekday, week, time, zone) stays the content file's codes (circles.ts works out the dates).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/circles.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import type { CircleDefinition, CircleSession, WeekOfMonth } from './circles.ts';
import { WEEKDAYS } from './circles.ts';
import { dayWithLongWeekday } from './display-format.ts';
import { formatNumber, intlLocale } from './display-formats.ts';

export const circlesMessages = defineMessages(
  'circles',
  {
    week1: 'First',
    week2: 'Second',
    week3: 'Third',
    week4: 'Fourth',
    weeklast: 'Last',
    rhythm: params('{which} {day} of every month, {time} ({timeZone}), {minutes} minutes'),
    session: params('{day}, {time} ({timeZone})'),
  },
  { fr },
);

const weekdayNames = new Map<Locale, readonly string[]>();

/** The weekdays' names in a language, Sunday first as WEEKDAYS (22 November 2026 was a Sunday). */
function weekdaysIn(locale: Locale): readonly string[] {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
    names = WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2026, 10, 22 + index, 12))));
    weekdayNames.set(locale, names);
  }
  return names;
}

/** "First Tuesday of every month, 17:30 (Africa/Lagos), 90 minutes", in `locale`. */
export function rhythmText(circle: Pick<CircleDefinition, 'weekday' | 'week' | 'time' | 'timezone' | 'durationMinutes'>, locale: Locale = 'en'): string {
  const t = circlesMessages(locale);
  const which = t[`week${circle.week}` as `week${WeekOfMonth}`];
  const day = weekdaysIn(locale)[WEEKDAYS.indexOf(circle.weekday)] ?? circle.weekday;
  return t.rhythm({ which, day, time: circle.time, timeZone: circle.timezone, minutes: formatNumber(circle.durationMinutes, locale) });
}

/** "Tuesday, 1 December 2026, 17:30 (Africa/Lagos)", in `locale`. */
export function sessionLabel(session: Pick<CircleSession, 'localDate' | 'localTime'>, timeZone: string, locale: Locale = 'en'): string {
  return circlesMessages(locale).session({ day: dayWithLongWeekday(session.localDate, locale), time: session.localTime, timeZone });
}
