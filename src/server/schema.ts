// The single source of tables, columns and indexes. The SQLite adapter builds its DDL from it,
// `npm run appwrite:config` (a later issue) generates appwrite/appwrite.config.json from it,
// and the row types every service uses are derived from it, so the three cannot drift apart.
//
// Every table also has the system columns `$id`, `$createdAt` and `$updatedAt` (as Appwrite rows do);
// they are not listed here.
import { COUNTER_KINDS } from '#/domain/badges.ts';
import { CAPSTONE_LIMITS, CAPSTONE_STATUSES } from '#/domain/capstone.ts';
import { CPD_ACTIVITIES } from '#/domain/cpd.ts';
import { MODULE_ID_MAX_LENGTH } from '#/domain/journey-modules.ts';
import { SESSION_MINUTES, SESSION_STATUSES, TOPIC_LENGTH } from '#/domain/mentoring.ts';
import { MODULE_ANSWER_MAX } from '#/domain/module-completion.ts';
import { WEBINAR_LIMITS } from '#/domain/webinars.ts';
import { REFLECTION_MAX } from '#/domain/weekly-reflection.ts';
import { FORUM_CATEGORY_IDS } from '#/domain/forum-categories.ts';
import { FIELD_LIMITS } from '#/domain/forum-limits.ts';
import { LOCALES } from '#/i18n/locales.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { LINK_METHODS } from '#/domain/social-links.ts';
import { JOIN_CODE_LENGTH, ORGANISATION_NAME_MAX, SEAT_LIMIT_MAX } from '#/domain/organisations.ts';
import { EMAIL_MAX_LENGTH } from '#/domain/email-list.ts';
import { MAX_FREEZES } from '#/domain/streak.ts';
import { AWARD_ACTIVITIES, MAX_SOURCE_ID_LENGTH, REASON_LENGTH } from '#/domain/xp-awards.ts';
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from '#/domain/user-flags.ts';
import { ADMIN_TABLES } from './admin-tables.ts';
import { PAYMENT_TABLES } from './payments/tables.ts';
import { IMPACT_CATEGORIES, IMPACT_LIMITS } from '#/domain/impact.ts';
import { LEADERSHIP_STYLES } from '#/domain/personality.ts';
import { VILLAGE_ACCESS, VILLAGE_DESCRIPTION_MAX, VILLAGE_MAX_MEMBERS, VILLAGE_NAME_MAX, VILLAGE_STATUSES } from '#/domain/villages.ts';
import { CHALLENGE_MEASURES } from '#/domain/challenges.ts';

/** A column type, named after Appwrite's column kinds so the generated config maps one to one. */
export type ColumnType = 'string' | 'text' | 'integer' | 'float' | 'boolean' | 'datetime' | 'enum';

/** One column. `required: false` columns are nullable; `default` applies when a row is created without it. */
export interface ColumnSpec {
  readonly type: ColumnType;
  /** Maximum length in characters, for `string` and `text`. */
  readonly size?: number;
  readonly required: boolean;
  readonly default?: string | number | boolean | null;
  /** Allowed values, for `enum`. */
  readonly elements?: readonly string[];
  /** Inclusive bounds, for `integer` and `float`. */
  readonly min?: number;
  readonly max?: number;
}

/** An index. `unique` indexes make the store raise a `conflict` error on a duplicate. */
export interface IndexSpec {
  readonly key: string;
  readonly type: 'key' | 'unique' | 'fulltext';
  readonly columns: readonly string[];
  readonly orders?: readonly ('asc' | 'desc')[];
  /**
   * The embedded store only: the index holds just the rows where this column is set (a partial index, `WHERE
   * column IS NOT NULL`), so writing a row without it writes nothing here. Queries that filter the column by
   * `equal` use it as before. Appwrite has no partial indexes and indexes every row.
   */
  readonly onlyWhereSet?: string;
}

export interface TableSpec {
  /** A human name, shown in the Appwrite console. */
  readonly name: string;
  readonly columns: Readonly<Record<string, ColumnSpec>>;
  readonly indexes: readonly IndexSpec[];
  /**
   * The row id is a user id, and that user may read the row from a browser. Only Appwrite uses it (a
   * per-row `read("user:<id>")` permission, for the realtime points subscription); everything else is
   * read and written by the server alone.
   */
  readonly ownerReadable?: boolean;
}

// The access enums are domain rules; the schema stores them (re-exported for scripts that validate input).
export { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS };
/**
 * Where a pathfinder request's forwarding stands: waiting (or between retries), delivered, given up, or
 * kept without forwarding because no PATHFINDER_WEBHOOK_URL is set.
 */
export const PATHFINDER_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'no_webhook'] as const;
/** What a forum report is about, where it stands, and how an admin settled it. */
export const FORUM_REPORT_TARGETS = ['post', 'reply'] as const;
export const FORUM_REPORT_STATUSES = ['open', 'resolved'] as const;
export const FORUM_REPORT_OUTCOMES = ['dismissed', 'hidden'] as const;
/**
 * Forum text columns hold more than the form accepts (FIELD_LIMITS): over 16,381 characters Appwrite keeps a
 * column as TEXT, outside MariaDB's 64 KB row limit, and rendered HTML can be several times its markdown.
 */
