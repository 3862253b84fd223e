// Granting a badge by name, for events that earn a badge without moving any measure: a village that meets a
// group challenge gives each member the challenge's badge (rule 30). Only badges written for it (criterion
// `granted` in content/badges/) can be granted this way, so no service can hand out a rank or streak badge
// the learner has not reached. Like every badge, it is held once and written in the caller's transaction.
import { GRANTED } from '#/domain/badges.ts';
import { isId } from '#/domain/ids.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import type { EngineOptions } from './award-xp.ts';
import { earnedBadge, type EarnedBadge } from './badge-awards.ts';
import { badgeCatalogue } from './badge-catalogue.ts';
import { beginLearnerTurn } from './learner-turn.ts';
import { badgeRowId } from './row-keys.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

/**
 * Grants `badgeId` to the learner unless they hold it already. Returns the badge when this call granted it,
 * null when it was held before (nothing changes then, not even the learner's version).
 */
export async function grantBadge(
  tx: StoreOps,
  grant: { readonly userId: string; readonly badgeId: string },
  options: EngineOptions = {},
): Promise<EarnedBadge | null> {
  const { userId, badgeId } = grant;
  const badge = (options.badges ?? badgeCatalogue()).find((candidate) => candidate.id === badgeId);
  if (!badge) throw new ServiceError('invalid-argument', m.noBadge({ badge: badgeId }));
  if (badge.criterion.measure !== GRANTED) {
    throw new ServiceError('invalid-argument', m.badgeNotGranted({ badge: badgeId, measure: badge.criterion.measure }));
  }
  if (!isId(userId)) throw new ServiceError('not-found', m.noLearnerWithId({ id: String(userId) }));
  const id = badgeRowId(userId, badgeId);
  if (await tx.getRow('badges_awarded', id)) return null;
  const { points } = await beginLearnerTurn(tx, userId);
  const now = options.now ?? new Date();
  await tx.createRow('badges_awarded', id, { userId, badgeId, awardedAt: now.toISOString(), version: points.version });
  return earnedBadge(badge);
}
