// What the browser says when an Action cannot answer (no connection) or answers with a server fault, in the
// page's language: the same words the server's formOutcome gives a form posted without JavaScript.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/action-form.json' with { type: 'json' };

export const actionFormMessages = defineMessages(
  'action-form',
  {
    networkFailed: "We couldn't reach the server. Check your connection and try again.",
    failed: 'Something went wrong. Please try again.',
  },
  { fr },
);
