// A learner's XP balance as the header badge first shows it (before the live feed takes over), the version
// of their points row, from which the browser's live award toasts start, and their streak as it stands today
// in their time zone (rule 23: the streak shows wherever points show).
import { streakOn, type StreakStanding } from '#/domain/streak.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../backend.ts';
import { streakStateOf } from './gamification/streak-state.ts';
import { readStreakRules } from './site-settings.ts';

export interface PointsState {
  /** 0 when the row is missing (the badge then reads Level 1 · 0 XP, as rule 42 asks). */
  readonly points: number;
  readonly version: number;
  readonly streak: StreakStanding;
}

export async function getPointsState(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  timezone: string,
  now: Date = new Date(),
): Promise<PointsState> {
  const row = await store.getRow('user_points', userId);
  const today = localDateTime(zoneOrUtc(timezone), now).date;
  return { points: row?.points ?? 0, version: row?.version ?? 0, streak: streakOn(streakStateOf(row), today, await readStreakRules(store)) };
}
