// Accounts: creating them, signing in and out, passwords. Throttling is applied here, above the Auth
// adapter, so every backend is guarded the same way.
import { AuthError, normaliseEmail, type NewSession } from '../auth/port.ts';
import type { Backend } from '../backend.ts';
import type { Columns } from '../schema.ts';
import { indexLearnerName } from './admin/name-index.ts';
import { markActive } from './last-active.ts';
import { tallyEvent } from './summaries/index.ts';
import { clearThrottled, releaseAttempt, reserveAttempt, sweepThrottled, type Reservation, type ThrottleCheck } from './auth-throttle.ts';
import { acceptPendingInvitations } from './organisations/invitations.ts';
import { joinOrganisation, organisationForSignUp } from './organisations/join-by-code.ts';
import { isServiceError, ServiceError, waitInWords } from './service-error.ts';
import { accountServiceMessages } from './accounts.messages.ts';

const m = accountServiceMessages('en');

export interface RequestMeta {
  /** The client's address, for per-address throttling. */
  ip: string;
  userAgent: string | null;
}

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
  timezone: string;
  role?: Columns<'users'>['role'];
  membershipStatus?: Columns<'users'>['membershipStatus'];
  transformationTier?: Columns<'users'>['transformationTier'];
}

/**
 * Creates credentials, the `users` row and the `user_points` row (0). If the profile cannot be written,
 * the credentials are removed again so no half-made account is left behind.
 */
export async function createAccount(
  { store, auth }: Backend,
  // password null: no usable password (an account made by social sign-in).
  input: Omit<NewAccount, 'password'> & { password: string | null },
): Promise<{ userId: string }> {
  let userId: string;
  try {
    ({ userId } = await auth.createAccount({ email: input.email, password: input.password }));
  } catch (error) {
    if (error instanceof AuthError && error.code === 'email-already-in-use') {
      throw new ServiceError('email-already-in-use', error.message, { fields: { email: error.message } });
    }
    throw error;
  }
  try {
    // The role is mirrored to the identity provider (Appwrite's `admin` label) before the profile is
    // written, so a failure here is undone like any other.
    if (input.role === 'admin') await auth.mirrorRole(userId, 'admin');
    await store.transaction(async (tx) => {
      const user = await tx.createRow('users', userId, {
        role: input.role ?? 'learner',
        membershipStatus: input.membershipStatus ?? 'free',
        transformationTier: input.transformationTier ?? null,
        displayName: input.displayName,
        timezone: input.timezone,
      });
      await tx.createRow('user_points', userId, { points: 0 });
      // Counted on the admin dashboard and findable in its search from the first moment.
      await tallyEvent(tx, { kind: 'signed-up', at: new Date(user.$createdAt), standing: user }, userId);
      await indexLearnerName(tx, userId, input.displayName);
    });
  } catch (error) {
    await auth.deleteAccount(userId);
    throw error;
  }
  return { userId };
}

/** A new session, and whether its person has finished onboarding (it decides where they land). */
export interface SignedIn extends NewSession {
  onboardingCompleted: boolean;
}

export function tooManyRequests(seconds: number, field?: string): ServiceError {
  const message = `Too many attempts. Please wait ${waitInWords(seconds)} and try again.`;
  return new ServiceError('too-many-requests', message, { retryAfterSeconds: seconds, ...(field ? { fields: { [field]: message } } : {}) });
}

/** How long a person is asked to wait when the server refused to start the password work. */
const BUSY_RETRY_SECONDS = 5;

/** Counts an attempt against every key before it is made; throws too-many-requests when a key is full. */
async function reserveOrRefuse(backend: Backend, checks: readonly ThrottleCheck[], field?: string): Promise<Reservation> {
  const outcome = await reserveAttempt(backend.store, checks);
  if (!outcome.ok) throw tooManyRequests(outcome.waitSeconds, field);
  return outcome.reservation;
}

/**
 * For an attempt that ended without a credential failure: gives its reservation back, and turns the
 * adapter's "too busy to start" into too-many-requests. Rethrows everything else.
 */
