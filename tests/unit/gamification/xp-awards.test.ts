// What an award pays (rules 22 and 23): fixed activity amounts, the streak multiplier rounded half up,
// adjustments that must be whole, non-zero and explained, and the toast an award becomes.
import { describe, expect, it } from 'vitest';
import { XP_VALUES } from '#/domain/levels.ts';
import { STREAK_MULTIPLIER } from '#/domain/streak.ts';
import { adjustmentProblem, awardToastText, idempotencyKey, isAwardActivity, multipliedXp, sourceIdProblem } from '#/domain/xp-awards.ts';

describe('XP per activity, times 1.5 in a streak, rounded half up', () => {
  it.each([
    ['onboarding', 50, 75],
    ['module', 100, 150],
    ['webinar', 75, 113],
    ['peer_mentoring', 80, 120],
    ['weekly_reflection', 60, 90],
    ['capstone', 250, 375],
  ] as const)('%s pays %i, and %i in a streak', (activity, base, streak) => {
    expect(XP_VALUES[activity]).toBe(base);
    expect(multipliedXp(base, 1)).toBe(base);
    expect(multipliedXp(base, STREAK_MULTIPLIER)).toBe(streak);
  });

  it('rounds halves up', () => {
    expect([multipliedXp(1, 1.5), multipliedXp(3, 1.5), multipliedXp(5, 1.5)]).toEqual([2, 5, 8]);
  });
});

describe('idempotency keys and source ids', () => {
  it('key an award as <activity>:<source id>', () => {
    expect(idempotencyKey('module', 'kofi-1')).toBe('module:kofi-1');
  });

  it('refuse an empty, overlong or control-character source id', () => {
    expect(sourceIdProblem('kofi/module-3')).toBeNull();
    expect(sourceIdProblem('')).toMatch(/required/);
    expect(sourceIdProblem('x'.repeat(101))).toMatch(/at most 100/);
    expect(sourceIdProblem('a\nb')).toMatch(/control/);
  });

  it('know the six activities and the adjustment, nothing else', () => {
    expect(['onboarding', 'capstone', 'adjustment'].every(isAwardActivity)).toBe(true);
    expect(isAwardActivity('forum_post')).toBe(false);
  });
});

describe('an adjustment is a non-zero whole amount with a written reason', () => {
  it.each([
    [0, 'a reason', 'amount'],
    [1.5, 'a reason', 'amount'],
    [Number.NaN, 'a reason', 'amount'],
    [100_001, 'a reason', 'amount'],
    [-50, '', 'reason'],
    [-50, '  ', 'reason'],
    [20, 'x'.repeat(501), 'reason'],
  ])('%s with reason %j is refused on %s', (amount, reason, field) => {
    expect(adjustmentProblem(amount, reason)?.field).toBe(field);
  });

  it('accepts positive and negative amounts', () => {
    expect(adjustmentProblem(250, 'Webinar attended in person')).toBeNull();
    expect(adjustmentProblem(-100, 'Duplicate award')).toBeNull();
  });
});

describe('the toast of an award', () => {
  it('reads "+150 XP · Module finished (streak ×1.5)"', () => {
    expect(awardToastText({ xp: 150, activity: 'module', multiplier: 1.5 })).toBe('+150 XP · Module finished (streak ×1.5)');
    expect(awardToastText({ xp: 60, activity: 'weekly_reflection', multiplier: 1 })).toBe('+60 XP · Weekly reflection');
    expect(awardToastText({ xp: -1200, activity: 'adjustment', multiplier: 1 })).toBe('−1,200 XP · Adjustment');
  });
});
