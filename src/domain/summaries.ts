// The admin dashboard's summary figures (rules 35, 36), kept as events happen so that the dashboard reads a
// few dozen small rows and never counts or scans a big table (Appwrite stops counting at 5,000 rows anyway).
// Each event becomes a list of deltas on named counters; the server adds them up in the transaction that
// makes the event (src/server/services/summaries/). This file is the rule: which counters an event moves.
import { ROLES, TRANSFORMATION_TIERS, type MembershipStatus, type Role, type TransformationTier } from './user-flags.ts';
import { utcMonthKey, utcWeekKey } from './time-zones.ts';

/**
 * Every counter. A counter holds one row per bucket (a period key, a status…). `sharded` counters are written
 * by many people at once (every award, every first visit of a day), so each is split over a few rows
 * (a learner always lands on the same one) and read back as their sum: concurrent writers on other servers
 * then rarely touch the same row. The others change rarely and stay one row per bucket.
 */
export const METRICS = {
  /** All learners ever signed up ('all'). */
  learners: { sharded: false },
  /** Sign-ups per UTC ISO week ('2026-W47'). */
  signupsWeek: { sharded: false },
  /** Learners by membership ('free', 'paid'), tier ('none', 'individual_paid', …) and role ('learner', 'admin'). */
  membership: { sharded: false },
  tier: { sharded: false },
  role: { sharded: false },
  /** Learners by the UTC day of their latest activity ('2026-11-20'): "active in the last 7 days" sums 7 buckets. */
  activeLatest: { sharded: true },
  /** Distinct learners active per UTC day and per UTC ISO week (each counted once, at their first visit). */
  activeDay: { sharded: true },
  activeWeek: { sharded: true },
  /** XP awarded per UTC ISO week: `count` awards, `total` XP (activities and positive adjustments). */
  xpWeek: { sharded: true },
  /** Fulfilled payments per UTC month and currency ('2026-11.USD'): `count` payments, `total` minor units. */
  revenueMonth: { sharded: false },
  /** Pathfinder requests by delivery status ('pending', 'delivered', 'failed', 'no_webhook'). */
  pathfinderStatus: { sharded: false },
  /** Pathfinder requests stored per UTC ISO week. */
  pathfinderWeek: { sharded: false },
  /** Learners following each journey path ('kofi', 'sabrina', 'custom'). */
  journeyLearners: { sharded: false },
  /** Modules completed per UTC ISO week. */
  modulesWeek: { sharded: true },
  /** Certificates issued: all time ('all') and per UTC ISO week. */
  certificates: { sharded: false },
  certificatesWeek: { sharded: false },
  /** Capstones waiting for an admin's review ('all'). */
  capstonesAwaiting: { sharded: false },
  /** Forum reports waiting for a moderator ('all'). */
  forumReportsOpen: { sharded: false },
  /**
   * Corporate members on hold ('all'): their organisation is inactive and they did not pay themselves (rule 34).
   * Counted in membership 'paid' (their row still says paid), but not paid while it lasts: the dashboard's
   * paid members are membership 'paid' minus these.
   */
  heldMembers: { sharded: false },
} as const satisfies Record<string, { readonly sharded: boolean }>;

export type Metric = keyof typeof METRICS;

/** One change to one counter bucket. `floor`: the change must leave the bucket at or above it (else refused). */
export interface Delta {
  readonly metric: Metric;
  readonly bucket: string;
  readonly count: number;
  /** Added to the bucket's running total (XP, minor units); 0 when the counter only counts. */
  readonly total: number;
  readonly floor?: number;
}

/** The bucket of a learner with no tier. */
export const NO_TIER = 'none';

/** What decides where a learner is counted. */
export interface CountedStanding {
  readonly role: Role;
  readonly membershipStatus: MembershipStatus;
  readonly transformationTier: TransformationTier;
}

export type SummaryEvent =
  | { readonly kind: 'signed-up'; readonly at: Date; readonly standing: CountedStanding }
  /** Role, membership or tier changed (an admin, a payment, an organisation). */
  | { readonly kind: 'standing-changed'; readonly before: CountedStanding; readonly after: CountedStanding }
  /** lastActive moves from `previous` (null: never active) to `at`. */
  | { readonly kind: 'active'; readonly previous: string | null; readonly at: Date }
  | { readonly kind: 'xp-awarded'; readonly at: Date; readonly xp: number }
  | { readonly kind: 'payment-fulfilled'; readonly at: Date; readonly amount: number; readonly currency: string }
  | { readonly kind: 'pathfinder-stored'; readonly at: Date; readonly status: string }
  | { readonly kind: 'pathfinder-status'; readonly from: string; readonly to: string }
  /** The learner's journey changed (null: none chosen). */
  | { readonly kind: 'journey-changed'; readonly from: string | null; readonly to: string | null }
  | { readonly kind: 'module-completed'; readonly at: Date }
  | { readonly kind: 'certificate-issued'; readonly at: Date }
  /** A capstone went into review (a first submission, or a resubmission after it was returned). */
  | { readonly kind: 'capstone-submitted' }
  /** A capstone in review was approved or returned. */
  | { readonly kind: 'capstone-reviewed' }
  /** A learner reported a post or reply (rule 31). */
  | { readonly kind: 'forum-report-opened' }
  /** A moderator settled `count` open reports at once (one, or every open report of what was hidden). */
  | { readonly kind: 'forum-reports-settled'; readonly count: number }
  /** `count` corporate members went on hold (negative: came off it): an organisation (de)activated, or one person's change. */
  | { readonly kind: 'hold-changed'; readonly count: number };

