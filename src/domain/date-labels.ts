// Dates and times as the journey pages show them, in the reader's own zone (webinars, sessions, records).
import type { Locale } from '#/i18n/locales.ts';
import { intlLocale } from './display-formats.ts';
import { timeZoneLabel, zoneOrUtc } from './time-zones.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

/** "Wednesday 25 November 2026, 15:00" in the zone ("mercredi 25 novembre 2026 à 15:00" in French). */
export function dateTimeInZone(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const zone = zoneOrUtc(timeZone);
  return format(`dt:${locale}:${zone}`, () => new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
    .format(new Date(iso))
    .replace(' at ', ', ');
}

/** "25 Nov 2026" in the zone ("25 nov. 2026" in French). */
export function shortDateInZone(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const zone = zoneOrUtc(timeZone);
  return format(`d:${locale}:${zone}`, () => new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric' })).format(new Date(iso));
}

/** "25 Nov 2026" for a calendar date ("YYYY-MM-DD"), which has no zone. */
export function calendarDateLabel(day: string, locale: Locale = 'en'): string {
  return shortDateInZone(`${day}T12:00:00Z`, 'UTC', locale);
}

const zoneLabels = new Map<string, string>();

/** "Africa/Lagos (GMT+1)", worked out once an hour per zone (offsets change on the hour at most). */
export function zoneLabel(timeZone: string, now = new Date()): string {
  const zone = zoneOrUtc(timeZone);
  const key = `${zone}@${Math.floor(now.getTime() / 3_600_000)}`;
  let label = zoneLabels.get(key);
  if (label === undefined) {
    label = timeZoneLabel(zone, now);
    if (zoneLabels.size > 1000) zoneLabels.clear();
    zoneLabels.set(key, label);
  }
  return label;
}
