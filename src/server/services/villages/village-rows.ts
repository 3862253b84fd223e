// What every village operation shares: reading a village and a learner's membership inside a transaction,
// moving a learner in or out (membership row, profile, boards together), and fresh invite codes.
import { randomBytes } from 'node:crypto';
import { inviteCodeFromBytes } from '#/domain/villages.ts';
import type { RowOf } from '../../schema.ts';
import type { Store, StoreOps } from '../../store/port.ts';
import { isStoreError } from '../../store/port.ts';
import { syncBoardMembership } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { communityServiceMessages } from './community-service.messages.ts';

const m = communityServiceMessages('en');

export const NO_SUCH_VILLAGE = m.noSuchVillage;
export const NOT_IN_A_VILLAGE = m.notInVillage;

export function newInviteCode(): string {
  return inviteCodeFromBytes(randomBytes(8));
}

export async function requireVillage(tx: Pick<StoreOps, 'getRow'>, villageId: string): Promise<RowOf<'villages'>> {
  const village = await tx.getRow('villages', villageId);
  if (!village) throw new ServiceError('not-found', NO_SUCH_VILLAGE);
  return village;
}

export async function requireLearner(tx: Pick<StoreOps, 'getRow'>, userId: string): Promise<RowOf<'users'>> {
  const user = await tx.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearner);
  return user;
}

/** The village a learner belongs to, or null. */
export async function villageIdOf(tx: Pick<StoreOps, 'getRow'>, userId: string): Promise<string | null> {
  return (await tx.getRow('village_members', userId))?.villageId ?? null;
}

/** The founder's own village, for a founder tool; anyone else is refused. */
export async function requireFounder(tx: Pick<StoreOps, 'getRow'>, actorId: string, villageId: string): Promise<RowOf<'villages'>> {
  const village = await requireVillage(tx, villageId);
  if (village.status !== 'active') throw new ServiceError('not-found', NO_SUCH_VILLAGE);
  if (village.founderId !== actorId) throw new ServiceError('permission-denied', m.founderOnly);
  return village;
}

/** Puts a learner in a village (or takes them out with null): membership, profile and boards at once. */
export async function placeLearner(tx: StoreOps, userId: string, villageId: string | null, now: Date): Promise<void> {
  if (villageId === null) await tx.deleteRow('village_members', userId);
  else await tx.createRow('village_members', userId, { villageId, joinedAt: now.toISOString() });
  await tx.updateRow('users', userId, { villageId });
  // The village board follows the profile (rule 26): the learner's rows move with them, in this transaction.
  await syncBoardMembership(tx, userId, now);
}

/**
 * Runs a transaction that writes a fresh invite code, again with another code if the first was taken (a
 * unique index guards the codes; one in a trillion, but a clash must not become an error for a learner).
 */
export async function withFreshCode<R>(store: Store, fn: (tx: StoreOps, code: string) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction((tx) => fn(tx, newInviteCode()));
    } catch (error) {
      if (!isStoreError(error, 'conflict') || attempt >= 4) throw error;
    }
  }
}
