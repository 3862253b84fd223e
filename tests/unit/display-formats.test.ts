// The shared formatters write exactly what the per-call Intl forms they replace wrote.
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, formatShortXp, SHORT_XP_FROM } from '#/domain/display-formats.ts';

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

  it('keeps a balance exact below six figures where room is short, and shortens it from there', () => {
    expect(formatShortXp(25_013, 'en-GB')).toBe('25,013');
    expect(formatShortXp(SHORT_XP_FROM - 1, 'en-GB')).toBe('99,999');
    expect(formatShortXp(SHORT_XP_FROM, 'en-GB')).toBe('100k');
    expect(formatShortXp(901_513, 'en-GB')).toBe('902k');
    expect(formatShortXp(1_234_567, 'en-GB')).toBe('1.2m');
    // French groups with a narrow no-break space and writes "k" apart.
    expect(formatShortXp(25_013, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR').format(25_013));
    expect(formatShortXp(901_513, 'fr-FR').replace(/\s/u, ' ')).toBe('902 k');
  });
});
