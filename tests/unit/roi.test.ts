// The ROI estimator's score, bands and derived figures (rule 44, rule 17), each threshold at its boundary.
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '#/domain/outcomes.ts';
import {
  estimateRoi,
  formatMoney,
  PROJECT_STALLS,
  roiBand,
  roiScore,
  ROI_PERCENTAGES,
  ROI_PREP_MONTHS,
  ROI_TEAM_SIZES,
  type RoiScoreInputs,
} from '#/domain/roi.ts';

const NOTHING: RoiScoreInputs = { issuesPercentage: 0, turnoverCost: 0, leadershipPrepTime: 3, projectStalls: 'no' };
const score = (change: Partial<RoiScoreInputs>) => roiScore({ ...NOTHING, ...change });

describe('ROI options', () => {
  it('team size runs 4 to 32 in steps of 4; percentages 0 to 100 in steps of 10; prep time 3, 6, 9, 12, 18, 24 months', () => {
    expect(ROI_TEAM_SIZES).toEqual([4, 8, 12, 16, 20, 24, 28, 32]);
    expect(ROI_PERCENTAGES).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(ROI_PREP_MONTHS).toEqual([3, 6, 9, 12, 18, 24]);
    expect(PROJECT_STALLS).toEqual(['no', 'sometimes', 'yes']);
  });

  it('offers the eight outcomes of the spec, in its order', () => {
    expect(OUTCOMES).toEqual([
      'Team communication',
      'Self-leadership',
      'Ownership mindset',
      'Digital adoption',
      'Productivity',
      'Collaboration',
      'Retention',
      'Innovation / Ideas shared',
    ]);
  });
});

describe('ROI score', () => {
  it('starts at 0', () => {
    expect(roiScore(NOTHING)).toBe(0);
  });

  it('issues percentage: over 50 adds 30, over 30 adds 20, over 10 adds 10', () => {
    expect(score({ issuesPercentage: 10 })).toBe(0);
    expect(score({ issuesPercentage: 11 })).toBe(10);
    expect(score({ issuesPercentage: 30 })).toBe(10);
    expect(score({ issuesPercentage: 31 })).toBe(20);
    expect(score({ issuesPercentage: 50 })).toBe(20);
    expect(score({ issuesPercentage: 51 })).toBe(30);
    expect(score({ issuesPercentage: 100 })).toBe(30);
  });

  it('turnover cost: over 100000 adds 25, over 50000 adds 20, over 20000 adds 10', () => {
    expect(score({ turnoverCost: 20_000 })).toBe(0);
    expect(score({ turnoverCost: 20_001 })).toBe(10);
    expect(score({ turnoverCost: 50_000 })).toBe(10);
    expect(score({ turnoverCost: 50_001 })).toBe(20);
    expect(score({ turnoverCost: 100_000 })).toBe(20);
    expect(score({ turnoverCost: 100_001 })).toBe(25);
  });

  it('prep months: over 12 adds 25, over 6 adds 20, over 3 adds 10', () => {
    expect(score({ leadershipPrepTime: 3 })).toBe(0);
    expect(score({ leadershipPrepTime: 6 })).toBe(10);
    expect(score({ leadershipPrepTime: 9 })).toBe(20);
    expect(score({ leadershipPrepTime: 12 })).toBe(20);
    expect(score({ leadershipPrepTime: 18 })).toBe(25);
    expect(score({ leadershipPrepTime: 24 })).toBe(25);
    // Between the offered options, the boundaries hold too.
    expect(score({ leadershipPrepTime: 4 })).toBe(10);
    expect(score({ leadershipPrepTime: 7 })).toBe(20);
    expect(score({ leadershipPrepTime: 13 })).toBe(25);
  });

  it('project stalls: yes adds 20, sometimes 10, no nothing', () => {
    expect(score({ projectStalls: 'yes' })).toBe(20);
    expect(score({ projectStalls: 'sometimes' })).toBe(10);
    expect(score({ projectStalls: 'no' })).toBe(0);
  });

  it('adds the four parts, up to 100', () => {
    expect(roiScore({ issuesPercentage: 60, turnoverCost: 150_000, leadershipPrepTime: 24, projectStalls: 'yes' })).toBe(100);
    expect(roiScore({ issuesPercentage: 40, turnoverCost: 60_000, leadershipPrepTime: 6, projectStalls: 'sometimes' })).toBe(60);
  });
});

describe('ROI bands', () => {
  it('81+ is Critical ROI Leverage Moment', () => {
    expect(roiBand(81)).toBe('Critical ROI Leverage Moment');
    expect(roiBand(100)).toBe('Critical ROI Leverage Moment');
  });
  it('61 to 80 is High ROI Potential', () => {
    expect(roiBand(61)).toBe('High ROI Potential');
    expect(roiBand(80)).toBe('High ROI Potential');
  });
  it('31 to 60 is Moderate ROI Potential', () => {
    expect(roiBand(31)).toBe('Moderate ROI Potential');
    expect(roiBand(60)).toBe('Moderate ROI Potential');
  });
  it('0 to 30 is Low ROI Potential', () => {
    expect(roiBand(0)).toBe('Low ROI Potential');
    expect(roiBand(30)).toBe('Low ROI Potential');
  });
});

describe('derived figures', () => {
  it('productivity improvement is 40% of the issues percentage', () => {
    expect(estimateRoi({ ...NOTHING, issuesPercentage: 50 }).productivityImprovement).toBe(20);
    expect(estimateRoi({ ...NOTHING, issuesPercentage: 70 }).productivityImprovement).toBe(28);
  });
  it('retention savings are 30% of the turnover cost', () => {
    expect(estimateRoi({ ...NOTHING, turnoverCost: 50_000 }).retentionSavings).toBe(15_000);
    expect(estimateRoi({ ...NOTHING, turnoverCost: 0 }).retentionSavings).toBe(0);
  });
  it('leadership acceleration is 40% of the prep months', () => {
    expect(estimateRoi({ ...NOTHING, leadershipPrepTime: 12 }).leadershipAcceleration).toBe(4.8);
    expect(estimateRoi({ ...NOTHING, leadershipPrepTime: 9 }).leadershipAcceleration).toBe(3.6);
  });
  it('comes with the score and its band', () => {
    expect(estimateRoi({ issuesPercentage: 60, turnoverCost: 150_000, leadershipPrepTime: 24, projectStalls: 'yes' })).toEqual({
      score: 100,
      band: 'Critical ROI Leverage Moment',
      productivityImprovement: 24,
      retentionSavings: 45_000,
      leadershipAcceleration: 9.6,
    });
  });
  it('money is shown in US dollars', () => {
    expect(formatMoney(45_000)).toBe('$45,000');
    expect(formatMoney(1234.6)).toBe('$1,235');
  });
});
