// Seeds a bench database with learners and their gamification history fast, by batched SQL inserts, writing
// exactly what the engine would have written for the same awards: each learner's ledger (activities on days
// over the last eight weeks, streak multipliers applied as the streak rule says, a carried-over adjustment for
// some), their balance, streak, week and month totals, activity counters, the badges each award earned, and the
// position counts of the current boards. `points:verify` over the result must find no drift (the bench runs
// it). Position counts of past weeks and months are not written: no board shows them and verify skips them.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { badgesReached, type CounterKind, type Measures } from '../../src/domain/badges.ts';
import { awardPeriodKeys, placementOf } from '../../src/domain/boards.ts';
import { replayLedger } from '../../src/domain/ledger-replay.ts';
import { XP_VALUES, type XpActivity } from '../../src/domain/levels.ts';
import { countDay, NO_STREAK } from '../../src/domain/streak.ts';
import { localDateTime } from '../../src/domain/time-zones.ts';
import { idempotencyKey, multipliedXp, type AwardActivity } from '../../src/domain/xp-awards.ts';
import { badgeCatalogue } from '../../src/server/services/gamification/badge-catalogue.ts';
import { badgeRowId, boardCountId, counterRowId, ledgerRowId } from '../../src/server/services/gamification/row-keys.ts';
import { ExpectedBoardCounts } from '../../src/server/services/gamification/verify-boards.ts';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store.ts';
import { SUMMARIES_BUILT_KEY } from '../../src/server/services/summaries/index.ts';

export interface EngineSeed {
  readonly learners: number;
  readonly entries: number;
  readonly seconds: number;
}

const ZONES = ['Africa/Lagos', 'Africa/Nairobi', 'Africa/Accra', 'Africa/Johannesburg', 'Europe/London', 'America/Los_Angeles'];
const ACTIVITIES: readonly XpActivity[] = ['module', 'module', 'module', 'weekly_reflection', 'weekly_reflection', 'webinar', 'peer_mentoring', 'onboarding', 'capstone'];
const DAY_MS = 86_400_000;

/** The id of bench learner `index`. */
export function benchLearnerId(index: number): string {
  return `bench${String(index).padStart(8, '0')}`;
}

/** A deterministic pseudo-random sequence, so every run seeds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function insertStatement(db: DatabaseSync, table: string, columns: readonly string[]) {
  const names = ['$id', '$createdAt', '$updatedAt', ...columns].map((name) => `"${name}"`).join(', ');
  return db.prepare(`INSERT INTO "${table}" (${names}) VALUES (${['$id', '$createdAt', '$updatedAt', ...columns].map(() => '?').join(', ')})`);
}

/**
 * Seeds `learners` learners (ids bench00000000…) into the database file, created and migrated if needed.
 * `accounts` of them (the first ones) get an email login `learner<i>@bench.example` with `passwordHash`.
 */
