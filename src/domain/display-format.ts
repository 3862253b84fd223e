// How the community screens write dates and counts ("Mon, 2 November 2026", "2 Nov 2026", "1,234"). Each
// format is built once and reused: building an Intl formatter is by far the costliest part of rendering a
// list of entries, and toLocaleDateString with options builds a new one on every call.

const WITH_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const LONG_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const WITH_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A calendar day ("YYYY-MM-DD", no time zone involved) at noon UTC, so no zone can move it to another day. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** "Mon, 2 November 2026". */
export function dayWithWeekday(day: string): string {
  return WITH_WEEKDAY.format(noonOf(day));
}

/** "Tuesday, 1 December 2026". */
export function dayWithLongWeekday(day: string): string {
  return LONG_WEEKDAY.format(noonOf(day));
}

/** "2 Nov 2026", for a day or for an instant (read in UTC). */
export function shortDay(dayOrInstant: string): string {
  return SHORT.format(/^\d{4}-\d{2}-\d{2}$/.test(dayOrInstant) ? noonOf(dayOrInstant) : new Date(dayOrInstant));
}

/** "2 November 2026", for an instant read in UTC. */
export function longDay(instant: string): string {
  return LONG.format(new Date(instant));
}

/** "2 Nov 2026, 14:05 UTC". */
export function dayAndTimeUtc(instant: string): string {
  return `${WITH_TIME.format(new Date(instant))} UTC`;
}

/** "1,234". */
export function count(value: number): string {
  return COUNT.format(value);
}
