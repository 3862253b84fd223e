// A module page's words (journey/modules/[slug].astro), English here, French in src/i18n/fr/module-page.json.
// (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/module-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const modulePageMessages = defineMessages(
  'module-page',
  {
    notFoundTitle: 'Module not found',
    notFoundText: 'There is no module at this address. The link may be mistyped, or the module was renamed.',
    goToJourney: 'Go to your journey',
    yourJourney: 'Your journey',
    moduleOf: params('Module {index} of {of}'),
    module: 'Module',
    monthAbout: params('Month {month} · about {minutes} minutes'),
    lockedHeading: 'This module is still locked',
    lockedText: 'Modules open in order.',
    completeFirst: params('Complete "{module}" first.'),
    goTo: params('Go to {module}'),
    outsideHeading: 'This module is not part of your journey',
    outsideText: 'Switch journey, or add it to a custom path, to take it. Everything you have done so far is kept.',
    buildCustom: 'Build a custom path',
    objectives: 'By the end of this module you will',
    reading: 'Reading',
    yourReflection: 'Your reflection',
    completed: 'You completed this module.',
    completedOn: params('You completed this module on {date}.'),
    nextModule: params('Next: {module}'),
    yourAnswer: 'Your answer',
    answerHint: params('At least {min} characters. You can complete the module from {when}.'),
    answerHintLater: params('At least {min} characters. You can complete the module from a while after opening it.'),
    complete: 'Complete module',
    notTranslated: 'This module is not translated yet: it is shown in English.',
  },
  { fr },
);
