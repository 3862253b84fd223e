// Runs the forum's contract on the Appwrite store through the fake Appwrite, with Appwrite 1.9's limits: at
// most 100 operations per transaction, and list totals capped (here at 20, so nothing may depend on a count).
import { afterAll, beforeAll, describe } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describeForumContract } from './forum.contract.ts';

describe('Forum on Appwrite through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ countLimit: 20 });
  });
  afterAll(async () => {
    await fake.close();
  });

  describeForumContract('appwrite (fake, totals capped at 20)', async () => {
    fake.tablesDb.reset();
    return openAppwriteStore({ connection: fake });
  });
});
