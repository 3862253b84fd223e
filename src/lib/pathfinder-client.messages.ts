// What the pathfinder form says when its request could not reach the server (pathfinder-client.ts), French in
// src/i18n/fr/pathfinder-client.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/pathfinder-client.json' with { type: 'json' };

export const pathfinderClientMessages = defineMessages(
  'pathfinder-client',
  {
    failed:
      'Failed to submit form. We could not reach our server; please check your connection and try again. Everything you typed is still here.',
  },
  { fr },
);
