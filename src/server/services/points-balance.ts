// A learner's XP balance as the header badge first shows it (before the live feed takes over), with the
// version of their points row, from which the browser's live award toasts start.
import type { Backend } from '../backend.ts';

export interface PointsState {
  /** 0 when the row is missing (the badge then reads Level 1 · 0 XP, as rule 42 asks). */
  readonly points: number;
  readonly version: number;
}

export async function getPointsState({ store }: Pick<Backend, 'store'>, userId: string): Promise<PointsState> {
  const row = await store.getRow('user_points', userId);
  return { points: row?.points ?? 0, version: row?.version ?? 0 };
}
