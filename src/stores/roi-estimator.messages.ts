// The ROI estimator's field messages (stores/roi-estimator.ts checks the answers), French in
// src/i18n/fr/roi-estimator-rules.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/roi-estimator-rules.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const roiEstimatorRuleMessages = defineMessages(
  'roi-estimator-rules',
  {
    teamSize: 'Choose your team size',
    avgSalaryRequired: 'Enter the average yearly salary',
    turnoverCostRequired: 'Enter the yearly cost of staff turnover',
    notANumber: 'Enter an amount in numbers, like 25000',
    negative: 'The amount cannot be negative',
    percentage: 'Choose a percentage',
    projectStalls: 'Choose how often projects stall',
    leadershipPrepTime: 'Choose how long it takes to prepare a leader',
    outcomesRequired: 'Choose at least one outcome',
    outcomesTooMany: params('Choose at most {max} outcomes'),
  },
  { fr },
);
