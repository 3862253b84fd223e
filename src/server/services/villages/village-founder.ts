// The founder's tools (rule 30): a new invite code (the old one stops working), removing a member, and
// handing the village over to another member. Each checks, inside its transaction, that the person asking
// founded this village and that the other person is one of its members: the ids in a form prove nothing.
import type { Backend } from '../../backend.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { placeLearner, requireFounder, villageIdOf, withFreshCode } from './village-rows.ts';
import { communityServiceMessages } from './community-service.messages.ts';

const m = communityServiceMessages('en');

const NOT_A_MEMBER = m.notAMember;

async function requireOtherMember(tx: StoreOps, actorId: string, villageId: string, memberId: string): Promise<void> {
  if (memberId === actorId) throw new ServiceError('invalid-argument', m.anotherMember);
  if ((await villageIdOf(tx, memberId)) !== villageId) throw new ServiceError('not-found', NOT_A_MEMBER);
}

/** A fresh invite code for the founder's village; the previous code no longer lets anyone in. */
export async function regenerateInviteCode({ store }: Pick<Backend, 'store'>, actorId: string, villageId: string): Promise<{ inviteCode: string }> {
  return withFreshCode(store, async (tx, inviteCode) => {
    await requireFounder(tx, actorId, villageId);
    await tx.updateRow('villages', villageId, { inviteCode });
    return { inviteCode };
  });
}

/** Removes a member (never the founder); their board totals leave the village board at once. */
export async function removeMember(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  villageId: string,
  memberId: string,
  options: { now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await store.transaction(async (tx) => {
    await requireFounder(tx, actorId, villageId);
    await requireOtherMember(tx, actorId, villageId, memberId);
    await placeLearner(tx, memberId, null, now);
    await tx.incrementColumn('villages', villageId, 'memberCount', -1, { min: 1 });
  });
}

/** Makes another member the founder; the former founder stays an ordinary member (and may then leave). */
export async function handOverVillage({ store }: Pick<Backend, 'store'>, actorId: string, villageId: string, memberId: string): Promise<void> {
  await store.transaction(async (tx) => {
    await requireFounder(tx, actorId, villageId);
    await requireOtherMember(tx, actorId, villageId, memberId);
    await tx.updateRow('villages', villageId, { founderId: memberId });
  });
}
