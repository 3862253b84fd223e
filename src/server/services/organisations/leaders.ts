// An admin's changes to the people of an organisation (rules 34, 35): add a corporate leader by email (an
// existing account; someone outside any organisation joins it as its leader, a member is promoted), make a
// leader a member again, take someone out of the organisation. Each with the admin's reason, audited.
import { corporateStanding, NO_FREE_SEATS_MESSAGE } from '#/domain/organisations.ts';
import { normaliseEmail } from '../../auth/port.ts';
import type { Backend } from '../../backend.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { requireAdmin } from './actors.ts';
import { joinInTransaction, leaveInTransaction, writeStanding, type JoinOutcome } from './membership.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

export async function addLeader(
  { store, auth }: Pick<Backend, 'store' | 'auth'>,
  actorId: string,
  input: { organisationId: string; email: string; reason: string },
): Promise<{ userId: string; outcome: JoinOutcome }> {
  await requireAdmin(store, actorId);
  const userId = await auth.findUserIdByEmail(normaliseEmail(input.email));
  if (!userId || !(await store.getRow('users', userId))) {
    const message = m.noAccountEmail;
    throw new ServiceError('not-found', message, { fields: { email: message } });
  }
  try {
    const outcome = await store.transaction((tx) =>
      joinInTransaction(tx, { userId, organisationId: input.organisationId, tier: 'corporate_leader', action: 'organisation.leader-added', actorId, reason: input.reason, byAdmin: true }),
    );
    return { userId, outcome };
  } catch (error) {
    // Shown beside the email: it is about that person (another organisation) or the seats, in an admin's terms.
    if (error instanceof ServiceError && error.code === 'failed-precondition') {
      const message = error.message === NO_FREE_SEATS_MESSAGE ? m.everySeat : error.message;
      throw new ServiceError(error.code, message, { fields: { email: message } });
    }
    throw error;
  }
}

/** The leader stays in the organisation as a corporate member. */
export async function removeLeader({ store }: Pick<Backend, 'store'>, actorId: string, input: { organisationId: string; userId: string; reason: string }): Promise<void> {
  await requireAdmin(store, actorId);
  await store.transaction(async (tx) => {
    const user = await tx.getRow('users', input.userId);
    if (!user || user.organisationId !== input.organisationId || user.transformationTier !== 'corporate_leader') {
      throw new ServiceError('not-found', m.notLeader);
    }
    const after = corporateStanding('corporate_member');
    await writeStanding(tx, user, after);
    await recordAudit(tx, {
      actorId,
      action: 'organisation.leader-removed',
      targetType: 'user',
      targetId: user.$id,
      before: { organisationId: user.organisationId, transformationTier: user.transformationTier },
      after: { organisationId: user.organisationId, transformationTier: after.transformationTier },
      reason: input.reason,
    });
  });
}

/** Takes anyone (a leader too) out of the organisation: their corporate tier ends (rule 34). */
export async function removeMemberAsAdmin({ store }: Pick<Backend, 'store'>, actorId: string, input: { organisationId: string; userId: string; reason: string }): Promise<void> {
  await requireAdmin(store, actorId);
  await store.transaction((tx) => leaveInTransaction(tx, { ...input, action: 'organisation.member-removed', actorId }));
}
