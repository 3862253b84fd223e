// The streak rule (rules 7 and 23) in the learner's own time zone: days across midnight in Lagos,
// Nairobi and Los Angeles, the 7th day's multiplier, freezes earned, spent and capped, resets, and awards
// dated before the last counted day.
import { describe, expect, it } from 'vitest';
import { NO_STREAK, countDay, multiplierFor, streakOn, type StreakState } from '#/domain/streak.ts';
import { localDateTime } from '#/domain/time-zones.ts';

const dayIn = (zone: string, iso: string) => localDateTime(zone, new Date(iso)).date;

/** The state after one award on each of `days`, in order. */
function after(days: readonly string[], from: StreakState = NO_STREAK): StreakState {
  return days.reduce((state, day) => countDay(state, day).state, from);
}

/** `count` consecutive days starting on 2026-11-01. */
const run = (count: number, start = 1) => Array.from({ length: count }, (_, i) => `2026-11-${String(start + i).padStart(2, '0')}`);

describe('a day counts in the learner’s own time zone', () => {
  it.each([
    ['Africa/Lagos (UTC+1)', 'Africa/Lagos', '2026-11-20T22:59:00Z', '2026-11-20T23:01:00Z'],
    ['Africa/Nairobi (UTC+3)', 'Africa/Nairobi', '2026-11-20T20:59:00Z', '2026-11-20T21:01:00Z'],
    ['America/Los_Angeles (UTC−8)', 'America/Los_Angeles', '2026-11-21T07:59:00Z', '2026-11-21T08:01:00Z'],
  ])('in %s, awards two minutes apart across local midnight are two streak days', (_label, zone, beforeMidnight, afterMidnight) => {
    const first = dayIn(zone, beforeMidnight);
    const second = dayIn(zone, afterMidnight);
    expect(first).toBe('2026-11-20');
    expect(second).toBe('2026-11-21');
    expect(after([first, second]).days).toBe(2);
  });

  it('the same two instants are one day in a zone where both fall before midnight', () => {
    // 22:59 and 23:01 UTC are 14:59 and 15:01 in Los Angeles: one day, one streak day.
    const days = ['2026-11-20T22:59:00Z', '2026-11-20T23:01:00Z'].map((iso) => dayIn('America/Los_Angeles', iso));
    expect(after(days).days).toBe(1);
  });
});

describe('from the 7th consecutive day every award is multiplied by 1.5', () => {
  it('days 1 to 6 pay ×1, the first award of day 7 and every later one pay ×1.5', () => {
    let state = NO_STREAK;
    const multipliers = run(8).map((day) => {
      const step = countDay(state, day);
      state = step.state;
      return step.multiplier;
    });
    expect(multipliers).toEqual([1, 1, 1, 1, 1, 1, 1.5, 1.5]);
    expect(countDay(state, '2026-11-08').multiplier).toBe(1.5);
  });

  it('a second award on the same day neither counts again nor changes the multiplier', () => {
    const state = after(run(3));
    const again = countDay(state, '2026-11-03');
    expect(again).toMatchObject({ counted: false, multiplier: 1 });
    expect(again.state).toBe(state);
    expect(multiplierFor(6)).toBe(1);
    expect(multiplierFor(7)).toBe(1.5);
  });
});

describe('streak freezes', () => {
  it('are earned each time the streak reaches a multiple of 7 days, at most 2 held', () => {
    expect(after(run(6)).freezes).toBe(0);
    expect(countDay(after(run(6)), '2026-11-07')).toMatchObject({ freezeEarned: true, state: { days: 7, freezes: 1 } });
    expect(after(run(14)).freezes).toBe(2);
    expect(countDay(after(run(20)), '2026-11-21')).toMatchObject({ freezeEarned: false, state: { days: 21, freezes: 2 } });
  });

  it('one is spent automatically on one missed day; the covered day keeps the streak but is not a streak day', () => {
    const week = after(run(7));
    const step = countDay(week, '2026-11-09'); // 8 November missed
    expect(step).toMatchObject({ freezeSpent: true, counted: true, reset: false, multiplier: 1.5, state: { days: 8, freezes: 0, lastDay: '2026-11-09' } });
  });

  it('each covers one missed day: two freezes carry the streak over two missed days in a row', () => {
    const twoWeeks = after(run(14));
    const step = countDay(twoWeeks, '2026-11-17'); // 15 and 16 missed
    expect(step).toMatchObject({ reset: false, freezeSpent: true, freezesSpent: 2, multiplier: 1.5, state: { days: 15, freezes: 0, longest: 15 } });
  });

  it('more missed days than freezes held reset the streak, and the freezes are kept', () => {
    const twoWeeks = after(run(14));
    const step = countDay(twoWeeks, '2026-11-18'); // 15, 16 and 17 missed
    expect(step).toMatchObject({ reset: true, freezeSpent: false, freezesSpent: 0, multiplier: 1, state: { days: 1, freezes: 2, longest: 14 } });
  });

  it('two missed days with one freeze reset the streak', () => {
    const week = after(run(7));
    expect(countDay(week, '2026-11-10')).toMatchObject({ reset: true, freezesSpent: 0, state: { days: 1, freezes: 1 } });
  });

  it('one missed day without a freeze resets the streak', () => {
    expect(countDay(after(run(5)), '2026-11-07')).toMatchObject({ reset: true, state: { days: 1, freezes: 0, longest: 5 } });
  });
});

describe('an award dated before the last counted day (a zone change westwards, a skewed clock)', () => {
  it('leaves the streak as it is and pays the current multiplier', () => {
    const state = after(run(9));
    const late = countDay(state, '2026-11-08');
    expect(late).toMatchObject({ counted: false, reset: false, multiplier: 1.5 });
    expect(late.state).toBe(state);
  });
});

describe('how a streak stands on a given day', () => {
  const state = after(run(7)); // last counted 7 November, one freeze held
  it.each([
    ['today already counted', '2026-11-07', { days: 7, countedToday: true, multiplierActive: true, missedDaysCovered: 0 }],
    ['yesterday was the last day', '2026-11-08', { days: 7, countedToday: false, multiplierActive: true, missedDaysCovered: 0 }],
    ['a freeze will cover yesterday', '2026-11-09', { days: 7, countedToday: false, multiplierActive: true, missedDaysCovered: 1 }],
    ['broken: two days missed with one freeze', '2026-11-10', { days: 0, countedToday: false, multiplierActive: false, nextMultiplier: 1 }],
  ])('%s', (_label, today, expected) => {
    expect(streakOn(state, today)).toMatchObject({ ...expected, freezes: 1, longest: 7 });
  });

  it('before any award there is no streak', () => {
    expect(streakOn(NO_STREAK, '2026-11-01')).toMatchObject({ days: 0, multiplierActive: false, freezes: 0 });
  });
});
