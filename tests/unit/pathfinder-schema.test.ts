// The pathfinder request's rules (rules 40, 44; rule 16): every validation message, the 14 slots in the
// browser's zone, and the date minimum, with one schema for browser and server.
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SLOTS,
  appointmentSlots,
  createPathfinderSchemas,
  pathfinderFieldErrors,
  slotLabel,
} from '#/domain/pathfinder.ts';
import { pathfinderFieldMessages } from '#/domain/pathfinder.messages.ts';
import { addDays, localDateTime, timeZoneLabel } from '#/domain/time-zones.ts';

// 10:00 in Lagos (UTC+1) on 2026-11-22.
const NOW = new Date('2026-11-22T09:00:00Z');
const PATHFINDER_MESSAGES = pathfinderFieldMessages('en');
const schemas = createPathfinderSchemas(PATHFINDER_MESSAGES, () => NOW);

const step0 = { name: 'Ada Obi', email: 'ada@example.org', phone: '', teamSize: '12' };
const step1 = { timeline: 'asap', duration: '6-months', date: '2026-11-23', time: '14:00', painPoints: '', timezone: 'Africa/Lagos' };

function errorsOf(schema: 'step0' | 'step1' | 'request', input: Record<string, unknown>) {
  const result = schemas[schema].safeParse(input);
  return result.success ? {} : pathfinderFieldErrors(result.error);
}

describe('pathfinder step 0', () => {
  it('accepts a complete step, trimming text and reading the team size as a number', () => {
    const result = schemas.step0.safeParse({ ...step0, name: '  Ada Obi ', phone: ' ' });
    expect(result.success && result.data).toEqual({ name: 'Ada Obi', email: 'ada@example.org', phone: null, teamSize: 12 });
  });

  it("says 'Name is required' for an empty or missing name", () => {
    expect(errorsOf('step0', { ...step0, name: '   ' }).name).toBe('Name is required');
    expect(errorsOf('step0', { email: step0.email, teamSize: '5' }).name).toBe('Name is required');
  });

  it("says 'Email is required' for an empty email", () => {
    expect(errorsOf('step0', { ...step0, email: '' }).email).toBe('Email is required');
    expect(errorsOf('step0', { ...step0, email: undefined }).email).toBe('Email is required');
  });

  it("says 'Please enter a valid email address' when the email does not match the simple pattern", () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.org', 'ada obi@example.org', 'ada@@example.org']) {
      expect(errorsOf('step0', { ...step0, email }).email, email).toBe('Please enter a valid email address');
    }
    expect(errorsOf('step0', { ...step0, email: 'a.b+c@mail.example.co.za' }).email).toBeUndefined();
  });

  it("says 'Team size is required' for an empty team size", () => {
    expect(errorsOf('step0', { ...step0, teamSize: '' }).teamSize).toBe('Team size is required');
    expect(errorsOf('step0', { ...step0, teamSize: null }).teamSize).toBe('Team size is required');
  });

  it("says 'Team size must be at least 4' below 4, and accepts 4", () => {
    expect(errorsOf('step0', { ...step0, teamSize: '3' }).teamSize).toBe('Team size must be at least 4');
    expect(errorsOf('step0', { ...step0, teamSize: 0 }).teamSize).toBe('Team size must be at least 4');
    expect(errorsOf('step0', { ...step0, teamSize: '-8' }).teamSize).toBe('Team size must be at least 4');
    expect(errorsOf('step0', { ...step0, teamSize: '4' }).teamSize).toBeUndefined();
    expect(errorsOf('step0', { ...step0, teamSize: 4 }).teamSize).toBeUndefined();
  });

  it('refuses a fractional, non-numeric or absurd team size', () => {
    expect(errorsOf('step0', { ...step0, teamSize: '4.5' }).teamSize).toBe(PATHFINDER_MESSAGES.teamSizeWhole);
    expect(errorsOf('step0', { ...step0, teamSize: 'twelve' }).teamSize).toBe(PATHFINDER_MESSAGES.teamSizeWhole);
    expect(errorsOf('step0', { ...step0, teamSize: '100001' }).teamSize).toBe(PATHFINDER_MESSAGES.teamSizeMax);
  });

  it('keeps the phone optional, but refuses one that is not a phone number', () => {
    expect(errorsOf('step0', { ...step0, phone: '+234 803 555 0100' }).phone).toBeUndefined();
    expect(errorsOf('step0', { ...step0, phone: 'call me' }).phone).toBe(PATHFINDER_MESSAGES.phoneInvalid);
    expect(errorsOf('step0', { ...step0, phone: '12' }).phone).toBe(PATHFINDER_MESSAGES.phoneInvalid);
  });

  it('refuses text longer than its column', () => {
    expect(errorsOf('step0', { ...step0, name: 'x'.repeat(121) }).name).toBe('Use at most 120 characters');
  });
});

