// Runs the gamification engine's contract on the Appwrite store through the fake Appwrite, with Appwrite
// 1.9's limits: at most 100 operations per transaction, and list totals capped, here at 20 instead of 5,000
// so that boards of 60 learners prove at small scale that no position depends on counting rows.
import { afterAll, beforeAll, describe } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describeEngineContract } from './engine.contract.ts';

describe('Engine on Appwrite through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ countLimit: 20 });
  });
  afterAll(async () => {
    await fake.close();
  });

  describeEngineContract('appwrite (fake, totals capped at 20)', async () => {
    fake.tablesDb.reset();
    return openAppwriteStore({ connection: fake });
  });
});
