// Runs the learning journeys' contract on the Appwrite store through the fake Appwrite, with Appwrite 1.9's
// limits: at most 100 operations per transaction (completing a journey's last module, which also issues the
// certificate and its badge, and a mentoring confirmation, which pays two people, must fit) and list totals
// capped, here at 20.
import { afterAll, beforeAll, describe } from 'vitest';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describeJourneysContract } from './journeys.contract.ts';

describe('Journeys on Appwrite through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ countLimit: 20 });
  });
  afterAll(async () => {
    await fake.close();
  });

  describeJourneysContract('appwrite (fake, totals capped at 20)', async () => {
    fake.tablesDb.reset();
    return openAppwriteStore({ connection: fake });
  });
});
