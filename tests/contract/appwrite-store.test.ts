// Runs the Store contract against the Appwrite adapter: through the fake Appwrite (request shapes and
// documented answers checked at the HTTP level), and against a real Appwrite 1.9 when configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { equal, fulltext, limit, search } from '#/server/store/query.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { emptyAllTables, realAppwrite, reportSkip } from '../fixtures/appwrite-targets.ts';
import { newUser } from './store-contract/harness.ts';
import { describeStoreContract } from './store.contract.ts';

describe('Appwrite store through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });

  describeStoreContract(
    'appwrite (fake)',
    async () => {
      fake.tablesDb.reset();
      return openAppwriteStore({ connection: fake });
    },
  );

  describe('request shapes', () => {
    it('sends the API key (never a session), the project, the 1.9 response format and JSON object parameters', async () => {
      fake.tablesDb.reset();
      const store = openAppwriteStore({ connection: fake });
      const before = fake.server.requests.length;
      await store.createRow('users', 'shape', newUser({ displayName: 'Shape' }));
      await store.listRows('users', [equal('role', ['learner', 'admin']), search('displayName', 'sha')]);
      await store.transaction(async (tx) => {
        await tx.createRow('settings', 'tx-row', { value: 'x' });
      });
      const sent = fake.server.requests.slice(before);
      for (const request of sent) {
        expect(request.headers['x-appwrite-key']).toBe('(set)');
        expect(request.headers['x-appwrite-session']).toBeUndefined();
        expect(request.headers['x-appwrite-project']).toBe(fake.projectId);
        expect(request.headers['x-appwrite-response-format']).toBe('1.9.5');
      }
      const create = sent.find((request) => request.method === 'POST' && request.path.endsWith('/tables/users/rows'));
      expect(create?.input).toEqual({ rowId: 'shape', data: expect.objectContaining({ displayName: 'Shape' }) });
      const list = sent.find((request) => request.method === 'GET' && request.path.endsWith('/tables/users/rows'));
      expect((list?.input.queries as string[]).map((query) => JSON.parse(query))).toEqual([
        { method: 'equal', attribute: 'role', values: ['learner', 'admin'] },
        { method: 'contains', attribute: 'displayName', values: ['sha'] },
      ]);
      const paths = sent.map((request) => `${request.method} ${request.path.replace(/transactions\/[0-9a-f]+/, 'transactions/{id}')}`);
      expect(paths).toContain('POST /v1/tablesdb/transactions');
      expect(paths).toContain('PATCH /v1/tablesdb/transactions/{id}');
      const staged = sent.find((request) => request.method === 'POST' && request.path.endsWith('/tables/settings/rows'));
      expect(typeof staged?.input.transactionId).toBe('string');
      expect(fake.tablesDb.rows('settings').map((row) => row.$id)).toEqual(['tx-row']);
    });

    it('sends a fulltext query as one search per searchable word, which Appwrite allows only on a fulltext-indexed column', async () => {
      fake.tablesDb.reset();
      const store = openAppwriteStore({ connection: fake });
      const before = fake.server.requests.length;
      await store.findRows('forum_posts', [fulltext('searchText', 'Leading the TEAM'), limit(5)]);
      const list = fake.server.requests.slice(before).find((request) => request.method === 'GET');
      expect((list?.input.queries as string[]).map((query) => JSON.parse(query))).toEqual([
        { method: 'search', attribute: 'searchText', values: ['leading'] },
        { method: 'search', attribute: 'searchText', values: ['team'] },
        { method: 'limit', values: [5] },
      ]);
      // What the adapter never sends, the fake refuses as Appwrite does: search on a column without a fulltext index.
      const response = await fetch(`${fake.endpoint}/tablesdb/${fake.databaseId}/tables/forum_posts/rows?queries[0]=${encodeURIComponent(JSON.stringify({ method: 'search', attribute: 'title', values: ['lead'] }))}`, {
        headers: { 'x-appwrite-project': fake.projectId, 'x-appwrite-key': fake.apiKey, 'x-appwrite-response-format': '1.9.5' },
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body).toMatchObject({ type: 'general_query_invalid', message: expect.stringMatching(/requires a fulltext index/) });
    });

    it('fails a transaction that stages more than Appwrite’s 100 operations with invalid, committing nothing', async () => {
      fake.tablesDb.reset();
      const store = openAppwriteStore({ connection: fake });
      const outcome = store.transaction(async (tx) => {
        for (let index = 0; index <= 100; index++) await tx.createRow('settings', `row-${index}`, { value: 'x' });
      });
      await expect(outcome).rejects.toMatchObject({ name: 'StoreError', code: 'invalid', message: expect.stringMatching(/transaction_limit_exceeded/) });
      expect(fake.tablesDb.rows('settings')).toEqual([]);
    });

    it('reruns a transaction whose commit conflicts with a write made after its operation was staged', async () => {
      fake.tablesDb.reset();
      const store = openAppwriteStore({ connection: fake });
      const outside = openAppwriteStore({ connection: fake });
      await store.createRow('user_points', 'p', { points: 1 });
      let runs = 0;
      await store.transaction(async (tx) => {
        runs += 1;
        const row = await tx.getRow('user_points', 'p');
        await tx.updateRow('user_points', 'p', { points: (row?.points ?? 0) + 10 });
        // Another server changes the row after the update was staged: Appwrite fails the first commit.
        if (runs === 1) await outside.updateRow('user_points', 'p', { points: 100 });
      });
      expect(runs).toBe(2);
      expect((await store.getRow('user_points', 'p'))?.points).toBe(110);
    });
  });
});

const real = realAppwrite();
if ('skipReason' in real) {
  reportSkip(real.skipReason);
} else {
  describe('Appwrite store against a real Appwrite 1.9', () => {
    describeStoreContract('appwrite (real)', async () => {
      await emptyAllTables(real.connection);
      return openAppwriteStore({ connection: real.connection });
    });
  });
}
