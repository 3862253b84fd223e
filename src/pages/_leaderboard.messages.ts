// The leadership board page's words (leaderboard.astro), English here, French in
// src/i18n/fr/leaderboard-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/leaderboard-page.json' with { type: 'json' };
import { count, params } from '#/i18n/message-transforms.ts';

export const leaderboardPageMessages = defineMessages(
  'leaderboard-page',
  {
    title: 'Leadership Board',
    boardPeriod: 'Board period',
    boardScope: 'Board scope',
    notInVillage: 'You are not in a village yet, so this is everyone’s board.',
    notInOrganisation: 'You are not part of an organisation, so this is everyone’s board.',
    learnersOnBoard: count({ one: 'learner on this board', other: 'learners on this board' }),
    weekRuns: 'The week runs Monday to Sunday, in UTC, for everyone.',
    monthRuns: 'The month runs by the calendar, in UTC, for everyone.',
    nobodyAll: 'Nobody has earned XP yet on this board.',
    nobodyWeek: 'Nobody has earned XP this week on this board.',
    nobodyMonth: 'Nobody has earned XP this month on this board.',
    beTheFirst: 'Finish a module or write your weekly reflection to be the first.',
    topCaption: params('{board}: the top {top}'),
    whereYouStand: 'Where you stand',
    aroundCaption: 'You and the learners just above and below you',
    yourProgress: 'Your progress',
    yourStanding: 'Your standing',
    balanceToNext: params('{balance} XP: {toNext} XP to {rank}'),
    balanceTop: params('{balance} XP, the highest rank'),
    pointsLink: 'Your points, streak and history',
    badgesLink: 'See your badges',
    earnMore: 'Earn more XP',
    streakBoost: 'Seven days in a row make every award worth 1.5 times as much.',
    howBoardWorks: 'How the board works',
  },
  { fr },
);
