// The admin area's menu words (admin-menu.ts), English here, French in src/i18n/fr/admin-menu.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-menu.json';

export const adminMenuMessages = defineMessages(
  'admin-menu',
  {
    dashboard: 'Dashboard',
    users: 'Learners',
    organisations: 'Organisations',
    capstones: 'Capstones',
    webinars: 'Webinars',
    reports: 'Forum reports',
    pathfinder: 'Pathfinder requests',
    requests: 'Premium requests',
    exports: 'Exports',
    audit: 'Audit log',
    settings: 'Settings',
    navigation: 'Admin',
  },
  { fr },
);
