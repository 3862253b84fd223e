// Contract for transaction(): all-or-nothing writes, the original error rethrown, and isolation from
// concurrent callers (other transactions and plain calls issued while one is waiting).
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { newUser, sleep } from './harness.ts';

/** Registers the transaction tests; `store` returns the current test's fresh store. */
export function describeTransactions(store: () => Store): void {
  describe('transaction', () => {
    it('commits every write and returns the callback result', async () => {
      await store().createRow('user_points', 'existing', { points: 1 });
      const result = await store().transaction(async (tx) => {
        await tx.createRow('users', 'u', newUser({ displayName: 'In tx' }));
        await tx.createRow('user_points', 'u', { points: 3 });
        await tx.incrementColumn('user_points', 'existing', 'points', 4);
        // A transaction reads its own writes.
        const inside = await tx.getRow('users', 'u');
        const listed = await tx.listRows('user_points');
        return { name: inside?.displayName, total: listed.total };
      });
      expect(result).toEqual({ name: 'In tx', total: 2 });
      expect((await store().getRow('users', 'u'))?.displayName).toBe('In tx');
      expect((await store().getRow('user_points', 'u'))?.points).toBe(3);
      expect((await store().getRow('user_points', 'existing'))?.points).toBe(5);
    });

    it('rolls back every write when the callback throws, and rethrows the same error', async () => {
      await store().createRow('user_points', 'counter', { points: 10 });
      await store().createRow('settings', 'doomed', { value: 'still here' });
      await store().createRow('users', 'renamed', newUser({ displayName: 'Original' }));
      const failure = new Error('boom');
      const outcome = store().transaction(async (tx) => {
        await tx.createRow('users', 'created', newUser());
        await tx.updateRow('users', 'renamed', { displayName: 'Changed' });
        await tx.incrementColumn('user_points', 'counter', 'points', 5);
        await tx.deleteRow('settings', 'doomed');
        await sleep(1);
        throw failure;
      });
      await expect(outcome).rejects.toBe(failure);
      expect(await store().getRow('users', 'created')).toBeNull();
      expect((await store().getRow('users', 'renamed'))?.displayName).toBe('Original');
      expect((await store().getRow('user_points', 'counter'))?.points).toBe(10);
      expect((await store().getRow('settings', 'doomed'))?.value).toBe('still here');
    });

    it('rolls back earlier writes when a store call inside fails', async () => {
      await store().createRow('auth_accounts', 'a', { email: 'taken@example.com', passwordHash: 'h' });
      const outcome = store().transaction(async (tx) => {
        await tx.createRow('settings', 'first', { value: 'x' });
        await tx.createRow('auth_accounts', 'b', { email: 'taken@example.com', passwordHash: 'h' });
      });
      await expect(outcome).rejects.toMatchObject({ name: 'StoreError', code: 'conflict' });
      expect(await store().getRow('settings', 'first')).toBeNull();
      expect((await store().listRows('auth_accounts')).total).toBe(1);
    });

    it('keeps 50 concurrent read-modify-write transactions from interleaving', async () => {
      await store().createRow('user_points', 'shared', { points: 0 });
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          store().transaction(async (tx) => {
            const row = await tx.getRow('user_points', 'shared');
            // Yield between the read and the write, so an unserialised store would lose updates.
            await sleep(index % 3);
            await tx.updateRow('user_points', 'shared', { points: (row?.points ?? 0) + 1 });
          }),
        ),
      );
      expect((await store().getRow('user_points', 'shared'))?.points).toBe(50);
    });

    it('does not roll back calls made outside the transaction while it waits', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started: () => void = () => undefined;
      const inside = new Promise<void>((resolve) => {
        started = resolve;
      });
      const failing = store().transaction(async (tx) => {
        await tx.createRow('settings', 'inside', { value: 'rolled back' });
        started();
        await gate;
        throw new Error('abort');
      });
      await inside;
      const outside = store().createRow('settings', 'outside', { value: 'kept' });
      const outsideIncrement = store().createRow('user_points', 'outside', { points: 7 });
      release();
      await expect(failing).rejects.toThrow('abort');
      await outside;
      await outsideIncrement;
      expect(await store().getRow('settings', 'inside')).toBeNull();
      expect((await store().getRow('settings', 'outside'))?.value).toBe('kept');
      expect((await store().getRow('user_points', 'outside'))?.points).toBe(7);
    });

    it('leaves the store usable after a rollback', async () => {
      await expect(store().transaction(() => Promise.reject(new Error('first')))).rejects.toThrow('first');
      await store().transaction(async (tx) => {
        await tx.createRow('settings', 'after', { value: 'ok' });
      });
      expect((await store().getRow('settings', 'after'))?.value).toBe('ok');
    });
  });
}
