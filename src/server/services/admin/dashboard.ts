// What /admin/dashboard shows (rules 35, 36): every figure with the period it covers, from the summary
// counters (a dozen small reads, whatever the number of learners) and a few newest rows read through their
// indexes. Nothing here counts or scans a large table.
import {
  activeWithin,
  conversionPercent,
  lastDays,
  lastMonths,
  lastWeeks,
  TREND_LENGTH,
  learnersByWeek,
  periodLabel,
  weeklySeries,
  type SeriesPoint,
  type SummaryReader,
} from '#/domain/dashboard-figures.ts';
import { JOURNEY_PATH_IDS, type JourneyPathId } from '#/domain/journey-paths.ts';
import type { Money } from '#/domain/money.ts';
import { paidMembersCount, revenueBucket, STANDING_BUCKETS, utcDayKey } from '#/domain/summaries.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { PATHFINDER_DELIVERY_STATUSES } from '../../tables/pathfinder.ts';
import { equal, greaterThanEqual, limit, orderAsc, orderDesc } from '../../store/query.ts';
import { readMembershipPrice } from '../membership-price.ts';
import { readSummaries } from '../summaries/index.ts';
import { requireAdmin } from './admin-actor.ts';
import type { Locale } from '#/i18n/locales.ts';
import { dashboardPeriodMessages } from './dashboard.messages.ts';

/** A figure and the period it covers, in words. */
export interface Figure {
  readonly value: number;
  readonly period: string;
}

export interface RevenueSeries {
  readonly currency: string;
  readonly points: readonly SeriesPoint[];
  /** The sum over the months shown, in minor units. */
  readonly total: number;
}

export interface Dashboard {
  readonly generatedAt: string;
  readonly learners: Figure;
  readonly newThisWeek: Figure;
  readonly active7: Figure;
  readonly active30: Figure;
  readonly activeToday: Figure;
  readonly paidMembers: Figure;
  /** Paid members as a share of all learners, in per cent. */
  readonly conversion: Figure;
  readonly admins: number;
  readonly charts: {
    readonly learners: readonly SeriesPoint[];
    readonly activeWeekly: readonly SeriesPoint[];
    readonly xpWeekly: readonly SeriesPoint[];
    readonly signupsWeekly: readonly SeriesPoint[];
    readonly modulesWeekly: readonly SeriesPoint[];
    /** One series per currency paid in, the site's own first. */
    readonly revenue: readonly RevenueSeries[];
  };
  readonly weeksPeriod: string;
  readonly monthsPeriod: string;
  readonly xpThisWeek: Figure;
  readonly learning: {
    readonly modulesThisWeek: Figure;
    readonly certificates: Figure;
    readonly certificatesThisWeek: Figure;
    readonly capstonesAwaiting: Figure;
    /** Forum reports waiting for a moderator. */
    readonly forumReportsOpen: Figure;
    /** Learners following each path now. */
    readonly journeys: Readonly<Record<JourneyPathId, number>>;
    /** The next webinars, soonest first. */
    readonly webinars: readonly RowOf<'webinars'>[];
  };
  readonly pathfinder: {
    readonly newest: readonly RowOf<'pathfinder_requests'>[];
    readonly byStatus: Readonly<Record<(typeof PATHFINDER_DELIVERY_STATUSES)[number], number>>;
    readonly thisWeek: Figure;
  };
}

/** Currencies of the revenue buckets read (a bucket is "2026-11.USD"). */
function revenueSeries(read: SummaryReader, rows: readonly { bucket: string }[], months: readonly { key: string; label: string }[], site: Money): RevenueSeries[] {
  const currencies = new Set<string>([site.currency]);
  for (const row of rows) currencies.add(row.bucket.slice(8));
  return [...currencies].map((currency) => {
    const points = months.map((month) => ({ key: month.key, label: month.label, value: read('revenueMonth', revenueBucket(month.key, currency)).total }));
    return { currency, points, total: points.reduce((sum, point) => sum + point.value, 0) };
  });
}

/** The first or last item of a list that is never empty (the periods of a chart). */
function end<T>(list: readonly T[], at: 0 | -1): T {
  const item = list.at(at);
  if (item === undefined) throw new Error('A dashboard period list is empty');
  return item;
}

