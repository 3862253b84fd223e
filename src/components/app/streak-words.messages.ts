// The streak's words wherever it is shown (StreakChip in the header, StreakLine beside points), English here,
// French in src/i18n/fr/streak-words.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/streak-words.json' with { type: 'json' };
import { count, params } from '#/i18n/message-transforms.ts';

export const streakWordsMessages = defineMessages(
  'streak-words',
  {
    daysInARow: count({ one: '{count} day in a row', other: '{count} days in a row' }),
    freezesHeld: count({ one: '{count} freeze held', other: '{count} freezes held' }),
    onEveryAward: params('{multiplier} on every award'),
    noMultiplierYet: 'no multiplier yet',
    streakLabel: 'Streak:',
  },
  { fr },
);
