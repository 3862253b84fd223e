// Role, membership and tier: written by the server only (rules 21, 34, 35), never from a form a learner can
// post. An admin changes them from /admin/user/{id} with a reason; an operator from the command line
// (`npm run account -- set`). Either way one transaction writes the row, moves the dashboard's counts (which
// refuses, atomically, to demote the last admin) and records the change in the audit log.
import { changedStandingFields, standingChangeProblem, standingValueLabel, STANDING_LABELS } from '#/domain/standing-rules.ts';
import type { UserStanding } from '#/domain/user-flags.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../backend.ts';
import type { Columns } from '../schema.ts';
import { recordAudit } from './audit-log.ts';
import { requireAdmin } from './admin/admin-actor.ts';
import { isOnHold, tallyHoldChange } from './organisations/held-members.ts';
import { ServiceError } from './service-error.ts';
import { summaryRowId, tallyEvent } from './summaries/index.ts';

export interface AccessChanges {
  role?: Columns<'users'>['role'];
  membershipStatus?: Columns<'users'>['membershipStatus'];
  transformationTier?: Columns<'users'>['transformationTier'];
}

/** Who changes a standing: an admin (checked against the store), or the operator at the command line. */
export type StandingActor = { readonly adminId: string } | 'operator';

/** The audit log's actor id for the command line, which no account did. */
export const OPERATOR_ACTOR = 'operator';

export interface StandingChangeResult {
  readonly before: UserStanding;
  readonly after: UserStanding;
  /** The fields that changed (none: the learner already stood so). */
  readonly changed: readonly (keyof UserStanding)[];
}

/**
 * Changes a learner's role, membership or tier. Refuses (ServiceError) an admin removing their own admin role,
 * demoting the last admin (checked against the count, then enforced by the store in the same transaction),
 * an unknown learner, and a missing reason from an admin.
 */
export async function changeStanding(
  { store, auth }: Pick<Backend, 'store' | 'auth'>,
  actor: StandingActor,
  userId: string,
  changes: AccessChanges,
  reason: string | null,
  now = new Date(),
): Promise<StandingChangeResult> {
  const actorId = actor === 'operator' ? OPERATOR_ACTOR : actor.adminId;
  const why = reason?.trim() ?? '';
  if (actor !== 'operator' && why.length < 3) {
    throw new ServiceError('invalid-argument', 'Say why (at least 3 characters).', { fields: { reason: 'Say why (at least 3 characters).' } });
  }
  const result = await store.transaction(async (tx): Promise<StandingChangeResult> => {
    if (actor !== 'operator') await requireAdmin(tx, actor.adminId);
    const row = isId(userId) ? await tx.getRow('users', userId) : null;
    if (!row) throw new ServiceError('not-found', 'No such learner.');
    const before: UserStanding = { role: row.role, membershipStatus: row.membershipStatus, transformationTier: row.transformationTier };
    const after: UserStanding = { ...before, ...changes };
    const changed = changedStandingFields(before, after);
    if (changed.length === 0) return { before, after, changed };
    const admins = (await tx.getRow('summaries', summaryRowId('role', 'admin', 0)))?.count ?? 0;
    const problem = standingChangeProblem({ actorId, targetId: userId, before, after, admins });
    if (problem) throw new ServiceError('failed-precondition', problem);
    const wasOnHold = await isOnHold(tx, row);
    await tx.updateRow('users', userId, Object.fromEntries(changed.map((field) => [field, after[field]])));
    // The counts move in the same transaction; demoting the last admin fails here even if two admins raced.
    await tallyEvent(tx, { kind: 'standing-changed', before, after }, userId);
    await tallyHoldChange(tx, wasOnHold, { ...row, ...after });
    for (const field of changed) {
      await recordAudit(tx, {
        actorId,
        action: `user.${field === 'membershipStatus' ? 'membership' : field === 'transformationTier' ? 'tier' : 'role'}`,
        targetType: 'user',
        targetId: userId,
        before: { [field]: before[field] },
        after: { [field]: after[field] },
        reason: why || `${STANDING_LABELS[field]} set to ${standingValueLabel(after[field])} from the command line.`,
        at: now,
      });
    }
    return { before, after, changed };
  });
  // Appwrite mode keeps the `admin` label in step with the role (permissions may name `label:admin`).
  if (result.changed.includes('role')) await auth.mirrorRole(userId, result.after.role);
  return result;
}

/** The command line's form (`npm run account -- set`): the operator's change, recorded as such. */
export async function setAccess(backend: Backend, userId: string, changes: AccessChanges): Promise<void> {
  await changeStanding(backend, 'operator', userId, changes, null);
}
