// The boards' tabs and scopes in the reader's language; the ids (`all`, `village` …) stay in boards.ts.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/boards.json' with { type: 'json' };

export const boardsMessages = defineMessages(
  'boards',
  {
    all: 'All time',
    week: 'This week',
    month: 'This month',
    everyone: 'Everyone',
    village: 'My village',
    organisation: 'My organisation',
  },
  { fr },
);