const FORUM_TEXT_SIZE = 20_000;
const FORUM_HTML_SIZE = 100_000;
/** A place on a Peer-to-Peer Circle session, or a Transformation Partner. */
export const ECOSYSTEM_REQUEST_KINDS = ['circle_place', 'transformation_partner'] as const;

export const schema = {
  users: {
    name: 'Users',
    columns: {
      role: { type: 'enum', elements: ROLES, required: true },
      membershipStatus: { type: 'enum', elements: MEMBERSHIP_STATUSES, required: true },
      transformationTier: { type: 'enum', elements: TRANSFORMATION_TIERS, required: false },
      lastActive: { type: 'datetime', required: false },
      displayName: { type: 'string', size: 80, required: true },
      bio: { type: 'text', size: 1000, required: false },
      country: { type: 'string', size: 80, required: false },
      timezone: { type: 'string', size: 64, required: true, default: 'UTC' },
      /** The language the person chose for the platform; null until they choose (their browser's is used). */
      language: { type: 'enum', elements: LOCALES, required: false },
      organisationId: { type: 'string', size: 36, required: false },
      villageId: { type: 'string', size: 36, required: false },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      personalityType: { type: 'string', size: 40, required: false },
      onboardingCompletedAt: { type: 'datetime', required: false },
      leaderboardOptOut: { type: 'boolean', required: true, default: false },
      /** Set while an admin has suspended the account (rule 35): it cannot sign in, and its sessions ended. */
      suspendedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'users_role', type: 'key', columns: ['role'] },
      { key: 'users_organisation', type: 'key', columns: ['organisationId'] },
      { key: 'users_village', type: 'key', columns: ['villageId'] },
      // An organisation's members by name (the /team and admin lists, cursor-paged at 10,000 members), and its leaders.
      { key: 'users_organisation_name', type: 'key', columns: ['organisationId', 'displayName'] },
      { key: 'users_organisation_tier', type: 'key', columns: ['organisationId', 'transformationTier'] },
      // The admin's learner list (services/admin/learner-directory.ts): each sort has its index, and each
      // common filter one that is already in the default order (newest first), so a page of 25 reads about
      // 25 index entries at 1,000,000 learners instead of sorting a filtered million.
      { key: 'users_created', type: 'key', columns: ['$createdAt'], orders: ['desc'] },
      { key: 'users_name', type: 'key', columns: ['displayName'] },
      { key: 'users_last_active', type: 'key', columns: ['lastActive'], orders: ['desc'] },
      { key: 'users_membership_created', type: 'key', columns: ['membershipStatus', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_tier_created', type: 'key', columns: ['transformationTier', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_journey_created', type: 'key', columns: ['journey', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_suspended', type: 'key', columns: ['suspendedAt'] },
    ],
  },
  user_points: {
    name: 'User points',
    ownerReadable: true,
    columns: {
      /** The balance: always the sum of the learner's `points_transactions`. */
      points: { type: 'integer', required: true, default: 0, min: 0 },
      /**
       * Goes up by one with every award and every badge, first thing in its transaction: the browser's live
       * feed reacts to it, and on Appwrite the early write makes a concurrent award for the same learner on
       * another server fail its commit and run again instead of both reading the same balance.
       */
      version: { type: 'integer', required: true, default: 0, min: 0 },
      // The streak (src/domain/streak.ts), in the learner's own calendar days.
      streakDays: { type: 'integer', required: true, default: 0, min: 0 },
      streakLastDay: { type: 'string', size: 10, required: false },
      streakFreezes: { type: 'integer', required: true, default: 0, min: 0, max: MAX_FREEZES },
      longestStreak: { type: 'integer', required: true, default: 0, min: 0 },
    },
    // No index on `points`: every award changes it, and the boards read points_periods instead.
    indexes: [],
  },
  points_transactions: {
    name: 'Points ledger',
    columns: {
      // The row id is derived from userId and idempotencyKey (services/gamification/row-keys.ts), so a
      // repeated award finds the first one by id.
      userId: { type: 'string', size: 36, required: true },
      activity: { type: 'enum', elements: AWARD_ACTIVITIES, required: true },
      /** What earned it: a module id, a webinar id… (for adjustments, the operator's key or a generated one). */
      sourceId: { type: 'string', size: MAX_SOURCE_ID_LENGTH, required: true },
      /** `<activity>:<sourceId>`, unique per learner. */
      idempotencyKey: { type: 'string', size: MAX_SOURCE_ID_LENGTH + 20, required: true },
      /** The activity's XP (or the adjustment's amount, negative to deduct), before the streak multiplier. */
      baseXp: { type: 'integer', required: true },
      multiplier: { type: 'float', required: true, default: 1, min: 1 },
      /** What the award moved the balance by. */
      xp: { type: 'integer', required: true },
      /** The balance right after this award. */
      balanceAfter: { type: 'integer', required: true, min: 0 },
      awardedAt: { type: 'datetime', required: true },
      /** The award's date on the learner's own calendar, and the time zone that decided it. */
      localDay: { type: 'string', size: 10, required: true },
      timezone: { type: 'string', size: 64, required: true },
      /** The streak's length right after this award. */
      streakDays: { type: 'integer', required: true, default: 0, min: 0 },
      /** Adjustments only: why, and who (null: an operator at the command line). */
      reason: { type: 'text', size: REASON_LENGTH.max, required: false },
      actorId: { type: 'string', size: 36, required: false },
      /** `user_points.version` after this award: the browser asks for the awards after the version it saw. */
      version: { type: 'integer', required: true, min: 0 },
    },
    // Few indexes on purpose: every one is written by every award. No unique index on (userId,
    // idempotencyKey): the row id is derived from both, so the primary key already refuses a second award
    // of a key. A learner's history is read through the first (filtering by activity within it: one
    // learner's rows are few).
    indexes: [
      { key: 'points_tx_user_time', type: 'key', columns: ['userId', 'awardedAt'], orders: ['asc', 'desc'] },
      { key: 'points_tx_user_version', type: 'key', columns: ['userId', 'version'] },
      // The admin's XP ledger export for a period reads a time range; without this index it would read the
      // whole ledger. One more index entry per award, the price of a period export that stays an index range.
      { key: 'points_tx_awarded', type: 'key', columns: ['awardedAt'] },
    ],
  },
  points_periods: {
    name: 'Points per period (board rows)',
    columns: {
      // One row per learner and period ("all", "2026-W47", "2026-11"); the id is derived from both.
      userId: { type: 'string', size: 36, required: true },
      period: { type: 'string', size: 8, required: true },
      /** XP earned in the period (adjustments included, so it can fall to 0 or below: then off the board). */
      xp: { type: 'integer', required: true, default: 0 },
      // Which boards the row is on (kept in step with the profile by the board-membership service).
      listed: { type: 'boolean', required: true, default: true },
      villageId: { type: 'string', size: 36, required: false },
      organisationId: { type: 'string', size: 36, required: false },
    },
    // The everyone and organisation boards' indexes hold `xp`, which every award changes: an organisation may
    // have 10,000 members (rule 34), too many to sort as read on every board page. A village (at most 12)
    // is found by period and village and sorted as read.
    indexes: [
      { key: 'points_periods_board', type: 'key', columns: ['period', 'listed', 'xp', 'userId'], orders: ['asc', 'asc', 'desc', 'asc'] },
      // Only the rows of learners in a village or an organisation: every award moves `xp` in the organisation
      // index, and a learner in none would otherwise move an entry that no board reads.
      { key: 'points_periods_village', type: 'key', columns: ['period', 'villageId'], onlyWhereSet: 'villageId' },
      {
        key: 'points_periods_org_xp',
        type: 'key',
        columns: ['period', 'organisationId', 'xp', 'userId'],
        orders: ['asc', 'asc', 'desc', 'asc'],
        onlyWhereSet: 'organisationId',
      },
      { key: 'points_periods_user', type: 'key', columns: ['userId', 'period'] },
    ],
  },
  board_counts: {
    name: 'Board position counts',
    columns: {
      // How many listed learners of a board have a score in one bucket (src/domain/score-histogram.ts).
      board: { type: 'string', size: 64, required: true },
      level: { type: 'integer', required: true, min: 0 },
      bucket: { type: 'integer', required: true, min: 0 },
      count: { type: 'integer', required: true, default: 0 },
    },
    indexes: [{ key: 'board_counts_bucket', type: 'key', columns: ['board', 'level', 'bucket'] }],
  },
  badges_awarded: {
    name: 'Badges awarded',
    columns: {
      userId: { type: 'string', size: 36, required: true },
      /** The badge file's name in content/badges/. */
      badgeId: { type: 'string', size: 40, required: true },
      awardedAt: { type: 'datetime', required: true },
      /** `user_points.version` after the event that earned it (see points_transactions.version). */
      version: { type: 'integer', required: true, min: 0 },
    },
    indexes: [
      { key: 'badges_awarded_user_badge', type: 'unique', columns: ['userId', 'badgeId'] },
      { key: 'badges_awarded_user_version', type: 'key', columns: ['userId', 'version'] },
    ],
  },
  achievement_counts: {
    name: 'Achievement counters',
    columns: {
      // How many times a learner did one kind of thing (an XP activity, a forum post…), for badge criteria.
      userId: { type: 'string', size: 36, required: true },
      kind: { type: 'enum', elements: COUNTER_KINDS, required: true },
      count: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'achievement_counts_user_kind', type: 'unique', columns: ['userId', 'kind'] }],
  },
  settings: {
    name: 'Settings',
    columns: {
      /** JSON-encoded value; the row id is the setting's key. */
      value: { type: 'text', size: 10000, required: true },
    },
    indexes: [],
  },
  auth_accounts: {
    name: 'Auth accounts (embedded backend)',
    columns: {
      /** Lower-cased, trimmed. The row id is the user id. */
      email: { type: 'string', size: 320, required: true },
      /** `scrypt$…`, or `!` for an account with no password (made by social sign-in). */
      passwordHash: { type: 'string', size: 512, required: true },
    },
    indexes: [{ key: 'auth_accounts_email', type: 'unique', columns: ['email'] }],
  },
  auth_sessions: {
    name: 'Auth sessions (embedded backend)',
    columns: {
      /** The row id is derived from the SHA-256 of the session token; the token itself is never stored. */
      userId: { type: 'string', size: 36, required: true },
      expiresAt: { type: 'datetime', required: true },
      /** Sliding renewal never extends a session past this moment. */
      absoluteExpiresAt: { type: 'datetime', required: true },
      userAgent: { type: 'string', size: 256, required: false },
    },
    indexes: [
      { key: 'auth_sessions_user', type: 'key', columns: ['userId'] },
      { key: 'auth_sessions_expires', type: 'key', columns: ['expiresAt'] },
    ],
  },
  auth_failures: {
    name: 'Failed sign-ins (throttling)',
    columns: {
      /** `email:<address>`, `ip:<address>`, `signup:<address>`, … (services/auth-throttle.ts). */
      key: { type: 'string', size: 400, required: true },
      /** The start of the second the row counts (rows of older versions: the moment of one event). */
      at: { type: 'datetime', required: true },
      /**
       * How many events of that second: a counter so that a reservation is one atomic incrementColumn with
       * a maximum. No schema bounds on purpose: a bound in the schema would make the Appwrite adapter read
       * before it increments (not atomic); the bounds are passed per call instead.
       */
      attempts: { type: 'integer', required: true, default: 1 },
    },
    indexes: [
      { key: 'auth_failures_key_at', type: 'key', columns: ['key', 'at'] },
      { key: 'auth_failures_at', type: 'key', columns: ['at'] },
    ],
  },
  pathfinder_requests: {
    name: 'Pathfinder session requests',
    columns: {
      // What the visitor sent (rules 38, 42); `$createdAt` is when it was stored.
      name: { type: 'string', size: 120, required: true },
      email: { type: 'string', size: 254, required: true },
      phone: { type: 'string', size: 40, required: false },
      teamSize: { type: 'integer', required: true, min: 4, max: 100000 },
      timeline: { type: 'string', size: 40, required: true },
      duration: { type: 'string', size: 40, required: true },
      /** The session's date (YYYY-MM-DD) and time (HH:MM), in `timezone`. */
      date: { type: 'string', size: 10, required: true },
      time: { type: 'string', size: 5, required: true },
      timezone: { type: 'string', size: 64, required: true },
      painPoints: { type: 'text', size: 2000, required: false },
      // Forwarding to PATHFINDER_WEBHOOK_URL (rule 5), so an admin can see what reached the team.
      status: { type: 'enum', elements: PATHFINDER_DELIVERY_STATUSES, required: true, default: 'pending' },
      attempts: { type: 'integer', required: true, default: 0, min: 0 },
      /** When the delivery worker may next try; while an attempt runs, the end of its lease. */
      nextAttemptAt: { type: 'datetime', required: false },
      lastError: { type: 'string', size: 500, required: false },
      deliveredAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'pathfinder_requests_status', type: 'key', columns: ['status', 'nextAttemptAt'] },
      // The admin's newest requests, all or by status.
      { key: 'pathfinder_requests_created', type: 'key', columns: ['$createdAt'], orders: ['desc'] },
      { key: 'pathfinder_requests_status_created', type: 'key', columns: ['status', '$createdAt'], orders: ['asc', 'desc'] },
    ],
  },
  social_links: {
    name: 'Social sign-in links',
    columns: {
      userId: { type: 'string', size: 36, required: true },
      /** Our provider id (an OIDC_PROVIDERS id, or an Appwrite OAuth2 provider id). */
      providerId: { type: 'string', size: 40, required: true },
      /** The provider's stable id for the person: the ID token's `sub` (Appwrite: the identity's providerUid). */
      subject: { type: 'string', size: 255, required: true },
      /** How the link was made (src/domain/social-links.ts): it decides whether it may open an admin account. */
      linkedBy: { type: 'enum', elements: LINK_METHODS, required: true },
    },
    indexes: [
      { key: 'social_links_provider_subject', type: 'unique', columns: ['providerId', 'subject'] },
      { key: 'social_links_user', type: 'key', columns: ['userId', 'providerId'] },
    ],
  },
  ...PAYMENT_TABLES,
  // Learning journeys (rules 24, 27, 28): module progress, custom picks, weekly reflections, webinars and
  // their attendance, mentoring sessions, capstones, CPD records and certificates.
  module_progress: {
    name: 'Module progress',
    columns: {
      // One row per learner and module (the id is derived from both): written when the learner first opens
      // the module (the clock of rule 24 starts there), completed with the reflection answer.
      userId: { type: 'string', size: 36, required: true },
      moduleId: { type: 'string', size: MODULE_ID_MAX_LENGTH, required: true },
      openedAt: { type: 'datetime', required: true },
      completedAt: { type: 'datetime', required: false },
      answer: { type: 'text', size: MODULE_ANSWER_MAX, required: false },
      /** The journey the learner followed when completing it. */
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
    },
    indexes: [{ key: 'module_progress_user', type: 'key', columns: ['userId', 'completedAt'] }],
  },
  custom_journeys: {
    name: 'Custom journeys',
    columns: {
      /** The row id is the learner's id; the picked module ids, comma-separated, in the learner's order. */
      modules: { type: 'text', size: 4000, required: true },
    },
    indexes: [],
  },
  weekly_reflections: {
    name: 'Weekly reflections',
    columns: {
      // One per learner and ISO week on their own calendar: the id is derived from both.
      userId: { type: 'string', size: 36, required: true },
      week: { type: 'string', size: 8, required: true },
      prompt: { type: 'text', size: 500, required: true },
      text: { type: 'text', size: REFLECTION_MAX, required: true },
      submittedAt: { type: 'datetime', required: true },
      /** The send key it came with (src/domain/send-keys.ts): a repeat of that send returns this row, paying nothing. */
      sendKey: { type: 'string', size: 64, required: false },
    },
    indexes: [{ key: 'weekly_reflections_user', type: 'key', columns: ['userId', 'submittedAt'], orders: ['asc', 'desc'] }],
  },
  webinars: {
    name: 'Webinars',
    columns: {
      title: { type: 'string', size: WEBINAR_LIMITS.title.max, required: true },
      description: { type: 'text', size: WEBINAR_LIMITS.description.max, required: false },
      startsAt: { type: 'datetime', required: true },
      minutes: { type: 'integer', required: true, min: WEBINAR_LIMITS.minutes.min, max: WEBINAR_LIMITS.minutes.max },
      joinUrl: { type: 'string', size: WEBINAR_LIMITS.joinUrl.max, required: true },
      /** Read out at the webinar; never sent to a learner's browser. */
      attendanceCode: { type: 'string', size: WEBINAR_LIMITS.code.max, required: true },
      /** The journey it belongs to; null: every journey. */
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      createdBy: { type: 'string', size: 36, required: true },
    },
    indexes: [{ key: 'webinars_starts', type: 'key', columns: ['startsAt'] }],
  },
  webinar_attendance: {
    name: 'Webinar attendance',
    columns: {
      // One row per learner and webinar (id derived from both): attended, and wrong codes entered.
      webinarId: { type: 'string', size: 36, required: true },
      userId: { type: 'string', size: 36, required: true },
      attendedAt: { type: 'datetime', required: false },
      wrongCodes: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'webinar_attendance_user', type: 'key', columns: ['userId', 'attendedAt'] }],
  },
  mentoring_sessions: {
    name: 'Mentoring sessions',
    columns: {
      mentorId: { type: 'string', size: 36, required: true },
      menteeId: { type: 'string', size: 36, required: true },
      villageId: { type: 'string', size: 36, required: true },
      /** Both ids, smaller first: the pair paid at most once per ISO week. */
      pairKey: { type: 'string', size: 73, required: true },
      /** The ISO week of the session's date, and the date itself (the mentor's calendar). */
      week: { type: 'string', size: 8, required: true },
      sessionDate: { type: 'string', size: 10, required: true },
      minutes: { type: 'integer', required: true, min: SESSION_MINUTES.min, max: SESSION_MINUTES.max },
      topic: { type: 'string', size: TOPIC_LENGTH.max, required: true },
      status: { type: 'enum', elements: SESSION_STATUSES, required: true, default: 'pending' },
      respondedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'mentoring_mentee_status', type: 'key', columns: ['menteeId', 'status'] },
      { key: 'mentoring_mentor_date', type: 'key', columns: ['mentorId', 'sessionDate'] },
      { key: 'mentoring_pair_week', type: 'key', columns: ['pairKey', 'week'] },
    ],
  },
  capstones: {
    name: 'Capstones',
    columns: {
      // One per learner and journey (the id is derived from both); resubmissions update it.
      userId: { type: 'string', size: 36, required: true },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: true },
      title: { type: 'string', size: CAPSTONE_LIMITS.title.max, required: true },
      summary: { type: 'text', size: CAPSTONE_LIMITS.summary.max, required: true },
      evidence: { type: 'text', size: CAPSTONE_LIMITS.evidence.max, required: true },
      evidenceUrl: { type: 'string', size: CAPSTONE_LIMITS.evidenceUrl.max, required: false },
      status: { type: 'enum', elements: CAPSTONE_STATUSES, required: true, default: 'in_review' },
      /** The reviewer's words when it was last returned. */
      feedback: { type: 'text', size: CAPSTONE_LIMITS.feedback.max, required: false },
      submissions: { type: 'integer', required: true, default: 1, min: 1 },
      submittedAt: { type: 'datetime', required: true },
      reviewedAt: { type: 'datetime', required: false },
      reviewerId: { type: 'string', size: 36, required: false },
    },
    indexes: [
      { key: 'capstones_status', type: 'key', columns: ['status', 'submittedAt'] },
      { key: 'capstones_user', type: 'key', columns: ['userId'] },
    ],
  },
  cpd_records: {
    name: 'CPD records',
    columns: {
      // One per learner and activity source (the id is derived from both), written with the activity's award.
      userId: { type: 'string', size: 36, required: true },
      activity: { type: 'enum', elements: CPD_ACTIVITIES, required: true },
      sourceId: { type: 'string', size: MAX_SOURCE_ID_LENGTH, required: true },
      title: { type: 'string', size: 200, required: true },
      minutes: { type: 'integer', required: true, min: 0 },
      /** What the award paid (streak multiplier included). */
      xp: { type: 'integer', required: true, min: 0 },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      completedAt: { type: 'datetime', required: true },
      /** "2026-11" on the learner's calendar, for the monthly totals. */
      month: { type: 'string', size: 7, required: true },
    },
    indexes: [{ key: 'cpd_records_user', type: 'key', columns: ['userId', 'completedAt'], orders: ['asc', 'desc'] }],
  },
  certificates: {
    name: 'Certificates',
    columns: {
      // The row id is the certificate's public id; what it states is fixed when it is issued.
      userId: { type: 'string', size: 36, required: true },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: true },
      learnerName: { type: 'string', size: 80, required: true },
      journeyName: { type: 'string', size: 80, required: true },
      minutes: { type: 'integer', required: true, min: 0 },
      moduleCount: { type: 'integer', required: true, min: 0 },
      startedOn: { type: 'string', size: 10, required: true },
      completedOn: { type: 'string', size: 10, required: true },
      issuedAt: { type: 'datetime', required: true },
      distinction: { type: 'boolean', required: true, default: false },
    },
    indexes: [{ key: 'certificates_user_journey', type: 'unique', columns: ['userId', 'journey'] }],
  },
  forum_posts: {
    name: 'Forum posts',
    columns: {
      authorId: { type: 'string', size: 36, required: true },
      categoryId: { type: 'enum', elements: FORUM_CATEGORY_IDS, required: true },
      title: { type: 'string', size: FIELD_LIMITS.title.max, required: true },
      /** The markdown as the author typed it. */
      body: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      /** The body rendered and sanitised when it was written (services/forum/markdown.ts), so a read renders nothing. */
      bodyHtml: { type: 'text', size: FORUM_HTML_SIZE, required: true },
      /** The first words of the body, for the forum list (src/domain/forum-excerpt.ts). */
      excerpt: { type: 'string', size: 200, required: true },
      /** Title and body, for the fulltext index that search uses. */
      searchText: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      postedAt: { type: 'datetime', required: true },
      /** The post's own time, then each reply's: the list shows newest activity first. */
      lastActivityAt: { type: 'datetime', required: true },
      editedAt: { type: 'datetime', required: false },
      /** Soft delete by the author: the thread stays readable behind a placeholder. */
      deletedAt: { type: 'datetime', required: false },
      pinned: { type: 'boolean', required: true, default: false },
      locked: { type: 'boolean', required: true, default: false },
      hidden: { type: 'boolean', required: true, default: false },
      /** In the forum's lists: neither hidden nor deleted (kept by the service, so the lists' index can lead with it). */
      listed: { type: 'boolean', required: true, default: true },
      replyCount: { type: 'integer', required: true, default: 0, min: 0 },
      likeCount: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [
      // The lists and search walk these newest activity first and stop after a page (pinned posts, a handful,
      // are skipped on the way): never a sort of every post, never an offset.
      { key: 'forum_posts_feed', type: 'key', columns: ['listed', 'lastActivityAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_category_feed', type: 'key', columns: ['categoryId', 'listed', 'lastActivityAt'], orders: ['asc', 'asc', 'desc'] },
      { key: 'forum_posts_pinned', type: 'key', columns: ['pinned', 'listed', 'lastActivityAt'], orders: ['asc', 'asc', 'desc'] },
      { key: 'forum_posts_author', type: 'key', columns: ['authorId', 'postedAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_hidden', type: 'key', columns: ['hidden', 'lastActivityAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_search', type: 'fulltext', columns: ['searchText'] },
    ],
  },
  forum_replies: {
    name: 'Forum replies',
    columns: {
      postId: { type: 'string', size: 36, required: true },
      authorId: { type: 'string', size: 36, required: true },
      /** The reply that started the thread this one answers; null when it answers the post. */
      parentReplyId: { type: 'string', size: 36, required: false },
      body: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      bodyHtml: { type: 'text', size: FORUM_HTML_SIZE, required: true },
      /** Orders a post's replies thread by thread (src/domain/forum-threads.ts). */
      sortKey: { type: 'string', size: 160, required: true },
      postedAt: { type: 'datetime', required: true },
      deletedAt: { type: 'datetime', required: false },
      hidden: { type: 'boolean', required: true, default: false },
    },
    indexes: [
      { key: 'forum_replies_thread', type: 'key', columns: ['postId', 'sortKey'] },
      { key: 'forum_replies_author', type: 'key', columns: ['authorId', 'postedAt'], orders: ['asc', 'desc'] },
    ],
  },
  forum_likes: {
    name: 'Forum likes',
    columns: {
      // One per learner and post: the row id is derived from both (services/forum/row-keys.ts).
      postId: { type: 'string', size: 36, required: true },
      userId: { type: 'string', size: 36, required: true },
      likedAt: { type: 'datetime', required: true },
    },
    indexes: [{ key: 'forum_likes_post_user', type: 'unique', columns: ['postId', 'userId'] }],
  },
  forum_reports: {
    name: 'Forum reports',
    columns: {
      // One per learner and post or reply: the row id is derived from the three.
      targetType: { type: 'enum', elements: FORUM_REPORT_TARGETS, required: true },
      targetId: { type: 'string', size: 36, required: true },
      /** The post itself, or the post the reply belongs to (for the link). */
      postId: { type: 'string', size: 36, required: true },
      reporterId: { type: 'string', size: 36, required: true },
      reason: { type: 'string', size: FIELD_LIMITS.reportReason.max, required: true },
      reportedAt: { type: 'datetime', required: true },
      status: { type: 'enum', elements: FORUM_REPORT_STATUSES, required: true, default: 'open' },
      outcome: { type: 'enum', elements: FORUM_REPORT_OUTCOMES, required: false },
      resolvedBy: { type: 'string', size: 36, required: false },
      resolvedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'forum_reports_queue', type: 'key', columns: ['status', 'reportedAt'], orders: ['asc', 'desc'] },
      { key: 'forum_reports_target', type: 'key', columns: ['targetId', 'status'] },
    ],
  },
  forum_authors: {
    name: 'Forum authors',
    columns: {
      // One per learner who posted (row id = user id): what they have posted, counted as it happens. Every
      // post or reply bumps it first thing in its transaction, so on Appwrite two at once from one learner
      // collide at commit and the second runs again, seeing the first (the hourly limit holds).
      posts: { type: 'integer', required: true, default: 0, min: 0 },
      replies: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [],
  },

  // Community (rules 29, 30, 32): onboarding drafts, villages and their challenges, the impact log, and the
  // premium ecosystem's requests.
  onboarding_drafts: {
    name: 'Onboarding drafts',
    columns: {
      // The row id is the learner's id: one draft each, read from any device until onboarding completes.
      displayName: { type: 'string', size: 80, required: false },
      country: { type: 'string', size: 80, required: false },
      timezone: { type: 'string', size: 64, required: false },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      /** The quiz answers so far, "q1=a;q2=c" (src/domain/personality.ts). */
      quizAnswers: { type: 'string', size: 600, required: false },
      personalityType: { type: 'enum', elements: LEADERSHIP_STYLES, required: false },
    },
    indexes: [],
  },
  villages: {
    name: 'Villages',
    columns: {
      name: { type: 'string', size: VILLAGE_NAME_MAX, required: true },
      description: { type: 'text', size: VILLAGE_DESCRIPTION_MAX, required: false },
      access: { type: 'enum', elements: VILLAGE_ACCESS, required: true },
      /** 8 characters of src/domain/villages.ts's alphabet; changed by the founder to shut out old invitations. */
      inviteCode: { type: 'string', size: 8, required: true },
      founderId: { type: 'string', size: 36, required: true },
      /** Kept with every join and leave, in the same transaction; the upper bound refuses a 13th member. */
      memberCount: { type: 'integer', required: true, default: 0, min: 0, max: VILLAGE_MAX_MEMBERS },
      status: { type: 'enum', elements: VILLAGE_STATUSES, required: true, default: 'active' },
    },
    indexes: [
      { key: 'villages_invite_code', type: 'unique', columns: ['inviteCode'] },
      { key: 'villages_listing', type: 'key', columns: ['status', 'access', 'memberCount'] },
    ],
  },
  village_members: {
    name: 'Village members',
    columns: {
      // The row id is the learner's id, so nobody can be in two villages at once (rule 30).
      villageId: { type: 'string', size: 36, required: true },
      joinedAt: { type: 'datetime', required: true },
    },
    indexes: [{ key: 'village_members_village', type: 'key', columns: ['villageId', 'joinedAt'] }],
  },
  village_challenges: {
    name: 'Village group challenges',
    columns: {
      villageId: { type: 'string', size: 36, required: true },
      /** The challenge file's name in content/challenges/. */
      challengeId: { type: 'string', size: 40, required: true },
      startedBy: { type: 'string', size: 36, required: true },
      // The goal as it was when the village took it on (content edits never move a running goal).
      measure: { type: 'enum', elements: CHALLENGE_MEASURES, required: true },
      target: { type: 'integer', required: true, min: 1 },
      startsAt: { type: 'datetime', required: true },
      endsAt: { type: 'datetime', required: true },
      /** The badge its members earn, and when the goal was met (null while not). */
      badgeId: { type: 'string', size: 40, required: true },
      metAt: { type: 'datetime', required: false },
    },
    indexes: [{ key: 'village_challenges_village', type: 'key', columns: ['villageId', 'startsAt'], orders: ['asc', 'desc'] }],
  },
  impact_entries: {
    name: 'Impact log entries',
    columns: {
      userId: { type: 'string', size: 36, required: true },
      /** The day it happened (YYYY-MM-DD), as the learner gives it. */
      date: { type: 'string', size: 10, required: true },
      title: { type: 'string', size: IMPACT_LIMITS.title, required: true },
      description: { type: 'text', size: IMPACT_LIMITS.description, required: true },
      peopleAffected: { type: 'integer', required: true, min: 0, max: IMPACT_LIMITS.peopleAffected },
      category: { type: 'enum', elements: IMPACT_CATEGORIES, required: true },
      evidenceUrl: { type: 'string', size: IMPACT_LIMITS.evidenceUrl, required: false },
      /** Shared with the village in `villageId` (the learner's village when they shared it); private otherwise. */
      shared: { type: 'boolean', required: true, default: false },
      villageId: { type: 'string', size: 36, required: false },
    },
    indexes: [
      { key: 'impact_entries_user_date', type: 'key', columns: ['userId', 'date'], orders: ['asc', 'desc'] },
      { key: 'impact_entries_user_category', type: 'key', columns: ['userId', 'category', 'date'], orders: ['asc', 'asc', 'desc'] },
      { key: 'impact_entries_village', type: 'key', columns: ['villageId', 'shared', 'date'], orders: ['asc', 'asc', 'desc'] },
    ],
  },
  impact_totals: {
    name: 'Impact log totals',
    columns: {
      // One row per learner and category ("all" for every entry), kept with each entry's write, so the log
      // shows its totals without adding up every entry (and exactly, past Appwrite's counting cap).
      userId: { type: 'string', size: 36, required: true },
      category: { type: 'string', size: 20, required: true },
      entries: { type: 'integer', required: true, default: 0, min: 0 },
      peopleAffected: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'impact_totals_user', type: 'key', columns: ['userId'] }],
  },
  ecosystem_requests: {
    name: 'Premium ecosystem requests',
    columns: {
      kind: { type: 'enum', elements: ECOSYSTEM_REQUEST_KINDS, required: true },
      userId: { type: 'string', size: 36, required: true },
      /** A circle place: the session asked for (`<circle>.<date>`) and what the learner would bring. */
      sessionId: { type: 'string', size: 60, required: false },
      message: { type: 'text', size: 1000, required: false },
      // A transformation partner: who the partnership is for and what it should change.
      organisation: { type: 'string', size: 120, required: false },
      jobTitle: { type: 'string', size: 80, required: false },
      teamSize: { type: 'integer', required: false, min: 1, max: 100000 },
      goals: { type: 'text', size: 2000, required: false },
      availability: { type: 'string', size: 200, required: false },
    },
    indexes: [
      { key: 'ecosystem_requests_kind', type: 'key', columns: ['kind', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'ecosystem_requests_user', type: 'key', columns: ['userId', 'kind'] },
    ],
  },

  // Organisations and corporate teams (rule 34).
  organisations: {
    name: 'Organisations',
    columns: {
      // Created by admins (rule 34). Members are the users whose organisationId is this row's id.
      name: { type: 'string', size: ORGANISATION_NAME_MAX, required: true },
      /** While false nobody joins, and members who did not pay themselves do not count as paid. */
      active: { type: 'boolean', required: true, default: true },
      /** Corporate seats (leaders included); null: no limit. */
      seatLimit: { type: 'integer', required: false, min: 1, max: SEAT_LIMIT_MAX },
      /**
       * Members now (leaders included), kept by the join and leave transactions: counted totals stop at 5,000
       * on Appwrite, and the seat check is one bounded increment of this column.
       */
      memberCount: { type: 'integer', required: true, default: 0, min: 0 },
      /** The code members join with (src/domain/organisations.ts), stored without its dash. */
      joinCode: { type: 'string', size: JOIN_CODE_LENGTH, required: true },
    },
    indexes: [
      { key: 'organisations_join_code', type: 'unique', columns: ['joinCode'] },
      { key: 'organisations_name', type: 'key', columns: ['name'] },
    ],
  },
  organisation_invitations: {
    name: 'Organisation invitations (pending)',
    columns: {
      // Made by a corporate leader's email list; accepted (and deleted) when that email signs up or signs in.
      organisationId: { type: 'string', size: 36, required: true },
      /** Lower-cased. */
      email: { type: 'string', size: EMAIL_MAX_LENGTH, required: true },
      invitedBy: { type: 'string', size: 36, required: true },
    },
    indexes: [
      { key: 'organisation_invitations_org_email', type: 'unique', columns: ['organisationId', 'email'] },
      { key: 'organisation_invitations_email', type: 'key', columns: ['email'] },
    ],
  },
  ...ADMIN_TABLES,
} as const satisfies Record<string, TableSpec>;

export type Schema = typeof schema;
export type TableName = keyof Schema;

type ColumnsOf<T extends TableName> = Schema[T]['columns'];

type ValueOf<C> = C extends { type: 'enum'; elements: readonly (infer E)[] }
  ? E
  : C extends { type: 'integer' | 'float' }
    ? number
    : C extends { type: 'boolean' }
      ? boolean
      : string;

type Nullable<C, V> = C extends { required: true } ? V : V | null;

/** The columns of a table as stored, without the system columns. */
export type Columns<T extends TableName> = {
  -readonly [K in keyof ColumnsOf<T>]: Nullable<ColumnsOf<T>[K], ValueOf<ColumnsOf<T>[K]>>;
};

/** The system columns every row carries. Datetimes are ISO 8601 strings in UTC. */
export interface SystemColumns {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
}

/** A row of a table, as read from the store. */
export type RowOf<T extends TableName> = SystemColumns & Columns<T>;

type OptionalOnCreate<T extends TableName> = {
  [K in keyof ColumnsOf<T>]: ColumnsOf<T>[K] extends { required: true; default: unknown }
    ? K
    : ColumnsOf<T>[K] extends { required: true }
      ? never
      : K;
}[keyof ColumnsOf<T>];

/** What `createRow` needs: required columns without a default must be given. */
export type NewRow<T extends TableName> = Omit<Columns<T>, OptionalOnCreate<T>> &
  Partial<Pick<Columns<T>, OptionalOnCreate<T>>>;

/** The name of a column a query may use: a schema column or a system column. */
export type ColumnName<T extends TableName> = (keyof ColumnsOf<T> & string) | keyof SystemColumns;

export const SYSTEM_COLUMNS = ['$id', '$createdAt', '$updatedAt'] as const;

export function tableSpec(table: TableName): TableSpec {
  return schema[table];
}

export const TABLE_NAMES = Object.keys(schema) as TableName[];