async function releaseAndRethrow(backend: Backend, reservation: Reservation, error: unknown, field?: string): Promise<never> {
  await releaseAttempt(backend.store, reservation);
  if (error instanceof AuthError && error.code === 'too-many-requests') {
    throw new ServiceError('too-many-requests', error.message, {
      retryAfterSeconds: BUSY_RETRY_SECONDS,
      ...(field ? { fields: { [field]: error.message } } : {}),
    });
  }
  throw error;
}

/** What a sign-up with an organisation's join code came to (rule 34). */
export type SignUpJoin = 'joined' | 'not-joined' | null;

/**
 * Self-service sign-up: a learner on the free membership, signed in at once. A session this browser had
 * (`previousToken`) is ended, so each sign-in leaves exactly one fresh token behind. With a join code the
 * new account joins that organisation as a corporate member (the code is checked before the account is
 * made, so a wrong one is answered beside its field); otherwise a pending invitation of the email is accepted.
 */
export async function signUp(
  backend: Backend,
  input: { email: string; password: string; displayName: string; timezone: string; joinCode?: string | null },
  meta: RequestMeta,
  previousToken?: string,
): Promise<SignedIn & { join: SignUpJoin }> {
  // Every sign-up counts (a taken email too); only one the server was too busy to start is given back.
  const reservation = await reserveOrRefuse(backend, [{ kind: 'signup', value: meta.ip }]);
  const { joinCode, ...account } = input;
  const organisation = joinCode ? await organisationForSignUp(backend.store, joinCode) : null;
  let userId: string;
  try {
    ({ userId } = await createAccount(backend, account));
  } catch (error) {
    if (error instanceof AuthError && error.code === 'too-many-requests') return releaseAndRethrow(backend, reservation, error);
    throw error;
  }
  let join: SignUpJoin = null;
  if (organisation) {
    try {
      await joinOrganisation(backend.store, userId, organisation.$id, 'Join code at sign-up');
      join = 'joined';
    } catch (error) {
      // Filled up or deactivated since the check a moment ago: the account stands, and the person is told.
      if (!isServiceError(error)) throw error;
      join = 'not-joined';
    }
  } else if ((await acceptPendingInvitations(backend, userId, input.email)) !== null) {
    join = 'joined';
  }
  const session = await startSession(backend, userId, meta);
  await signOut(backend, previousToken);
  return { ...session, onboardingCompleted: false, join };
}

/**
 * Email and password sign-in. After 10 failures for one email, or 30 from one address, within
 * 15 minutes, answers too-many-requests with the wait. Every credential failure reads the same.
 * The attempt is counted before the password is checked (and given back if it succeeds), so parallel
 * requests cannot all reach the check before the first failure is written.
 * A session this browser had (`previousToken`) is ended: each sign-in leaves exactly one fresh token.
 */
export async function signIn(
  backend: Backend,
  input: { email: string; password: string },
  meta: RequestMeta,
  previousToken?: string,
): Promise<SignedIn & { join: SignUpJoin }> {
  const { store, auth } = backend;
  const checks = [
    { kind: 'email', value: normaliseEmail(input.email) },
    { kind: 'ip', value: meta.ip },
  ] as const;
  const reservation = await reserveOrRefuse(backend, checks);
  let session: NewSession;
  try {
    // One step, as Appwrite checks a password by opening a session (the embedded adapter checks, then opens one).
    session = await auth.signInWithPassword(input, { userAgent: meta.userAgent });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credential') {
      // The reservation stays: it is the counted failure.
      await sweepThrottled(store);
      throw new ServiceError('invalid-credential', m.incorrect);
    }
    return releaseAndRethrow(backend, reservation, error);
  }
  // A sign-in for an account whose profile row is missing would leave a session with nobody behind it
  // (it stays counted, like any "Incorrect email or password").
  const profile = await store.getRow('users', session.userId);
  if (!profile) {
    await auth.deleteSession(session.token);
    throw new ServiceError('invalid-credential', m.incorrect);
  }
  // A suspended account cannot sign in (rule 35). The password was right, so it is not a counted failure.
  if (profile.suspendedAt !== null) {
    await auth.deleteSession(session.token);
    await releaseAttempt(store, reservation);
    throw suspendedError();
  }
  // Given back, the address's row stays (at 0) until swept: old rows go a batch at a time, on success too.
  await releaseAttempt(store, reservation);
  await clearThrottled(store, checks[0]);
  await sweepThrottled(store);
  await markActive(backend, session.userId);
  await signOut(backend, previousToken);
  // An organisation's invitation to this email is accepted now (rule 34); it never fails the sign-in.
  const joined = await acceptPendingInvitations(backend, session.userId, input.email);
  return { ...session, onboardingCompleted: profile.onboardingCompletedAt !== null, join: joined ? 'joined' : null };
}

