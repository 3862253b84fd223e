// Shared setup for the forum contract: learners of each kind written straight into a fresh store, the viewer
// each service takes, moments to act at, and a way to write many posts without the hourly limit.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { newPostRow } from '#/server/services/forum/posts.ts';
import { isServiceError, type ServiceErrorCode } from '#/server/services/service-error.ts';
import { expect } from 'vitest';

export type Kind = 'free' | 'paid' | 'admin';

/** Creates a learner (users and user_points rows) and returns the viewer the forum services take. */
export async function addPerson(store: Store, id: string, kind: Kind = 'free'): Promise<ForumViewer> {
  const row: NewRow<'users'> = {
    role: kind === 'admin' ? 'admin' : 'learner',
    membershipStatus: kind === 'free' ? 'free' : 'paid',
    displayName: `Person ${id}`,
    timezone: 'Africa/Lagos',
  };
  await store.createRow('users', id, row);
  await store.createRow('user_points', id, { points: 0 });
  return { id, isAdmin: kind === 'admin', isPaid: kind !== 'free' };
}

/** A moment, `minutes` after a fixed start. */
export const minute = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, 0) + minutes * 60_000);

/** A valid new discussion. */
export const discussion = (title = 'How do you run a good stand-up?', body = 'We meet every morning at eight and it drags on.') => ({
  categoryId: 'general' as const,
  title,
  body,
});

/** Writes a post straight into the store (no limit), `minutes` after the start; returns its id. */
export async function seedPost(store: Store, authorId: string, minutes: number, overrides: Partial<NewRow<'forum_posts'>> = {}): Promise<string> {
  const at = minute(minutes).toISOString();
  const row = { ...newPostRow(authorId, discussion(`Discussion at minute ${minutes}`), at), ...overrides };
  return (await store.createRow('forum_posts', null, row)).$id;
}

/** Asserts that `promise` rejects with a ServiceError of `code`; returns it. */
export async function expectRefusal(promise: Promise<unknown>, code: ServiceErrorCode): Promise<Error & { fields: Record<string, string>; retryAfterSeconds: number | null }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isServiceError(error, code), `expected a ServiceError ${code}, got ${String(error)}`).toBe(true);
  return error as Error & { fields: Record<string, string>; retryAfterSeconds: number | null };
}
