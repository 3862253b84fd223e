// The pathfinder request service's refusals, raised in English and translated on their way out of the Action.
// (The JSON is imported with its type: the server's start script loads this under plain Node.)
// French in src/i18n/fr/pathfinder-requests.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/pathfinder-requests.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const pathfinderRequestMessages = defineMessages(
  'pathfinder-requests',
  {
    invalid: 'Please correct the highlighted fields.',
    // One message per unit (and for one of it), so each reads right in French too.
    tooManyOneSecond: 'Too many requests from your network. Please wait 1 second and try again.',
    tooManySeconds: params('Too many requests from your network. Please wait {count} seconds and try again.'),
    tooManyOneMinute: 'Too many requests from your network. Please wait 1 minute and try again.',
    tooManyMinutes: params('Too many requests from your network. Please wait {count} minutes and try again.'),
  },
  { fr },
);
