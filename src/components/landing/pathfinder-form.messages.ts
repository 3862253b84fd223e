// The pathfinder form's words (PathfinderForm.tsx): its steps, labels, hints, options and buttons. Its field
// messages are the schema's (src/domain/pathfinder.messages.ts). French in src/i18n/fr/pathfinder-form.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/pathfinder-form.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const pathfinderFormMessages = defineMessages(
  'pathfinder-form',
  {
    formLabel: 'Request a pathfinder session',
    stepOf: params('Step {step} of {total}'),
    aboutYou: 'About you and your team',
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    phoneHint: 'With your country code, if we should call you.',
    teamSize: 'Team size',
    teamSizeHint: 'How many people you lead or want to train (at least 4).',
    programme: 'Your programme',
    timeline: 'When would you like to start?',
    chooseTimeline: 'Choose a timeline',
    asap: 'As soon as possible',
    withinMonth: 'Within a month',
    oneToThree: 'In 1 to 3 months',
    threeToSix: 'In 3 to 6 months',
    exploring: 'Just exploring for now',
    duration: 'Programme duration',
    chooseDuration: 'Choose a duration',
    months: params('{count} months'),
    notSure: 'Not sure yet',
    date: 'Session date',
    time: 'Session time',
    timeHint: '30 minutes, in your time zone',
    timeHintZone: params('30 minutes, in your time zone: {zone}'),
    chooseTime: 'Choose a time',
    painPoints: 'What would you like to solve? (optional)',
    requestIn: 'Your request is in. Taking you to the booking page…',
    continueToBooking: 'Continue to booking',
    back: 'Back',
    continue: 'Continue',
    request: 'Request my session',
    sending: 'Sending…',
    failed: 'Something went wrong',
  },
  { fr },
);
