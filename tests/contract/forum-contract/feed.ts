// Contract for the forum list: pinned on top of the first page, newest activity first, every discussion once
// across cursor pages, one category or all the viewer may read, search by title and body words (newest
// discussion first), and reports.
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { readFeed } from '#/server/services/forum/feed.ts';
import { editPost, startDiscussion } from '#/server/services/forum/posts.ts';
import { ALREADY_REPORTED, reportContent } from '#/server/services/forum/reports.ts';
import { replyToDiscussion } from '#/server/services/forum/replies.ts';
import { addPerson, discussion, expectRefusal, minute, seedPost } from './harness.ts';

export function describeFeed(store: () => Store): void {
  const backend = () => ({ store: store() });
  const all = { categoryId: null, query: '', after: null } as const;

  describe('the list', () => {
    it('shows pinned discussions on top of the first page, then the rest newest activity first, each once across pages', async () => {
      const ada = await addPerson(store(), 'ada', 'paid');
      const ids: string[] = [];
      for (let index = 0; index < 45; index++) ids.push(await seedPost(store(), 'ada', index, { pinned: index === 3 }));
      await seedPost(store(), 'ada', 50, { hidden: true, listed: false });
      const first = await readFeed(backend(), ada, all);
      expect(first.pinned.map((post) => post.id)).toEqual([ids[3]]);
      expect(first.discussions).toHaveLength(20);
      expect(first.discussions[0]?.id).toBe(ids[44]);
      const seen = [...first.discussions];
      let cursor = first.nextCursor;
      while (cursor !== null) {
        const page = await readFeed(backend(), ada, { ...all, after: cursor });
        expect(page.pinned).toEqual([]);
        seen.push(...page.discussions);
        cursor = page.nextCursor;
      }
      const expected = ids.filter((_, index) => index !== 3).reverse();
      expect(seen.map((post) => post.id)).toEqual(expected);
    });

    it('filters by category, and never shows free learners the Book Club', async () => {
      const free = await addPerson(store(), 'free');
      const paid = await addPerson(store(), 'paid', 'paid');
      const general = await seedPost(store(), 'paid', 0);
      const book = await seedPost(store(), 'paid', 1, { categoryId: 'book-club' });
      expect((await readFeed(backend(), free, all)).discussions.map((post) => post.id)).toEqual([general]);
      expect((await readFeed(backend(), paid, all)).discussions.map((post) => post.id)).toEqual([book, general]);
      expect((await readFeed(backend(), paid, { ...all, categoryId: 'book-club' })).discussions.map((post) => post.id)).toEqual([book]);
      await expectRefusal(readFeed(backend(), free, { ...all, categoryId: 'book-club' }), 'permission-denied');
    });

    it('searches titles and bodies by word beginnings, every word, leaving out short and common words', async () => {
      const ada = await addPerson(store(), 'ada');
      const standups = (await startDiscussion(backend(), ada, discussion('Stand-ups that drag on', 'Our team meets at eight.'), minute(0))).postId;
      const budget = (await startDiscussion(backend(), ada, discussion('Budget season again', 'The spreadsheets never balance for the team.'), minute(1))).postId;
      const search = async (query: string) => (await readFeed(backend(), ada, { ...all, query })).discussions.map((post) => post.id);
      expect(await search('team')).toEqual([budget, standups]);
      expect(await search('spread')).toEqual([budget]);
      expect(await search('STAND team')).toEqual([standups]);
      expect(await search('budget stand')).toEqual([]);
      const result = await readFeed(backend(), ada, { ...all, query: 'the team at eight' });
      expect(result.discussions.map((post) => post.id)).toEqual([standups]);
      expect(result.search?.skipped).toEqual(['the', 'at']);
      expect(await search('at of')).toEqual([]);
      await editPost(backend(), ada, budget, { title: 'Forecasts', body: 'Nothing about money here.' });
      expect(await search('budget')).toEqual([]);
    });
  });

  describe('search results', () => {
    it('come newest discussion first, whatever their activity, a page at a time, never what the viewer may not read', async () => {
      const paid = await addPerson(store(), 'paid', 'paid');
      const free = await addPerson(store(), 'free');
      const ids: string[] = [];
      for (let index = 0; index < 23; index++) ids.push(await seedPost(store(), 'paid', index, { searchText: `Team meeting notes ${index}` }));
      // An old discussion with new replies keeps its place among the results; hidden and Book Club ones are left out.
      await store().updateRow('forum_posts', ids[0] ?? '', { lastActivityAt: minute(500).toISOString() });
      await store().updateRow('forum_posts', ids[5] ?? '', { hidden: true, listed: false });
      await store().updateRow('forum_posts', ids[6] ?? '', { categoryId: 'book-club' });
      const walk = async (viewer: typeof paid) => {
        const seen: string[] = [];
        let after: string | null = null;
        do {
          const page = await readFeed(backend(), viewer, { ...all, query: 'team notes', after });
          seen.push(...page.discussions.map((post) => post.id));
          after = page.nextCursor;
        } while (after !== null);
        return seen;
      };
      const newestFirst = [...ids].reverse().filter((id) => id !== ids[5]);
      expect(await walk(paid)).toEqual(newestFirst);
      expect(await walk(free)).toEqual(newestFirst.filter((id) => id !== ids[6]));
    });
  });

  describe('reports', () => {
    it('a learner reports a post or reply once, with a reason; never their own', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const postId = await seedPost(store(), 'ada', 0);
      const { replyId } = await replyToDiscussion(backend(), ada, postId, { body: 'A reply of mine.', parentReplyId: null }, minute(1));
      expect(await reportContent(backend(), bola, { targetType: 'post', targetId: postId, reason: 'Advertising, not a question.' }, minute(2))).toEqual({ postId });
      await reportContent(backend(), bola, { targetType: 'reply', targetId: replyId, reason: 'Rude to a colleague.' }, minute(3));
      expect((await expectRefusal(reportContent(backend(), bola, { targetType: 'post', targetId: postId, reason: 'Again!' }), 'invalid-argument')).fields.reason).toBe(ALREADY_REPORTED);
      await expectRefusal(reportContent(backend(), ada, { targetType: 'post', targetId: postId, reason: 'My own post.' }), 'permission-denied');
      await expectRefusal(reportContent(backend(), bola, { targetType: 'reply', targetId: postId, reason: 'Wrong kind of id.' }), 'not-found');
      const reports = await store().findRows('forum_reports', []);
      expect(reports.map((report) => [report.targetType, report.targetId, report.postId, report.status, report.reason]).sort()).toEqual([
        ['post', postId, postId, 'open', 'Advertising, not a question.'],
        ['reply', replyId, postId, 'open', 'Rude to a colleague.'],
      ]);
    });
  });
}
