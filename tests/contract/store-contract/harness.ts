// Shared setup for the Store contract suites: a fresh store per test and small helpers. It imports the
// port only, never an adapter, so the same suites can run against every adapter.
import { afterEach, beforeEach, expect } from 'vitest';
import type { NewRow } from '#/server/schema.ts';
import { isStoreError } from '#/server/store/port.ts';
import type { Store, StoreErrorCode } from '#/server/store/port.ts';

/** Opens an empty store of the adapter under test. */
export type StoreFactory = () => Promise<Store>;

/** Runs after each test once the store is closed (e.g. removes the adapter's files or database). */
export type StoreCleanup = () => Promise<void>;

/** Gives each test its own empty store; returns the accessor the tests call. */
export function useFreshStore(makeStore: StoreFactory, cleanup?: StoreCleanup): () => Store {
  let current: Store | null = null;
  beforeEach(async () => {
    current = await makeStore();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
    await cleanup?.();
  });
  return () => {
    if (current === null) throw new Error('The store is only available inside a test');
    return current;
  };
}

/** Asserts that `promise` rejects with a StoreError of `code`, and returns that error. */
export async function expectStoreError(promise: Promise<unknown>, code: StoreErrorCode): Promise<Error> {
  const outcome = await promise.then(
    (value: unknown) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  if (!outcome.rejected) throw new Error(`Expected a StoreError '${code}', but it resolved to ${JSON.stringify(outcome.value)}`);
  expect(isStoreError(outcome.error, code), `expected StoreError '${code}', got ${String(outcome.error)}`).toBe(true);
  return outcome.error as Error;
}

/** A valid new user; tests override what they care about. */
export function newUser(overrides: Partial<NewRow<'users'>> = {}): NewRow<'users'> {
  return { role: 'learner', membershipStatus: 'free', displayName: 'Test User', ...overrides };
}

/** Lets the clock move on, so timestamps taken before and after differ. */
export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Milliseconds since the epoch of an ISO 8601 timestamp, failing the test when it is not one. */
export function timeOf(timestamp: string): number {
  const time = Date.parse(timestamp);
  expect(Number.isNaN(time), `${timestamp} is an ISO 8601 datetime`).toBe(false);
  return time;
}
