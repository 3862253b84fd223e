// The points page's words (points.astro), English here, French in src/i18n/fr/points-page.json. (The leading
// underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/points-page.json' with { type: 'json' };
import { count, params } from '#/i18n/message-transforms.ts';

export const pointsPageMessages = defineMessages(
  'points-page',
  {
    title: 'Points',
    balance: 'Balance',
    progressTo: params('Progress to {rank}'),
    xpToNext: params('{xp} XP to {rank}'),
    // A colon, not "which": what a rank brings is a verb phrase for some ("unlocks mentoring") and a noun for others ("elite certification").
    xpToNextUnlocking: params('{xp} XP to {rank}: {unlocks}'),
    highestRank: 'The highest rank.',
    highestRankWithNote: params('The highest rank: {note}.'),
    streak: 'Streak',
    daysInARow: count({ one: 'day in a row', other: 'days in a row' }),
    multiplierToday: params('{multiplier} on every award today'),
    multiplierYouEarnToday: params('{multiplier} on every award you earn today'),
    earnForMultiplier: params('Earn XP on {days} days in a row for ×{multiplier}'),
    earnMoreDaysForMultiplier: params('Earn XP on {days} more {dayWord} in a row for ×{multiplier}'),
    dayWord: count({ one: 'day', other: 'days' }),
    of: 'of',
    freezesHeld: count({ one: 'streak freeze held', other: 'streak freezes held' }),
    missedYesterday: 'You missed yesterday: a freeze will cover it when you earn XP today.',
    missedDays: params('You missed {days} days: {days} freezes will cover them when you earn XP today.'),
    longest: count({ one: 'Longest streak: {count} day.', other: 'Longest streak: {count} days.' }),
    daysFollowZone: params('Days follow your time zone ({zone}).'),
    howStreaksWork: 'How streaks work',
    history: 'History',
    activity: 'Activity',
    allActivities: 'All activities',
    period: 'Period',
    show: 'Show',
    clearFilters: 'Clear filters',
    staleCursor: 'That page of your history no longer exists, so here are your newest entries.',
    noMatch: 'No entries match these filters.',
    noXpYet: 'No XP yet. Complete onboarding or finish a module to earn your first.',
    historyCaption: 'Your XP history, newest first',
    xp: 'XP',
    multiplier: 'Multiplier',
    date: 'Date',
    streakMultiplier: params('Streak {multiplier}'),
    historyPages: 'History pages',
    newestEntries: 'Newest entries',
    olderEntries: 'Older entries',
    howToEarn: 'How to earn XP',
    eachPaysOnce: 'Each activity pays once. Corrections by an administrator show in your history with their reason.',
  },
  { fr },
);
