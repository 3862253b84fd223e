// The streak as stored on a learner's `user_points` row.
import type { StreakState } from '#/domain/streak.ts';
import type { Columns, RowOf } from '../../schema.ts';

export function streakStateOf(row: RowOf<'user_points'> | null): StreakState {
  if (!row) return { days: 0, lastDay: null, freezes: 0, longest: 0 };
  return { days: row.streakDays, lastDay: row.streakLastDay, freezes: row.streakFreezes, longest: row.longestStreak };
}

export function streakColumns(state: StreakState): Pick<Columns<'user_points'>, 'streakDays' | 'streakLastDay' | 'streakFreezes' | 'longestStreak'> {
  return { streakDays: state.days, streakLastDay: state.lastDay, streakFreezes: state.freezes, longestStreak: state.longest };
}
