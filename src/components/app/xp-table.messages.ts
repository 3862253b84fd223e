// The "how to earn XP" table's words (XpTable.astro), English here, French in src/i18n/fr/xp-table.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/xp-table.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const xpTableMessages = defineMessages(
  'xp-table',
  {
    activity: 'Activity',
    xp: 'XP',
    inAStreak: params('In a {days}-day streak'),
  },
  { fr },
);
