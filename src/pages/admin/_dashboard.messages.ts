// The admin dashboard's words (/admin/dashboard), English here, French in src/i18n/fr/admin-dashboard.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-dashboard.json';
import { params } from '#/i18n/message-transforms.ts';

export const adminDashboardMessages = defineMessages(
  'admin-dashboard',
  {
    title: 'Admin dashboard',
    asOf: params('Kept up to date as things happen · as of {generated} ({zone}). Weeks and months are UTC.'),
    learnersHeading: 'Learners',
    learners: 'Learners',
    newThisWeek: 'New this week',
    active7: 'Active in the last 7 days',
    active30: 'Active in the last 30 days',
    activeToday: 'Active today',
    paidMembers: 'Paid members',
    conversion: 'Conversion to paid',
    conversionPeriod: params('Paid members out of all learners · {period}'),
    xpThisWeek: 'XP awarded this week',
    learningHeading: 'Learning and community',
    modulesThisWeek: 'Modules completed this week',
    capstonesAwaiting: 'Capstones awaiting review',
    certificates: 'Certificates issued',
    certificatesThisWeek: 'Certificates this week',
    forumReports: 'Forum reports waiting',
    journeysByPath: 'Journeys by path',
    journeysByPathHint: 'Learners following each path now',
    webinarsHeading: 'Webinars coming up',
    allWebinars: 'All webinars',
    noneScheduled: 'None scheduled.',
    scheduleOne: 'Schedule one',
    minutes: params('{minutes} minutes'),
    trendsHeading: 'Trends',
    weeksPeriod: params('12 weeks, {period}'),
    learnersChart: 'Learners at the end of each week',
    activeChart: 'Active learners per week',
    activeLearners: 'Active learners',
    xpChart: 'XP awarded per week',
    modulesChart: 'Modules completed per week',
    modulesCompleted: 'Modules completed',
    revenueChart: params('Revenue by month ({currency})'),
    revenuePeriod: params('12 months, {period} · total {total}'),
    revenue: params('Revenue ({currency})'),
    pathfinderHeading: 'Pathfinder requests',
    allRequests: 'All requests',
    pathfinderSummary: params(
      // `period` names the week itself ("This week (23 Nov 2026 – 24 Nov 2026)"), so it leads.
      '{period}: {thisWeek}. All time: {delivered} delivered, {pending} waiting, {failed} failed, {noWebhook} stored without a webhook.',
    ),
    newest: 'Newest',
  },
  { fr },
);
