// The posting limit's refusal (forum-limits.ts), raised in English from here by key and put into the reader's
// language on its way out of the Action (the wait, "10 minutes", too).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/forum-limits.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const forumLimitsMessages = defineMessages(
  'forum-limits',
  {
    postLimit: params('You can post at most {max} new discussions an hour. Try again in {wait}; what you wrote is kept below.'),
    replyLimit: params('You can post at most {max} replies an hour. Try again in {wait}; what you wrote is kept below.'),
  },
  { fr },
);
