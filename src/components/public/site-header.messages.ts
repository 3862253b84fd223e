// The public header's words (SiteHeader.astro, AuthLinks.astro), French in src/i18n/fr/site-header.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/site-header.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const siteHeaderMessages = defineMessages(
  'site-header',
  {
    journeys: 'Journeys',
    gamification: 'Gamification',
    results: 'Results',
    ecosystem: 'Ecosystem',
    faq: 'FAQ',
    siteNavigation: 'Site',
    siteMenu: 'Site menu',
    menu: 'Menu',
    loading: 'Loading...',
    signIn: 'Sign In',
    dashboard: 'Dashboard',
    upgrade: 'Upgrade',
    visitorXpLine: params('+{xp} XP when you complete onboarding'),
  },
  { fr },
);
