// The Store port's contract: what every adapter (embedded SQLite now, Appwrite later) must do. It is
// written against the port only, never an adapter, so each adapter's test file just calls
// describeStoreContract with a way to open a fresh, empty store.
import { describe } from 'vitest';
import { describeCountersAndPages } from './store-contract/counters-and-pages.ts';
import { describeCursorPagination } from './store-contract/cursor-pagination.ts';
import { describeFulltextSearch } from './store-contract/fulltext-search.ts';
import type { StoreCleanup, StoreFactory } from './store-contract/harness.ts';
import { useFreshStore } from './store-contract/harness.ts';
import { describeQueryOperators } from './store-contract/query-operators.ts';
import { describeRowMethods } from './store-contract/row-methods.ts';
import { describeTransactions } from './store-contract/transactions.ts';

export type { StoreCleanup, StoreFactory } from './store-contract/harness.ts';

/**
 * Registers the whole contract suite for one adapter. Every test gets a new store from `makeStore`
 * (it must be empty); after the test the store is closed and `cleanup` runs.
 */
export function describeStoreContract(name: string, makeStore: StoreFactory, cleanup?: StoreCleanup): void {
  describe(`Store contract: ${name}`, () => {
    const store = useFreshStore(makeStore, cleanup);
    describeRowMethods(store);
    describeQueryOperators(store);
    describeFulltextSearch(store);
    describeCursorPagination(store);
    describeTransactions(store);
    describeCountersAndPages(store);
  });
}
