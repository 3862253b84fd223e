// The live balance behind /api/points/stream: current value at once, changes within a second (of the balance,
// or of the version alone, which a badge moves), null when the row is missing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '#/server/services/accounts.ts';
import { createPointsFeed } from '#/server/services/points-feed.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
let userId: string;
beforeEach(async () => {
  backend = createTestBackend();
  ({ userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' }));
});
afterEach(async () => {
  await backend.dispose();
});

describe('points feed', () => {
  it('sends the current balance, then each server-side change within a second', async () => {
    const feed = createPointsFeed(backend.store, 50);
    const seen: (string | null)[] = [];
    const stop = feed.watch(userId, (state) => seen.push(state && `${state.points}@${state.version}`));
    await vi.waitFor(() => expect(seen).toEqual(['0@0']));
    await backend.store.updateRow('user_points', userId, { points: 150 });
    await vi.waitFor(() => expect(seen).toEqual(['0@0', '150@0']), { timeout: 1000 });
    await backend.store.incrementColumn('user_points', userId, 'points', 50);
    await vi.waitFor(() => expect(seen).toEqual(['0@0', '150@0', '200@0']), { timeout: 1000 });
    await backend.store.incrementColumn('user_points', userId, 'version', 1);
    await vi.waitFor(() => expect(seen).toEqual(['0@0', '150@0', '200@0', '200@1']), { timeout: 1000 });
    stop();
  });

  it('says null when the balance row is missing', async () => {
    const feed = createPointsFeed(backend.store, 50);
    const seen: (number | null)[] = [];
    const stop = feed.watch(userId, (state) => seen.push(state?.points ?? null));
    await vi.waitFor(() => expect(seen).toEqual([0]));
    await backend.store.deleteRow('user_points', userId);
    await vi.waitFor(() => expect(seen).toEqual([0, null]), { timeout: 1000 });
    stop();
  });

  it("gives each watcher only its own user's balance, and a late watcher the current value", async () => {
    const { userId: other } = await createAccount(backend, { email: 'kofi@example.org', password: 'kente cloth weaver', displayName: 'Kofi', timezone: 'UTC' });
    const feed = createPointsFeed(backend.store, 50);
    const mine: (number | null)[] = [];
    const theirs: (number | null)[] = [];
    const stopMine = feed.watch(userId, (state) => mine.push(state?.points ?? null));
    const stopTheirs = feed.watch(other, (state) => theirs.push(state?.points ?? null));
    await backend.store.updateRow('user_points', other, { points: 999 });
    await vi.waitFor(() => expect(theirs.at(-1)).toBe(999));
    expect(mine).toEqual([0]);
    const late: (number | null)[] = [];
    const stopLate = feed.watch(other, (state) => late.push(state?.points ?? null));
    expect(late).toEqual([999]);
    stopMine();
    stopTheirs();
    stopLate();
  });
});
