// What the browser says about writes typed offline (src/lib/outbox/): AppShell renders the "Waiting to send"
// panel's heading and lead, and puts the rest, in the reader's language, in the page for the script
// (#offline-outbox-texts). French in src/i18n/fr/offline-outbox.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/offline-outbox.json' with { type: 'json' };

export const offlineOutboxMessages = defineMessages(
  'offline-outbox',
  {
    heading: 'Waiting to send',
    lead: 'Kept on this device, and sent as soon as you are back online. Nothing you typed is lost.',
    waitingAnswer: 'Waiting to send: your answer is kept on this device and goes as soon as you are back online.',
    waitingEntry: 'Waiting to send: your entry “{label}” is kept on this device and goes as soon as you are back online. You can log another.',
    waitingReply: 'Waiting to send: your reply is kept on this device and goes as soon as you are back online.',
    waitingReflection: 'Waiting to send: your reflection is kept on this device and goes as soon as you are back online.',
    refusedHere: 'What you typed offline was not accepted: {reason}',
    sentAnswer: 'Your answer to “{label}” was sent: module completed.',
    sentEntry: 'Your impact entry “{label}” was sent.',
    sentReply: 'Your reply in “{label}” was sent.',
    sentReflection: 'Your weekly reflection “{label}” was sent.',
    refusedAnswer: 'Your answer to “{label}” was not accepted: {reason} It is kept on the module’s page.',
    refusedEntry: 'Your impact entry “{label}” was not accepted: {reason} It is kept on the impact log.',
    refusedReply: 'Your reply in “{label}” was not accepted: {reason} It is kept on the discussion’s page.',
    refusedReflection: 'Your weekly reflection “{label}” was not accepted: {reason} It is kept on the reflections page.',
    listAnswer: 'Answer to “{label}”',
    listEntry: 'Impact entry “{label}”',
    listReply: 'Reply in “{label}”',
    listReflection: 'Weekly reflection “{label}”',
    listRefused: 'not accepted: {reason}',
    open: 'Open',
  },
  { fr },
);
