// A member's public profile's words (users/[userId].astro), English here, French in
// src/i18n/fr/public-profile.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/public-profile.json' with { type: 'json' };

export const publicProfileMessages = defineMessages(
  'public-profile',
  {
    notFoundTitle: 'Profile not found',
    level: 'Level',
    rank: 'Rank',
    joined: 'Joined',
    onBoards: 'On the leadership boards (all time)',
    everyone: 'Everyone',
    theirVillage: 'Their village',
    theirOrganisation: 'Their organisation',
    badges: 'Badges',
    earned: 'Earned',
    noBadges: 'No badges yet.',
    notFoundText: 'There is no member with this address. The link may be mistyped, or the account was removed.',
    home: 'Go to the home page',
  },
  { fr },
);
