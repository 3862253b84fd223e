// Time zones: which IANA zones exist, how one is labelled, the wall-clock date in a zone, and calendar
// arithmetic on "YYYY-MM-DD" dates. Every feature that thinks in a person's own day (the pathfinder slots,
// the profile's zone list, streak days) uses these, so "the same day" means the same thing everywhere.

/** Whether the runtime knows the IANA time zone (and its name fits the 64 characters profiles store). */
export function isKnownTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
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

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") in a zone at an instant. */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  const parts = wallClockFormat(timeZone).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** A "YYYY-MM-DD" date `days` after another (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
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
