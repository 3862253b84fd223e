// The messages of the forum's forms (forum-forms.ts), English here, French in src/i18n/fr/forum-forms.json.
// Raised in English by the schemas, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/forum-forms.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const forumFormMessages = defineMessages(
  'forum-forms',
  {
    titleAtLeast: params('Write at least {min} characters in the title.'),
    titleAtMost: params('Use at most {max} characters in the title.'),
    postAtLeast: params('Write at least {min} characters in the post.'),
    postAtMost: params('Use at most {max} characters in the post.'),
    replyAtLeast: params('Write at least {min} characters in the reply.'),
    replyAtMost: params('Use at most {max} characters in the reply.'),
    reasonAtLeast: params('Write at least {min} characters to say what is wrong.'),
    reasonAtMost: params('Use at most {max} characters to say what is wrong.'),
    controlCharacters: 'Remove the invisible control characters.',
    noteAtMost: params('Use at most {max} characters.'),
    discussionMissing: 'That discussion does not exist.',
    replyMissing: 'That reply does not exist.',
    targetMissing: 'That post or reply does not exist.',
    reportMissing: 'That report does not exist.',
    chooseCategory: 'Choose a category.',
    chooseWhatToReport: 'Choose what to report.',
    chooseWhatToDo: 'Choose what to do.',
    chooseSettlement: 'Choose how to settle the report.',
    chooseLike: 'Choose whether you like this discussion.',
  },
  { fr },
);
