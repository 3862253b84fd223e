// The badges page's words (badges.astro), English here, French in src/i18n/fr/badges-page.json. (The leading
// underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/badges-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const badgesPageMessages = defineMessages(
  'badges-page',
  {
    title: 'Badges',
    summary: params('{earned} of {total} badges earned'),
    keepThem: 'Badges are awarded the moment you reach them, and you keep them.',
    whatAreBadges: 'What are badges?',
    badgesEarned: 'Badges earned',
    of: 'of',
    earned: 'Earned',
    noneYetBefore: 'No badges yet. Your first XP earns',
    noneYetAfter: ': complete onboarding or finish a module.',
    earnedOn: 'Earned',
    stillToEarn: 'Still to earn',
    progressTowards: params('Progress towards {badge}'),
    notTranslated: 'This badge is not translated yet.',
  },
  { fr },
);
