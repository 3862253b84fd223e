// The Auth port: who someone is (credentials, sessions). What they may do and their profile live in
// the `users` table behind the Store; throttling lives in the accounts service so it guards every adapter.
import type { Role } from '#/domain/user-flags.ts';

/** A session as the middleware sees it. */
export interface ResolvedSession {
  userId: string;
  expiresAt: Date;
  /** Set when sliding renewal moved the expiry: the cookie must be re-sent with it. */
  renewedUntil: Date | null;
  /**
   * The identity backend opened this session itself at the end of its own OAuth2 flow (Appwrite), which
   * anyone can run against it directly, with none of our checks. Sessions this server makes never are.
   */
  openedByBackendOAuth?: boolean;
}

/** An account found by its email. */
export interface EmailAccount {
  readonly userId: string;
  readonly email: string;
}

/** One open session as an admin sees it: when it began and was last used, and the device's browser. */
export interface SessionSummary {
  readonly createdAt: string;
  /** When the session was last renewed or used, as far as the backend knows. */
  readonly lastUsedAt: string;
  readonly expiresAt: string;
  /** The browser's User-Agent, or the backend's description of the client ("Chrome on Android"). */
  readonly device: string | null;
}

export interface NewSession {
  userId: string;
  /** The secret the browser keeps in its cookie; never stored by the server. */
  token: string;
  expiresAt: Date;
}

/** `too-many-requests`: the adapter refused to start the work now (the embedded one's password hashing is full). */
export type AuthErrorCode = 'invalid-credential' | 'email-already-in-use' | 'user-not-found' | 'too-many-requests';

/** A failure the person can act on; `code` follows the identity-provider codes of rule 43. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

export interface Auth {
  /**
   * Creates credentials for a new user and returns the new user id. `password: null` makes an account
   * with no usable password (made by social sign-in): password sign-in answers `invalid-credential`
   * until `setPassword` gives it one.
   */
  createAccount(input: { email: string; password: string | null }): Promise<{ userId: string }>;
  /** Removes credentials and sessions (used to undo a sign-up whose profile could not be written). */
  deleteAccount(userId: string): Promise<void>;
  /** Checks email and password; throws `invalid-credential` for any mismatch, unknown email included. */
  verifyPassword(input: { email: string; password: string }): Promise<{ userId: string }>;
  /**
   * Checks email and password and starts a new session in one step: Appwrite can only check a password
   * by opening a session, whose secret is then the cookie token. Fails like `verifyPassword`.
   */
  signInWithPassword(input: { email: string; password: string }, meta: { userAgent: string | null }): Promise<NewSession>;
  /** Starts a new session with a fresh token (a new one at every sign-in). */
  createSession(userId: string, meta: { userAgent: string | null }): Promise<NewSession>;
  /** The session for a cookie token, renewed when it is past half its life, or null. */
  resolveSession(token: string): Promise<ResolvedSession | null>;
  /** Ends one session server-side; the token stops working at once. */
  deleteSession(token: string): Promise<void>;
  /** Ends every session of a user ("sign out everywhere"). */
  deleteUserSessions(userId: string): Promise<void>;
  /** Replaces the password after checking the current one. */
  changePassword(userId: string, input: { currentPassword: string; newPassword: string }): Promise<void>;
  /** Sets a password without the current one (operator command, and a first password for an account that has none). */
  setPassword(userId: string, password: string): Promise<void>;
  /**
   * Whether the account has a usable password (false for one made by social sign-in). Optional: an adapter
   * without it is taken to have a password for every account, so /profile offers only "Change password".
   */
  hasPassword?(userId: string): Promise<boolean>;
  /** The user id registered with an email, or null. */
  findUserIdByEmail(email: string): Promise<string | null>;
  /** The email of a user, or null. */
  emailOf(userId: string): Promise<string | null>;
  /** The emails of several users at once (admin lists and exports); users without an account are left out. */
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Accounts whose email starts with `prefix` (lower case), in email order, at most `limit`, after the
   * account `after` (the last one of the previous page): the admin's search by email.
   */
  findAccountsByEmailPrefix(prefix: string, options: { limit: number; after?: EmailAccount | null }): Promise<EmailAccount[]>;
  /** The user's open sessions, most recently used first (the admin's learner profile: devices, last use). */
  listUserSessions(userId: string): Promise<SessionSummary[]>;
  /**
   * Blocks (or unblocks) the account at the identity provider, for a suspension (rule 35): Appwrite refuses
   * a blocked user every sign-in and session. The embedded adapter has nothing to record (the `users` row's
   * `suspendedAt` is checked at sign-in and on every request).
   */
  setBlocked(userId: string, blocked: boolean): Promise<void>;
  /**
   * Records the user's role with the identity provider where it has a notion of its own (Appwrite: the
   * label `admin`, usable in permissions as `label:admin`). The `users` row stays the source of truth;
   * the embedded adapter has nothing to record.
   */
  mirrorRole(userId: string, role: Role): Promise<void>;
}

/** Emails are compared case-insensitively and without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
