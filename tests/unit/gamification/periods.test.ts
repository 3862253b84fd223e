// The boards' shared periods (rule 26: ISO week and calendar month in UTC) and the learner-local ISO
// week weekly reflections use (rule 24).
import { describe, expect, it } from 'vitest';
import { awardPeriodKeys, countedBoards, periodKey } from '#/domain/boards.ts';
import { daysBetween, isoWeekKey, localWeekKey, utcMonthKey, utcMonthStart, utcWeekKey, utcWeekStart } from '#/domain/time-zones.ts';

describe('ISO weeks', () => {
  it.each([
    ['2026-11-16', '2026-W47'], // a Monday
    ['2026-11-22', '2026-W47'], // the Sunday of the same week
    ['2026-11-23', '2026-W48'],
    ['2027-01-01', '2026-W53'], // a Friday: its Thursday is in 2026
    ['2024-12-30', '2025-W01'], // a Monday: its Thursday is in 2025
    ['2021-01-03', '2020-W53'],
    ['2026-01-01', '2026-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeekKey(date)).toBe(week);
  });

  it('the boards take the week and the month in UTC, whatever the learner’s zone', () => {
    const sundayNightUtc = new Date('2026-11-22T23:30:00Z'); // already Monday in Lagos
    expect(utcWeekKey(sundayNightUtc)).toBe('2026-W47');
    expect(utcMonthKey(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(awardPeriodKeys(sundayNightUtc)).toEqual(['all', '2026-W47', '2026-11']);
    expect([periodKey('all', sundayNightUtc), periodKey('week', sundayNightUtc), periodKey('month', sundayNightUtc)]).toEqual(['all', '2026-W47', '2026-11']);
    expect(utcWeekStart(sundayNightUtc).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(utcMonthStart(sundayNightUtc).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('a weekly reflection’s week is the learner’s own', () => {
    const sundayNightUtc = new Date('2026-11-22T23:30:00Z');
    expect(localWeekKey('Africa/Lagos', sundayNightUtc)).toBe('2026-W48');
    expect(localWeekKey('America/Los_Angeles', sundayNightUtc)).toBe('2026-W47');
  });

  it('counts calendar days between dates, across months and years', () => {
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-05', '2026-11-03')).toBe(-2);
  });
});

describe('which counted boards a row is on', () => {
  it('everyone’s and its organisation’s when listed; none when opted out; villages are counted directly', () => {
    expect(countedBoards('all', { listed: true, villageId: 'v1', organisationId: null })).toEqual(['all']);
    expect(countedBoards('2026-W47', { listed: true, villageId: null, organisationId: 'acme' })).toEqual(['2026-W47', '2026-W47/org/acme']);
    expect(countedBoards('all', { listed: false, villageId: 'v1', organisationId: 'acme' })).toEqual([]);
  });
});
