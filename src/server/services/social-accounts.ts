// Turning a completed social sign-in into a session, or into a link on the signed-in person's account.
//
// A provider account is known by its subject (the ID token's `sub`), stored in social_links when first
// linked; later sign-ins go by it, whatever email the provider reports then. The first time, a VERIFIED
// email may link an existing learner account (the provider vouches that the person controls the address,
// which is what a password sign-in would otherwise prove) or names a new account made as a sign-up makes
// one; it never links an administrator's account: an admin links a provider while signed in, from the
// profile page (src/domain/social-links.ts has the rules).
//
// A `session` result (Appwrite's OAuth2) comes with the account Appwrite chose, by its own identity or by a
// verified email, admins included. So an admin's is accepted only through a link the admin made, and is
// then exchanged for a session this server makes: an admin session Appwrite's OAuth2 opened is refused
// wherever it is presented (session-user.ts), because anyone can run that flow against Appwrite directly.
import { emailMayLink, linkSignsIn } from '#/domain/social-links.ts';
import { normaliseEmail, type NewSession } from '../auth/port.ts';
import type { SocialResult } from '../auth/social/port.ts';
import type { Backend } from '../backend.ts';
import { createAccount, startSession, suspendedError, tooManyRequests, type RequestMeta } from './accounts.ts';
import { indexLearnerName } from './admin/name-index.ts';
import { markActive } from './last-active.ts';
import { tallyEvent } from './summaries/index.ts';
import { clearThrottled, recordThrottled, sweepThrottled, throttleWait, type ThrottleCheck } from './auth-throttle.ts';
import { acceptPendingInvitations } from './organisations/invitations.ts';
import { isServiceError, ServiceError } from './service-error.ts';
import { findLink, forgetLink, linksOf, recordLink } from './social-links.ts';
import { accountServiceMessages } from './accounts.messages.ts';

const m = accountServiceMessages('en');

export interface SocialSignInOutcome {
  session: NewSession;
  /** A new account was made: it lands on /welcome like a sign-up. */
  created: boolean;
  onboardingCompleted: boolean;
}

/** The display name of a new account: the provider's name, else the email's local part. */
export function displayNameFor(name: string | null, email: string): string {
  // eslint-disable-next-line no-control-regex -- a name from outside must not carry control characters
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const fallback = email.split('@', 1)[0] ?? 'Learner';
  return (clean || fallback).slice(0, 80);
}

/** The address checks a social callback is throttled by (as a password sign-in is, per address). */
export function socialThrottleChecks(meta: RequestMeta): ThrottleCheck[] {
  return [{ kind: 'ip', value: meta.ip }];
}

/** Whether this address must wait before another social sign-in; throws too-many-requests if so. */
export async function assertSocialNotThrottled(backend: Backend, meta: RequestMeta): Promise<void> {
  const wait = await throttleWait(backend.store, socialThrottleChecks(meta));
  if (wait > 0) throw tooManyRequests(wait);
}

/** Counts a failed social sign-in against the address (a failure at the provider or a refused link). */
export async function recordSocialFailure(backend: Backend, meta: RequestMeta): Promise<void> {
  await recordThrottled(backend.store, socialThrottleChecks(meta));
  await sweepThrottled(backend.store);
}

/** The refusal when a provider account may not open the account it points at (the route shows why). */
function notLinked(): ServiceError {
  return new ServiceError(
    'permission-denied',
    m.notLinked,
  );
}

/** Refuses (and counts against the address) a sign-in that may not open the account. */
async function refuse(backend: Backend, meta: RequestMeta, error: ServiceError, backendSession?: string): Promise<never> {
  // A session the backend already opened (Appwrite) must not outlive the refusal.
  if (backendSession) await backend.auth.deleteSession(backendSession);
  await recordSocialFailure(backend, meta);
  throw error;
}

/** A completed social sign-in as a session; a pending organisation invitation of the account's email is accepted (rule 34). */
export async function signInWithSocial(backend: Backend, result: SocialResult, meta: RequestMeta): Promise<SocialSignInOutcome> {
  const outcome = await openSocialSession(backend, result, meta);
  await acceptPendingInvitations(backend, outcome.session.userId);
  return outcome;
}

