// The peer-mentoring page's words (journey/mentoring.astro), English here, French in
// src/i18n/fr/mentoring-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/mentoring-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const mentoringPageMessages = defineMessages(
  'mentoring-page',
  {
    title: 'Peer mentoring',
    toConfirm: 'Sessions to confirm',
    nothingToConfirm: params('When a mentor in your village logs a session with you, confirm it here: you both earn {xp} XP.'),
    mentoredYou: params('mentored you on {date} for {minutes} minutes.'),
    topic: params('Topic: {topic}'),
    confirm: 'Confirm',
    decline: 'Decline',
    theSession: params('the session with {name} on {date}'),
    logHeading: 'Log a session you led',
    lockedBefore: 'Mentoring opens at the',
    lockedAfter: params('rank (2,001 XP): {xp} XP to go. Until then, you can be mentored by the Change Architects of your village.'),
    ownVillage: 'You mentor members of your own village.',
    joinOrBuild: 'Join or build a village',
    toStart: 'to start.',
    mentee: 'Mentee',
    chooseMember: 'Choose a member of your village',
    date: 'Date',
    minutes: 'Length in minutes',
    topicLabel: 'Topic',
    topicHint: 'What you worked on together, in a few words.',
    logSession: 'Log session',
    yourSessions: 'Your sessions',
    noSessions: 'No sessions yet.',
    youMentored: params('you mentored {name}'),
    mentoredYouShort: params('{name} mentored you'),
    minutesShort: params('{minutes} minutes'),
    pending: 'Waiting for the mentee',
    confirmed: 'Confirmed',
    declined: 'Declined',
  },
  { fr },
);