/** What a suspended account reads when it tries to sign in (rule 35). */
export const SUSPENDED_MESSAGE = m.suspended;

export function suspendedError(): ServiceError {
  return new ServiceError('failed-precondition', SUSPENDED_MESSAGE);
}

/** A new session (a fresh token every time), and lastActive refreshed as the spec asks on sign-in. */
export async function startSession(backend: Backend, userId: string, meta: RequestMeta): Promise<NewSession> {
  if ((await backend.store.getRow('users', userId))?.suspendedAt) throw suspendedError();
  const session = await backend.auth.createSession(userId, { userAgent: meta.userAgent });
  await markActive(backend, userId);
  return session;
}

/** Ends the session of this token on the server. */
export async function signOut({ auth }: Backend, token: string | undefined): Promise<void> {
  if (token) await auth.deleteSession(token);
}

/** Ends every session of the user, the current one included. */
export async function signOutEverywhere({ auth }: Backend, userId: string): Promise<void> {
  await auth.deleteUserSessions(userId);
}

/**
 * Changes the password and, as ASVS 7.4.3 asks, ends every other session: the person is given one new
 * session here, so the device they are using stays signed in.
 *
 * The current-password check is a password guess like a sign-in (with a stolen session, say), so it is
 * throttled like one and shares its counters: 10 failures for the account's email, or 30 from one
 * address, within 15 minutes answer too-many-requests, beside the current-password field.
 */
export async function changePassword(
  backend: Backend,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<NewSession> {
  const email = await backend.auth.emailOf(userId);
  const checks: ThrottleCheck[] = [{ kind: 'ip', value: meta.ip }];
  if (email !== null) checks.unshift({ kind: 'email', value: normaliseEmail(email) });
  const reservation = await reserveOrRefuse(backend, checks, 'currentPassword');
  try {
    await backend.auth.changePassword(userId, input);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credential') {
      await sweepThrottled(backend.store);
      throw new ServiceError('invalid-credential', error.message, { fields: { currentPassword: error.message } });
    }
    return releaseAndRethrow(backend, reservation, error, 'currentPassword');
  }
  await releaseAttempt(backend.store, reservation);
  if (email !== null) await clearThrottled(backend.store, { kind: 'email', value: normaliseEmail(email) });
  await backend.auth.deleteUserSessions(userId);
  return backend.auth.createSession(userId, { userAgent: meta.userAgent });
}

/** Whether the account can sign in with a password (accounts made by social sign-in start without one). */
export async function hasPassword({ auth }: Backend, userId: string): Promise<boolean> {
  return auth.hasPassword ? auth.hasPassword(userId) : true;
}

/**
 * Gives an account that has no password its first one (no current password to check: there is none).
 * Like a change, it ends every other session and returns a new one for this device.
 */
export async function setFirstPassword(backend: Backend, userId: string, newPassword: string, meta: RequestMeta): Promise<NewSession> {
  if (await hasPassword(backend, userId)) {
    throw new ServiceError('invalid-argument', m.hasPassword);
  }
  try {
    await backend.auth.setPassword(userId, newPassword);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'too-many-requests') {
      throw new ServiceError('too-many-requests', error.message, { retryAfterSeconds: BUSY_RETRY_SECONDS, fields: { newPassword: error.message } });
    }
    throw error;
  }
  await backend.auth.deleteUserSessions(userId);
  return backend.auth.createSession(userId, { userAgent: meta.userAgent });
}
