// Invitations by email list (rule 34): a corporate leader pastes addresses; each becomes a pending
// invitation of their organisation, accepted (and deleted) when that email signs up or signs in. The leader
// sees the pending list and may cancel one. There is no mail: the leader tells people to sign up.
//
// An invitation is matched by the email the account was made with. Accounts are not verified by mail, so the
// leader sees who joined on /team and can remove anyone who should not be there.
import { EMAIL_LIST_MAX, parseEmailList } from '#/domain/email-list.ts';
import { normaliseEmail } from '../../auth/port.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { cursorAfter, equal, limit, orderAsc } from '../../store/query.ts';
import { logError } from '../../log.ts';
import { recordAudit } from '../audit-log.ts';
import { isServiceError, ServiceError } from '../service-error.ts';
import { requireLeader } from './actors.ts';
import { joinInTransaction } from './membership.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

/** Pending invitations an organisation may hold at once. */
export const MAX_PENDING_INVITATIONS = 1000;
export const INVITATIONS_PAGE_SIZE = 50;
/** Invitations written per transaction (Appwrite stages at most 100 operations in one; one more is the audit entry). */
const BATCH = 90;

export interface InviteOutcome {
  /** Newly invited addresses. */
  readonly invited: readonly string[];
  /** Addresses that already had a pending invitation. */
  readonly alreadyInvited: readonly string[];
}

function fieldError(message: string): ServiceError {
  return new ServiceError('invalid-argument', message, { fields: { emails: message } });
}

function quoted(list: readonly string[]): string {
  const shown = list.slice(0, 5).map((entry) => `"${entry.slice(0, 60)}"`);
  return list.length > 5 ? `${shown.join(', ')} and ${list.length - 5} more` : shown.join(', ');
}

export async function inviteByEmailList({ store }: Pick<Backend, 'store'>, actorId: string, text: string): Promise<InviteOutcome> {
  const { organisation } = await requireLeader(store, actorId);
  const { emails, invalid } = parseEmailList(text);
  if (invalid.length > 0) throw fieldError(`These are not email addresses: ${quoted(invalid)}. Correct or remove them; nobody was invited yet.`);
  if (emails.length === 0) throw fieldError(m.pasteOne);
  if (emails.length > EMAIL_LIST_MAX) throw fieldError(`Paste at most ${EMAIL_LIST_MAX} addresses at a time (this list has ${emails.length}).`);

  const existing = new Set<string>();
  for (let start = 0; start < emails.length; start += BATCH) {
    const chunk = emails.slice(start, start + BATCH);
    const rows = await store.findRows('organisation_invitations', [equal('organisationId', organisation.$id), equal('email', chunk), limit(chunk.length)]);
    for (const row of rows) existing.add(row.email);
  }
  const fresh = emails.filter((email) => !existing.has(email));
  // Counted up to the cap only: Appwrite counts at most 5,000, far above it.
  const { total: pending } = await store.listRows('organisation_invitations', [equal('organisationId', organisation.$id), limit(1)]);
  if (pending + fresh.length > MAX_PENDING_INVITATIONS) {
    throw fieldError(`Your team can have at most ${MAX_PENDING_INVITATIONS} pending invitations (it has ${pending}). Cancel some, or wait until people sign up.`);
  }
  for (let start = 0; start < fresh.length; start += BATCH) {
    const chunk = fresh.slice(start, start + BATCH);
    await store.transaction(async (tx) => {
      for (const email of chunk) await tx.createRow('organisation_invitations', null, { organisationId: organisation.$id, email, invitedBy: actorId });
      await recordAudit(tx, { actorId, action: 'organisation.invited', targetType: 'organisation', targetId: organisation.$id, before: null, after: { emails: chunk }, reason: null });
    });
  }
  return { invited: fresh, alreadyInvited: emails.filter((email) => existing.has(email)) };
}

export interface PendingInvitation {
  readonly id: string;
  readonly email: string;
  readonly invitedAt: string;
}

