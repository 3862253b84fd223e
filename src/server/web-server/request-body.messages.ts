// The web server's own answer to a body past its route's cap, in the reader's language: it runs before the app
// (and its session), so the language is the visitor's `lang` cookie, else their browser's Accept-Language.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/request-body.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const requestBodyMessages = defineMessages(
  'request-body',
  {
    tooLarge: params('The request is too large (at most {size} KB here).'),
  },
  { fr },
);
