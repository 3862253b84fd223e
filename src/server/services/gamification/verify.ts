// `npm run points:verify`: recomputes from the ledger what every other gamification figure must be (the
// balance, the week's and month's totals, the boards they are recorded on, the activity counters, the streak, the
// badges whose criterion is met, the current boards' position counts) and reports each difference; with
// `repair`, sets the stored figure to the recomputed one. The ledger is the truth (rule 8). With
// `adoptBalances`, a balance that the ledger does not explain (points written before the ledger existed)
// is kept instead: the difference is recorded as an operator adjustment dated when the balance row was made.
// Learners are read a page at a time, so it runs on any number of them. Repair sets values from a snapshot:
// run it while no awards are being made.
import { EMPTY_MEASURES, isCounterKind, isMet, type BadgeDefinition, type CounterKind } from '#/domain/badges.ts';
import { NO_BOARD_TOTALS, periodOfKey, placementOf, samePlacement, scoreIn } from '#/domain/boards.ts';
import { XP_VALUES, type XpActivity } from '#/domain/levels.ts';
import { replayLedger } from '#/domain/ledger-replay.ts';
import type { Backend } from '../../backend.ts';
import type { Columns, RowOf, TableName } from '../../schema.ts';
import type { Store } from '../../store/port.ts';
import { cursorAfter, equal, limit, orderAsc, type Query } from '../../store/query.ts';
import { adjustXpInTransaction } from './award-xp.ts';
import { grantBadges } from './badge-awards.ts';
import { badgeCatalogue } from './badge-catalogue.ts';
import { beginLearnerTurn } from './learner-turn.ts';
import { placementOfTotals } from './board-rows.ts';
import { counterRowId } from './row-keys.ts';
import { streakColumns, streakStateOf } from './streak-state.ts';
import { ExpectedBoardCounts } from './verify-boards.ts';