export async function listPendingInvitations(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  page: { after?: string | null } = {},
): Promise<{ invitations: PendingInvitation[]; nextCursor: string | null }> {
  const { organisation } = await requireLeader(store, actorId);
  const cursorRow = page.after ? await store.getRow('organisation_invitations', page.after) : null;
  const after = cursorRow?.organisationId === organisation.$id ? [cursorAfter(cursorRow.$id)] : [];
  const rows = await store.findRows('organisation_invitations', [equal('organisationId', organisation.$id), orderAsc('email'), ...after, limit(INVITATIONS_PAGE_SIZE + 1)]);
  const shown = rows.slice(0, INVITATIONS_PAGE_SIZE);
  return {
    invitations: shown.map((row) => ({ id: row.$id, email: row.email, invitedAt: row.$createdAt })),
    nextCursor: rows.length > INVITATIONS_PAGE_SIZE ? (shown.at(-1)?.$id ?? null) : null,
  };
}

export async function cancelInvitation({ store }: Pick<Backend, 'store'>, actorId: string, invitationId: string): Promise<{ email: string }> {
  const { organisation } = await requireLeader(store, actorId);
  return store.transaction(async (tx) => {
    const invitation = await tx.getRow('organisation_invitations', invitationId);
    // Another organisation's invitation is "not found" to this leader.
    if (!invitation || invitation.organisationId !== organisation.$id) throw new ServiceError('not-found', m.invitationGone);
    await tx.deleteRow('organisation_invitations', invitation.$id);
    await recordAudit(tx, { actorId, action: 'organisation.invitation-cancelled', targetType: 'organisation', targetId: organisation.$id, before: { email: invitation.email }, after: null, reason: null });
    return { email: invitation.email };
  });
}

/** Invitations of one email looked at per sign-in (the oldest first). */
const INVITATIONS_READ = 20;

async function acceptOne(backend: Pick<Backend, 'store'>, user: RowOf<'users'>, invitation: RowOf<'organisation_invitations'>): Promise<boolean> {
  return backend.store.transaction(async (tx) => {
    const outcome = await joinInTransaction(tx, {
      userId: user.$id,
      organisationId: invitation.organisationId,
      tier: 'corporate_member',
      action: 'organisation.member-joined',
      actorId: user.$id,
      reason: `Invitation to ${invitation.email}`,
    });
    await tx.deleteRow('organisation_invitations', invitation.$id);
    return outcome === 'joined';
  });
}

/**
 * Accepts the oldest pending invitation of this email that can be accepted now: the person joins that
 * organisation. An invitation to the organisation they are already in is used up; others wait (an inactive
 * or full organisation, or the person is in another one). Never fails the sign-in it runs in: a problem is
 * logged and the invitations stay pending. Returns the organisation joined, or null.
 */
export async function acceptPendingInvitations(backend: Pick<Backend, 'store' | 'auth'>, userId: string, email?: string): Promise<{ organisationId: string } | null> {
  try {
    const address = normaliseEmail(email ?? (await backend.auth.emailOf(userId)) ?? '');
    if (address === '') return null;
    const invitations = await backend.store.findRows('organisation_invitations', [equal('email', address), orderAsc('$createdAt'), limit(INVITATIONS_READ)]);
    for (const invitation of invitations) {
      const user = await backend.store.getRow('users', userId);
      if (!user) return null;
      if (user.organisationId === invitation.organisationId) {
        await backend.store.deleteRow('organisation_invitations', invitation.$id).catch(() => undefined);
        continue;
      }
      if (user.organisationId !== null) continue;
      try {
        if (await acceptOne(backend, user, invitation)) return { organisationId: invitation.organisationId };
      } catch (error) {
        // Inactive, full, or gone: this invitation waits; the next may do.
        if (!isServiceError(error)) throw error;
      }
    }
    return null;
  } catch (error) {
    logError(`accepting the pending invitations of ${userId} at sign-in`, error);
    return null;
  }
}
