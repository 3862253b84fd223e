// The ROI estimator's step machine (rules 39, 40): steps 1–3, every field of steps 1 and 2 required,
// at most three outcomes and at least one on step 3, Calculate ROI → step 4 with the figures.
import { describe, expect, it } from 'vitest';
import { createRoiEstimator, type RoiEstimator } from '#/stores/roi-estimator.ts';
import { roiEstimatorRuleMessages } from '#/stores/roi-estimator.messages.ts';

const ROI_MESSAGES = roiEstimatorRuleMessages('en');

function fillStep1(estimator: RoiEstimator) {
  estimator.setField('teamSize', '12');
  estimator.setField('avgSalary', '30000');
  estimator.setField('leadershipPlanPercentage', '20');
}
function fillStep2(estimator: RoiEstimator) {
  estimator.setField('issuesPercentage', '60');
  estimator.setField('turnoverCost', '120000');
  estimator.setField('projectStalls', 'yes');
  estimator.setField('leadershipPrepTime', '18');
}

describe('ROI estimator steps', () => {
  it('starts on step 1 with empty fields', () => {
    const estimator = createRoiEstimator();
    expect(estimator.$state.get()).toMatchObject({ step: 1, errors: {} });
    expect(estimator.$result.get()).toBeNull();
  });

  it('every field of step 1 is required', () => {
    const estimator = createRoiEstimator();
    estimator.next();
    expect(estimator.$state.get()).toMatchObject({
      step: 1,
      refusals: 1,
      errors: {
        teamSize: ROI_MESSAGES.teamSize,
        avgSalary: ROI_MESSAGES.avgSalaryRequired,
        leadershipPlanPercentage: ROI_MESSAGES.percentage,
      },
    });
  });

  it('gives its messages in the language it was made for', () => {
    const estimator = createRoiEstimator('fr');
    estimator.next();
    expect(estimator.$state.get().errors).toMatchObject({
      teamSize: 'Choisissez la taille de votre équipe',
      avgSalary: 'Saisissez le salaire annuel moyen',
    });
  });

  it('salary and turnover cost must be numbers of at least 0', () => {
    const estimator = createRoiEstimator();
    fillStep1(estimator);
    estimator.setField('avgSalary', '-1');
    estimator.next();
    expect(estimator.$state.get().errors.avgSalary).toBe(ROI_MESSAGES.negative);
    estimator.setField('avgSalary', 'lots');
    estimator.next();
    expect(estimator.$state.get().errors.avgSalary).toBe(ROI_MESSAGES.notANumber);
    estimator.setField('avgSalary', '0');
    estimator.next();
    expect(estimator.$state.get().step).toBe(2);
    fillStep2(estimator);
    estimator.setField('turnoverCost', '-5');
    estimator.next();
    expect(estimator.$state.get().errors.turnoverCost).toBe(ROI_MESSAGES.negative);
  });

  it('only takes the offered options (team size 4–32 by 4, percentages by 10, the prep times)', () => {
    const estimator = createRoiEstimator();
    fillStep1(estimator);
    estimator.setField('teamSize', '10');
    estimator.setField('leadershipPlanPercentage', '15');
    estimator.next();
    expect(estimator.$state.get().errors).toEqual({ teamSize: ROI_MESSAGES.teamSize, leadershipPlanPercentage: ROI_MESSAGES.percentage });
  });

  it('a message clears when its field is edited', () => {
    const estimator = createRoiEstimator();
    estimator.next();
    estimator.setField('teamSize', '8');
    expect(estimator.$state.get().errors.teamSize).toBeUndefined();
    expect(estimator.$state.get().errors.avgSalary).toBe(ROI_MESSAGES.avgSalaryRequired);
  });

  it('every field of step 2 is required', () => {
    const estimator = createRoiEstimator();
    fillStep1(estimator);
    estimator.next();
    estimator.next();
    expect(estimator.$state.get()).toMatchObject({
      step: 2,
      errors: {
        issuesPercentage: ROI_MESSAGES.percentage,
        turnoverCost: ROI_MESSAGES.turnoverCostRequired,
        projectStalls: ROI_MESSAGES.projectStalls,
        leadershipPrepTime: ROI_MESSAGES.leadershipPrepTime,
      },
    });
  });

  it('step 3 needs at least one outcome, and Calculate ROI does nothing before step 3', () => {
    const estimator = createRoiEstimator();
    estimator.calculate();
    expect(estimator.$state.get().step).toBe(1);
    fillStep1(estimator);
    estimator.next();
    fillStep2(estimator);
    estimator.next();
    expect(estimator.$state.get().step).toBe(3);
    estimator.calculate();
    expect(estimator.$state.get()).toMatchObject({ step: 3, errors: { desiredOutcomes: ROI_MESSAGES.outcomesRequired } });
    estimator.toggleOutcome('Retention');
    expect(estimator.$state.get().errors.desiredOutcomes).toBeUndefined();
  });

  it('takes at most three outcomes; a fourth is refused, and removing one frees a place', () => {
    const estimator = createRoiEstimator();
    for (const outcome of ['Retention', 'Productivity', 'Collaboration', 'Innovation / Ideas shared'] as const) estimator.toggleOutcome(outcome);
    expect(estimator.$state.get().values.desiredOutcomes).toEqual(['Retention', 'Productivity', 'Collaboration']);
    estimator.toggleOutcome('Productivity');
    estimator.toggleOutcome('Digital adoption');
    expect(estimator.$state.get().values.desiredOutcomes).toEqual(['Retention', 'Collaboration', 'Digital adoption']);
  });

  it('Calculate ROI moves to step 4 with the score, band and derived figures', () => {
    const estimator = createRoiEstimator();
    fillStep1(estimator);
    estimator.next();
    fillStep2(estimator);
    estimator.next();
    estimator.toggleOutcome('Team communication');
    estimator.calculate();
    expect(estimator.$state.get().step).toBe(4);
    // 60% issues → 30, 120 000 turnover → 25, 18 months → 25, stalls yes → 20.
    expect(estimator.$result.get()).toEqual({
      score: 100,
      band: 'Critical ROI Leverage Moment',
      productivityImprovement: 24,
      retentionSavings: 36_000,
      leadershipAcceleration: 7.2,
    });
  });

  it('Back goes one step back keeping the answers, from the result too; Start again empties everything', () => {
    const estimator = createRoiEstimator();
    estimator.back();
    expect(estimator.$state.get().step).toBe(1);
    fillStep1(estimator);
    estimator.next();
    fillStep2(estimator);
    estimator.next();
    estimator.toggleOutcome('Retention');
    estimator.calculate();
    estimator.back();
    expect(estimator.$state.get().step).toBe(3);
    expect(estimator.$result.get()).toBeNull();
    estimator.back();
    estimator.back();
    expect(estimator.$state.get()).toMatchObject({ step: 1, values: { teamSize: '12', turnoverCost: '120000' } });
    estimator.restart();
    expect(estimator.$state.get()).toMatchObject({ step: 1, values: { teamSize: '', desiredOutcomes: [] }, errors: {} });
  });
});
