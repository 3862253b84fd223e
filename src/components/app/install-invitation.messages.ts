// The install invitation's words (InstallInvitation.astro), French in src/i18n/fr/install-invitation.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/install-invitation.json' with { type: 'json' };

export const installInvitationMessages = defineMessages(
  'install-invitation',
  {
    heading: 'Keep the platform on your home screen',
    lead: 'Install it as an app: it opens in one tap, and the modules you save stay readable without a signal.',
    install: 'Install',
    later: 'Not now',
  },
  { fr },
);