export const DRIFT_KINDS = ['balance', 'period total', 'board placement', 'counter', 'streak', 'badge', 'board count', 'adopted balance'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface VerifyOptions {
  readonly repair?: boolean;
  readonly adoptBalances?: boolean;
  readonly now?: Date;
  readonly pageSize?: number;
  readonly badges?: readonly BadgeDefinition[];
  /** Told how many learners have been checked so far. */
  readonly onProgress?: (learners: number) => void;
}

export interface VerifyReport {
  readonly learners: number;
  readonly entries: number;
  /** Differences found, per kind. */
  readonly counts: Readonly<Record<DriftKind, number>>;
  /** The first differences, one line each. */
  readonly examples: readonly string[];
  readonly repaired: boolean;
}

const MAX_EXAMPLES = 40;

/** Every row of `table` matching `filters`, a page of 5000 at a time. */
async function allRows<T extends TableName>(store: Store, table: T, filters: readonly Query<T>[]): Promise<RowOf<T>[]> {
  const rows: RowOf<T>[] = [];
  let after: string | null = null;
  for (;;) {
    const page: RowOf<T>[] = await store.findRows(table, [...filters, orderAsc('$id'), limit(5000), ...(after ? [cursorAfter(after)] : [])] as Query<T>[]);
    rows.push(...page);
    if (page.length < 5000) return rows;
    after = page.at(-1)?.$id ?? null;
  }
}

function groupBy<R extends { userId: string }>(rows: readonly R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

export async function verifyPoints({ store }: Pick<Backend, 'store'>, options: VerifyOptions = {}): Promise<VerifyReport> {
  const now = options.now ?? new Date();
  const repair = options.repair === true || options.adoptBalances === true;
  const catalogue = options.badges ?? badgeCatalogue();
  const counts = Object.fromEntries(DRIFT_KINDS.map((kind) => [kind, 0])) as Record<DriftKind, number>;
  const examples: string[] = [];
  const note = (kind: DriftKind, line: string) => {
    counts[kind] += 1;
    if (examples.length < MAX_EXAMPLES) examples.push(`${kind}: ${line}`);
  };
  const boards = new ExpectedBoardCounts(now);
  let learners = 0;
  let entries = 0;
  let after: string | null = null;

  for (;;) {
    const users: RowOf<'users'>[] = await store.findRows('users', [orderAsc('$id'), limit(options.pageSize ?? 500), ...(after ? [cursorAfter(after)] : [])]);
    if (users.length === 0) break;
    after = users.at(-1)?.$id ?? null;
    const ids = users.map((user) => user.$id);
    const load = async () => {
      const [points, ledger, counters, badges] = await Promise.all([
        allRows(store, 'user_points', [equal('$id', ids)]),
        allRows(store, 'points_transactions', [equal('userId', ids)]),
        allRows(store, 'achievement_counts', [equal('userId', ids)]),
        allRows(store, 'badges_awarded', [equal('userId', ids)]),
      ]);
      return { points: new Map(points.map((row) => [row.$id, row])), ledger: groupBy(ledger), counters: groupBy(counters), badges: groupBy(badges) };
    };
    let page = await load();

    if (options.adoptBalances) {
      let adopted = false;
      for (const user of users) {
        const row = page.points.get(user.$id);
        const sum = (page.ledger.get(user.$id) ?? []).reduce((total, entry) => total + entry.xp, 0);
        if (!row || row.points === sum) continue;
        note('adopted balance', `${user.$id}: ${row.points} XP kept, ${row.points - sum} XP recorded as carried over`);
        await store.transaction(async (tx) => {
          await tx.updateRow('user_points', user.$id, { points: sum });
          await adjustXpInTransaction(
            tx,
            { userId: user.$id, amount: row.points - sum, reason: 'Balance carried over from before the points ledger', actor: 'operator', key: `carried-over-${row.version}` },
            { now: new Date(row.$createdAt), badges: catalogue },
          );
        });
        adopted = true;
      }
      if (adopted) page = await load();
    }

    for (const user of users) {
      learners += 1;
      const ledger = page.ledger.get(user.$id) ?? [];
      entries += ledger.length;
      const figures = replayLedger(ledger);
      const points = page.points.get(user.$id);
      const who = user.$id;

      // What the learner's points row must be set to, written once at the end (made if it is missing).
      const fix: Partial<Columns<'user_points'>> = {};
      if ((points?.points ?? 0) !== figures.balance) {
        note('balance', `${who}: stored ${points?.points ?? 'no row'}, ledger sum ${figures.balance}`);
        fix.points = figures.balance;
      }
      const streak = streakStateOf(points ?? null);
      const expectedStreak = figures.streak;
      if (streak.days !== expectedStreak.days || streak.lastDay !== expectedStreak.lastDay || streak.freezes !== expectedStreak.freezes || streak.longest !== expectedStreak.longest) {
        note('streak', `${who}: stored ${JSON.stringify(streak)}, replayed ${JSON.stringify(expectedStreak)}`);
        if (points) Object.assign(fix, streakColumns(expectedStreak));
      }

      // The week and month totals the current boards show (all time is the balance, checked above).
      const placement = placementOf(user);
      const totals = points ?? NO_BOARD_TOTALS;
      for (const period of boards.periods) {
        const kind = periodOfKey(period);
        if (kind === 'all') continue;
        const expected = figures.periods.get(period) ?? 0;
        const stored = scoreIn(totals, period);
        if (stored === expected) continue;
        note('period total', `${who} ${period}: stored ${stored}, ledger ${expected}`);
        Object.assign(fix, kind === 'week' ? { weekKey: period, weekXp: expected } : { monthKey: period, monthXp: expected });
      }
      // A placement matters once a current total is on a board: an award or a move records it before then.
      const recorded = points ? placementOfTotals(points) : placement;
      const counted = boards.periods.some((period) => (figures.periods.get(period) ?? 0) > 0);
      if (counted && !samePlacement(recorded, placement)) {
        note('board placement', `${who}: stored ${JSON.stringify(recorded)}, profile ${JSON.stringify(placement)}`);
        Object.assign(fix, placement);
      }
      if (repair && Object.keys(fix).length > 0) {
        if (points) await store.updateRow('user_points', who, fix);
        else await store.createRow('user_points', who, { ...fix, ...placement });
      }
      boards.add(placement, (period) => figures.periods.get(period) ?? 0);

      const storedCounters = new Map((page.counters.get(who) ?? []).map((row) => [row.kind, row]));
      for (const activity of Object.keys(XP_VALUES) as XpActivity[]) {
        const expected = figures.activities.get(activity) ?? 0;
        const row = storedCounters.get(activity);
        if ((row?.count ?? 0) === expected) continue;
        note('counter', `${who} ${activity}: stored ${row?.count ?? 'no row'}, ledger ${expected}`);
        if (repair) {
          if (row) await store.updateRow('achievement_counts', row.$id, { count: expected });
          else await store.createRow('achievement_counts', counterRowId(who, activity), { userId: who, kind: activity, count: expected });
        }
      }

      // Badges whose criterion the learner meets but does not hold (e.g. a badge added to content later).
      const held = new Set((page.badges.get(who) ?? []).map((row) => row.badgeId));
      const counters: Partial<Record<CounterKind, number>> = Object.fromEntries([
        ...[...storedCounters.values()].filter((row) => isCounterKind(row.kind)).map((row) => [row.kind, row.count] as const),
        ...[...figures.activities].map(([activity, count]) => [activity, count] as const),
      ]);
      const measures = { xp: figures.balance, streakDays: expectedStreak.longest, counters };
      const missing = catalogue.filter((badge) => !held.has(badge.id) && isMet(badge.criterion, measures));
      for (const badge of missing) note('badge', `${who} meets "${badge.name}" but does not hold it`);
      if (repair && missing.length > 0) {
        await store.transaction(async (tx) => {
          const { points: turn } = await beginLearnerTurn(tx, who);
          await grantBadges(tx, who, missing, { before: EMPTY_MEASURES, after: measures }, { now, version: turn.version });
        });
      }
    }
    options.onProgress?.(learners);
  }

  for (const drift of await boards.compare(store, repair)) {
    note('board count', `${drift.board} level ${drift.level} bucket ${drift.bucket}: stored ${drift.stored}, expected ${drift.expected}`);
  }
  return { learners, entries, counts, examples, repaired: repair };
}
