// The social_links table: which provider account (provider id and subject) signs into which account, and
// how the link was made. The rules about what a link may do are src/domain/social-links.ts.
import type { LinkMethod } from '#/domain/social-links.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import { deleteIfPresent } from '../store/deleting.ts';
import { isStoreError, type Store } from '../store/port.ts';
import { equal, limit } from '../store/query.ts';

export type SocialLink = RowOf<'social_links'>;

/** The link of a provider account, or null. */
export async function findLink(store: Store, providerId: string, subject: string): Promise<SocialLink | null> {
  const { rows } = await store.listRows('social_links', [equal('providerId', providerId), equal('subject', subject), limit(1)]);
  return rows[0] ?? null;
}

/** The links of an account (at most one per provider). */
export async function linksOf(store: Store, userId: string): Promise<SocialLink[]> {
  return (await store.listRows('social_links', [equal('userId', userId), limit(100)])).rows;
}

/**
 * Links a provider account to `userId`, replacing the account's earlier link to that provider (one per
 * provider). Returns the link that holds afterwards: when another request linked the same provider account
 * meanwhile, that one, which may name another user; the caller checks.
 */
export async function recordLink(store: Store, link: { userId: string; providerId: string; subject: string; linkedBy: LinkMethod }): Promise<SocialLink> {
  const existing = await findLink(store, link.providerId, link.subject);
  if (existing) {
    if (existing.userId === link.userId && existing.linkedBy !== link.linkedBy && link.linkedBy === 'profile') {
      // The owner confirmed, signed in, a link an email match had made: it now opens the account even as an admin's.
      return store.updateRow('social_links', existing.$id, { linkedBy: 'profile' });
    }
    return existing;
  }
  for (const old of await linksOf(store, link.userId)) {
    if (old.providerId === link.providerId) await deleteIfPresent(store, 'social_links', old.$id);
  }
  try {
    return await store.createRow('social_links', null, link);
  } catch (error) {
    if (!isStoreError(error, 'conflict')) throw error;
    const winner = await findLink(store, link.providerId, link.subject);
    if (!winner) throw error;
    return winner;
  }
}

/** Forgets a link whose account no longer exists. */
export async function forgetLink(store: Store, link: SocialLink): Promise<void> {
  await deleteIfPresent(store, 'social_links', link.$id);
}

/** The configured providers with whether this account is linked to each (for the profile page). */
export async function providersWithLinks({ store, social }: Backend, userId: string): Promise<{ id: string; label: string; linked: boolean }[]> {
  const linked = new Set((await linksOf(store, userId)).map((link) => link.providerId));
  return social.providers().map(({ id, label }) => ({ id, label, linked: linked.has(id) }));
}
