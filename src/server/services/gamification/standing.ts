// A learner's standing as their own points page shows it: balance, Level N, rank with the progress to the
// next rank and what it unlocks, and the streak as it stands today in their time zone.
import { levelOf, rankOf, RANKS, type RankStanding } from '#/domain/levels.ts';
import { streakOn, type StreakStanding } from '#/domain/streak.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import { ServiceError } from '../service-error.ts';
import { readStreakRules } from '../site-settings.ts';
import { streakStateOf } from './streak-state.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export interface PointsStanding {
  readonly balance: number;
  readonly level: number;
  readonly rank: RankStanding;
  /** Progress from the rank's lowest XP to the next rank's, 0 to 1 (1 at the last rank). */
  readonly rankProgress: number;
  /** What the next rank unlocks, or null at the last rank. */
  readonly nextRankUnlocks: string | null;
  readonly streak: StreakStanding;
  /** The learner's event counter: the browser asks for awards after it. */
  readonly version: number;
  /** The learner's time zone (their streak days and the dates of their history follow it). */
  readonly timezone: string;
}

export function requireOwn(actorId: string, userId: string): void {
  // Deny by default: a learner's points and history are theirs alone.
  if (actorId !== userId) throw new ServiceError('permission-denied', m.ownPointsOnly);
}

export async function getPointsStanding(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  options: { now?: Date } = {},
): Promise<PointsStanding> {
  requireOwn(actorId, userId);
  const [user, points] = await Promise.all([store.getRow('users', userId), store.getRow('user_points', userId)]);
  if (!user) throw new ServiceError('not-found', m.noSuchLearner);
  const balance = points?.points ?? 0;
  const rank = rankOf(balance);
  const next = (RANKS as readonly (typeof RANKS)[number][])[rank.number];
  const timezone = zoneOrUtc(user.timezone);
  const today = localDateTime(timezone, options.now ?? new Date()).date;
  return {
    balance,
    level: levelOf(balance),
    rank,
    rankProgress: next === undefined ? 1 : Math.min(1, Math.max(0, (balance - rank.min) / (next.min - rank.min))),
    nextRankUnlocks: next?.note ?? null,
    streak: streakOn(streakStateOf(points), today, await readStreakRules(store)),
    version: points?.version ?? 0,
    timezone,
  };
}
