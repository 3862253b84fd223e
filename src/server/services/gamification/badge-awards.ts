// Granting badges inside the transaction of the event that earns them: once per learner and badge (the row
// id is derived from both, so a badge already held is found by id and never granted twice).
import { badgesReached, type BadgeDefinition, type Measures } from '#/domain/badges.ts';
import type { StoreOps } from '../../store/port.ts';
import { badgeRowId } from './row-keys.ts';

/** A badge as the engine reports it (for toasts and pages). */
export interface EarnedBadge {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: BadgeDefinition['icon'];
}

export function earnedBadge(badge: BadgeDefinition): EarnedBadge {
  return { id: badge.id, name: badge.name, description: badge.description, icon: badge.icon };
}

/**
 * Grants the badges whose criterion the event took from unmet (`before`) to met (`after`) and that the
 * learner does not hold yet; `version` is the learner's version after the event (the live feed's marker).
 */
export async function grantBadges(
  tx: StoreOps,
  userId: string,
  catalogue: readonly BadgeDefinition[],
  measures: { before: Measures; after: Measures },
  at: { now: Date; version: number },
): Promise<EarnedBadge[]> {
  const granted: EarnedBadge[] = [];
  for (const badge of badgesReached(catalogue, measures.before, measures.after)) {
    const id = badgeRowId(userId, badge.id);
    if (await tx.getRow('badges_awarded', id)) continue;
    await tx.createRow('badges_awarded', id, { userId, badgeId: badge.id, awardedAt: at.now.toISOString(), version: at.version });
    granted.push(earnedBadge(badge));
  }
  return granted;
}
