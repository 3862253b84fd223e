// Peer-to-Peer Circle sessions: worked out from each circle's rhythm in its own time zone, so the schedule
// never runs out; a request names an upcoming session, never a past or made-up one.
import { describe, expect, it } from 'vitest';
import { findUpcomingSession, upcomingSessions, zonedInstant, type CircleDefinition } from '#/domain/circles.ts';
import { rhythmText, sessionLabel } from '#/domain/circles.messages.ts';
import { circleCatalogue } from '#/server/services/ecosystem/circle-catalogue.ts';

const circle = (overrides: Partial<CircleDefinition> = {}): CircleDefinition => ({
  id: 'change',
  name: 'Change',
  theme: 'Change',
  facilitator: 'A facilitator',
  weekday: 'tuesday',
  week: 1,
  time: '17:30',
  timezone: 'Africa/Lagos',
  durationMinutes: 90,
  places: 8,
  order: 1,
  description: '',
  ...overrides,
});

describe('sessions', () => {
  it('the first Tuesday of each month at 17:30 in Lagos (UTC+1)', () => {
    const sessions = upcomingSessions(circle(), new Date('2026-11-20T12:00:00Z'));
    expect(sessions.map((session) => session.id)).toEqual(['change.2026-12-01', 'change.2027-01-05', 'change.2027-02-02']);
    expect(sessions[0]?.startsAt).toBe('2026-12-01T16:30:00.000Z');
  });

  it('a session later this month is still offered; one that has started is not', () => {
    expect(upcomingSessions(circle(), new Date('2026-12-01T16:00:00Z'))[0]?.id).toBe('change.2026-12-01');
    expect(upcomingSessions(circle(), new Date('2026-12-01T16:31:00Z'))[0]?.id).toBe('change.2027-01-05');
  });

  it('the last Wednesday of the month', () => {
    const sessions = upcomingSessions(circle({ weekday: 'wednesday', week: 'last', timezone: 'Africa/Nairobi', time: '16:00' }), new Date('2026-11-01T00:00:00Z'));
    expect(sessions.map((session) => session.localDate)).toEqual(['2026-11-25', '2026-12-30', '2027-01-27']);
  });

  it('finds the wall-clock moment across a daylight-saving change', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-12-01', '09:00', 'Europe/London').toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('a request must name an upcoming session of a known circle', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(findUpcomingSession([circle()], 'change.2026-12-01', now)?.session.localDate).toBe('2026-12-01');
    for (const id of ['change.2026-11-03', 'change.2026-12-02', 'other.2026-12-01', 'change', '']) expect(findUpcomingSession([circle()], id, now)).toBeNull();
  });

  it('labels a session in words', () => {
    expect(sessionLabel({ localDate: '2026-12-01', localTime: '17:30' }, 'Africa/Lagos')).toBe('Tuesday, 1 December 2026, 17:30 (Africa/Lagos)');
  });

  it('labels a session in French for a French reader', () => {
    expect(sessionLabel({ localDate: '2026-12-01', localTime: '17:30' }, 'Africa/Lagos', 'fr')).toBe('mardi 1 décembre 2026, à 17:30 (Africa/Lagos)');
  });

  it('content/circles holds valid circles, each with sessions ahead', () => {
    const circles = circleCatalogue();
    expect(circles.length).toBeGreaterThanOrEqual(2);
    for (const each of circles) expect(upcomingSessions(each, new Date())).toHaveLength(3);
  });
});

describe('the rhythm in words', () => {
  it('names the week, the day, the time and the length', () => {
    expect(rhythmText(circle())).toBe('First Tuesday of every month, 17:30 (Africa/Lagos), 90 minutes');
    expect(rhythmText(circle({ week: 'last', weekday: 'wednesday' }))).toBe('Last Wednesday of every month, 17:30 (Africa/Lagos), 90 minutes');
  });

  it('is written in French for a French reader', () => {
    expect(rhythmText(circle(), 'fr')).toBe('Le premier mardi de chaque mois, à 17:30 (Africa/Lagos), 90 minutes');
    expect(rhythmText(circle({ week: 'last', weekday: 'sunday', durationMinutes: 120 }), 'fr')).toBe('Le dernier dimanche de chaque mois, à 17:30 (Africa/Lagos), 120 minutes');
  });
});

describe('a stored request’s session', () => {
  it('is read back from its id, past or future; anything else names nothing', async () => {
    const { sessionFromId } = await import('#/domain/circles.ts');
    expect(sessionFromId([circle()], 'change.2020-01-07')?.session).toMatchObject({ localDate: '2020-01-07', startsAt: '2020-01-07T16:30:00.000Z' });
    for (const id of ['other.2020-01-07', 'change.tomorrow', 'change', '']) expect(sessionFromId([circle()], id)).toBeNull();
  });
});
