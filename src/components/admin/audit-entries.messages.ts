// The audit entries' words (AuditEntries.astro), English here, French in src/i18n/fr/admin-audit-entries.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-audit-entries.json';
import { params } from '#/i18n/message-transforms.ts';

export const auditEntriesMessages = defineMessages(
  'admin-audit-entries',
  {
    platform: 'The platform',
    operator: 'Operator (command line)',
    unknown: params('Unknown ({id})'),
    nothing: 'Nothing recorded yet.',
    by: 'by',
    on: 'On',
    before: 'Before: ',
    after: ', after: ',
    why: params('Why: {reason}'),
  },
  { fr },
);
