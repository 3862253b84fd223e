// Contract for the `fulltext` query: word beginnings found through the column's fulltext index, every word
// required, case and accents ignored, kept in step with creates, updates and deletes, and refused on a column
// without a fulltext index; words the engine behind Appwrite never indexes (under three letters, stopwords)
// are left out on both backends, so SQLite's FTS5 and Appwrite's MariaDB search answer alike.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { INSERTION_ORDER, cursorAfter, equal, fulltext, limit, orderAsc, orderDesc } from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';
import { expectStoreError } from './harness.ts';

function post(searchText: string): NewRow<'forum_posts'> {
  const at = '2026-11-20T10:00:00.000Z';
  return { authorId: 'author', categoryId: 'general', title: 'A title', body: searchText, bodyHtml: '<p>x</p>', excerpt: 'x', searchText, postedAt: at, lastActivityAt: at };
}

const POSTS: readonly (readonly [string, string])[] = [
  ['lead', 'Leading a remote team through change'],
  ['leader', 'What makes a good LEADER? Feedback, mostly.'],
  ['cafe', 'Stand-ups at the café: résumé of our experiment'],
  ['budget', 'Budget spreadsheets that fill themselves'],
  ['kofi', "Kofi's path, module 3: choose tools your team will use"],
];

export function describeFulltextSearch(store: () => Store): void {
  describe('fulltext', () => {
    beforeEach(async () => {
      for (const [id, text] of POSTS) await store().createRow('forum_posts', id, post(text));
    });

    const ids = async (queries: Query<'forum_posts'>[]) =>
      (await store().listRows('forum_posts', [...queries, orderAsc('$id')])).rows.map((row) => row.$id);

    it('finds rows where a word begins with each searched word, ignoring case', async () => {
      expect(await ids([fulltext('searchText', 'lead')])).toEqual(['lead', 'leader']);
      expect(await ids([fulltext('searchText', 'LEADER')])).toEqual(['leader']);
      expect(await ids([fulltext('searchText', 'spreadsheet')])).toEqual(['budget']);
    });

    it('needs every word, in any order', async () => {
      expect(await ids([fulltext('searchText', 'team change')])).toEqual(['lead']);
      expect(await ids([fulltext('searchText', 'change team')])).toEqual(['lead']);
      expect(await ids([fulltext('searchText', 'team budget')])).toEqual([]);
    });

    it('matches whole-word beginnings only, not the middle of a word', async () => {
      expect(await ids([fulltext('searchText', 'eading')])).toEqual([]);
      expect(await ids([fulltext('searchText', 'sheets')])).toEqual([]);
    });

    it('ignores accents and punctuation in the query', async () => {
      expect(await ids([fulltext('searchText', 'cafe resume')])).toEqual(['cafe']);
      expect(await ids([fulltext('searchText', '"experiment" (café)*')])).toEqual(['cafe']);
      expect(await ids([fulltext('searchText', "kofi's")])).toEqual(['kofi']);
    });

    it('leaves out short and common words; a query with no other word matches nothing', async () => {
      expect(await ids([fulltext('searchText', 'a good leader, of the')])).toEqual(['leader']);
      expect(await ids([fulltext('searchText', '  -- ')])).toEqual([]);
      expect(await ids([fulltext('searchText', 'at the')])).toEqual([]);
    });

    it('combines with other filters, and counts what it matches', async () => {
      await store().updateRow('forum_posts', 'leader', { categoryId: 'kofi' });
      expect(await ids([fulltext('searchText', 'lead'), equal('categoryId', 'general')])).toEqual(['lead']);
      expect((await store().listRows('forum_posts', [fulltext('searchText', 'lead')])).total).toBe(2);
    });

    it('follows updates and deletes, inside transactions too', async () => {
      await store().updateRow('forum_posts', 'budget', { searchText: 'Quarterly forecasts for the warehouse' });
      expect(await ids([fulltext('searchText', 'budget')])).toEqual([]);
      expect(await ids([fulltext('searchText', 'warehouse')])).toEqual(['budget']);
      await store().deleteRow('forum_posts', 'lead');
      await store().transaction(async (tx) => {
        await tx.createRow('forum_posts', 'mentor', post('Mentoring new leaders'));
      });
      expect(await ids([fulltext('searchText', 'lead')])).toEqual(['leader', 'mentor']);
    });

    it('sorted by insertion order, pages through every match once by cursor, newest or oldest first, with other filters', async () => {
      for (let index = 0; index < 7; index++) await store().createRow('forum_posts', `extra${index}`, post(`Team notes number ${index}`));
      await store().updateRow('forum_posts', 'extra3', { categoryId: 'kofi' });
      const newest = [fulltext('searchText', 'team'), equal('categoryId', 'general'), orderDesc(INSERTION_ORDER)] as const;
      const first = await store().findRows('forum_posts', [...newest, limit(3)]);
      expect(first.map((row) => row.$id)).toEqual(['extra6', 'extra5', 'extra4']);
      const second = await store().findRows('forum_posts', [...newest, limit(3), cursorAfter('extra4')]);
      expect(second.map((row) => row.$id)).toEqual(['extra2', 'extra1', 'extra0']);
      const last = await store().findRows('forum_posts', [...newest, limit(3), cursorAfter('extra0')]);
      expect(last.map((row) => row.$id)).toEqual(['kofi', 'lead']);
      const oldest = await store().findRows('forum_posts', [fulltext('searchText', 'team'), orderAsc(INSERTION_ORDER), limit(3)]);
      expect(oldest.map((row) => row.$id)).toEqual(['lead', 'kofi', 'extra0']);
      expect(await store().findRows('forum_posts', [fulltext('searchText', 'zebra'), orderDesc(INSERTION_ORDER)])).toEqual([]);
    });

    it('is refused on a column without a fulltext index', async () => {
      await expectStoreError(store().listRows('forum_posts', [fulltext('title', 'title')]), 'invalid');
      await expectStoreError(store().listRows('users', [fulltext('displayName', 'ada')]), 'invalid');
    });
  });
}
