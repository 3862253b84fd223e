// The refusals of the forum's services and rules (src/server/services/forum/, src/domain/forum-categories.ts,
// forum-limits.ts), English here, French in src/i18n/fr/forum-service.json: raised in English, translated on their
// way out of an Action, and by the forum's pages when they show one.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/forum-service.json' with { type: 'json' };

export const forumServiceMessages = defineMessages(
  'forum-service',
  {
    closedForFree: 'The forum is open to paid members at the moment. Upgrade to read and join its discussions.',
    postNotFound: 'This discussion does not exist, or it was removed.',
    replyNotFound: 'This reply does not exist, or it was removed.',
    bookClubOnly: 'The Book Club is for paid members. Upgrade to read and join its discussions.',
    alreadyReported: 'You have already reported this. A moderator will look at it.',
    notYoursEdit: 'You can only edit your own posts.',
    notYoursDelete: 'You can only delete your own posts.',
    formerMember: 'Former member',
    reportMissing: 'That report does not exist.',
    reportSettled: 'This report was already settled.',
    cannotLike: 'This discussion can no longer be liked.',
    adminsModerate: 'Only admins can moderate the forum.',
    ownWork: 'You cannot report what you wrote yourself; you can delete it instead.',
    alreadyGone: 'This is already hidden or deleted.',
    deletedNoReplies: 'This discussion was deleted, so it takes no new replies.',
    hiddenNoReplies: 'A moderator hid this discussion, so it takes no new replies.',
    lockedNoReplies: 'This discussion is locked: it takes no new replies.',
    answeredGone: 'The reply you answered is no longer there.',
    answeredGoneField: 'The reply you answered is no longer there. Reply to the discussion instead.',
    replyTooLong: 'This reply is too long once formatted.',
    shorten: 'Shorten it a little: it is too long once formatted.',
    ownRepliesOnly: 'You can only delete your own replies.',
    textTooLong: 'This text is too long once formatted.',
    postDeleted: 'This post was deleted.',
    hiddenNoEdit: 'A moderator hid this post, so it cannot be edited.',
    bookClubStart: 'The Book Club is for paid members. Upgrade to join the discussion.',
    announcementsOnly: 'Only the programme team posts announcements. Choose another category.',
  },
  { fr },
);
