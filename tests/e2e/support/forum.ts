// Forum data for browser tests, written straight into the server's database through the forum's services
// (the same rules as the pages: categories, limits, rendering), so a test starts where it needs to.
import type { ForumCategoryId } from '#/domain/forum-categories.ts';
import { replyToDiscussion } from '#/server/services/forum/replies.ts';
import { startDiscussion } from '#/server/services/forum/posts.ts';
import { newPostRow } from '#/server/services/forum/posts.ts';
import type { Kind, TestPerson } from './accounts.ts';
import { withBackend } from './accounts.ts';

const viewerOf = (person: TestPerson, kind: Kind) => ({ id: person.userId, isAdmin: kind === 'admin', isPaid: kind !== 'free' });

/** Starts a discussion as `person`; returns its id. */
export async function seedDiscussion(person: TestPerson, kind: Kind, post: { title: string; body: string; categoryId?: ForumCategoryId }): Promise<string> {
  return withBackend(async (backend) => (await startDiscussion(backend, viewerOf(person, kind), { categoryId: post.categoryId ?? 'general', title: post.title, body: post.body })).postId);
}

/** Replies as `person`; returns the reply's id. */
export async function seedReply(person: TestPerson, kind: Kind, postId: string, body: string, parentReplyId: string | null = null): Promise<string> {
  return withBackend(async (backend) => (await replyToDiscussion(backend, viewerOf(person, kind), postId, { body, parentReplyId })).replyId);
}

/** Writes `count` posts by `person` dated now, as if they had just posted them (to meet the hourly limit). */
export async function seedRecentPosts(person: TestPerson, count: number): Promise<void> {
  await withBackend(async ({ store }) => {
    for (let index = 0; index < count; index++) {
      await store.createRow('forum_posts', null, newPostRow(person.userId, { categoryId: 'general', title: `Earlier question ${index + 1}`, body: 'Posted a few minutes ago.' }, new Date().toISOString()));
    }
  });
}

/** The stored post, to check what a refused request left unchanged. */
export async function storedPost(postId: string) {
  return withBackend(({ store }) => store.getRow('forum_posts', postId));
}
