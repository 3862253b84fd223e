// The "on its way" note (ComingSoon.astro), English here, French in src/i18n/fr/coming-soon.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/coming-soon.json' with { type: 'json' };

export const comingSoonMessages = defineMessages(
  'coming-soon',
  { onItsWay: 'This part of the platform is on its way. Meanwhile, your points and level keep counting.' },
  { fr },
);
