// The CPD record pages' words (cpd/index.astro and its printable view cpd/print.astro), English here, French
// in src/i18n/fr/cpd-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/cpd-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const cpdPageMessages = defineMessages(
  'cpd-page',
  {
    title: 'CPD record',
    inTotal: 'In total:',
    ofLearning: 'of CPD-accredited learning.',
    printable: 'Printable view',
    certificates: 'Certificates',
    noCertificates: 'Complete every module of your journey and have your capstone approved to earn its certificate.',
    seeJourney: 'See your journey',
    distinction: 'Distinction',
    completedLine: params('Completed {date} · {hours} CPD hours · id {id}'),
    downloadPdf: 'Download certificate (PDF)',
    verification: 'Verification page',
    openBadges: 'Open Badges credential',
    printTitle: params('CPD record: {name}'),
    printSummary: params('{hours} of CPD-accredited learning, as of {date}.'),
    print: 'Print',
    back: 'Back to your CPD record',
  },
  { fr },
);
