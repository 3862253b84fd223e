// Founding, joining and leaving a village (rule 30). Each is one transaction over the village, the membership
// row (its id is the learner's, so nobody is in two villages), the learner's profile and their board totals
// (syncBoardMembership), so none of them can disagree. The member count is moved with a bounded increment:
// when two learners race for the last place, the store refuses the 13th instead of trusting a read.
import {
  FOUNDER_MUST_HAND_OVER,
  JOIN_MESSAGES,
  joinRefusal,
  mustHandOverBeforeLeaving,
  normaliseInviteCode,
  VILLAGE_MAX_MEMBERS,
  type VillageAccess,
} from '#/domain/villages.ts';
import type { Backend } from '../../backend.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';
import { newRowId } from '../../store/row-ids.ts';
import { recordAchievement, type EarnedBadge } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { NOT_IN_A_VILLAGE, placeLearner, requireLearner, requireVillage, villageIdOf, withFreshCode } from './village-rows.ts';
import { communityServiceMessages } from './community-service.messages.ts';

const m = communityServiceMessages('en');

export interface NewVillage {
  readonly name: string;
  readonly description: string | null;
  readonly access: VillageAccess;
}

export const BAD_CODE = m.badCode;

/** Founds a village with its founder as first member; founding earns the "Village founder" badge (rule 25). */
export async function createVillage(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  village: NewVillage,
  options: { now?: Date } = {},
): Promise<{ villageId: string; badges: readonly EarnedBadge[] }> {
  const now = options.now ?? new Date();
  return withFreshCode(store, async (tx, inviteCode) => {
    await requireLearner(tx, actorId);
    if ((await villageIdOf(tx, actorId)) !== null) throw new ServiceError('invalid-argument', JOIN_MESSAGES['in-another-village']);
    const villageId = newRowId();
    await tx.createRow('villages', villageId, {
      name: village.name,
      description: village.description,
      access: village.access,
      inviteCode,
      founderId: actorId,
      memberCount: 1,
      status: 'active',
    });
    await placeLearner(tx, actorId, villageId, now);
    const { badges } = await recordAchievement(tx, { userId: actorId, kind: 'village_founded' }, { now });
    return { villageId, badges };
  });
}

async function admit(tx: StoreOps, actorId: string, villageId: string, via: 'list' | 'code', now: Date): Promise<void> {
  const village = await requireVillage(tx, villageId);
  const refusal = joinRefusal({ ...village, id: village.$id }, await villageIdOf(tx, actorId), via);
  if (refusal) throw new ServiceError('invalid-argument', JOIN_MESSAGES[refusal]);
  try {
    await tx.incrementColumn('villages', villageId, 'memberCount', 1, { max: VILLAGE_MAX_MEMBERS });
  } catch (error) {
    if (isStoreError(error, 'out-of-range')) throw new ServiceError('invalid-argument', JOIN_MESSAGES.full);
    throw error;
  }
  await placeLearner(tx, actorId, villageId, now);
}

/** Joins an open village chosen from the list. */
export async function joinVillage({ store }: Pick<Backend, 'store'>, actorId: string, villageId: string, options: { now?: Date } = {}): Promise<{ villageId: string }> {
  const now = options.now ?? new Date();
  await store.transaction(async (tx) => {
    await requireLearner(tx, actorId);
    await admit(tx, actorId, villageId, 'list', now);
  });
  return { villageId };
}

/** Joins the village whose invite code the learner typed (open or invite-only). */
export async function joinByCode({ store }: Pick<Backend, 'store'>, actorId: string, typedCode: string, options: { now?: Date } = {}): Promise<{ villageId: string }> {
  const now = options.now ?? new Date();
  const code = normaliseInviteCode(typedCode);
  if (code === null) throw new ServiceError('invalid-argument', BAD_CODE, { fields: { code: m.codeShape } });
  return store.transaction(async (tx) => {
    await requireLearner(tx, actorId);
    const [village] = await tx.findRows('villages', [equal('inviteCode', code), limit(1)]);
    if (!village) throw new ServiceError('invalid-argument', BAD_CODE, { fields: { code: BAD_CODE } });
    await admit(tx, actorId, village.$id, 'code', now);
    return { villageId: village.$id };
  });
}

/**
 * Leaves the learner's village. The founder hands over first while others remain; the last member to leave
 * closes the village (it keeps its history, and nobody can join it again).
 */
export async function leaveVillage({ store }: Pick<Backend, 'store'>, actorId: string, options: { now?: Date } = {}): Promise<{ villageId: string; closed: boolean }> {
  const now = options.now ?? new Date();
  return store.transaction(async (tx) => {
    const villageId = await villageIdOf(tx, actorId);
    if (villageId === null) throw new ServiceError('not-found', NOT_IN_A_VILLAGE);
    const village = await requireVillage(tx, villageId);
    if (mustHandOverBeforeLeaving(village, actorId)) throw new ServiceError('invalid-argument', FOUNDER_MUST_HAND_OVER);
    await placeLearner(tx, actorId, null, now);
    const closed = village.memberCount <= 1;
    if (closed) await tx.updateRow('villages', villageId, { memberCount: 0, status: 'closed' });
    else await tx.incrementColumn('villages', villageId, 'memberCount', -1, { min: 0 });
    return { villageId, closed };
  });
}
