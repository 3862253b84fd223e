// The refusal of a write typed offline under another account's session (src/actions/service-errors.ts).
// French in src/i18n/fr/offline-send-fields.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/offline-send-fields.json' with { type: 'json' };

export const offlineSendFieldsMessages = defineMessages(
  'offline-send-fields',
  { otherAccount: 'This was written under another account: sign in as that account to send it.' },
  { fr },
);
