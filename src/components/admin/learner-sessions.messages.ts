// A learner's sessions on their admin page (LearnerSessions.astro); French in src/i18n/fr/admin-learner-sessions.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-learner-sessions.json';
import { params } from '#/i18n/message-transforms.ts';

export const learnerSessionsMessages = defineMessages(
  'admin-learner-sessions',
  {
    heading: 'Sessions and devices',
    lastActive: 'Last active:',
    never: 'never',
    empty: 'No open sessions.',
    unknownDevice: 'Unknown device',
    times: params('Signed in {signedIn} · last used {lastUsed} · ends {ends}'),
    signOutEverywhere: 'Sign out everywhere…',
  },
  { fr },
);
