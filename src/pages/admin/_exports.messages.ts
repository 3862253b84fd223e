// The admin's exports page (/admin/exports) and the export files' refusals (exports/[name].ts), English here,
// French in src/i18n/fr/admin-exports.json. The download's progress words are handed to the page's script.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-exports.json';
import { params } from '#/i18n/message-transforms.ts';

export const adminExportsMessages = defineMessages(
  'admin-exports',
  {
    title: 'Exports',
    intro: 'Files are made as they download, however large; dates are UTC. Cells that a spreadsheet would run as a formula (starting with =, +, -, @) begin with an apostrophe.',
    learners: 'Learners',
    learnersTextBefore: 'Name, email, membership, tier, role, organisation, journey, dates and points. To export some learners only,',
    learnersLink: 'filter them on Learners',
    learnersTextAfter: 'and use “Export these as CSV” there.',
    downloadLearners: 'Download all learners',
    xpLedger: 'XP ledger',
    xpLedgerText: 'Every award and adjustment in the period: learner, activity, XP, multiplier, balance after, and for adjustments who made them and why.',
    downloadXpLedger: 'Download XP ledger',
    payments: 'Payments',
    paymentsText: 'Every payment started in the period: learner, provider reference, status, amount and currency, when membership was switched on.',
    downloadPayments: 'Download payments',
    from: 'From',
    to: 'To',
    pathfinder: 'Pathfinder requests',
    pathfinderText: 'Every session request with what the visitor sent and its delivery status, newest first.',
    downloadPathfinder: 'Download pathfinder requests',
    impact: 'Impact by organisation',
    impactText: 'For each organisation: its members, how many logged impact, their entries and the people their work reached, in all and by category. All time, from the learners’ impact logs.',
    downloadImpact: 'Download impact by organisation',
    starting: 'Starting…',
    connectionLost: 'The connection was lost. Please try again.',
    forbidden: 'Only an admin can download this.',
    failed: 'The export could not be made. Please try again.',
    done: params('Done: {count} rows. Your browser is saving the file.'),
    soFar: params('{count} rows so far…'),
    ofExpected: params('{count} of {expected} rows…'),
    signInFirst: 'Sign in first.',
    notAllowed: 'Not allowed.',
    noSuchExport: 'No such export.',
  },
  { fr },
);
