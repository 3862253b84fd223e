// Profiles: a person's own profile (read and edit), the public profile anyone may see, and the
// lastActive heartbeat. Access and membership fields are not editable here: see access.ts.
import { levelOf, rankOf } from '#/domain/levels.ts';
import type { Locale } from '#/i18n/locales.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import { writeLastActive } from './last-active.ts';
import { ServiceError } from './service-error.ts';
import { accountServiceMessages } from './accounts.messages.ts';

const m = accountServiceMessages('en');

/** lastActive is written at most this often per user, whatever the browser sends. */
export const LAST_ACTIVE_MIN_INTERVAL_MS = 60_000;

export interface OwnProfile {
  id: string;
  email: string | null;
  displayName: string;
  bio: string | null;
  country: string | null;
  timezone: string;
  joinedAt: string;
  points: number;
  /** Hidden from the leadership boards (rule 26). */
  leaderboardOptOut: boolean;
}

export interface ProfileChanges {
  displayName: string;
  bio: string | null;
  country: string | null;
  timezone: string;
}

function requireSelf(actorId: string, userId: string): void {
  // Deny by default: the only person who may read or change a private profile is its owner.
  if (actorId !== userId) throw new ServiceError('permission-denied', m.ownProfileOnly);
}

export async function getOwnProfile({ store, auth }: Backend, actorId: string, userId: string): Promise<OwnProfile> {
  requireSelf(actorId, userId);
  const row = await store.getRow('users', userId);
  if (!row) throw new ServiceError('not-found', m.noProfile);
  const points = (await store.getRow('user_points', userId))?.points ?? 0;
  return {
    id: row.$id,
    email: await auth.emailOf(userId),
    displayName: row.displayName,
    bio: row.bio,
    country: row.country,
    timezone: row.timezone,
    joinedAt: row.$createdAt,
    points,
    leaderboardOptOut: row.leaderboardOptOut,
  };
}

/** Saves the editable fields of one's own profile; role, membership, tier and points are not among them. */
export async function updateOwnProfile(
  { store }: Backend,
  actorId: string,
  userId: string,
  changes: ProfileChanges,
): Promise<void> {
  requireSelf(actorId, userId);
  await store.updateRow('users', userId, {
    displayName: changes.displayName,
    bio: changes.bio,
    country: changes.country,
    timezone: changes.timezone,
  });
}

/** The language the person reads the platform in (their own choice only). */
export async function setOwnLanguage({ store }: Backend, actorId: string, userId: string, language: Locale): Promise<void> {
  requireSelf(actorId, userId);
  await store.updateRow('users', userId, { language });
}

/** Public fields only: what any visitor may see of a member. */
export interface PublicProfile {
  id: string;
  displayName: string;
  level: number;
  rank: string;
  joinedAt: string;
}

export async function getPublicProfile({ store }: Backend, userId: string): Promise<PublicProfile | null> {
  const row = await store.getRow('users', userId);
  if (!row) return null;
  const points = (await store.getRow('user_points', userId))?.points ?? 0;
  return { id: row.$id, displayName: row.displayName, level: levelOf(points), rank: rankOf(points).name, joinedAt: row.$createdAt };
}

/**
 * Refreshes lastActive unless it was written less than a minute ago, so a chatty or hostile browser
 * costs at most one write a minute. Returns whether it wrote.
 */
export async function touchLastActive({ store }: Backend, userId: string, now = new Date()): Promise<boolean> {
  // Read and write in one transaction, so two requests arriving together cannot both write.
  return store.transaction(async (tx) => {
    const row: RowOf<'users'> | null = await tx.getRow('users', userId);
    if (!row) return false;
    if (row.lastActive && now.getTime() - new Date(row.lastActive).getTime() < LAST_ACTIVE_MIN_INTERVAL_MS) return false;
    await writeLastActive(tx, row, now);
    return true;
  });
}
