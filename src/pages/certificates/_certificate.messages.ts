// The certificate verification page's words (certificates/[id].astro), English here, French in
// src/i18n/fr/certificate-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/certificate-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const certificatePageMessages = defineMessages(
  'certificate-page',
  {
    title: params('Certificate: {name}'),
    notFoundTitle: 'Certificate not found',
    verified: 'Verified certificate',
    completed: 'completed',
    cpdHours: 'CPD hours',
    whatItTook: 'What it took',
    from: 'From',
    to: 'To',
    issued: 'Issued',
    certificateId: 'Certificate id',
    downloadPdf: 'Download the PDF',
    openBadges: 'Open Badges 3.0 credential',
    notFoundText: 'No certificate has this id. Check the address against the one printed on the certificate.',
    home: 'Go to the home page',
  },
  { fr },
);
