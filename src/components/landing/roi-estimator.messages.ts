// The ROI estimator's words (RoiEstimator.tsx): its steps, fields and options, and the result with its band.
// The bands' English stays in src/domain/roi.ts as the rule's values; here are their labels. French in
// src/i18n/fr/roi-estimator.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/roi-estimator.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const roiEstimatorMessages = defineMessages(
  'roi-estimator',
  {
    stepOf: params('Step {step} of {total}'),
    stepTeam: 'Your team',
    stepChallenges: 'Your challenges',
    stepGoals: 'Your goals',
    teamSize: 'Team size',
    chooseTeamSize: 'Choose a team size',
    people: params('{count} people'),
    avgSalary: 'Average yearly salary per person (US dollars)',
    planPercentage: 'Leaders with a development plan',
    choosePercentage: 'Choose a percentage',
    issuesPercentage: 'Team issues caused by leadership gaps',
    turnoverCost: 'Yearly cost of staff turnover (US dollars)',
    projectStalls: 'Do projects stall for lack of leadership?',
    no: 'No',
    sometimes: 'Sometimes',
    yes: 'Yes',
    prepTime: 'Time it takes to prepare a new leader',
    chooseTime: 'Choose a time',
    months: params('{count} months'),
    outcomes: 'Outcomes that matter most',
    outcomesHint: params('Choose up to {max} ({chosen} chosen).'),
    back: 'Back',
    continue: 'Continue',
    calculate: 'Calculate ROI',
    resultHeading: 'Your ROI estimate',
    score: 'ROI score',
    bandCritical: 'Critical ROI Leverage Moment',
    bandHigh: 'High ROI Potential',
    bandModerate: 'Moderate ROI Potential',
    bandLow: 'Low ROI Potential',
    productivity: 'Productivity improvement',
    retention: 'Retention savings',
    aYear: ' a year',
    acceleration: 'Leadership acceleration',
    monthsSooner: ' months sooner',
    explained:
      'An estimate from your answers: 40% of leadership-related issues turned into productivity, 30% of turnover cost saved, and leaders ready in 40% less time.',
    adjust: 'Adjust answers',
    startAgain: 'Start again',
    failed: 'Something went wrong',
  },
  { fr },
);
