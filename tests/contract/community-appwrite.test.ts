// Runs the community contract on the Appwrite store through the fake Appwrite, with Appwrite 1.9's limits:
// at most 100 operations per transaction, and list totals capped (here at 20 instead of 5,000, so that nothing
// the features show depends on counting rows past the cap).
import { afterAll, beforeAll, describe } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describeCommunityContract } from './community.contract.ts';

describe('Community on Appwrite through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ countLimit: 20 });
  });
  afterAll(async () => {
    await fake.close();
  });

  describeCommunityContract('appwrite (fake, totals capped at 20)', async () => {
    fake.tablesDb.reset();
    return openAppwriteStore({ connection: fake });
  });
});
