// Live balances for the SSE stream. One poller per process reads every watched user's `user_points` row
// in a single query every half second, and tells each watcher when its balance or version changes (the
// version moves with every award and badge, even one that leaves the balance as it was). Polling the Store
// (rather than hooking writes) sees every change, whichever process or script made it, within a second.
import type { Store } from '../store/port.ts';
import { equal, limit } from '../store/query.ts';

export const POINTS_POLL_MS = 500;

/** What the browser follows of a `user_points` row. */
export interface PointsState {
  readonly points: number;
  /** Goes up with every award and badge: the browser then asks what happened. */
  readonly version: number;
}

/** The state, or null when the user has no `user_points` row. */
export type PointsListener = (state: PointsState | null) => void;

interface Watch {
  listeners: Set<PointsListener>;
  last: PointsState | null | undefined;
}

function sameState(a: PointsState | null | undefined, b: PointsState | null): boolean {
  return a === b || (a != null && b !== null && a.points === b.points && a.version === b.version);
}

function stateOf(row: { points: number; version: number } | null | undefined): PointsState | null {
  return row ? { points: row.points, version: row.version } : null;
}

export interface PointsFeed {
  /** Calls `listener` with the current balance at once, then on every change. Returns the unsubscribe function. */
  watch(userId: string, listener: PointsListener): () => void;
}

export function createPointsFeed(store: Store, pollMs = POINTS_POLL_MS): PointsFeed {
  const watches = new Map<string, Watch>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling) return; // a slow read must not pile up behind itself
    polling = true;
    try {
      const ids = [...watches.keys()];
      for (let i = 0; i < ids.length; i += 100) {
        const chunk = ids.slice(i, i + 100);
        const { rows } = await store.listRows('user_points', [equal('$id', chunk), limit(chunk.length)]);
        const found = new Map(rows.map((r) => [r.$id, stateOf(r)]));
        for (const id of chunk) publish(id, found.get(id) ?? null);
      }
    } catch {
      // A failed read is retried on the next tick; watchers keep their last value meanwhile.
    } finally {
      polling = false;
    }
  }

  function publish(userId: string, state: PointsState | null): void {
    const watch = watches.get(userId);
    if (!watch || sameState(watch.last, state)) return;
    watch.last = state;
    for (const listener of watch.listeners) listener(state);
  }

  return {
    watch(userId, listener) {
      let watch = watches.get(userId);
      if (!watch) {
        watch = { listeners: new Set(), last: undefined };
        watches.set(userId, watch);
      }
      watch.listeners.add(listener);
      if (watch.last !== undefined) listener(watch.last);
      else void store.getRow('user_points', userId).then((row) => publish(userId, stateOf(row)), () => undefined);
      timer ??= setInterval(() => void poll(), pollMs);
      return () => {
        watch.listeners.delete(listener);
        if (watch.listeners.size === 0) watches.delete(userId);
        if (watches.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
