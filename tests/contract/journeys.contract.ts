// The learning journeys' contract: modules, reflections, webinars, mentoring, the capstone and certificates
// on every backend. Each backend's test file calls describeJourneysContract with a way to open a fresh store.
import { describe } from 'vitest';
import { describeActivities } from './journeys-contract/activities.ts';
import { describeCapstone } from './journeys-contract/capstone.ts';
import { describeModules } from './journeys-contract/modules.ts';
import { useFreshStore, type StoreCleanup, type StoreFactory } from './store-contract/harness.ts';

export function describeJourneysContract(name: string, makeStore: StoreFactory, cleanup?: StoreCleanup): void {
  // Each test makes dozens of awards; on the fake Appwrite on a shared machine that takes a while.
  describe(`Journeys contract: ${name}`, { timeout: 60_000 }, () => {
    const store = useFreshStore(makeStore, cleanup);
    describeModules(store);
    describeActivities(store);
    describeCapstone(store);
  });
}
