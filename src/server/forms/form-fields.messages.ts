// The messages the shared form-field rules raise (form-fields.ts, community-fields.ts), English here, French in
// src/i18n/fr/form-fields.json. They are raised in English and translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/form-fields.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const formFieldMessages = defineMessages(
  'form-fields',
  {
    atMost: params('Use at most {max} characters.'),
    plainCharacters: 'Use letters, numbers and punctuation only.',
    wholeNumberRange: params('Enter a whole number from {min} to {max}.'),
    optionalWholeNumberRange: params('Enter a whole number from {min} to {max}, or leave it empty.'),
  },
  { fr },
);
