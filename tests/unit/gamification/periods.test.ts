// The boards' shared periods (rule 26: ISO week and calendar month in UTC) and the learner-local ISO
// week weekly reflections use (rule 24).
import { describe, expect, it } from 'vitest';
import { awardPeriodKeys, countedBoards, periodKey, periodOfKey, periodTotalsAfter, scoreIn } from '#/domain/boards.ts';
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

describe('board totals kept on the balance row', () => {
  const totals = { points: 900, weekKey: '2026-W47', weekXp: 120, monthKey: '2026-11', monthXp: 400 };

  it('names the period a stored key is', () => {
    expect(['all', '2026-W47', '2026-11', '2026-W01'].map(periodOfKey)).toEqual(['all', 'week', 'month', 'week']);
  });

  it('reads all time as the balance, and a week or month total only for the period its key names', () => {
    expect(scoreIn(totals, 'all')).toBe(900);
    expect(scoreIn(totals, '2026-W47')).toBe(120);
    expect(scoreIn(totals, '2026-W48')).toBe(0);
    expect(scoreIn(totals, '2026-11')).toBe(400);
    expect(scoreIn(totals, '2026-12')).toBe(0);
    expect(scoreIn({ ...totals, weekKey: null, monthKey: null }, '2026-W47')).toBe(0);
  });

  it('adds an award to the current week and month, starting a new period from 0', () => {
    expect(periodTotalsAfter(totals, 150, new Date('2026-11-22T23:59:00Z'))).toEqual({ weekKey: '2026-W47', weekXp: 270, monthKey: '2026-11', monthXp: 550 });
    // Monday 23 November (UTC) opens week 48; the month goes on.
    expect(periodTotalsAfter(totals, 150, new Date('2026-11-23T00:00:00Z'))).toEqual({ weekKey: '2026-W48', weekXp: 150, monthKey: '2026-11', monthXp: 550 });
    // A deduction in a new month starts it below 0 (then off that month's board).
    expect(periodTotalsAfter(totals, -50, new Date('2026-12-01T08:00:00Z'))).toEqual({ weekKey: '2026-W49', weekXp: -50, monthKey: '2026-12', monthXp: -50 });
  });
});
