// The words a page shows for a form whose Action failed on the server's side (its own text is never shown).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/form-outcome.json' with { type: 'json' };

export const formOutcomeMessages = defineMessages(
  'form-outcome',
  {
    failed: 'Something went wrong. Please try again.',
  },
  { fr },
);
