// Rule 28: every completed activity records its hours (a module its estimated minutes, a webinar its length,
// a mentoring session its logged length, the capstone 10 hours, a weekly reflection 30 minutes), and the
// record totals them per month and per journey.
import { describe, expect, it } from 'vitest';
import { CAPSTONE_CPD_MINUTES, CPD_ACTIVITIES, REFLECTION_CPD_MINUTES, cpdTotals, formatHours, monthLabel } from '#/domain/cpd.ts';
import { XP_VALUES } from '#/domain/levels.ts';

describe('CPD hours per activity (rule 28)', () => {
  it('the capstone is 10 hours and a weekly reflection 30 minutes', () => {
    expect(CAPSTONE_CPD_MINUTES).toBe(600);
    expect(REFLECTION_CPD_MINUTES).toBe(30);
  });

  it('every XP activity but onboarding records CPD time', () => {
    expect([...CPD_ACTIVITIES].sort()).toEqual(Object.keys(XP_VALUES).filter((activity) => activity !== 'onboarding').sort());
  });
});

describe('totals', () => {
  const entries = [
    { minutes: 40, month: '2026-10', journey: 'kofi' },
    { minutes: 600, month: '2026-11', journey: 'kofi' },
    { minutes: 30, month: '2026-11', journey: null },
    { minutes: 60, month: '2026-11', journey: 'sabrina' },
  ];

  it('adds everything, per month (newest first) and per journey (largest first)', () => {
    expect(cpdTotals(entries)).toEqual({
      minutes: 730,
      byMonth: [
        { month: '2026-11', minutes: 690 },
        { month: '2026-10', minutes: 40 },
      ],
      byJourney: [
        { journey: 'kofi', minutes: 640 },
        { journey: 'sabrina', minutes: 60 },
        { journey: null, minutes: 30 },
      ],
    });
  });

  it('is zero for nobody', () => {
    expect(cpdTotals([])).toEqual({ minutes: 0, byMonth: [], byJourney: [] });
  });

  it('states hours to one decimal', () => {
    expect(formatHours(30)).toBe('0.5 hours');
    expect(formatHours(60)).toBe('1 hour');
    expect(formatHours(730)).toBe('12.2 hours');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
