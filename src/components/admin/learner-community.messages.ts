// The village, impact and forum section of a learner's admin page (LearnerCommunity.astro); French in
// src/i18n/fr/admin-learner-community.json. Counted words are the word alone: the number is formatted apart.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-learner-community.json';
import { count } from '#/i18n/message-transforms.ts';

export const learnerCommunityMessages = defineMessages(
  'admin-learner-community',
  {
    heading: 'Village, impact and forum',
    village: 'Village',
    members: count({ one: 'member', other: 'members' }),
    founder: ' · founder',
    closed: ' · closed',
    noVillage: 'Not in a village.',
    impactLog: 'Impact log',
    noImpact: 'No impact entries.',
    entries: count({ one: 'entry', other: 'entries' }),
    peopleAffected: 'people affected',
    people: 'people',
    shared: ' · shared with the village',
    forum: 'Forum',
    discussions: count({ one: 'discussion started', other: 'discussions started' }),
    replies: count({ one: 'reply', other: 'replies' }),
    hidden: ' · hidden by a moderator',
    deleted: ' · deleted by its author',
  },
  { fr },
);
