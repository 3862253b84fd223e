// The capstone page's words (journey/capstone.astro), English here, French in src/i18n/fr/capstone-page.json.
// (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/capstone-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const capstonePageMessages = defineMessages(
  'capstone-page',
  {
    title: 'Capstone project',
    about: 'About the capstone',
    aboutText: params(
      'One real improvement in your own team, from idea to result. A reviewer reads it; once approved it earns {xp} XP and 10 CPD hours, and with every module done it completes {journey} and earns your certificate.',
    ),
    yourJourney: 'your journey',
    status: 'Status:',
    submitted: 'Submitted:',
    submission: params('(submission {number})'),
    reviewed: 'Reviewed:',
    chooseFirst: 'Choose a journey first',
    belongsToJourney: 'The capstone belongs to a journey.',
    chooseYours: 'Choose yours',
    reviseResubmit: 'Revise and resubmit',
    submitYours: 'Submit your capstone',
    yourCapstone: 'Your capstone',
    reviewerFeedback: 'Reviewer feedback',
    feedbackFrom: 'Feedback from your reviewer',
    titleLabel: 'Title',
    summary: 'Summary',
    summaryHint: params('What you changed and why, in a few sentences (at least {min} characters).'),
    evidence: 'Evidence',
    evidenceHint: params('What happened, with figures where you have them: before and after, who was affected (at least {min} characters).'),
    evidenceUrl: 'Link to evidence (optional)',
    evidenceUrlHint: 'A shared document, slides or photos, starting with https://',
    resubmit: 'Resubmit capstone',
    submit: 'Submit capstone',
    evidenceLink: 'Evidence link',
    approvedWellDone: 'Approved. Well done!',
    inReview: 'In review: you can change it if it is returned to you.',
  },
  { fr },
);
