// Dates and counts as the community screens write them, the same on every server whatever its zone.
import { describe, expect, it } from 'vitest';
import { count, dayAndTimeUtc, dayWithLongWeekday, dayWithWeekday, longDay, shortDay } from '#/domain/display-format.ts';

describe('display formats', () => {
  it('writes days, instants and counts', () => {
    expect(dayWithWeekday('2026-11-02')).toBe('Mon, 2 November 2026');
    expect(dayWithLongWeekday('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(shortDay('2026-11-02')).toBe('2 Nov 2026');
    expect(shortDay('2026-11-02T23:30:00.000Z')).toBe('2 Nov 2026');
    expect(longDay('2026-11-02T23:30:00.000Z')).toBe('2 November 2026');
    expect(dayAndTimeUtc('2026-11-02T14:05:00.000Z')).toBe('2 Nov 2026, 14:05 UTC');
    expect(count(1234567)).toBe('1,234,567');
  });
});
