// The journey forms' field errors (journey-forms.ts), English here, French in src/i18n/fr/journey-forms.json.
// The schemas raise the English; it is translated on its way out of the Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/journey-forms.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const journeyFormMessages = defineMessages(
  'journey-forms',
  {
    brokenLink: 'That link is broken; reload the page.',
    keepItTo: params('Keep it to {max} characters.'),
    atMost: params('Use at most {max} characters.'),
    enterTitle: 'Enter a title.',
    atLeastTitle: params('Use at least {min} characters for a title.'),
    enterSummary: 'Enter a summary.',
    atLeastSummary: params('Use at least {min} characters for a summary.'),
    enterEvidence: 'Enter your evidence.',
    atLeastEvidence: params('Use at least {min} characters for your evidence.'),
    enterFeedback: 'Enter your feedback.',
    atLeastFeedback: params('Use at least {min} characters for your feedback.'),
    enterTopic: 'Enter the topic.',
    atLeastTopic: params('Use at least {min} characters for the topic.'),
    enterMinutes: 'Enter the length in minutes.',
    minutesWhole: 'Enter the length in minutes as a whole number.',
    minutesAtLeast: params('The length in minutes is at least {min}.'),
    minutesAtMost: params('The length in minutes is at most {max}.'),
    linkHttps: 'Enter a link starting with https://',
    chooseJourney: 'Choose one of the three journeys.',
    positionRange: params('Use a position from 1 to {max}, or leave it blank.'),
    codeTooLong: 'That is longer than any attendance code.',
    enterDate: 'Enter the date.',
    enterStartTime: 'Enter the start time.',
    chooseTimeZone: 'Choose a time zone from the list.',
    enterJoinLink: 'Enter the join link.',
    linkTooLong: 'That link is too long.',
    codeShape: 'Use 4 to 32 letters, digits, spaces or hyphens.',
    chooseWebinarJourney: 'Choose the journey, or every journey.',
    realDateTime: 'Enter a real date and time.',
    enterSessionDate: 'Enter the date of the session.',
  },
  { fr },
);
