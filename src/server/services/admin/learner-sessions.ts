// Suspending, reinstating and signing a learner out everywhere (rule 35), from /admin/user/{id}. A suspended
// account cannot sign in (accounts.ts and social-accounts.ts check `suspendedAt`; in Appwrite mode the
// Appwrite user is blocked too) and its sessions end at once: every session is deleted, and the caller ends
// the account's open live streams (`endLiveStreams`), which otherwise would run until their next check.
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';

/** Refusals are raised in English and translated on their way out of an Action. */
const m = adminServiceMessages('en');

export interface SessionEndOptions {
  /** Ends the account's open live streams in this process (the caller's registry). */
  readonly endLiveStreams?: (userId: string) => void;
  readonly now?: Date;
}

function checkReason(reason: string): string {
  const why = reason.trim();
  if (why.length < 3) throw new ServiceError('invalid-argument', m.sayWhyShort, { fields: { reason: m.sayWhyShort } });
  return why;
}

async function learner(tx: Parameters<typeof requireAdmin>[0], userId: string): Promise<RowOf<'users'>> {
  const row = isId(userId) ? await tx.getRow('users', userId) : null;
  if (!row) throw new ServiceError('not-found', m.noSuchLearner);
  return row;
}

/** Ends every session of the account: the backend's, then the live streams of this process. */
async function endSessions({ auth }: Pick<Backend, 'auth'>, userId: string, options: SessionEndOptions): Promise<void> {
  await auth.deleteUserSessions(userId);
  options.endLiveStreams?.(userId);
}

/** Suspends the account, with a reason: no sign-in from now on, every session ended. */
export async function suspendLearner(backend: Pick<Backend, 'store' | 'auth'>, adminId: string, userId: string, reason: string, options: SessionEndOptions = {}): Promise<void> {
  const why = checkReason(reason);
  const now = options.now ?? new Date();
  await backend.store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const row = await learner(tx, userId);
    if (row.$id === adminId) throw new ServiceError('failed-precondition', m.cannotSuspendSelf);
    if (row.suspendedAt !== null) throw new ServiceError('failed-precondition', m.alreadySuspended);
    await tx.updateRow('users', userId, { suspendedAt: now.toISOString() });
    await recordAudit(tx, { actorId: adminId, action: 'user.suspended', targetType: 'user', targetId: userId, before: { suspendedAt: null }, after: { suspendedAt: now.toISOString() }, reason: why, at: now });
  });
  // Blocked at the identity provider before the sessions go, so none can be made in between (Appwrite).
  await backend.auth.setBlocked(userId, true);
  await endSessions(backend, userId, options);
}

/** Lifts a suspension, with a reason: the learner can sign in again. */
export async function reinstateLearner(backend: Pick<Backend, 'store' | 'auth'>, adminId: string, userId: string, reason: string, options: { now?: Date } = {}): Promise<void> {
  const why = checkReason(reason);
  const now = options.now ?? new Date();
  await backend.store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const row = await learner(tx, userId);
    if (row.suspendedAt === null) throw new ServiceError('failed-precondition', m.notSuspended);
    await tx.updateRow('users', userId, { suspendedAt: null });
    await recordAudit(tx, { actorId: adminId, action: 'user.reinstated', targetType: 'user', targetId: userId, before: { suspendedAt: row.suspendedAt }, after: { suspendedAt: null }, reason: why, at: now });
  });
  await backend.auth.setBlocked(userId, false);
}

/** Signs the learner out on every device (their account stays as it is); the reason is optional. */
export async function signLearnerOutEverywhere(
  backend: Pick<Backend, 'store' | 'auth'>,
  adminId: string,
  userId: string,
  reason: string | null,
  options: SessionEndOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await backend.store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    await learner(tx, userId);
    await recordAudit(tx, { actorId: adminId, action: 'user.signed_out', targetType: 'user', targetId: userId, before: null, after: null, reason: reason?.trim() || null, at: now });
  });
  await endSessions(backend, userId, options);
}
