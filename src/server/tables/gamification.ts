// The gamification engine (rules 7, 8, 22–26): balances, streaks and board totals, the XP ledger, the boards'
// position counts, badges earned and the counters badges read (services/gamification).
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { COUNTER_KINDS } from '#/domain/badges.ts';
import { MAX_FREEZES } from '#/domain/streak.ts';
import { AWARD_ACTIVITIES, MAX_SOURCE_ID_LENGTH, REASON_LENGTH } from '#/domain/xp-awards.ts';
import type { TableSpec } from '../schema.ts';

export const GAMIFICATION_TABLES = {
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
      // The boards' totals (src/domain/boards.ts BoardTotals): all time is `points`; the week and month hold the
      // XP of the period their key names ("2026-W47", "2026-11", both UTC), adjustments included, so they can
      // fall to 0 or below (then off the board). Kept here because every award writes this row already: a
      // table of period rows cost each award three more rows and their index entries.
      weekKey: { type: 'string', size: 8, required: false },
      weekXp: { type: 'integer', required: true, default: 0 },
      monthKey: { type: 'string', size: 8, required: false },
      monthXp: { type: 'integer', required: true, default: 0 },
      // Which boards the totals (and their position counts) are on: the profile's placement, kept in step with
      // it by the board-membership service (services/gamification/board-rows.ts).
      listed: { type: 'boolean', required: true, default: true },
      villageId: { type: 'string', size: 36, required: false },
      organisationId: { type: 'string', size: 36, required: false },
    },
    // Each board reads its learners in board order (points down, then id) from an index: the everyone boards
    // from the first three, an organisation's (up to 10,000 members, rule 34) from the last three, which hold
    // only members. A village (at most 12) is found by its id and sorted as read. Every award moves an entry
    // in each index holding a total, the price of board pages that never sort 100,000 rows.
    indexes: [
      { key: 'user_points_board_all', type: 'key', columns: ['listed', 'points', '$id'], orders: ['asc', 'desc', 'asc'] },
      { key: 'user_points_board_week', type: 'key', columns: ['weekKey', 'listed', 'weekXp', '$id'], orders: ['asc', 'asc', 'desc', 'asc'] },
      { key: 'user_points_board_month', type: 'key', columns: ['monthKey', 'listed', 'monthXp', '$id'], orders: ['asc', 'asc', 'desc', 'asc'] },
      { key: 'user_points_village', type: 'key', columns: ['villageId'], onlyWhereSet: 'villageId' },
      {
        key: 'user_points_org_all',
        type: 'key',
        columns: ['organisationId', 'points', '$id'],
        orders: ['asc', 'desc', 'asc'],
        onlyWhereSet: 'organisationId',
      },
      {
        key: 'user_points_org_week',
        type: 'key',
        columns: ['weekKey', 'organisationId', 'weekXp', '$id'],
        orders: ['asc', 'asc', 'desc', 'asc'],
        onlyWhereSet: 'organisationId',
      },
      {
        key: 'user_points_org_month',
        type: 'key',
        columns: ['monthKey', 'organisationId', 'monthXp', '$id'],
        orders: ['asc', 'asc', 'desc', 'asc'],
        onlyWhereSet: 'organisationId',
      },
    ],
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
    // of a key. A learner's history is read through the first, in the order the awards were made (`version`
    // counts them), filtering by activity or date within it: one learner's rows are few. (An index by
    // learner and date as well cost every award one more page.)
    indexes: [
      { key: 'points_tx_user_version', type: 'key', columns: ['userId', 'version'], orders: ['asc', 'desc'] },
      // The admin's XP ledger export for a period reads a time range; without this index it would read the
      // whole ledger. One more index entry per award, the price of a period export that stays an index range.
      { key: 'points_tx_awarded', type: 'key', columns: ['awardedAt'] },
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
    // The row id is derived from the learner and the badge (row-keys.ts badgeRowId), so the primary key already
    // refuses a second award of a badge; a learner's badges are read through this index's first column.
    indexes: [{ key: 'badges_awarded_user_version', type: 'key', columns: ['userId', 'version'] }],
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
} as const satisfies Record<string, TableSpec>;
