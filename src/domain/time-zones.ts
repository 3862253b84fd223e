// Time zones: which IANA zones exist, how one is labelled, the wall-clock date in a zone, and calendar
// arithmetic on "YYYY-MM-DD" dates (days between, ISO weeks, months). Every feature that thinks in a
// person's own day (the pathfinder slots, the profile's zone list, streak days, weekly reflections) or in
// the boards' shared UTC weeks and months uses these, so "the same day" means the same thing everywhere.

// Zones already found to be known: checking builds a formatter, which is slow, and every award checks one.
const knownZones = new Set<string>();

/** Whether the runtime knows the IANA time zone (and its name fits the 64 characters profiles store). */
export function isKnownTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    knownZones.add(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to count someone's days in: theirs when the runtime knows it, else UTC. A profile's zone is checked
 * when it is saved, but a row may come from elsewhere (an import, another runtime's zone list).
 */
export function zoneOrUtc(value: string | null | undefined): string {
  return value && isKnownTimeZone(value) ? value : 'UTC';
}

/** A zone with its current offset: "Africa/Lagos (GMT+1)". */
export function timeZoneLabel(timeZone: string, now: Date = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}

// Formatters are costly to build and the set of zones in use is small: one per zone, reused.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

// The last answer per zone with the minute it was for: a zone's wall clock moves by whole minutes (offsets
// and their changes fall on minute boundaries), and a page asks for "today" in the same zone several times.
const lastLocalMinute = new Map<string, { readonly minute: number; readonly date: string; readonly time: string }>();

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") in a zone at an instant. */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastLocalMinute.get(timeZone);
  if (last !== undefined && last.minute === minute) return { date: last.date, time: last.time };
  const parts = wallClockFormat(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  const local = { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
  lastLocalMinute.set(timeZone, { minute, ...local });
  return local;
}

/** A "YYYY-MM-DD" date `days` after another (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Whole calendar days from one "YYYY-MM-DD" date to another: 1 from a day to the next, negative backwards. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The ISO 8601 week of a calendar date as "YYYY-Www" (weeks start on Monday; week 1 holds the year's first
 * Thursday, so 2027-01-01, a Friday, is in 2026-W53).
 */
export function isoWeekKey(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  // The Thursday of the same week decides the week's year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${String(year)}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week an instant falls in, in UTC, as "2026-W47": the boards' shared week. */
export function utcWeekKey(instant: Date): string {
  return isoWeekKey(instant.toISOString().slice(0, 10));
}

/** The calendar month an instant falls in, in UTC, as "2026-11": the boards' shared month. */
export function utcMonthKey(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** The ISO week an instant falls in on the person's own calendar (weekly reflections: one per week there). */
export function localWeekKey(timeZone: string, instant: Date): string {
  return isoWeekKey(localDateTime(timeZone, instant).date);
}

/** Monday 00:00 UTC of the UTC ISO week an instant falls in. */
export function utcWeekStart(instant: Date): Date {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  day.setUTCDate(day.getUTCDate() - (weekday - 1));
  return day;
}

/** The first instant of the UTC calendar month an instant falls in. */
export function utcMonthStart(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
}

let groups: ReadonlyMap<string, readonly string[]> | null = null;

/**
 * The IANA zones the runtime knows, grouped by region ("Africa", "America", …; UTC under "Other"). Computed
 * once per process: the list is the same for every request.
 */
export function timeZoneGroups(): ReadonlyMap<string, readonly string[]> {
  if (groups) return groups;
  const zones = Intl.supportedValuesOf('timeZone');
  if (!zones.includes('UTC')) zones.unshift('UTC');
  const built = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    built.set(region, [...(built.get(region) ?? []), zone]);
  }
  groups = built;
  return groups;
}

/**
 * The instant a wall-clock date ("YYYY-MM-DD") and time ("HH:MM") name in a zone (an admin schedules a
 * webinar in their own zone). In a daylight-saving gap the later offset applies; null for a malformed input.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !isKnownTimeZone(timeZone)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Date.parse rolls 31 February over into March: a date or time that does not exist is refused instead.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== `${date}T${time}`) return null;
  const offsetAt = (instant: number): number => {
    const local = localDateTime(timeZone, new Date(instant));
    return Date.parse(`${local.date}T${local.time}:00Z`) - instant;
  };
  let instant = wall - offsetAt(wall);
  // A second pass settles instants whose offset differs from the first guess's (near a change of offset).
  instant = wall - offsetAt(instant);
  return new Date(instant);
}
