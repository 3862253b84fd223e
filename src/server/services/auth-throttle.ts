// Throttling of sign-in and sign-up, kept in the Store so that several servers share the counters and a
// restart forgets nothing. Each counted event is a row (key, at); a key is over its limit when it has
// `limit` rows inside the window. Appwrite's own limits do not apply to our API-key calls, so this
// guards every backend.
import { throttleAddress } from '../network/ip-address.ts';
import type { Store } from '../store/port.ts';
import { deleteIfPresent, deleteWhere } from '../store/deleting.ts';
import { equal, greaterThan, lessThan, limit, orderAsc } from '../store/query.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** The limits per window: failed sign-ins per email and per address, sign-ups per address. */
export const THROTTLE_LIMITS = {
  email: 10,
  ip: 30,
  signup: 10,
  /** Pathfinder session requests stored per address (a public form: enough for a team, not for a flood). */
  pathfinder: 10,
} as const;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS;

/** The kinds whose value is a client address (`locals.clientAddress`): counted per IPv4 address or IPv6 /64. */
const ADDRESS_KINDS: ReadonlySet<ThrottleKind> = new Set(['ip', 'signup', 'pathfinder']);

export function throttleKey(kind: ThrottleKind, value: string): string {
  const counted = ADDRESS_KINDS.has(kind) ? throttleAddress(value) : value.trim();
  return `${kind}:${counted.toLowerCase()}`.slice(0, 400);
}

/** Whole seconds to wait before trying again, or 0 when the key is under its limit. */
async function waitSeconds(store: Store, kind: ThrottleKind, value: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const max = THROTTLE_LIMITS[kind];
  const { total, rows } = await store.listRows('auth_failures', [
    equal('key', throttleKey(kind, value)),
    greaterThan('at', since),
    orderAsc('at'),
    limit(1),
  ]);
  if (total < max || !rows[0]) return 0;
  // The oldest counted event leaves the window first; then the key is under its limit again.
  const freeAt = new Date(rows[0].at).getTime() + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export interface ThrottleCheck {
  kind: ThrottleKind;
  value: string;
}

/** The longest wait among the given keys (0 when all are under their limits). */
export async function throttleWait(store: Store, checks: readonly ThrottleCheck[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const check of checks) wait = Math.max(wait, await waitSeconds(store, check.kind, check.value, now));
  return wait;
}

/** Counts one event against each key. */
export async function recordThrottled(store: Store, checks: readonly ThrottleCheck[], now = new Date()): Promise<void> {
  for (const check of checks) {
    await store.createRow('auth_failures', null, { key: throttleKey(check.kind, check.value), at: now.toISOString() });
  }
}

/** Forgets the events of one key (a successful sign-in clears that email's failures, as NIST 800-63B suggests). */
export async function clearThrottled(store: Store, check: ThrottleCheck): Promise<void> {
  await deleteWhere(store, 'auth_failures', [equal('key', throttleKey(check.kind, check.value))]);
}

/** Deletes events older than the window, a batch at a time (called opportunistically). */
export async function sweepThrottled(store: Store, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const { rows } = await store.listRows('auth_failures', [lessThan('at', before), limit(50)]);
  for (const row of rows) await deleteIfPresent(store, 'auth_failures', row.$id);
}
