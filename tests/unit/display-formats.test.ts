// The shared formatters write exactly what the per-call Intl forms they replace wrote.
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from '#/domain/display-formats.ts';

describe('shared display formats', () => {
  it('groups whole numbers as en-US does', () => {
    for (const value of [0, 7, 1234, 1_234_567, -42]) expect(formatNumber(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });

  it('writes a long date in the zone asked for, or the server’s own, as toLocaleDateString does', () => {
    const late = '2026-11-18T23:30:00Z';
    expect(formatLongDate(late, 'UTC')).toBe('18 November 2026');
    expect(formatLongDate(late, 'Africa/Nairobi')).toBe('19 November 2026');
    expect(formatLongDate(new Date(late), 'America/Los_Angeles')).toBe('18 November 2026');
    const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    expect(formatLongDate(late)).toBe(new Date(late).toLocaleDateString('en-GB', options));
    expect(formatLongDate(late, 'Africa/Lagos')).toBe(new Date(late).toLocaleDateString('en-GB', { ...options, timeZone: 'Africa/Lagos' }));
  });
});
