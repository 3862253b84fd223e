// Runs the gamification engine's contract on the Appwrite store through the fake Appwrite, with Appwrite
// 1.9's limits: at most 100 operations per transaction, and list totals capped, here at 20 instead of 5,000
// so that boards of 60 learners prove at small scale that no position depends on counting rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardXp, verifyPoints } from '#/server/services/gamification/index.ts';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { isStoreError } from '#/server/store/port.ts';
import { addLearner, balanceAndLedger } from './engine-contract/harness.ts';
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

  it('two servers awarding one learner at once: commits that conflict run again, and nothing is lost or doubled', { timeout: 120_000 }, async () => {
    fake.tablesDb.reset();
    // Two stores are two servers: each serialises its own transactions, but not against the other's.
    const [one, two] = [openAppwriteStore({ connection: fake }), openAppwriteStore({ connection: fake })];
    await addLearner(one, 'ada');
    const now = new Date('2026-11-18T10:00:00Z');
    const settled = await Promise.allSettled(
      Array.from({ length: 24 }, (_, index) => awardXp({ store: index % 2 === 0 ? one : two }, { userId: 'ada', activity: 'webinar', sourceId: `w${index}` }, { now })),
    );
    // Under heavy contention a transaction may give up after its attempts: the caller is told (conflict)
    // and nothing of it was written. Every award that was answered is in the ledger, once.
    const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of settled) if (result.status === 'rejected') expect(isStoreError(result.reason, 'conflict')).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
    expect(await balanceAndLedger(one, 'ada')).toEqual({ balance: answered.length * 75, ledger: answered.length * 75, entries: answered.length });
    const report = await verifyPoints({ store: one }, { now });
    expect(Object.values(report.counts).every((count) => count === 0)).toBe(true);
  });
});
