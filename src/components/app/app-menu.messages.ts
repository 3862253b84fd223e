// The dashboard menu's words (app-menu.ts), English here, French in src/i18n/fr/app-menu.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/app-menu.json' with { type: 'json' };

export const appMenuMessages = defineMessages(
  'app-menu',
  {
    leaderboard: 'Leadership Board',
    journey: 'Journey',
    badges: 'Badges',
    forum: 'Forum',
    impactLog: 'Impact Log',
    points: 'Points',
    cpd: 'CPD Record',
    profile: 'Profile',
    upgrade: 'Upgrade',
    admin: 'Admin',
    team: 'Team',
  },
  { fr },
);
