// The words of the journey's shared parts (JourneyNav, ModuleState, JourneyChoice), English here, French in
// src/i18n/fr/journey-parts.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/journey-parts.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const journeyPartsMessages = defineMessages(
  'journey-parts',
  {
    journeyNav: 'Journey',
    overview: 'Overview',
    weeklyReflection: 'Weekly reflection',
    webinars: 'Webinars',
    mentoring: 'Mentoring',
    capstone: 'Capstone',
    done: 'Done',
    current: 'Up next',
    locked: 'Locked',
    outside: 'Not in your journey',
    yourJourneyNow: 'Your journey now',
    switchTo: params('Switch to {journey}'),
    follow: params('Follow {journey}'),
  },
  { fr },
);