/** The dashboard for an admin; its periods and chart labels in `locale`. */
export async function getDashboard(backend: Pick<Backend, 'store'>, adminId: string, now = new Date(), locale: Locale = 'en'): Promise<Dashboard> {
  const { store } = backend;
  await requireAdmin(store, adminId);
  const weeks = lastWeeks(now, TREND_LENGTH, locale);
  const months = lastMonths(now, TREND_LENGTH, locale);
  const t = dashboardPeriodMessages(locale);
  const period = (from: string, to: string) => periodLabel(from, to, locale);
  const days = lastDays(now, 30);
  const firstWeek = end(weeks, 0).key;
  const thisWeek = end(weeks, -1);
  const weekRange = { from: firstWeek, to: thisWeek.key };
  const [read, revenueRows, newest, price, webinars] = await Promise.all([
    readSummaries(store, [
      { metric: 'learners', buckets: ['all'] },
      { metric: 'signupsWeek', ...weekRange },
      { metric: 'membership', buckets: STANDING_BUCKETS.membership },
      { metric: 'heldMembers', buckets: ['all'] },
      { metric: 'role', buckets: STANDING_BUCKETS.role },
      { metric: 'activeLatest', from: end(days, 0), to: end(days, -1) },
      { metric: 'activeDay', buckets: [utcDayKey(now)] },
      { metric: 'activeWeek', ...weekRange },
      { metric: 'xpWeek', ...weekRange },
      { metric: 'revenueMonth', from: end(months, 0).key, to: `${end(months, -1).key}.~` },
      { metric: 'pathfinderStatus', buckets: PATHFINDER_DELIVERY_STATUSES },
      { metric: 'pathfinderWeek', buckets: [thisWeek.key] },
      { metric: 'modulesWeek', ...weekRange },
      { metric: 'certificates', buckets: ['all'] },
      { metric: 'certificatesWeek', buckets: [thisWeek.key] },
      { metric: 'capstonesAwaiting', buckets: ['all'] },
      { metric: 'forumReportsOpen', buckets: ['all'] },
      { metric: 'journeyLearners', buckets: JOURNEY_PATH_IDS },
    ]),
    // Which currencies were paid in over the year shown (one small read; the reader above has their sums).
    store.findRows('summaries', [equal('metric', 'revenueMonth'), greaterThanEqual('bucket', end(months, 0).key), limit(500)]),
    store.findRows('pathfinder_requests', [orderDesc('$createdAt'), limit(5)]),
    readMembershipPrice(store),
    store.findRows('webinars', [greaterThanEqual('startsAt', now.toISOString()), orderAsc('startsAt'), limit(3)]),
  ]);
  const today = utcDayKey(now);
  const weekPeriod = period(thisWeek.monday, today);
  const learners = read('learners', 'all').count;
  // Corporate members of an inactive organisation are not paid while it is inactive (rule 34).
  const paid = paidMembersCount(read('membership', 'paid').count, read('heldMembers', 'all').count);
  const allTime = t.allTime({ day: period(today, today) });
  return {
    generatedAt: now.toISOString(),
    learners: { value: learners, period: allTime },
    newThisWeek: { value: read('signupsWeek', thisWeek.key).count, period: t.thisWeek({ period: weekPeriod }) },
    active7: { value: activeWithin(read, now, 7), period: t.last7({ period: period(end(days.slice(23), 0), today) }) },
    active30: { value: activeWithin(read, now, 30), period: t.last30({ period: period(end(days, 0), today) }) },
    activeToday: { value: read('activeDay', today).count, period: t.today({ day: period(today, today) }) },
    paidMembers: { value: paid, period: allTime },
    conversion: { value: conversionPercent(paid, learners), period: allTime },
    admins: read('role', 'admin').count,
    charts: {
      learners: learnersByWeek(read, now, locale),
      activeWeekly: weeklySeries(read, 'activeWeek', now, 'count', locale),
      xpWeekly: weeklySeries(read, 'xpWeek', now, 'total', locale),
      signupsWeekly: weeklySeries(read, 'signupsWeek', now, 'count', locale),
      modulesWeekly: weeklySeries(read, 'modulesWeek', now, 'count', locale),
      revenue: revenueSeries(read, revenueRows, months, price),
    },
    weeksPeriod: period(end(weeks, 0).monday, today),
    monthsPeriod: `${end(months, 0).label} – ${end(months, -1).label}`,
    xpThisWeek: { value: read('xpWeek', thisWeek.key).total, period: t.thisWeek({ period: weekPeriod }) },
    learning: {
      modulesThisWeek: { value: read('modulesWeek', thisWeek.key).count, period: t.thisWeek({ period: weekPeriod }) },
      certificates: { value: read('certificates', 'all').count, period: allTime },
      certificatesThisWeek: { value: read('certificatesWeek', thisWeek.key).count, period: t.thisWeek({ period: weekPeriod }) },
      capstonesAwaiting: { value: read('capstonesAwaiting', 'all').count, period: t.now({ day: period(today, today) }) },
      forumReportsOpen: { value: read('forumReportsOpen', 'all').count, period: t.now({ day: period(today, today) }) },
      journeys: Object.fromEntries(JOURNEY_PATH_IDS.map((path) => [path, read('journeyLearners', path).count])) as Record<JourneyPathId, number>,
      webinars,
    },
    pathfinder: {
      newest,
      byStatus: Object.fromEntries(PATHFINDER_DELIVERY_STATUSES.map((status) => [status, read('pathfinderStatus', status).count])) as Dashboard['pathfinder']['byStatus'],
      thisWeek: { value: read('pathfinderWeek', thisWeek.key).count, period: t.thisWeek({ period: weekPeriod }) },
    },
  };
}
