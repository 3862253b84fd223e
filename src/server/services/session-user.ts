// Turns a session cookie into the signed-in user the middleware puts in `locals.user`.
import { deriveFlags, type UserFlags } from '#/domain/user-flags.ts';
import type { Locale } from '#/i18n/locales.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import type { StoreOps } from '../store/port.ts';
import { corporateHoldOf } from './organisations/standing.ts';

/** The signed-in person as every page and endpoint sees them. */
export interface SessionUser extends UserFlags {
  id: string;
  displayName: string;
  role: RowOf<'users'>['role'];
  membershipStatus: RowOf<'users'>['membershipStatus'];
  transformationTier: RowOf<'users'>['transformationTier'];
  timezone: string;
  /** The language they chose, or null: their browser's is used (src/middleware/choose-locale.ts). */
  language: Locale | null;
  onboardingCompleted: boolean;
}

/** `corporateHold`: the person's corporate membership is on hold (their organisation is inactive; `sessionUserOf`). */
export function toSessionUser(row: RowOf<'users'>, corporateHold = false): SessionUser {
  return {
    id: row.$id,
    displayName: row.displayName,
    role: row.role,
    membershipStatus: row.membershipStatus,
    transformationTier: row.transformationTier,
    timezone: row.timezone,
    language: row.language,
    onboardingCompleted: row.onboardingCompletedAt !== null,
    ...deriveFlags({ ...row, corporateHold }),
  };
}

/** The person with flags that know whether their organisation is active (rule 34): what every request sees. */
export async function sessionUserOf(store: Pick<StoreOps, 'getRow' | 'findRows'>, row: RowOf<'users'>): Promise<SessionUser> {
  return toSessionUser(row, await corporateHoldOf(store, row));
}

export interface ResolvedUser {
  user: SessionUser;
  /** Set when the session's expiry moved and the cookie must be sent again. */
  renewedUntil: Date | null;
}

/** The user behind a session token, or null for no, expired or orphaned sessions. */
export async function resolveSessionUser({ auth, store }: Backend, token: string | undefined): Promise<ResolvedUser | null> {
  if (!token) return null;
  const session = await auth.resolveSession(token);
  if (!session) return null;
  const row = await store.getRow('users', session.userId);
  if (!row) return null;
  // An administrator's session must be one this server made. A session Appwrite's own OAuth2 flow opened may
  // come from a provider account Appwrite linked by email alone, with none of our checks (anyone can run
  // that flow against Appwrite directly and put the secret in our cookie): it is ended, not used.
  if (session.openedByBackendOAuth && row.role === 'admin') {
    await auth.deleteSession(token);
    return null;
  }
  // A suspended account's sessions were ended when it was suspended; one that slipped through (made on another
  // server at that moment) ends the first time it is used.
  if (row.suspendedAt !== null) {
    await auth.deleteSession(token);
    return null;
  }
  return { user: await sessionUserOf(store, row), renewedUntil: session.renewedUntil };
}
