// Turning a completed social sign-in into a session. An identity (embedded OIDC) is linked to an account
// by VERIFIED email only: the provider vouches that the person controls the address, which is exactly
// what a password sign-in would otherwise prove. An existing account with that email is signed in; a new
// email gets a new account made exactly as a sign-up makes one, but with no usable password.
// A session (Appwrite OAuth) was made by the backend already; only our profile row must exist.
import { normaliseEmail, type NewSession } from '../auth/port.ts';
import type { SocialResult } from '../auth/social/port.ts';
import type { Backend } from '../backend.ts';
import { createAccount, startSession, tooManyRequests, type RequestMeta } from './accounts.ts';
import { clearThrottled, recordThrottled, sweepThrottled, throttleWait, type ThrottleCheck } from './auth-throttle.ts';
import { isServiceError, ServiceError } from './service-error.ts';

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

export async function signInWithSocial(backend: Backend, result: SocialResult, meta: RequestMeta): Promise<SocialSignInOutcome> {
  await assertSocialNotThrottled(backend, meta);
  if (result.kind === 'session') {
    const created = await ensureProfile(backend, result.userId, displayNameFor(result.name, result.email));
    const row = await backend.store.getRow('users', result.userId);
    await backend.store.updateRow('users', result.userId, { lastActive: new Date().toISOString() });
    return {
      session: { userId: result.userId, token: result.token, expiresAt: result.expiresAt },
      created,
      onboardingCompleted: !!row?.onboardingCompletedAt,
    };
  }

  if (!result.emailVerified) {
    await recordSocialFailure(backend, meta);
    throw new ServiceError(
      'invalid-credential',
      'Your email address is not verified with this provider, so we cannot sign you in with it. Verify it there, or sign in with your password.',
    );
  }
  const email = normaliseEmail(result.email);
  let created = false;
  let userId = await backend.auth.findUserIdByEmail(email);
  if (!userId) {
    // A new account counts as a sign-up for throttling, like the form's.
    const signups: ThrottleCheck[] = [{ kind: 'signup', value: meta.ip }];
    const wait = await throttleWait(backend.store, signups);
    if (wait > 0) throw tooManyRequests(wait);
    await recordThrottled(backend.store, signups);
    try {
      ({ userId } = await createAccount(backend, {
        email,
        password: null,
        displayName: displayNameFor(result.name, email),
        timezone: 'UTC',
      }));
      created = true;
    } catch (error) {
      // Two callbacks for one new email at once: the other one made the account, so this one signs into it.
      if (!isServiceError(error, 'email-already-in-use')) throw error;
      userId = await backend.auth.findUserIdByEmail(email);
      if (!userId) throw error;
    }
  } else {
    await ensureProfile(backend, userId, displayNameFor(result.name, email));
  }
  await clearThrottled(backend.store, { kind: 'email', value: email });
  const session = await startSession(backend, userId, meta);
  const row = await backend.store.getRow('users', userId);
  return { session, created, onboardingCompleted: !!row?.onboardingCompletedAt };
}

/**
 * Makes the `users` and `user_points` rows of an account that has none yet (an Appwrite user who first
 * arrives through OAuth), with a sign-up's defaults. Returns whether it made them.
 */
async function ensureProfile({ store }: Backend, userId: string, displayName: string): Promise<boolean> {
  if (await store.getRow('users', userId)) return false;
  try {
    await store.transaction(async (tx) => {
      await tx.createRow('users', userId, { role: 'learner', membershipStatus: 'free', transformationTier: null, displayName, timezone: 'UTC' });
      if (!(await tx.getRow('user_points', userId))) await tx.createRow('user_points', userId, { points: 0 });
    });
  } catch (error) {
    // Made meanwhile by a parallel request: that is the state we wanted.
    if (await store.getRow('users', userId)) return false;
    throw error;
  }
  return true;
}
