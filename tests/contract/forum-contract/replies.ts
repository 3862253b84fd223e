// Contract for replies and likes: threads one level deep in order, the discussion moving to the top, locked
// discussions, the hourly limit, deleting one's own reply (never another's), and one like per learner.
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { readDiscussion, REPLIES_PAGE_SIZE } from '#/server/services/forum/discussion.ts';
import { setLike } from '#/server/services/forum/likes.ts';
import { startDiscussion } from '#/server/services/forum/posts.ts';
import { deleteReply, newReplyRow, replyToDiscussion } from '#/server/services/forum/replies.ts';
import { addPerson, discussion, expectRefusal, minute, seedPost } from './harness.ts';

export function describeReplies(store: () => Store): void {
  const backend = () => ({ store: store() });
  const reply = (body: string, parentReplyId: string | null = null) => ({ body, parentReplyId });

  describe('replies', () => {
    it('thread one level deep: an answer to an answer joins the thread, threads in the order they began', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const { postId } = await startDiscussion(backend(), ada, discussion(), minute(0));
      const first = await replyToDiscussion(backend(), bola, postId, reply('First thought.'), minute(1));
      const second = await replyToDiscussion(backend(), ada, postId, reply('Second thought.'), minute(2));
      const answer = await replyToDiscussion(backend(), ada, postId, reply('Answering the first.', first.replyId), minute(3));
      const deeper = await replyToDiscussion(backend(), bola, postId, reply('Answering the answer.', answer.replyId), minute(4));
      const view = await readDiscussion(backend(), ada, postId);
      expect(view.threads.map((thread) => [thread.starter?.id, ...thread.answers.map((a) => a.id)])).toEqual([
        [first.replyId, answer.replyId, deeper.replyId],
        [second.replyId],
      ]);
      expect(view.threads[0]?.answers.every((a) => a.parentReplyId === first.replyId)).toBe(true);
      expect(view.post.replyCount).toBe(4);
      expect(view.threads[0]?.starter).toMatchObject({ author: { displayName: 'Person bola', level: 1, rankName: 'Explorer' }, bodyHtml: '<p>First thought.</p>', state: 'shown' });
    });

    it('an answer names a reply of the same discussion, or is refused with a message by the field', async () => {
      const ada = await addPerson(store(), 'ada');
      const one = (await startDiscussion(backend(), ada, discussion(), minute(0))).postId;
      const other = (await startDiscussion(backend(), ada, discussion('Another question here'), minute(1))).postId;
      const elsewhere = await replyToDiscussion(backend(), ada, other, reply('Over there.'), minute(2));
      expect((await expectRefusal(replyToDiscussion(backend(), ada, one, reply('Hi.', elsewhere.replyId), minute(3)), 'invalid-argument')).fields.body).toMatch(/no longer there/);
    });

    it('a reply moves its discussion to the top of the list', async () => {
      const ada = await addPerson(store(), 'ada');
      const older = await seedPost(store(), 'ada', 0);
      await seedPost(store(), 'ada', 10);
      await replyToDiscussion(backend(), ada, older, reply('Bumping this.'), minute(20));
      expect((await store().getRow('forum_posts', older))?.lastActivityAt).toBe(minute(20).toISOString());
    });

    it('a locked discussion takes no new replies', async () => {
      const ada = await addPerson(store(), 'ada');
      const postId = await seedPost(store(), 'ada', 0, { locked: true });
      expect((await expectRefusal(replyToDiscussion(backend(), ada, postId, reply('Let me in.'), minute(1)), 'permission-denied')).message).toMatch(/locked/);
    });

    it('allows 30 replies an hour, then says how long to wait', async () => {
      const ada = await addPerson(store(), 'ada');
      const postId = await seedPost(store(), 'ada', 0);
      for (let index = 0; index < 30; index++) await replyToDiscussion(backend(), ada, postId, reply(`Reply ${index}`), minute(1 + index));
      const refused = await expectRefusal(replyToDiscussion(backend(), ada, postId, reply('One more.'), minute(40)), 'too-many-requests');
      expect(refused.message).toBe('You can post at most 30 replies an hour. Try again in 21 minutes; what you wrote is kept below.');
      await replyToDiscussion(backend(), ada, postId, reply('Later on.'), minute(61));
    });

    it('the author deletes their reply: a placeholder stays; another learner cannot delete it', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola', 'paid');
      const postId = await seedPost(store(), 'ada', 0);
      const { replyId } = await replyToDiscussion(backend(), bola, postId, reply('My own words.'), minute(1));
      expect((await expectRefusal(deleteReply(backend(), ada, replyId, minute(2)), 'permission-denied')).message).toBe('You can only delete your own replies.');
      expect((await store().getRow('forum_replies', replyId))?.deletedAt).toBeNull();
      expect(await deleteReply(backend(), bola, replyId, minute(3))).toEqual({ postId });
      await deleteReply(backend(), bola, replyId, minute(4));
      const view = await readDiscussion(backend(), ada, postId);
      expect(view.threads[0]?.starter).toMatchObject({ id: replyId, state: 'deleted', bodyHtml: null });
      expect(view.post.replyCount).toBe(0);
    });
  });

  describe('pages of replies', () => {
    it('follow a cursor through every reply once, in thread order; a later reply’s page starts with its thread, an early one’s is the first page', async () => {
      const ada = await addPerson(store(), 'ada');
      const postId = await seedPost(store(), 'ada', 0);
      const written: { id: string; sortKey: string }[] = [];
      let starter: { $id: string; sortKey: string } | null = null;
      for (let index = 0; index < REPLIES_PAGE_SIZE + 12; index++) {
        const id = `reply${String(index).padStart(3, '0')}`;
        // Every third reply answers the thread begun just before it.
        const parent: { $id: string; sortKey: string } | null = index % 3 === 2 ? starter : null;
        const row = newReplyRow({ id, postId, authorId: 'ada', body: `Reply ${index}`, bodyHtml: `<p>Reply ${index}</p>` }, parent, minute(1 + index).toISOString());
        await store().createRow('forum_replies', id, row);
        written.push({ id, sortKey: row.sortKey });
        if (parent === null) starter = { $id: id, sortKey: row.sortKey };
      }
      const expected = [...written].sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1)).map((reply) => reply.id);
      const idsOf = (view: Awaited<ReturnType<typeof readDiscussion>>) => view.threads.flatMap((thread) => [...(thread.starter ? [thread.starter.id] : []), ...thread.answers.map((answer) => answer.id)]);
      const first = await readDiscussion(backend(), ada, postId);
      expect(first.fromStart).toBe(true);
      const second = await readDiscussion(backend(), ada, postId, { after: first.nextCursor });
      expect(second.nextCursor).toBeNull();
      expect([...idsOf(first), ...idsOf(second)]).toEqual(expected);
      const answer = written[written.length - 1]?.id ?? '';
      const from = await readDiscussion(backend(), ada, postId, { from: answer });
      expect(from.fromStart).toBe(false);
      expect(idsOf(from)[0]).toBe(expected[expected.indexOf(answer) - 1]);
      // A reply on the first page opens the first page (nothing before it is left out).
      const early = await readDiscussion(backend(), ada, postId, { from: expected[3] });
      expect(early.fromStart).toBe(true);
      expect(idsOf(early)).toEqual(idsOf(first));
    });

    it('the same send key twice, one after the other or at once, posts one reply and takes one turn of the limit', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const { postId } = await startDiscussion(backend(), ada, discussion(), minute(0));
      const KEY = 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
      const first = await replyToDiscussion(backend(), bola, postId, reply('Typed on the bus.'), minute(1), KEY);
      const again = await replyToDiscussion(backend(), bola, postId, reply('Typed on the bus.'), minute(2), KEY);
      expect(first.repeated).toBe(false);
      expect(again).toEqual({ replyId: first.replyId, repeated: true });
      // Two sends of a new key at the same moment (the page and the service worker): still one reply.
      const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
      const both = await Promise.all([
        replyToDiscussion(backend(), bola, postId, reply('And another thought.'), minute(3), OTHER),
        replyToDiscussion(backend(), bola, postId, reply('And another thought.'), minute(3), OTHER),
      ]);
      expect(both[0].replyId).toBe(both[1].replyId);
      expect(both.map((outcome) => outcome.repeated).sort()).toEqual([false, true]);
      const view = await readDiscussion(backend(), ada, postId);
      expect(view.threads.map((thread) => thread.starter?.id)).toEqual([first.replyId, both[0].replyId]);
      expect(view.post.replyCount).toBe(2);
      expect((await store().getRow('forum_authors', 'bola'))?.replies).toBe(2);
      // A key is the author's own: ada's same key is a reply of her own.
      const adas = await replyToDiscussion(backend(), ada, postId, reply('Thanks both.'), minute(4), KEY);
      expect(adas).toMatchObject({ repeated: false });
      expect(adas.replyId).not.toBe(first.replyId);
    });
  });

  describe('likes', () => {
    it('one per learner: liking twice counts once, unliking takes it back once', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const postId = await seedPost(store(), 'ada', 0);
      expect(await setLike(backend(), bola, postId, true)).toEqual({ liked: true, likeCount: 1 });
      expect(await setLike(backend(), bola, postId, true)).toEqual({ liked: true, likeCount: 1 });
      expect(await setLike(backend(), ada, postId, true)).toEqual({ liked: true, likeCount: 2 });
      expect((await readDiscussion(backend(), bola, postId)).liked).toBe(true);
      expect(await setLike(backend(), bola, postId, false)).toEqual({ liked: false, likeCount: 1 });
      expect(await setLike(backend(), bola, postId, false)).toEqual({ liked: false, likeCount: 1 });
      expect((await readDiscussion(backend(), bola, postId)).liked).toBe(false);
    });
  });
}
