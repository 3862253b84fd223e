// What the browser says about module answers typed offline (src/lib/module-answers-outbox.ts): AppShell puts
// these, in the reader's language, in the page for the script. French in src/i18n/fr/offline-answers.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/offline-answers.json' with { type: 'json' };

export const offlineAnswersMessages = defineMessages(
  'offline-answers',
  {
    waiting: 'Waiting to send: your answer is kept on this device and goes as soon as you are back online.',
    refusedHere: 'Your answer typed offline was not accepted: {reason}',
    sent: 'Your answer to “{title}” was sent: module completed.',
    refused: 'Your answer to “{title}” was not accepted: {reason} It is kept on the module’s page.',
  },
  { fr },
);
