// Contract for discussions: starting one (categories, badges without XP, the hourly limit), editing and
// deleting one's own, and never another learner's.
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';
import { deletePost, editPost, postForEditing, startDiscussion } from '#/server/services/forum/posts.ts';
import { readDiscussion } from '#/server/services/forum/discussion.ts';
import { replyToDiscussion } from '#/server/services/forum/replies.ts';
import { addPerson, discussion, expectRefusal, minute } from './harness.ts';

export function describePosts(store: () => Store): void {
  const backend = () => ({ store: store() });

  describe('starting a discussion', () => {
    it('stores the post with its rendered body and earns the First post badge, not XP (rules 25, 31)', async () => {
      const ada = await addPerson(store(), 'ada');
      const { postId, badges } = await startDiscussion(backend(), ada, discussion('Stand-ups that end on time', 'Try **fifteen minutes**, standing.'), minute(0));
      const row = await store().getRow('forum_posts', postId);
      expect(row).toMatchObject({ authorId: 'ada', title: 'Stand-ups that end on time', bodyHtml: '<p>Try <strong>fifteen minutes</strong>, standing.</p>', listed: true, replyCount: 0, likeCount: 0 });
      expect(badges.map((badge) => badge.id)).toEqual(['first-post']);
      expect((await store().getRow('user_points', 'ada'))?.points).toBe(0);
      expect(await store().findRows('points_transactions', [equal('userId', 'ada'), limit(5)])).toEqual([]);
    });

    it('earns the Conversation starter badge with the tenth post', async () => {
      const ada = await addPerson(store(), 'ada');
      const earned: string[] = [];
      for (let index = 0; index < 10; index++) {
        const { badges } = await startDiscussion(backend(), ada, discussion(`Question number ${index + 1}`), minute(index * 61));
        earned.push(...badges.map((badge) => badge.id));
      }
      expect(earned).toEqual(['first-post', 'ten-posts']);
    });

    it('keeps the Book Club for paid members and Announcements for admins', async () => {
      const free = await addPerson(store(), 'free');
      const paid = await addPerson(store(), 'paid', 'paid');
      const admin = await addPerson(store(), 'boss', 'admin');
      const bookClub = { ...discussion(), categoryId: 'book-club' as const };
      const announcement = { ...discussion(), categoryId: 'announcements' as const };
      expect((await expectRefusal(startDiscussion(backend(), free, bookClub, minute(0)), 'invalid-argument')).fields.categoryId).toMatch(/paid members/);
      expect((await expectRefusal(startDiscussion(backend(), paid, announcement, minute(0)), 'invalid-argument')).fields.categoryId).toMatch(/Only the programme team/);
      const { postId } = await startDiscussion(backend(), paid, bookClub, minute(1));
      await startDiscussion(backend(), admin, announcement, minute(2));
      await expectRefusal(readDiscussion(backend(), free, postId), 'permission-denied');
      expect((await readDiscussion(backend(), admin, postId)).post.title).toBe(bookClub.title);
    });

    it('allows 5 discussions an hour, then says how long to wait; deleted ones still count', async () => {
      const ada = await addPerson(store(), 'ada');
      const ids: string[] = [];
      for (let index = 0; index < 5; index++) ids.push((await startDiscussion(backend(), ada, discussion(`Question number ${index + 1}`), minute(index * 10))).postId);
      await deletePost(backend(), ada, ids[0], minute(41));
      const refused = await expectRefusal(startDiscussion(backend(), ada, discussion('One too many'), minute(45)), 'too-many-requests');
      expect(refused.message).toBe('You can post at most 5 new discussions an hour. Try again in 15 minutes; what you wrote is kept below.');
      expect(refused.retryAfterSeconds).toBe(15 * 60);
      expect(await store().findRows('forum_posts', [equal('authorId', 'ada'), limit(10)])).toHaveLength(5);
      await startDiscussion(backend(), ada, discussion('An hour after the first'), minute(60));
    });
  });

  describe('editing and deleting', () => {
    it('the author edits title and body: the page reads the new ones, marked edited, and search finds them', async () => {
      const ada = await addPerson(store(), 'ada');
      const { postId } = await startDiscussion(backend(), ada, discussion(), minute(0));
      const edited = await editPost(backend(), ada, postId, { title: 'Stand-ups, revisited', body: 'Now with a *timer*.' }, minute(5));
      expect(edited).toEqual({ id: postId, title: 'Stand-ups, revisited', bodyHtml: '<p>Now with a <em>timer</em>.</p>', editedAt: minute(5).toISOString() });
      const view = await readDiscussion(backend(), ada, postId);
      expect(view.post).toMatchObject({ title: 'Stand-ups, revisited', bodyHtml: '<p>Now with a <em>timer</em>.</p>', editedAt: minute(5).toISOString() });
      expect((await store().getRow('forum_posts', postId))?.searchText).toContain('timer');
    });

    it('another learner, and an admin, can neither edit nor delete it, and nothing changes', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola', 'paid');
      const admin = await addPerson(store(), 'boss', 'admin');
      const { postId } = await startDiscussion(backend(), ada, discussion(), minute(0));
      const before = await store().getRow('forum_posts', postId);
      for (const intruder of [bola, admin]) {
        expect((await expectRefusal(editPost(backend(), intruder, postId, { title: 'Taken over', body: 'Not yours to change.' }, minute(1)), 'permission-denied')).message).toBe('You can only edit your own posts.');
        await expectRefusal(postForEditing(backend(), intruder, postId), 'permission-denied');
        expect((await expectRefusal(deletePost(backend(), intruder, postId, minute(1)), 'permission-denied')).message).toBe('You can only delete your own posts.');
      }
      expect(await store().getRow('forum_posts', postId)).toEqual(before);
    });

    it('a deleted post leaves a placeholder; its replies stay readable and it takes no new ones', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const { postId } = await startDiscussion(backend(), ada, discussion(), minute(0));
      await replyToDiscussion(backend(), bola, postId, { body: 'We timebox ours.', parentReplyId: null }, minute(1));
      await deletePost(backend(), ada, postId, minute(2));
      await deletePost(backend(), ada, postId, minute(3));
      const row = await store().getRow('forum_posts', postId);
      expect(row).toMatchObject({ deletedAt: minute(2).toISOString(), listed: false, title: discussion().title });
      const view = await readDiscussion(backend(), bola, postId);
      expect(view.post).toMatchObject({ deleted: true, title: null, bodyHtml: null });
      expect(view.threads.flatMap((thread) => (thread.starter ? [thread.starter.bodyHtml] : []))).toEqual(['<p>We timebox ours.</p>']);
      expect(view.replyRefusal).toMatch(/deleted/);
      await expectRefusal(replyToDiscussion(backend(), bola, postId, { body: 'Anyone?', parentReplyId: null }, minute(4)), 'permission-denied');
      await expectRefusal(editPost(backend(), ada, postId, { title: 'Back again', body: 'Undeleted?' }, minute(5)), 'not-found');
    });

    it('refuses ids that name nothing, or something malformed, as not found', async () => {
      const ada = await addPerson(store(), 'ada');
      for (const id of ['nope', '../etc/passwd', '', 'x'.repeat(40), 42]) {
        await expectRefusal(readDiscussion(backend(), ada, id), 'not-found');
        await expectRefusal(editPost(backend(), ada, id, { title: 'Hello there', body: 'Some text here.' }), 'not-found');
        await expectRefusal(deletePost(backend(), ada, id), 'not-found');
      }
    });
  });
}