describe('pathfinder step 1', () => {
  it('accepts a complete step', () => {
    expect(errorsOf('step1', step1)).toEqual({});
  });

  it("says 'Timeline is required', 'Duration is required', 'Date is required' and 'Time is required'", () => {
    expect(errorsOf('step1', { timezone: 'Africa/Lagos' })).toEqual({
      timeline: 'Timeline is required',
      duration: 'Duration is required',
      date: 'Date is required',
      time: 'Time is required',
    });
  });

  it('only takes the offered options and slots', () => {
    const errors = errorsOf('step1', { ...step1, timeline: 'someday', duration: '5-years', time: '13:00', date: '2026-02-30' });
    expect(errors).toEqual({
      timeline: 'Timeline is required',
      duration: 'Duration is required',
      date: 'Date is required',
      time: 'Time is required',
    });
  });

  it('keeps pain points optional', () => {
    const result = schemas.step1.safeParse({ ...step1, painPoints: '  Silos between sales and delivery. ' });
    expect(result.success && result.data.painPoints).toBe('Silos between sales and delivery.');
    const empty = schemas.step1.safeParse(step1);
    expect(empty.success && empty.data.painPoints).toBeNull();
  });

  it("refuses a date before the visitor's today, in the visitor's zone", () => {
    expect(errorsOf('step1', { ...step1, date: '2026-11-21' }).date).toBe(PATHFINDER_MESSAGES.dateInPast);
    expect(errorsOf('step1', { ...step1, date: '2026-11-22' }).date).toBeUndefined();
    // At 12:00 UTC it is still the 22nd in Lagos but already the 23rd in Auckland (UTC+13).
    const noon = createPathfinderSchemas(PATHFINDER_MESSAGES, () => new Date('2026-11-22T12:00:00Z'));
    const there = noon.step1.safeParse({ ...step1, date: '2026-11-22', timezone: 'Pacific/Auckland' });
    expect(there.success ? {} : pathfinderFieldErrors(there.error)).toEqual({ date: PATHFINDER_MESSAGES.dateInPast });
    expect(noon.step1.safeParse({ ...step1, date: '2026-11-22', time: '14:00' }).success).toBe(true);
  });

  it('refuses a time that has already passed today, and a date more than a year ahead', () => {
    // 10:00 in Lagos: 13:30 is still ahead today. At 19:45 Lagos time, 19:30 has passed.
    expect(errorsOf('step1', { ...step1, date: '2026-11-22', time: '13:30' })).toEqual({});
    const evening = createPathfinderSchemas(PATHFINDER_MESSAGES, () => new Date('2026-11-22T18:45:00Z'));
    const result = evening.step1.safeParse({ ...step1, date: '2026-11-22', time: '19:30' });
    expect(result.success ? {} : pathfinderFieldErrors(result.error)).toEqual({ time: PATHFINDER_MESSAGES.timePassed });
    expect(errorsOf('step1', { ...step1, date: '2027-12-01' }).date).toBe(PATHFINDER_MESSAGES.dateTooFar);
  });

  it('needs a time zone the runtime knows', () => {
    expect(errorsOf('step1', { ...step1, timezone: 'Mars/Olympus_Mons' }).timezone).toBe(PATHFINDER_MESSAGES.timezoneInvalid);
  });
});

describe('the whole request', () => {
  it('is the spec payload: name, email, phone, teamSize, timeline, duration, date, time, timezone, painPoints', () => {
    const result = schemas.request.safeParse({ ...step0, ...step1, extra: 'dropped' });
    expect(result.success && Object.keys(result.data).sort()).toEqual(
      ['date', 'duration', 'email', 'name', 'painPoints', 'phone', 'teamSize', 'time', 'timeline', 'timezone'],
    );
  });

  it('reports messages of both steps at once', () => {
    expect(errorsOf('request', { timezone: 'UTC' })).toMatchObject({ name: 'Name is required', email: 'Email is required', time: 'Time is required' });
  });
});

describe('appointment slots', () => {
  it('are 14, from 13:30 to 20:00 every 30 minutes', () => {
    const slots = appointmentSlots();
    expect(slots).toHaveLength(14);
    expect(slots[0]).toBe('13:30');
    expect(slots[13]).toBe('20:00');
    expect(slots).toEqual(APPOINTMENT_SLOTS);
    for (let i = 1; i < slots.length; i++) {
      const minutes = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
      expect(minutes(slots[i]!) - minutes(slots[i - 1]!)).toBe(30);
    }
  });

  it('are shown as the spec writes them, 1:30 PM to 8:00 PM', () => {
    expect(slotLabel('13:30')).toBe('1:30 PM');
    expect(slotLabel('20:00')).toBe('8:00 PM');
    expect(APPOINTMENT_SLOTS.map((slot) => slotLabel(slot))).toContain('4:00 PM');
  });

  it('are shown the French way on a French page, 13 h 30 to 20 h 00', () => {
    expect(slotLabel('13:30', 'fr')).toBe('13 h 30');
    expect(slotLabel('20:00', 'fr')).toBe('20 h 00');
  });

  it("are shown with the browser's zone and its offset", () => {
    expect(timeZoneLabel('Africa/Lagos', NOW)).toBe('Africa/Lagos (GMT+1)');
    expect(timeZoneLabel('Africa/Nairobi', NOW)).toBe('Africa/Nairobi (GMT+3)');
    expect(timeZoneLabel('UTC', NOW)).toMatch(/^UTC \(GMT(\+0)?\)$/);
  });

  it("know today's date and time in a zone", () => {
    expect(localDateTime('Africa/Lagos', NOW)).toEqual({ date: '2026-11-22', time: '10:00' });
    expect(localDateTime('America/Los_Angeles', NOW)).toEqual({ date: '2026-11-22', time: '01:00' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
