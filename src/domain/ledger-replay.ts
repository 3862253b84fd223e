// What a learner's ledger says everything else must be (rule 8: the balance is the sum of the ledger):
// the balance, the total of every period (all time, each UTC week and month), how many of each activity,
// and the streak, replayed award by award in the order they were made. `npm run points:verify` compares
// the stored figures with this.
import { ALL_TIME } from './boards.ts';
import { countDay, NO_STREAK, type StreakState } from './streak.ts';
import { utcMonthKey, utcWeekKey } from './time-zones.ts';
import { ADJUSTMENT, type AwardActivity } from './xp-awards.ts';

/** The parts of a ledger entry the replay needs. */
export interface ReplayedEntry {
  readonly activity: AwardActivity;
  readonly xp: number;
  readonly awardedAt: string;
  /** The award's date on the learner's calendar when it was made. */
  readonly localDay: string;
  /** The order awards were made in (user_points.version after each). */
  readonly version: number;
}

export interface LedgerFigures {
  readonly balance: number;
  /** XP per period key ("all", "2026-W47", "2026-11"). */
  readonly periods: ReadonlyMap<string, number>;
  /** How many awards of each activity (adjustments are not counted). */
  readonly activities: ReadonlyMap<AwardActivity, number>;
  readonly streak: StreakState;
}

export function replayLedger(entries: readonly ReplayedEntry[]): LedgerFigures {
  const ordered = [...entries].sort((a, b) => a.version - b.version);
  let balance = 0;
  const periods = new Map<string, number>();
  const activities = new Map<AwardActivity, number>();
  let streak = NO_STREAK;
  for (const entry of ordered) {
    balance += entry.xp;
    const at = new Date(entry.awardedAt);
    for (const period of [ALL_TIME, utcWeekKey(at), utcMonthKey(at)]) periods.set(period, (periods.get(period) ?? 0) + entry.xp);
    if (entry.activity !== ADJUSTMENT) {
      activities.set(entry.activity, (activities.get(entry.activity) ?? 0) + 1);
      streak = countDay(streak, entry.localDay).state;
    }
  }
  return { balance, periods, activities, streak };
}
