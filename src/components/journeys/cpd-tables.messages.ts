// The CPD record's tables (CpdTables.astro), English here, French in src/i18n/fr/cpd-tables.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/cpd-tables.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const cpdTablesMessages = defineMessages(
  'cpd-tables',
  {
    outsideJourney: 'Outside a journey',
    perMonth: 'Per month',
    nothingYet: 'Nothing recorded yet.',
    month: 'Month',
    hours: 'Hours',
    perJourney: 'Per journey',
    journey: 'Journey',
    completed: 'Completed activities',
    completedEmpty: 'Complete a module, a webinar, a mentoring session, a weekly reflection or your capstone, and it appears here with its hours.',
    tableLabel: 'Completed activities table',
    date: 'Date',
    activity: 'Activity',
    what: 'What',
    xp: 'XP',
    total: 'Total',
    reflectionTitle: params('Weekly reflection, {week}'),
    capstoneTitle: params('Capstone: {title}'),
    mentorTitle: params('Peer mentoring (mentor): {topic}'),
    menteeTitle: params('Peer mentoring (mentee): {topic}'),
  },
  { fr },
);