async function openSocialSession(backend: Backend, result: SocialResult, meta: RequestMeta): Promise<SocialSignInOutcome> {
  await assertSocialNotThrottled(backend, meta);
  if (result.kind === 'session') return acceptBackendSession(backend, result, meta);

  const { store } = backend;
  let link = await findLink(store, result.providerId, result.subject);
  let linkedRow = link ? await store.getRow('users', link.userId) : null;
  if (link && !linkedRow) {
    // The account is gone: its link means nothing now.
    await forgetLink(store, link);
    link = null;
  }
  if (link && linkedRow) {
    if (!linkSignsIn(link.linkedBy, linkedRow.role)) await refuse(backend, meta, notLinked());
    return { session: await startSession(backend, link.userId, meta), created: false, onboardingCompleted: !!linkedRow.onboardingCompletedAt };
  }

  if (!result.emailVerified) {
    await recordSocialFailure(backend, meta);
    throw new ServiceError(
      'invalid-credential',
      m.unverified,
    );
  }
  const email = normaliseEmail(result.email);
  let created = false;
  let userId = await backend.auth.findUserIdByEmail(email);
  if (!userId) {
    // A new account counts as a sign-up for throttling, like the form's.
    const signups: ThrottleCheck[] = [{ kind: 'signup', value: meta.ip }];
    const wait = await throttleWait(store, signups);
    if (wait > 0) throw tooManyRequests(wait);
    await recordThrottled(store, signups);
    try {
      ({ userId } = await createAccount(backend, { email, password: null, displayName: displayNameFor(result.name, email), timezone: 'UTC' }));
      created = true;
    } catch (error) {
      // Two callbacks for one new email at once: the other one made the account; this one is an email match.
      if (!isServiceError(error, 'email-already-in-use')) throw error;
      userId = await backend.auth.findUserIdByEmail(email);
      if (!userId) throw error;
    }
  }
  if (!created) {
    await ensureProfile(backend, userId, displayNameFor(result.name, email));
    linkedRow = await store.getRow('users', userId);
    const otherAccountThere = (await linksOf(store, userId)).some((other) => other.providerId === result.providerId && other.subject !== result.subject);
    // Never an admin's account by email; nor one already linked to a different account at this provider.
    if (!linkedRow || !emailMayLink(linkedRow.role) || otherAccountThere) await refuse(backend, meta, notLinked());
  }
  const held = await recordLink(store, { userId, providerId: result.providerId, subject: result.subject, linkedBy: created ? 'sign-up' : 'email' });
  if (held.userId !== userId) await refuse(backend, meta, notLinked());
  await clearThrottled(store, { kind: 'email', value: email });
  const session = await startSession(backend, userId, meta);
  const row = await store.getRow('users', userId);
  return { session, created, onboardingCompleted: !!row?.onboardingCompletedAt };
}

/** A session Appwrite's OAuth2 made: checked against our links before its token may reach a cookie. */
async function acceptBackendSession(backend: Backend, result: Extract<SocialResult, { kind: 'session' }>, meta: RequestMeta): Promise<SocialSignInOutcome> {
  const { store } = backend;
  const created = await ensureProfile(backend, result.userId, displayNameFor(result.name, result.email));
  const row = await store.getRow('users', result.userId);
  if (!row) throw new Error(`The profile of ${result.userId} could not be made`);
  const link = result.subject ? await findLink(store, result.providerId, result.subject) : null;
  if (row.role === 'admin') {
    const linked = link !== null && link.userId === result.userId && linkSignsIn(link.linkedBy, 'admin');
    if (!linked) await refuse(backend, meta, notLinked(), result.token);
    // Only sessions this server makes may hold an admin account (session-user.ts refuses Appwrite's OAuth2 ones).
    await backend.auth.deleteSession(result.token);
    return { session: await startSession(backend, result.userId, meta), created: false, onboardingCompleted: !!row.onboardingCompletedAt };
  }
  if (result.subject && !link) {
    await recordLink(store, { userId: result.userId, providerId: result.providerId, subject: result.subject, linkedBy: created ? 'sign-up' : 'email' });
  }
  if (row.suspendedAt !== null) await refuse(backend, meta, suspendedError(), result.token);
  await markActive(backend, result.userId);
  return {
    session: { userId: result.userId, token: result.token, expiresAt: result.expiresAt },
    created,
    onboardingCompleted: !!row.onboardingCompletedAt,
  };
}

/**
 * Links the provider account of a completed flow to the signed-in person's account (the "Link <provider>"
 * button on /profile). Refused when that provider account already opens another account, and, for an
 * Appwrite session, when Appwrite put it on another account. The person's own session is left as it is.
 */
export async function linkSocialAccount(backend: Backend, result: SocialResult, userId: string, meta: RequestMeta): Promise<void> {
  await assertSocialNotThrottled(backend, meta);
  const backendSession = result.kind === 'session' ? result.token : undefined;
  const taken = new ServiceError('permission-denied', m.linkedElsewhere);
  if (result.kind === 'session' && result.userId !== userId) await refuse(backend, meta, taken, backendSession);
  if (result.subject === null) {
    await refuse(backend, meta, new ServiceError('invalid-argument', m.whichAccount), backendSession);
    return;
  }
  const held = await recordLink(backend.store, { userId, providerId: result.providerId, subject: result.subject, linkedBy: 'profile' });
  if (held.userId !== userId) await refuse(backend, meta, taken, backendSession);
  // Linking needs no second session: the one Appwrite opened for the flow is closed.
  if (backendSession) await backend.auth.deleteSession(backendSession);
}

/**
 * Makes the `users` and `user_points` rows of an account that has none yet (an Appwrite user who first
 * arrives through OAuth), with a sign-up's defaults. Returns whether it made them.
 */
async function ensureProfile({ store }: Backend, userId: string, displayName: string): Promise<boolean> {
  if (await store.getRow('users', userId)) return false;
  try {
    await store.transaction(async (tx) => {
      const user = await tx.createRow('users', userId, { role: 'learner', membershipStatus: 'free', transformationTier: null, displayName, timezone: 'UTC' });
      if (!(await tx.getRow('user_points', userId))) await tx.createRow('user_points', userId, { points: 0 });
      await tallyEvent(tx, { kind: 'signed-up', at: new Date(user.$createdAt), standing: user }, userId);
      await indexLearnerName(tx, userId, displayName);
    });
  } catch (error) {
    // Made meanwhile by a parallel request: that is the state we wanted.
    if (await store.getRow('users', userId)) return false;
    throw error;
  }
  return true;
}
