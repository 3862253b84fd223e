// The learner's webinars page's words (journey/webinars.astro), English here, French in
// src/i18n/fr/webinars-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/webinars-page.json' with { type: 'json' };

export const webinarsPageMessages = defineMessages(
  'webinars-page',
  {
    title: 'Webinars',
    intro: 'Live sessions with practitioners. Enter the attendance code given out during a webinar to record your attendance and your CPD time.',
    upcoming: 'Upcoming and live',
    none: 'No webinars are scheduled for your journey right now. New ones appear here and on your journey page.',
  },
  { fr },
);
