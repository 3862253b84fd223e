// A learner's XP balance as the header badge first shows it (before the live feed takes over).
import type { Backend } from '../backend.ts';

/** The balance of `userId`, 0 when the row is missing (the badge then reads Level 1 · 0 XP, as rule 42 asks). */
export async function getPointsBalance({ store }: Backend, userId: string): Promise<number> {
  return (await store.getRow('user_points', userId))?.points ?? 0;
}
