// The community features' contract (onboarding, villages, group challenges, the impact log, the premium
// ecosystem's requests): written against the services and the Store port only; each backend's test file
// calls describeCommunityContract with a way to open a fresh, empty store.
import { describe } from 'vitest';
import { describeChallenges } from './community-contract/challenges.ts';
import { describeEcosystem } from './community-contract/ecosystem.ts';
import { describeImpact } from './community-contract/impact.ts';
import { describeOnboarding } from './community-contract/onboarding.ts';
import { describeVillages } from './community-contract/villages.ts';
import { useFreshStore, type StoreCleanup, type StoreFactory } from './store-contract/harness.ts';

export function describeCommunityContract(name: string, makeStore: StoreFactory, cleanup?: StoreCleanup): void {
  // A village of 12 is a few hundred requests to a fake Appwrite: slow on a shared machine.
  describe(`Community contract: ${name}`, { timeout: 120_000 }, () => {
    const store = useFreshStore(makeStore, cleanup);
    describeOnboarding(store);
    describeVillages(store);
    describeChallenges(store);
    describeImpact(store);
    describeEcosystem(store);
  });
}
