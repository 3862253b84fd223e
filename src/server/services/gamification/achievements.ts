// Events that earn badges but pay no XP (rules 25, 31): a forum post, an impact entry, a village
// founded, a journey completed. The service that writes the event calls recordAchievement in its own
// transaction, so the count and any badge it earns commit with the event or not at all.
import { isAchievementKind, type AchievementKind } from '#/domain/badges.ts';
import { isId } from '#/domain/ids.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { grantBadges, type EarnedBadge } from './badge-awards.ts';
import { badgeCatalogue } from './badge-catalogue.ts';
import type { EngineOptions } from './award-xp.ts';
import { beginLearnerTurn } from './learner-turn.ts';
import { counterRowId } from './row-keys.ts';
import { streakStateOf } from './streak-state.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export interface AchievementOutcome {
  /** How many of this kind the learner has now. */
  readonly count: number;
  readonly badges: readonly EarnedBadge[];
}

/**
 * Counts one achievement of `kind` for the learner and grants the badges it earns. The caller decides
 * that the event is new (it is the write of the post, the entry…): calling it twice counts twice.
 */
export async function recordAchievement(
  tx: StoreOps,
  achievement: { readonly userId: string; readonly kind: AchievementKind },
  options: EngineOptions = {},
): Promise<AchievementOutcome> {
  const { userId, kind } = achievement;
  if (!isAchievementKind(kind)) throw new ServiceError('invalid-argument', m.unknownAchievement({ kind: String(kind) }));
  if (!isId(userId)) throw new ServiceError('not-found', m.noLearnerWithId({ id: String(userId) }));
  const { points } = await beginLearnerTurn(tx, userId);
  const { count } = await tx.incrementColumn('achievement_counts', counterRowId(userId, kind), 'count', 1, {
    orCreate: { userId, kind, count: 0 },
  });
  const streakDays = streakStateOf(points).days;
  const badges = await grantBadges(
    tx,
    userId,
    options.badges ?? badgeCatalogue(),
    {
      before: { xp: points.points, streakDays, counters: { [kind]: count - 1 } },
      after: { xp: points.points, streakDays, counters: { [kind]: count } },
    },
    { now: options.now ?? new Date(), version: points.version },
  );
  return { count, badges };
}
