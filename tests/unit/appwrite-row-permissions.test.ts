// Row security in Appwrite mode: rows carry no permission (only the server's key reaches them), except
// tables the schema marks `ownerReadable`, whose rows the owner may read from a browser (realtime points).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { newUser } from '../contract/store-contract/harness.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

let fake: FakeAppwrite;
beforeAll(async () => {
  fake = await startFakeAppwrite();
});
afterAll(async () => {
  await fake.close();
});

/** The `permissions` parameter of the create request for a row. */
function permissionsSentFor(table: string, rowId: string): unknown {
  const request = fake.server.requests.find(
    (r) => r.method === 'POST' && r.path.endsWith(`/tables/${table}/rows`) && r.input.rowId === rowId,
  );
  if (!request) throw new Error(`no create request for ${table}/${rowId}`);
  return request.input.permissions;
}

describe('Appwrite row permissions', () => {
  it("lets a person read their own points row and nobody else's", async () => {
    const store = openAppwriteStore({ connection: fake });
    await store.createRow('user_points', 'owner1', { points: 5 });
    expect(permissionsSentFor('user_points', 'owner1')).toEqual(['read("user:owner1")']);
  });

  it('sets the same permission when the row is created inside a transaction', async () => {
    const store = openAppwriteStore({ connection: fake });
    await store.transaction(async (tx) => {
      await tx.createRow('user_points', 'owner2', { points: 0 });
    });
    expect(permissionsSentFor('user_points', 'owner2')).toEqual(['read("user:owner2")']);
  });

  it('gives every other table no permission at all (deny by default)', async () => {
    const store = openAppwriteStore({ connection: fake });
    await store.createRow('users', 'private1', newUser({ displayName: 'Private' }));
    await store.createRow('settings', 'private-setting', { value: '1' });
    expect(permissionsSentFor('users', 'private1')).toBeUndefined();
    expect(permissionsSentFor('settings', 'private-setting')).toBeUndefined();
  });
});