export async function seedEngineDatabase(file: string, learners: number, options: { now: Date; accounts: number; passwordHash: string }): Promise<EngineSeed> {
  const started = performance.now();
  await openSqliteStore({ file }).close();
  const db = new DatabaseSync(file);
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -262144');
  const insert = {
    account: insertStatement(db, 'auth_accounts', ['email', 'passwordHash']),
    user: insertStatement(db, 'users', ['role', 'membershipStatus', 'displayName', 'timezone', 'villageId', 'organisationId', 'leaderboardOptOut', 'onboardingCompletedAt']),
    points: insertStatement(db, 'user_points', [
      'points',
      'version',
      'streakDays',
      'streakLastDay',
      'streakFreezes',
      'longestStreak',
      'weekKey',
      'weekXp',
      'monthKey',
      'monthXp',
      'listed',
      'villageId',
      'organisationId',
    ]),
    entry: insertStatement(db, 'points_transactions', ['userId', 'activity', 'sourceId', 'idempotencyKey', 'baseXp', 'multiplier', 'xp', 'balanceAfter', 'awardedAt', 'localDay', 'timezone', 'streakDays', 'reason', 'actorId', 'version']),
    counter: insertStatement(db, 'achievement_counts', ['userId', 'kind', 'count']),
    badge: insertStatement(db, 'badges_awarded', ['userId', 'badgeId', 'awardedAt', 'version']),
    boardCount: insertStatement(db, 'board_counts', ['board', 'level', 'bucket', 'count']),
  };
  const catalogue = badgeCatalogue();
  const boards = new ExpectedBoardCounts(options.now);
  const [, currentWeek, currentMonth] = awardPeriodKeys(options.now);
  const stamp = options.now.toISOString();
  const next = random(2026);
  let entries = 0;
  const run = (statement: ReturnType<typeof insertStatement>, id: string, ...values: SQLInputValue[]) => statement.run(id, stamp, stamp, ...values);

  db.exec('BEGIN');
  for (let index = 0; index < learners; index++) {
    const userId = benchLearnerId(index);
    const timezone = ZONES[index % ZONES.length] ?? 'UTC';
    const user = {
      leaderboardOptOut: index % 50 === 7,
      // Villages of ten for the first 30 %; a fifth of learners in one of 100 organisations.
      villageId: index < learners * 0.3 ? `village${Math.floor(index / 10)}` : null,
      organisationId: index % 5 === 1 ? `org${index % 100}` : null,
    };
    if (index < options.accounts) run(insert.account, userId, `learner${index}@bench.example`, options.passwordHash);
    run(insert.user, userId, index === 0 ? 'admin' : 'learner', index % 3 === 0 ? 'paid' : 'free', `Learner ${index}`, timezone, user.villageId, user.organisationId, user.leaderboardOptOut ? 1 : 0, stamp);

    // The learner's awards: a carried-over adjustment for one in twenty (a long tail of high balances), then
    // one to five activities on days in the last eight weeks, oldest first.
    const awards: { activity: AwardActivity; at: number; amount: number | null }[] = [];
    if (next() < 0.05) awards.push({ activity: 'adjustment', at: options.now.getTime() - 60 * DAY_MS, amount: Math.ceil(60_000 * next() ** 3) + 1 });
    const count = 1 + Math.floor(next() * 5);
    const times = Array.from({ length: count }, () => options.now.getTime() - Math.floor(next() * 56 * DAY_MS) - 1000).sort((a, b) => a - b);
    for (const at of times) awards.push({ activity: ACTIVITIES[Math.floor(next() * ACTIVITIES.length)] ?? 'module', at, amount: null });

    let streak = NO_STREAK;
    let balance = 0;
    let version = 0;
    const counters: Partial<Record<CounterKind, number>> = {};
    const replayed: Parameters<typeof replayLedger>[0][number][] = [];
    for (const [position, award] of awards.entries()) {
      version += 1;
      const awardedAt = new Date(award.at);
      const localDay = localDateTime(timezone, awardedAt).date;
      const before: Measures = { xp: balance, streakDays: streak.days, counters: { ...counters } };
      let baseXp: number;
      let multiplier = 1;
      if (award.activity === 'adjustment') {
        baseXp = award.amount ?? 0;
      } else {
        const step = countDay(streak, localDay);
        streak = step.state;
        multiplier = step.multiplier;
        baseXp = XP_VALUES[award.activity];
        counters[award.activity] = (counters[award.activity] ?? 0) + 1;
      }
      const xp = multipliedXp(baseXp, multiplier);
      balance += xp;
      const sourceId = `s${position}`;
      const key = idempotencyKey(award.activity, sourceId);
      run(insert.entry, ledgerRowId(userId, key), userId, award.activity, sourceId, key, baseXp, multiplier, xp, balance, awardedAt.toISOString(), localDay, timezone, streak.days, award.activity === 'adjustment' ? 'Carried over from an earlier platform' : null, null, version);
      replayed.push({ activity: award.activity, xp, awardedAt: awardedAt.toISOString(), localDay, version });
      const after: Measures = { xp: balance, streakDays: streak.days, counters: { ...counters } };
      for (const badge of badgesReached(catalogue, before, after)) run(insert.badge, badgeRowId(userId, badge.id), userId, badge.id, awardedAt.toISOString(), version);
      entries += 1;
    }

    const figures = replayLedger(replayed);
    const placement = placementOf(user);
    // The week and month totals are those of the current periods (no board shows earlier ones).
    const week = figures.periods.get(currentWeek);
    const month = figures.periods.get(currentMonth);
    run(
      insert.points,
      userId,
      balance,
      version,
      streak.days,
      streak.lastDay,
      streak.freezes,
      streak.longest,
      week === undefined ? null : currentWeek,
      week ?? 0,
      month === undefined ? null : currentMonth,
      month ?? 0,
      placement.listed ? 1 : 0,
      placement.villageId,
      placement.organisationId,
    );
    for (const [kind, total] of Object.entries(counters)) run(insert.counter, counterRowId(userId, kind), userId, kind, total);
    boards.add(placement, (period) => figures.periods.get(period) ?? 0);

    if (index % 20_000 === 19_999) {
      db.exec('COMMIT');
      db.exec('BEGIN');
    }
  }
  for (const entry of boards.entries()) run(insert.boardCount, boardCountId(entry.board, entry.level, entry.bucket), entry.board, entry.level, entry.bucket, entry.count);
  // The admin dashboard's counters are not written here: the admin bench builds them (scripts/bench/admin-seed.ts).
  // Marked as built so that starting a server on this database does not rebuild them under the engine's load test.
  db.prepare('INSERT OR REPLACE INTO "settings" ("$id", "$createdAt", "$updatedAt", "value") VALUES (?, ?, ?, ?)').run(SUMMARIES_BUILT_KEY, stamp, stamp, JSON.stringify({ at: stamp, bench: 'not built' }));
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return { learners, entries, seconds: (performance.now() - started) / 1000 };
}
