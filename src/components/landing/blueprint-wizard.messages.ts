// The onboarding blueprint's words (BlueprintWizard.tsx): its questions, the answers offered, the result and
// the toast. The answers' values stay the English of src/domain/blueprint.ts (the path rule reads them); only
// their labels change language. French in src/i18n/fr/blueprint-wizard.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/blueprint-wizard.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const blueprintWizardMessages = defineMessages(
  'blueprint-wizard',
  {
    formLabel: 'Onboarding blueprint',
    stepOf: params('Step {step} of {total}'),
    teamSizeQuestion: 'How many people are in your team?',
    durationQuestion: 'How long should the programme run?',
    challengesQuestion: 'Which challenges is your team facing?',
    desiredOutcomesQuestion: 'What outcomes do you want to see?',
    hasMentorsQuestion: 'Do you already have mentors in your organisation?',
    chooseOne: 'Choose one.',
    chooseAll: 'Choose all that apply.',
    team4to10: '4 to 10 people',
    team11to20: '11 to 20 people',
    team21to40: '21 to 40 people',
    team41more: '41 or more people',
    months: params('{months} months'),
    lowDigitalConfidence: 'Low Digital Confidence',
    slowInnovation: 'Slow Innovation',
    resistance: 'Resistance to change',
    silos: 'Team silos and conflict',
    accountability: 'Unclear accountability',
    communication: 'Poor communication',
    turnover: 'High staff turnover',
    burnout: 'Burnout and overload',
    yes: 'Yes',
    no: 'No',
    back: 'Back',
    continue: 'Continue',
    finish: 'Finish',
    complete: 'Blueprint Complete',
    recommended: 'Your recommended path:',
    team: 'Team',
    duration: 'Duration',
    challenges: 'Challenges',
    outcomes: 'Outcomes',
    mentors: 'Mentors already',
    seePath: 'See your path',
    startAgain: 'Start again',
    completeToast: 'Onboarding complete',
    failed: 'Something went wrong',
  },
  { fr },
);
