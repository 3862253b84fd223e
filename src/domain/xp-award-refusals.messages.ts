// Why an award's source id, or an adjustment's key, cannot be used (xp-awards.ts): refusals an operator or an
// admin meets, raised in English from here by key and put into the reader's language on the way out.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/xp-award-refusals.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const xpAwardRefusalsMessages = defineMessages(
  'xp-award-refusals',
  {
    sourceIdRequired: 'A source id is required.',
    sourceIdTooLong: params('A source id has at most {max} characters.'),
    sourceIdControl: 'A source id cannot contain control characters.',
    keyRequired: 'A key is required.',
    keyTooLong: params('A key has at most {max} characters.'),
    keyControl: 'A key cannot contain control characters.',
  },
  { fr },
);
