// Shared setup for the engine contract: learners written straight into a fresh store (as accounts.ts
// writes them), moments to award at, and the engine's checks of its own data (balance = ledger sum).
import { expect } from 'vitest';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';

/** Creates a learner's `users` and `user_points` rows; returns the id. */
export async function addLearner(store: Store, id: string, overrides: Partial<NewRow<'users'>> = {}): Promise<string> {
  await store.createRow('users', id, { role: 'learner', membershipStatus: 'paid', displayName: `Learner ${id}`, timezone: 'Africa/Lagos', ...overrides });
  await store.createRow('user_points', id, { points: 0 });
  return id;
}

/** Engine options for an award at `iso`. */
export const at = (iso: string) => ({ now: new Date(iso) });

/** The learner's balance and the sum of their ledger, which must always agree. */
export async function balanceAndLedger(store: Store, userId: string): Promise<{ balance: number; ledger: number; entries: number }> {
  const rows = await store.findRows('points_transactions', [equal('userId', userId), limit(5000)]);
  return {
    balance: (await store.getRow('user_points', userId))?.points ?? 0,
    ledger: rows.reduce((sum, row) => sum + row.xp, 0),
    entries: rows.length,
  };
}

export async function expectBalanceIsLedgerSum(store: Store, userId: string, balance: number): Promise<void> {
  const figures = await balanceAndLedger(store, userId);
  expect(figures.balance).toBe(balance);
  expect(figures.ledger).toBe(balance);
}
