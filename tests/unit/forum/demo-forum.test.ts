// The forum's demo discussions: threads in every category by the demo accounts, a pinned welcome and a
// locked notice in Announcements, answers in threads, likes that match their rows, first-post badges earned
// as a real post earns them, and nothing written twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORUM_CATEGORY_IDS } from '#/domain/forum-categories.ts';
import { seedDemoAccounts } from '#/server/services/demo-data.ts';
import { seedDemoForum } from '#/server/services/forum/demo-forum.ts';
import { equal, limit } from '#/server/store/query.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

describe('demo forum', { timeout: 30_000 }, () => {
  it('fills every category with believable threads whose counts match their rows', async () => {
    await seedDemoAccounts(backend, { learners: 0 });
    const posts = await backend.store.findRows('forum_posts', [limit(100)]);
    expect(new Set(posts.map((post) => post.categoryId))).toEqual(new Set(FORUM_CATEGORY_IDS));
    const admin = await backend.auth.findUserIdByEmail('admin@demo.example');
    const announcements = posts.filter((post) => post.categoryId === 'announcements');
    expect(announcements.every((post) => post.authorId === admin)).toBe(true);
    expect(announcements.some((post) => post.pinned)).toBe(true);
    expect(announcements.some((post) => post.locked)).toBe(true);

    for (const post of posts) {
      const replies = await backend.store.findRows('forum_replies', [equal('postId', post.$id), limit(100)]);
      const likes = await backend.store.findRows('forum_likes', [equal('postId', post.$id), limit(100)]);
      expect(post.replyCount, post.title).toBe(replies.length);
      expect(post.likeCount, post.title).toBe(likes.length);
      expect(likes.some((like) => like.userId === post.authorId), post.title).toBe(false);
      expect(post.lastActivityAt >= post.postedAt).toBe(true);
    }
    expect(posts.some((post) => post.likeCount > 1)).toBe(true);
    const answers = await backend.store.findRows('forum_replies', [limit(100)]);
    expect(answers.some((reply) => reply.parentReplyId !== null)).toBe(true);

    // Every demo author's posts counted towards the forum badges, as a real post is.
    const counted = await backend.store.findRows('achievement_counts', [equal('kind', 'forum_post'), limit(10)]);
    expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(posts.length);
  });

  it('writes nothing into a forum that already has discussions', async () => {
    await seedDemoAccounts(backend, { learners: 0 });
    const before = (await backend.store.findRows('forum_posts', [limit(100)])).length;
    expect(await seedDemoForum(backend)).toBe(0);
    expect((await backend.store.findRows('forum_posts', [limit(100)])).length).toBe(before);
  });
});