/** The UTC calendar day of an instant, "2026-11-20". */
export function utcDayKey(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The bucket of a month's revenue in one currency. */
export function revenueBucket(month: string, currency: string): string {
  return `${month}.${currency.toUpperCase()}`;
}

const one = (metric: Metric, bucket: string, count = 1, total = 0): Delta => ({ metric, bucket, count, total });

function standingDeltas(standing: CountedStanding, sign: 1 | -1): Delta[] {
  return [
    one('membership', standing.membershipStatus, sign),
    one('tier', standing.transformationTier ?? NO_TIER, sign),
    one('role', standing.role, sign),
  ];
}

/**
 * The admins that must remain: demoting an admin takes the admin count down by one, and the count may never
 * fall below this (the last admin cannot be demoted, rule 35). Enforced by the store atomically.
 */
export const ADMINS_FLOOR = 1;

/** Paid members as the app counts them: paid by their row, less corporate members on hold (rule 34). */
export function paidMembersCount(membershipPaid: number, heldMembers: number): number {
  return Math.max(0, membershipPaid - heldMembers);
}

/** The counter changes an event makes; the caller applies them in the event's own transaction. */
export function summaryDeltas(event: SummaryEvent): Delta[] {
  switch (event.kind) {
    case 'signed-up':
      return [one('learners', 'all'), one('signupsWeek', utcWeekKey(event.at)), ...standingDeltas(event.standing, 1)];
    case 'standing-changed': {
      const deltas = [...standingDeltas(event.before, -1), ...standingDeltas(event.after, 1)];
      // Equal before and after cancel out; nothing is written for them.
      const net = new Map<string, Delta>();
      for (const delta of deltas) {
        const key = `${delta.metric}\u0000${delta.bucket}`;
        const seen = net.get(key);
        net.set(key, seen ? { ...seen, count: seen.count + delta.count } : delta);
      }
      return [...net.values()]
        .filter((delta) => delta.count !== 0)
        .map((delta) => (delta.metric === 'role' && delta.bucket === 'admin' && delta.count < 0 ? { ...delta, floor: ADMINS_FLOOR } : delta));
    }
    case 'active': {
      const day = utcDayKey(event.at);
      const before = event.previous === null ? null : new Date(event.previous);
      const previousDay = before === null || Number.isNaN(before.getTime()) ? null : utcDayKey(before);
      // Within the same day nothing changes; a clock that moved backwards changes nothing either.
      if (previousDay !== null && previousDay >= day) return [];
      const deltas = [one('activeLatest', day), one('activeDay', day)];
      if (previousDay !== null) deltas.push(one('activeLatest', previousDay, -1));
      const week = utcWeekKey(event.at);
      if (before === null || previousDay === null || utcWeekKey(before) !== week) deltas.push(one('activeWeek', week));
      return deltas;
    }
    case 'xp-awarded':
      // Deductions are corrections, not XP awarded: they leave the weekly figure alone.
      return event.xp > 0 ? [one('xpWeek', utcWeekKey(event.at), 1, event.xp)] : [];
    case 'payment-fulfilled':
      return [one('revenueMonth', revenueBucket(utcMonthKey(event.at), event.currency), 1, event.amount)];
    case 'pathfinder-stored':
      return [one('pathfinderWeek', utcWeekKey(event.at)), one('pathfinderStatus', event.status)];
    case 'pathfinder-status':
      return event.from === event.to ? [] : [one('pathfinderStatus', event.from, -1), one('pathfinderStatus', event.to)];
    case 'journey-changed': {
      if (event.from === event.to) return [];
      const deltas: Delta[] = [];
      if (event.from !== null) deltas.push(one('journeyLearners', event.from, -1));
      if (event.to !== null) deltas.push(one('journeyLearners', event.to));
      return deltas;
    }
    case 'module-completed':
      return [one('modulesWeek', utcWeekKey(event.at))];
    case 'certificate-issued':
      return [one('certificates', 'all'), one('certificatesWeek', utcWeekKey(event.at))];
    case 'capstone-submitted':
      return [one('capstonesAwaiting', 'all')];
    case 'capstone-reviewed':
      return [one('capstonesAwaiting', 'all', -1)];
    case 'forum-report-opened':
      return [one('forumReportsOpen', 'all')];
    case 'forum-reports-settled':
      return event.count > 0 ? [one('forumReportsOpen', 'all', -event.count)] : [];
    case 'hold-changed':
      return event.count === 0 ? [] : [one('heldMembers', 'all', event.count)];
  }
}

/** Every bucket a standing counter can have, for reading them all at once. */
export const STANDING_BUCKETS = {
  membership: ['free', 'paid'],
  tier: [NO_TIER, ...TRANSFORMATION_TIERS],
  role: [...ROLES],
} as const;

/** Shards per sharded counter. */
export const SUMMARY_SHARDS = 8;

/** Which shard a writer lands on: the same one for the same key (a learner id), spread evenly. */
export function shardOf(key: string): number {
  // FNV-1a: stable across processes and runs, and cheap.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SUMMARY_SHARDS;
}
