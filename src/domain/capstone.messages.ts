// The capstone's status words and refusals in the reader's language (the rules stay in capstone.ts; a
// refusal raised in English is translated on its way out because its English is defined here).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/capstone-words.json' with { type: 'json' };

export const capstoneWordsMessages = defineMessages(
  'capstone-words',
  {
    in_review: 'In review',
    returned: 'Returned with feedback',
    approved: 'Approved',
    alreadyInReview: 'Your capstone is already in review: you can change it if it is returned to you.',
    alreadyApproved: 'Your capstone for this journey is already approved.',
    notWaiting: 'This capstone is not waiting for review (it may have been reviewed already).',
  },
  { fr },
);
