// Admins schedule webinars in their own zone: a wall-clock date and time in a zone name one instant.
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#/domain/time-zones.ts';

describe('zonedInstant', () => {
  it('turns a wall-clock time in a zone into the instant', () => {
    expect(zonedInstant('2026-11-25', '15:00', 'Africa/Lagos')?.toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(zonedInstant('2026-11-25', '15:00', 'UTC')?.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(zonedInstant('2026-11-25', '09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-25T04:00:00.000Z');
  });

  it('follows daylight saving time on both sides of the change', () => {
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedInstant('2026-12-01', '12:00', 'Europe/London')?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(zonedInstant('25/11/2026', '15:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-11-25', '3pm', 'UTC')).toBeNull();
    expect(zonedInstant('2026-11-25', '15:00', 'Mars/Olympus')).toBeNull();
    expect(zonedInstant('2026-02-31', '15:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-11-25', '24:30', 'UTC')).toBeNull();
  });
});
