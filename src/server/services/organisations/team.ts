// A corporate leader's own team (rule 34, /team): the organisation they lead, a new join code, removing a
// member. The organisation always comes from the leader's stored row, never from the request.
import type { Backend } from '../../backend.ts';
import { ServiceError } from '../service-error.ts';
import { requireLeader } from './actors.ts';
import { summaryOf, replaceJoinCode, type OrganisationSummary } from './admin-organisations.ts';
import { leaveInTransaction } from './membership.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

export async function getTeam({ store }: Pick<Backend, 'store'>, actorId: string): Promise<OrganisationSummary> {
  const { organisation } = await requireLeader(store, actorId);
  return summaryOf(organisation);
}

export async function regenerateTeamCode(backend: Pick<Backend, 'store'>, actorId: string): Promise<string> {
  const { organisation } = await requireLeader(backend.store, actorId);
  return replaceJoinCode(backend, actorId, organisation.$id);
}

/**
 * Takes a member out of the leader's organisation: their corporate tier ends and they are free again unless
 * they paid themselves. Leaders (the leader included) are managed by administrators, not by each other.
 */
export async function removeTeamMember({ store }: Pick<Backend, 'store'>, actorId: string, memberId: string): Promise<{ displayName: string }> {
  const { organisation } = await requireLeader(store, actorId);
  return store.transaction(async (tx) => {
    const member = await tx.getRow('users', memberId);
    // Someone outside the leader's organisation is "not found": a leader learns nothing about other people.
    if (!member || member.organisationId !== organisation.$id) throw new ServiceError('not-found', m.notInTeam);
    if (member.transformationTier === 'corporate_leader') {
      throw new ServiceError('permission-denied', m.leadersByAdmin);
    }
    await leaveInTransaction(tx, { userId: member.$id, organisationId: organisation.$id, action: 'organisation.member-removed', actorId, reason: 'Removed by their corporate leader' });
    return { displayName: member.displayName };
  });
}
