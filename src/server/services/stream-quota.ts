// How many live streams (server-sent events) one account and one address may hold open at once. Each open
// stream holds a socket, a timer and a watcher for as long as it lives, so without a bound one signed-in
// account could open thousands. Counted per server process: a stream lives on the process that serves it.
import { throttleAddress } from '../network/ip-address.ts';

/** Enough for a person with a few tabs and devices; an office behind one address gets four times as many. */
export const STREAM_LIMITS = { perUser: 5, perAddress: 20 } as const;

export interface StreamQuota {
  /**
   * A place for one more stream, as the function that gives it back (once), or null when a limit is reached.
   * `address` is the client's (`locals.clientAddress`).
   */
  take(userId: string, address: string): (() => void) | null;
}

export function createStreamQuota(limits: { perUser: number; perAddress: number } = STREAM_LIMITS): StreamQuota {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const change = (counts: Map<string, number>, key: string, by: number): void => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    take(userId, clientAddress) {
      // One IPv6 client holds a whole /64: counted as one, as every per-address limit counts it.
      const address = throttleAddress(clientAddress);
      if ((byUser.get(userId) ?? 0) >= limits.perUser || (byAddress.get(address) ?? 0) >= limits.perAddress) return null;
      change(byUser, userId, 1);
      change(byAddress, address, 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        change(byUser, userId, -1);
        change(byAddress, address, -1);
      };
    },
  };
}
