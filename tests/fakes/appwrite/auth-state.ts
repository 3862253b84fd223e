// Users, sessions and one-time tokens of the fake's auth areas (users.ts, account.ts), shaped as the
// documented User and Session models. Passwords are kept as salted scrypt hashes, as a server would.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { FakeAppwriteError } from './errors.ts';
import { appwriteTime } from './tables-db.ts';

export interface FakeUser {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  email: string;
  labels: string[];
  status: boolean;
  passwordHash: string | null;
  passwordUpdate: string;
}

export interface FakeSession {
  $id: string;
  $createdAt: string;
  userId: string;
  secret: string;
  expire: number;
  provider: string;
}

/** A provider account linked to a user (Appwrite's Identity model), made or refreshed by each OAuth2 sign-in. */
export interface FakeIdentity {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  userId: string;
  provider: string;
  providerUid: string;
  providerEmail: string;
}

export interface AuthStateOptions {
  /** Session length in seconds (Appwrite's default is one year). */
  readonly sessionSeconds?: number;
  /** Sessions kept per user; creating one more deletes the oldest (Appwrite's default is 10). */
  readonly sessionLimit?: number;
}

function hash(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, { N: 1024 }).toString('hex')}`;
}

function matches(password: string, stored: string | null): boolean {
  if (stored === null) return false;
  const [salt, expected] = stored.split(':') as [string, string];
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), 32, { N: 1024 }), Buffer.from(expected, 'hex'));
}

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < 8 || password.length > 256) {
    throw new FakeAppwriteError('general_argument_invalid', 'Invalid `password` param: Password must be between 8 and 256 characters long.');
  }
  return password;
}

export class AuthState {
  readonly users = new Map<string, FakeUser>();
  readonly sessions = new Map<string, FakeSession>();
  /** One-time tokens by user id (createOAuth2Token's `secret`), exchanged by createSession. */
  readonly tokens = new Map<string, { secret: string; expire: number }>();
  readonly identities = new Map<string, FakeIdentity>();
  readonly #sessionSeconds: number;
  readonly #sessionLimit: number;

  constructor(options: AuthStateOptions = {}) {
    this.#sessionSeconds = options.sessionSeconds ?? 31_536_000;
    this.#sessionLimit = options.sessionLimit ?? 10;
  }

  user(userId: string): FakeUser {
    const user = this.users.get(userId);
    if (user === undefined) throw new FakeAppwriteError('user_not_found', 'User with the requested ID could not be found.');
    return user;
  }

  userByEmail(email: string): FakeUser | undefined {
    const wanted = email.toLowerCase();
    return [...this.users.values()].find((user) => user.email === wanted);
  }

  createUser(input: { userId: string; email: string; password: string | null; name: string }): FakeUser {
    const email = input.email.toLowerCase();
    if (this.users.has(input.userId) || this.userByEmail(email) !== undefined) {
      throw new FakeAppwriteError('user_already_exists', 'A user with the same id, email, or phone already exists in this project.');
    }
    const now = appwriteTime();
    const user: FakeUser = {
      $id: input.userId,
      $createdAt: now,
      $updatedAt: now,
      name: input.name,
      email,
      labels: [],
      status: true,
      passwordHash: input.password === null ? null : hash(input.password),
      passwordUpdate: input.password === null ? '' : now,
    };
    this.users.set(user.$id, user);
    return user;
  }

  setPassword(user: FakeUser, password: string): void {
    user.passwordHash = hash(password);
    user.passwordUpdate = appwriteTime();
    user.$updatedAt = user.passwordUpdate;
  }

  passwordMatches(user: FakeUser, password: string): boolean {
    return matches(password, user.passwordHash);
  }

  createSession(userId: string, provider: string): FakeSession {
    const mine = [...this.sessions.values()].filter((session) => session.userId === userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - this.#sessionLimit + 1))) this.sessions.delete(old.$id);
    const session: FakeSession = {
      $id: randomBytes(10).toString('hex'),
      $createdAt: appwriteTime(),
      userId,
      secret: randomBytes(32).toString('base64url'),
      expire: Date.now() + this.#sessionSeconds * 1000,
      provider,
    };
    this.sessions.set(session.$id, session);
    return session;
  }

  /** The live session a secret belongs to, or undefined (unknown, expired, or its user blocked/deleted). */
  sessionBySecret(secret: string): FakeSession | undefined {
    const session = [...this.sessions.values()].find((candidate) => candidate.secret === secret);
    if (session === undefined || session.expire <= Date.now() || this.users.get(session.userId)?.status !== true) return undefined;
    return session;
  }

  deleteUser(userId: string): void {
    this.user(userId);
    this.users.delete(userId);
    for (const session of [...this.sessions.values()]) if (session.userId === userId) this.sessions.delete(session.$id);
    for (const identity of [...this.identities.values()]) if (identity.userId === userId) this.identities.delete(identity.$id);
  }

  identityOf(provider: string, providerUid: string): FakeIdentity | undefined {
    return [...this.identities.values()].find((identity) => identity.provider === provider && identity.providerUid === providerUid);
  }

  /**
   * The user an OAuth2 sign-in lands on, as Appwrite 1.9's redirect handler picks it (no user signed in at
   * Appwrite, as in the server-side pattern): the user of this provider account's identity; else, if the
   * provider verified the email, a user with that email, or the user of an identity with that email (any
   * user, administrators included); else a new user. An unverified email that matches is refused
   * (`general_bad_request`). The identity is then made or refreshed for that user.
   */
  oauthSignIn(input: { provider: string; providerUid: string; email: string; verified: boolean }): FakeUser {
    const email = input.email.toLowerCase();
    const known = this.identityOf(input.provider, input.providerUid);
    let user = known ? this.users.get(known.userId) : undefined;
    if (user === undefined) {
      const byEmail = this.userByEmail(email) ?? this.users.get([...this.identities.values()].find((identity) => identity.providerEmail === email)?.userId ?? '');
      if (byEmail !== undefined && !input.verified) throw new FakeAppwriteError('general_bad_request', 'There was an error processing your request. Please check the inputs and try again.');
      user = byEmail ?? this.createUser({ userId: randomBytes(10).toString('hex'), email, password: null, name: `${input.provider} user` });
    }
    const now = appwriteTime();
    if (known) {
      known.providerEmail = email;
      known.$updatedAt = now;
    } else {
      const $id = randomBytes(10).toString('hex');
      this.identities.set($id, { $id, $createdAt: now, $updatedAt: now, userId: user.$id, provider: input.provider, providerUid: input.providerUid, providerEmail: email });
    }
    return user;
  }
}

/** The documented Identity model. */
export function identityBody(identity: FakeIdentity) {
  return {
    $id: identity.$id,
    $createdAt: identity.$createdAt,
    $updatedAt: identity.$updatedAt,
    userId: identity.userId,
    provider: identity.provider,
    providerUid: identity.providerUid,
    providerEmail: identity.providerEmail,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
  };
}

/** The documented User model. */
export function userBody(user: FakeUser) {
  return {
    $id: user.$id,
    $createdAt: user.$createdAt,
    $updatedAt: user.$updatedAt,
    name: user.name,
    registration: user.$createdAt,
    status: user.status,
    labels: [...user.labels],
    passwordUpdate: user.passwordUpdate,
    email: user.email,
    phone: '',
    emailVerification: false,
    phoneVerification: false,
    mfa: false,
    prefs: {},
    targets: [],
    accessedAt: user.$updatedAt,
  };
}

/** The documented Session model; `secret` only for API-key callers, as Appwrite does. */
export function sessionBody(session: FakeSession, options: { withSecret: boolean; current: boolean }) {
  return {
    $id: session.$id,
    $createdAt: session.$createdAt,
    $updatedAt: session.$createdAt,
    userId: session.userId,
    expire: appwriteTime(new Date(session.expire)),
    provider: session.provider,
    providerUid: '',
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: '127.0.0.1',
    osCode: '',
    osName: '',
    osVersion: '',
    clientType: '',
    clientCode: '',
    clientName: '',
    clientVersion: '',
    clientEngine: '',
    clientEngineVersion: '',
    deviceName: '',
    deviceBrand: '',
    deviceModel: '',
    countryCode: '--',
    countryName: 'Unknown',
    current: options.current,
    factors: ['password'],
    secret: options.withSecret ? session.secret : '',
    mfaUpdatedAt: '',
  };
}
