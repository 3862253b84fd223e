// The words every page frame carries (BaseLayout, AppShell, PublicLayout), English here, French in
// src/i18n/fr/layout.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/layout.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const layoutMessages = defineMessages(
  'layout',
  {
    siteName: 'Digital Leadership Training Platform',
    titleWithSite: params('{title} · Digital Leadership Training Platform'),
    description: 'Gamified, CPD-accredited leadership training for team leaders and organisations across Africa.',
    skipToContent: 'Skip to content',
    dashboardNavigation: 'Dashboard',
    paidMember: 'Paid member',
    freeMember: 'Free member',
    signOut: 'Sign out',
    paidTag: 'Paid',
    footer: params('© {year} Digital Leadership Training Platform · CPD-accredited leadership training'),
  },
  { fr },
);
