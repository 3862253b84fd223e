// The gamification engine's contract: what awards, badges and boards do on every backend. It is written
// against the services and the Store port only; each backend's test file calls describeEngineContract with
// a way to open a fresh, empty store.
import { describe } from 'vitest';
import { describeAwards } from './engine-contract/awards.ts';
import { describeBadges } from './engine-contract/badges.ts';
import { describeBoards } from './engine-contract/boards.ts';
import { describeGrants } from './engine-contract/grants.ts';
import { describeLimits } from './engine-contract/limits.ts';
import { useFreshStore, type StoreCleanup, type StoreFactory } from './store-contract/harness.ts';

export function describeEngineContract(name: string, makeStore: StoreFactory, cleanup?: StoreCleanup): void {
  // An award is a few dozen requests to a fake Appwrite, and the boards tests make 60 learners: slow on a
  // shared machine, so each test gets a minute.
  describe(`Engine contract: ${name}`, { timeout: 60_000 }, () => {
    const store = useFreshStore(makeStore, cleanup);
    describeAwards(store);
    describeBadges(store);
    describeGrants(store);
    describeBoards(store);
    describeLimits(store);
  });
}
