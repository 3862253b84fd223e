// Number and date formats the pages share, each built once. An Intl formatter costs tens of microseconds to
// build (a date formatted through toLocaleDateString with options builds one every call, ~50 µs), and a
// page built several per request: built once per process (per time zone for dates), they cost nothing.

const WHOLE_NUMBER = new Intl.NumberFormat('en-US');

/** "12,345", as `new Intl.NumberFormat('en-US').format` writes it. */
export function formatNumber(value: number): string {
  return WHOLE_NUMBER.format(value);
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * "18 November 2026", as `toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric',
 * timeZone })` writes it; without a zone, in the server's own zone (as toLocaleDateString does).
 */
export function formatLongDate(instant: string | Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
    longDates.set(key, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}
