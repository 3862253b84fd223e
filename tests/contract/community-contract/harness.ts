// Shared setup for the community contract: learners written straight into a fresh store (as accounts.ts
// writes them), a stand-in for the Auth port's one read the admin list uses, and small helpers.
import type { Auth } from '#/server/auth/port.ts';
import type { Backend } from '#/server/backend.ts';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { addLearner } from '../engine-contract/harness.ts';

export { addLearner };

/** Adds learners `ids` with `points` each (the balance only: enough for rank checks). */
export async function addLearners(store: Store, ids: readonly string[], overrides: Partial<NewRow<'users'>> = {}, points = 0): Promise<void> {
  for (const id of ids) {
    await addLearner(store, id, overrides);
    if (points) await store.updateRow('user_points', id, { points });
  }
}

/** The store and an Auth that only knows emails (`<id>@example.org`). */
export function backendOf(store: Store): Pick<Backend, 'store' | 'auth'> {
  const auth = { emailOf: async (userId: string) => `${userId}@example.org` } as unknown as Auth;
  return { store, auth };
}

/** The ServiceError code a call fails with ('ok' when it succeeds), for tables of refusals. */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    throw error;
  }
}
