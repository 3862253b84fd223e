// Levels, ranks and XP values (rules 38, 44; rules 6 and 7).
import { describe, expect, it } from 'vitest';
import { RANKS, XP_VALUES, formatPointsBadge, levelOf, rankOf } from '#/domain/levels.ts';

describe('the in-app level is points / 1000 rounded up, at least 1 (rule 6)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [2001, 3],
    [10_000, 10],
    [10_001, 11],
  ])('%i points is level %i', (points, level) => {
    expect(levelOf(points)).toBe(level);
  });

  it('a negative balance is treated as 0 points, level 1', () => {
    expect(levelOf(-1)).toBe(1);
    expect(levelOf(-5000)).toBe(1);
  });

  it('a balance that is not a number is treated as 0 points, level 1', () => {
    expect(levelOf(Number.NaN)).toBe(1);
    expect(levelOf(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('the rank follows the XP table (rule 6)', () => {
  it.each([
    [0, 1, 'Explorer'],
    [500, 1, 'Explorer'],
    [501, 2, 'Impact Builder'],
    [2000, 2, 'Impact Builder'],
    [2001, 3, 'Change Architect'],
    [5000, 3, 'Change Architect'],
    [5001, 4, 'Transformation Leader'],
    [1_000_000, 4, 'Transformation Leader'],
  ])('%i points is rank %i, %s', (points, number, name) => {
    const rank = rankOf(points);
    expect(rank.number).toBe(number);
    expect(rank.name).toBe(name);
  });

  it('the table reads Explorer 0–500, Impact Builder 501–2000, Change Architect 2001–5000, Transformation Leader 5001+', () => {
    expect(RANKS).toEqual([
      { number: 1, name: 'Explorer', min: 0, max: 500, note: null },
      { number: 2, name: 'Impact Builder', min: 501, max: 2000, note: 'Unlocks group challenges' },
      { number: 3, name: 'Change Architect', min: 2001, max: 5000, note: 'Unlocks mentoring' },
      { number: 4, name: 'Transformation Leader', min: 5001, max: null, note: 'Elite certification' },
    ]);
  });

  it('Explorer has no note; Impact Builder unlocks group challenges; Change Architect unlocks mentoring; Transformation Leader is elite certification', () => {
    expect(rankOf(0).note).toBeNull();
    expect(rankOf(501).note).toBe('Unlocks group challenges');
    expect(rankOf(2001).note).toBe('Unlocks mentoring');
    expect(rankOf(5001).note).toBe('Elite certification');
  });

  it('the rank carries its range, the last one open-ended', () => {
    expect(rankOf(700)).toMatchObject({ min: 501, max: 2000 });
    expect(rankOf(6000)).toMatchObject({ min: 5001, max: null });
  });

  it('the points to the next rank count up to its first XP', () => {
    expect(rankOf(0)).toMatchObject({ pointsToNextRank: 501, nextRankName: 'Impact Builder' });
    expect(rankOf(500)).toMatchObject({ pointsToNextRank: 1, nextRankName: 'Impact Builder' });
    expect(rankOf(501)).toMatchObject({ pointsToNextRank: 1500, nextRankName: 'Change Architect' });
    expect(rankOf(5000)).toMatchObject({ pointsToNextRank: 1, nextRankName: 'Transformation Leader' });
  });

  it('the last rank has no next rank', () => {
    expect(rankOf(5001)).toMatchObject({ pointsToNextRank: null, nextRankName: null });
  });

  it('a negative or non-numeric balance ranks as Explorer with 0 points', () => {
    expect(rankOf(-10)).toMatchObject({ name: 'Explorer', pointsToNextRank: 501 });
    expect(rankOf(Number.NaN)).toMatchObject({ name: 'Explorer', pointsToNextRank: 501 });
  });
});

describe('the points badge reads "Level N · X XP"', () => {
  it.each([
    [0, 'Level 1 · 0 XP'],
    [50, 'Level 1 · 50 XP'],
    [1000, 'Level 1 · 1,000 XP'],
    [1234, 'Level 2 · 1,234 XP'],
    [1_234_567, 'Level 1235 · 1,234,567 XP'],
  ])('%i points reads %s', (points, text) => {
    expect(formatPointsBadge(points)).toBe(text);
  });

  it('a negative balance reads as 0 XP', () => {
    expect(formatPointsBadge(-20)).toBe('Level 1 · 0 XP');
  });
});

describe('XP values (rule 7)', () => {
  it('onboarding 50, module 100, webinar 75, peer mentoring 80, weekly reflection 60, capstone 250', () => {
    expect(XP_VALUES).toEqual({
      onboarding: 50,
      module: 100,
      webinar: 75,
      peer_mentoring: 80,
      weekly_reflection: 60,
      capstone: 250,
    });
  });
});
