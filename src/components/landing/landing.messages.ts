// The landing page's own words (its sections' copy is content in content/site and content/fr/site), French
// in src/i18n/fr/landing.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/landing.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const landingMessages = defineMessages(
  'landing',
  {
    heroFigures: params('{trained} leaders trained · on the way to {target} lives by {year}'),
    recommended: '★ Recommended for you',
    choosePath: params('Choose {name}'),
    pathfinderStep1: 'Tell us about you and your team, then pick a time that suits you.',
    pathfinderStep2: 'We confirm the session by email with a calendar invitation.',
    pathfinderStep3: 'You leave with a recommended journey, a timeline and what it would take.',
    pathfinderHours: 'Sessions run from 1:30 PM to 8:00 PM in your own time zone. We use your details only to arrange the session.',
    pathfinderNeedsJs: 'Booking a session needs JavaScript: the form runs in your browser. Turn JavaScript on and reload this page.',
    xpHeading: 'XP for every step',
    ranksHeading: 'Four ranks',
    firstRankNote: 'Where every learner starts',
    streakHeading: params('{days}-day streak: {multiplier}× XP'),
    streakExplained: params('Earn XP on {days} days in a row and, from the {days}th day on, every award is worth {multiplier}×: a {example} XP module pays {paid} XP.'),
    streakDays: 'Days follow your own time zone. Miss a day and the streak starts again, so a little every day beats a lot once a week.',
    livesTarget: params('{target} lives by {year}'),
    livesExplained: 'Each leader we train changes the working lives of the people around them.',
    leadersSoFar: params('leaders trained so far, on the way to {target}.'),
    leadersTrainedLabel: 'Leaders trained',
    leadersOf: params('{trained} of {target} leaders'),
    estimateRoi: 'Estimate your ROI',
    close: 'Close',
    premium: 'Premium',
    openItem: params('Open {name}'),
    readFullAnswer: 'Read the full answer',
    faqEmpty: 'Answers to the questions we hear most live in the knowledge base.',
    footerNavigation: 'Footer',
    opensInNewTab: 'opens in a new tab',
    defaultMailApp: 'Your default mail app',
    writeYourself: 'Or write to {email} yourself.',
  },
  { fr },
);
