// Webinar and session times are shown in the reader's own zone, an unknown zone reading as UTC.
import { describe, expect, it } from 'vitest';
import { calendarDateLabel, dateTimeInZone, shortDateInZone, zoneLabel } from '#/domain/date-labels.ts';

describe('date labels', () => {
  it('show an instant in the reader’s zone', () => {
    expect(dateTimeInZone('2026-11-25T14:00:00Z', 'Africa/Lagos')).toBe('Wednesday, 25 November 2026, 15:00');
    expect(dateTimeInZone('2026-11-25T23:30:00Z', 'Africa/Nairobi')).toBe('Thursday, 26 November 2026, 02:30');
    expect(shortDateInZone('2026-11-25T23:30:00Z', 'Africa/Nairobi')).toBe('26 Nov 2026');
  });

  it('read an unknown zone as UTC', () => {
    expect(dateTimeInZone('2026-11-25T14:00:00Z', 'Mars/Olympus')).toBe('Wednesday, 25 November 2026, 14:00');
    expect(zoneLabel('Mars/Olympus', new Date('2026-11-25T14:00:00Z'))).toMatch(/^UTC \(GMT(\+0)?\)$/);
  });

  it('name the zone with its offset at the moment, and a calendar date without a zone', () => {
    expect(zoneLabel('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('Europe/London (GMT+1)');
    expect(zoneLabel('Europe/London', new Date('2026-12-01T12:00:00Z'))).toMatch(/^Europe\/London \(GMT(\+0)?\)$/);
    expect(calendarDateLabel('2026-11-24')).toBe('24 Nov 2026');
  });
});
