// The audit log page (/admin/audit), English here, French in src/i18n/fr/admin-audit.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-audit.json';
import { params } from '#/i18n/message-transforms.ts';

export const adminAuditMessages = defineMessages(
  'admin-audit',
  {
    title: 'Audit log',
    filter: 'Filter the audit log',
    what: 'What',
    anything: 'Anything',
    who: 'Who (admin id)',
    on: 'On (learner or setting)',
    from: 'From',
    to: 'To',
    show: 'Show entries',
    clear: 'Clear',
    matching: 'Matching entries',
    newestEntries: 'Newest entries',
    datesIn: params('Dates in {zone}. Entries are never changed or removed.'),
    pages: 'Pages of the audit log',
    newest: 'Newest',
    older: 'Older entries',
  },
  { fr },
);
