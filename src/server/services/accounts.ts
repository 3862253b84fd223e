// Accounts: creating them, signing in and out, passwords. Throttling is applied here, above the Auth
// adapter, so every backend is guarded the same way.
import { AuthError, normaliseEmail, type NewSession } from '../auth/port.ts';
import type { Backend } from '../backend.ts';
import type { Columns } from '../schema.ts';
import { clearThrottled, recordThrottled, sweepThrottled, throttleWait } from './auth-throttle.ts';
import { ServiceError, waitInWords } from './service-error.ts';

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
      await tx.createRow('users', userId, {
        role: input.role ?? 'learner',
        membershipStatus: input.membershipStatus ?? 'free',
        transformationTier: input.transformationTier ?? null,
        displayName: input.displayName,
        timezone: input.timezone,
      });
      await tx.createRow('user_points', userId, { points: 0 });
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

export function tooManyRequests(seconds: number): ServiceError {
  return new ServiceError(
    'too-many-requests',
    `Too many attempts. Please wait ${waitInWords(seconds)} and try again.`,
    { retryAfterSeconds: seconds },
  );
}

/**
 * Self-service sign-up: a learner on the free membership, signed in at once. A session this browser had
 * (`previousToken`) is ended, so each sign-in leaves exactly one fresh token behind.
 */
export async function signUp(
  backend: Backend,
  input: { email: string; password: string; displayName: string; timezone: string },
  meta: RequestMeta,
  previousToken?: string,
): Promise<SignedIn> {
  const wait = await throttleWait(backend.store, [{ kind: 'signup', value: meta.ip }]);
  if (wait > 0) throw tooManyRequests(wait);
  await recordThrottled(backend.store, [{ kind: 'signup', value: meta.ip }]);
  const { userId } = await createAccount(backend, input);
  const session = await startSession(backend, userId, meta);
  await signOut(backend, previousToken);
  return { ...session, onboardingCompleted: false };
}

/**
 * Email and password sign-in. After 10 failures for one email, or 30 from one address, within
 * 15 minutes, answers too-many-requests with the wait. Every credential failure reads the same.
 * A session this browser had (`previousToken`) is ended: each sign-in leaves exactly one fresh token.
 */
export async function signIn(
  backend: Backend,
  input: { email: string; password: string },
  meta: RequestMeta,
  previousToken?: string,
): Promise<SignedIn> {
  const { store, auth } = backend;
  const checks = [
    { kind: 'email', value: normaliseEmail(input.email) },
    { kind: 'ip', value: meta.ip },
  ] as const;
  const wait = await throttleWait(store, checks);
  if (wait > 0) throw tooManyRequests(wait);
  let session: NewSession;
  try {
    // One step, as Appwrite checks a password by opening a session (the embedded adapter checks, then opens one).
    session = await auth.signInWithPassword(input, { userAgent: meta.userAgent });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credential') {
      await recordThrottled(store, checks);
      await sweepThrottled(store);
      throw new ServiceError('invalid-credential', 'Incorrect email or password');
    }
    throw error;
  }
  // A sign-in for an account whose profile row is missing would leave a session with nobody behind it.
  const profile = await store.getRow('users', session.userId);
  if (!profile) {
    await auth.deleteSession(session.token);
    throw new ServiceError('invalid-credential', 'Incorrect email or password');
  }
  await clearThrottled(store, checks[0]);
  await store.updateRow('users', session.userId, { lastActive: new Date().toISOString() });
  await signOut(backend, previousToken);
  return { ...session, onboardingCompleted: profile.onboardingCompletedAt !== null };
}

/** A new session (a fresh token every time), and lastActive refreshed as the spec asks on sign-in. */
export async function startSession(backend: Backend, userId: string, meta: RequestMeta): Promise<NewSession> {
  const session = await backend.auth.createSession(userId, { userAgent: meta.userAgent });
  await backend.store.updateRow('users', userId, { lastActive: new Date().toISOString() });
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
 */
export async function changePassword(
  backend: Backend,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<NewSession> {
  try {
    await backend.auth.changePassword(userId, input);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid-credential') {
      throw new ServiceError('invalid-credential', error.message, { fields: { currentPassword: error.message } });
    }
    throw error;
  }
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
    throw new ServiceError('invalid-argument', 'This account already has a password: change it with your current one.');
  }
  await backend.auth.setPassword(userId, newPassword);
  await backend.auth.deleteUserSessions(userId);
  return backend.auth.createSession(userId, { userAgent: meta.userAgent });
}
