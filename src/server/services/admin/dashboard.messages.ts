// The periods the admin dashboard's figures cover, in words (dashboard.ts); French in
// src/i18n/fr/admin-dashboard-periods.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-dashboard-periods.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const dashboardPeriodMessages = defineMessages(
  'admin-dashboard-periods',
  {
    allTime: params('All time, to {day}'),
    thisWeek: params('This week ({period})'),
    last7: params('Last 7 days ({period})'),
    last30: params('Last 30 days ({period})'),
    today: params('Today ({day}, UTC)'),
    now: params('Now ({day})'),
  },
  { fr },
);
