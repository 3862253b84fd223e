// The XP ledger's words on a learner's admin page (LearnerLedger.astro); French in src/i18n/fr/admin-learner-ledger.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-learner-ledger.json';
import { params } from '#/i18n/message-transforms.ts';

export const learnerLedgerMessages = defineMessages(
  'admin-learner-ledger',
  {
    heading: 'XP ledger',
    empty: 'No XP yet.',
    streak: params('(streak {multiplier})'),
    byName: params('by {name}'),
    byAdmin: 'by an admin',
    byOperator: 'by an operator',
    why: params('Why: {reason}'),
    balance: params('balance {balance}'),
    older: 'Older awards',
  },
  { fr },
);
