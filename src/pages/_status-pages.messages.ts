// The words of the status pages (404, 500) and of /welcome, English here, French in
// src/i18n/fr/status-pages.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/status-pages.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const statusPageMessages = defineMessages(
  'status-pages',
  {
    notFoundTitle: 'Page not found',
    notFoundLead: 'We could not find that page. Check the address, or start again from the home page.',
    home: 'Go to the home page',
    errorTitle: 'Something went wrong',
    errorLead: 'Sorry, we could not finish that. Please try again in a moment.',
    welcome: params('Welcome, {name}!'),
    welcomeLead: 'You have joined a CPD-accredited leadership programme built for team leaders across Africa.',
    journeyBefore: 'Follow a ',
    journeyWord: 'journey',
    journeyAfter: ' matched to your team and goals, one short module at a time.',
    villageBefore: 'Learn with a ',
    villageWord: 'village',
    villageAfter: ': a small group of peers who keep each other going.',
    xpBefore: 'Earn ',
    xpWord: 'XP',
    xpAfter: ' for modules, webinars, mentoring and reflections, and climb from Explorer to Transformation Leader.',
    impactBefore: 'Log your ',
    impactWord: 'impact',
    impactAfter: ', so you and your organisation can see what changed.',
    reward: params('Complete onboarding to earn your first +{xp} XP.'),
    continue: 'Continue to onboarding',
    rewardEarned: params('Onboarding done: you earned your first +{xp} XP.'),
    toBoard: 'Go to your leadership board',
  },
  { fr },
);
