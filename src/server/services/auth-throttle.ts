// Throttling of sign-in, sign-up and other abuse-prone requests, kept in the Store so that several servers
// share the counters and a restart forgets nothing. Appwrite's own limits do not apply to our API-key
// calls, so this guards every backend.
//
// A key (`email:…`, `ip:…`) counts its events per second: one `auth_failures` row per key and second,
// whose `attempts` says how many events that second saw. A key is over its limit when the rows of the last
// 15 minutes add up to the limit. An attempt is *reserved* before the work it guards (a password check)
// starts, with an atomic incrementColumn bounded by what is left of the limit, so requests sent at once
// cannot all read "under the limit" before any of them writes (a read-then-write is not atomic on
// Appwrite). A reservation is kept when the attempt fails and given back when it succeeds.
import { createHash } from 'node:crypto';
import { throttleAddress } from '../network/ip-address.ts';
import type { Store } from '../store/port.ts';
import { isStoreError } from '../store/port.ts';
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

export interface ThrottleCheck {
  kind: ThrottleKind;
  value: string;
}

/** Attempts counted ahead of the work they guard: one row id per check. */
export interface Reservation {
  readonly rowIds: readonly string[];
}

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; waitSeconds: number };

/** More rows than any limit: a key with this many counted rows in the window is over it, whatever the rest hold. */
const ROWS_READ = 200;
const SECOND_MS = 1000;

/** The kinds whose value is a client address (`locals.clientAddress`): counted per IPv4 address or IPv6 /64. */
const ADDRESS_KINDS: ReadonlySet<ThrottleKind> = new Set(['ip', 'signup', 'pathfinder']);

export function throttleKey(kind: ThrottleKind, value: string): string {
  const counted = ADDRESS_KINDS.has(kind) ? throttleAddress(value) : value.trim();
  return `${kind}:${counted.toLowerCase()}`.slice(0, 400);
}

interface CountedRow {
  $id: string;
  at: string;
  attempts: number;
}

/** The row that counts `key`'s events of the second `now` falls in: its id and its start. */
function secondRow(key: string, now: Date): { id: string; at: string } {
  const start = Math.floor(now.getTime() / SECOND_MS) * SECOND_MS;
  // 36 hex characters: a valid row id in both backends, the same on every server for this key and second.
  const id = createHash('sha256').update(`${key}\n${start}`).digest('hex').slice(0, 36);
  return { id, at: new Date(start).toISOString() };
}

/** The key's rows that still count (inside the window, not given back), oldest first. */
async function countedRows(store: Store, key: string, now: Date): Promise<CountedRow[]> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const { rows } = await store.listRows('auth_failures', [
    equal('key', key),
    greaterThan('at', since),
    greaterThan('attempts', 0),
    orderAsc('at'),
    limit(ROWS_READ),
  ]);
  return rows;
}

const sum = (rows: readonly CountedRow[]): number => rows.reduce((total, row) => total + row.attempts, 0);

/** Whole seconds until the key is under `max` again: its oldest events leave the window first. */
function waitSeconds(rows: readonly CountedRow[], max: number, now: Date): number {
  let surplus = sum(rows) - max + 1;
  if (surplus <= 0) return 0;
  for (const row of rows) {
    surplus -= row.attempts;
    if (surplus <= 0) {
      const freeAt = new Date(row.at).getTime() + THROTTLE_WINDOW_MS;
      return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    }
  }
  return Math.ceil(THROTTLE_WINDOW_MS / 1000);
}

/**
 * Adds one event to this second's row, unless that would take the row past `max`. Creating the row and
 * incrementing it are each atomic; the row may vanish in between (a success clears the key), so a few tries.
 */
async function addToSecondRow(store: Store, key: string, now: Date, max: number | undefined): Promise<string | null> {
  const { id, at } = secondRow(key, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await store.createRow('auth_failures', id, { key, at, attempts: 1 });
      return id;
    } catch (error) {
      if (!isStoreError(error, 'conflict')) throw error;
    }
    try {
      await store.incrementColumn('auth_failures', id, 'attempts', 1, max === undefined ? {} : { max });
      return id;
    } catch (error) {
      if (isStoreError(error, 'out-of-range')) return null;
      if (!isStoreError(error, 'not-found')) throw error;
    }
  }
  throw new Error(`The throttle row of ${key} kept disappearing`);
}

/** Gives one reserved event back (the attempt succeeded, or never ran). A row already cleared is fine. */
async function giveBack(store: Store, rowId: string): Promise<void> {
  try {
    await store.incrementColumn('auth_failures', rowId, 'attempts', -1, { min: 0 });
  } catch (error) {
    if (!isStoreError(error, 'not-found') && !isStoreError(error, 'out-of-range')) throw error;
  }
}

/** Reserves one event against one key: the row id, or the seconds to wait. */
async function reserveOne(store: Store, check: ThrottleCheck, now: Date): Promise<{ rowId: string } | { waitSeconds: number }> {
  const key = throttleKey(check.kind, check.value);
  const max = THROTTLE_LIMITS[check.kind];
  const before = await countedRows(store, key, now);
  if (sum(before) >= max) return { waitSeconds: waitSeconds(before, max, now) };
  // This second's row may take what the earlier seconds left of the limit, and not one more: the bound is
  // checked by the store atomically, so parallel requests cannot all take the last place.
  const own = secondRow(key, now).id;
  const earlier = sum(before.filter((row) => row.$id !== own));
  const rowId = await addToSecondRow(store, key, now, max - earlier);
  if (rowId === null) return { waitSeconds: Math.max(1, waitSeconds(await countedRows(store, key, now), max, now)) };
  // A request still on the previous second can add to its own row after we read it. Reading again after
  // our own increment settles it: of any set of reservations over the limit, the last one to read sees
  // them all and gives its place back.
  const after = await countedRows(store, key, now);
  if (sum(after) > max) {
    await giveBack(store, rowId);
    return { waitSeconds: Math.max(1, waitSeconds(after, max, now)) };
  }
  return { rowId };
}

/**
 * Counts one attempt against every key before it is made. Either every key had room (the reservation,
 * to keep when the attempt fails and give back with `releaseAttempt` when it succeeds), or none is
 * counted and the answer is the longest wait.
 */
export async function reserveAttempt(store: Store, checks: readonly ThrottleCheck[], now = new Date()): Promise<ReserveOutcome> {
  const rowIds: string[] = [];
  for (const check of checks) {
    const outcome = await reserveOne(store, check, now);
    if ('rowId' in outcome) {
      rowIds.push(outcome.rowId);
      continue;
    }
    await releaseAttempt(store, { rowIds });
    // The other keys' waits still matter: the answer says how long until every key has room.
    const wait = Math.max(outcome.waitSeconds, await throttleWait(store, checks, now));
    return { ok: false, waitSeconds: wait };
  }
  return { ok: true, reservation: { rowIds } };
}

/** Gives back the events a reservation counted (the attempt succeeded, or could not be made). */
export async function releaseAttempt(store: Store, reservation: Reservation): Promise<void> {
  for (const rowId of reservation.rowIds) await giveBack(store, rowId);
}

/** The longest wait among the given keys (0 when all are under their limits). */
export async function throttleWait(store: Store, checks: readonly ThrottleCheck[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const check of checks) {
    const rows = await countedRows(store, throttleKey(check.kind, check.value), now);
    wait = Math.max(wait, waitSeconds(rows, THROTTLE_LIMITS[check.kind], now));
  }
  return wait;
}

/** Counts one event against each key, whatever the limits (for checks made before, with `throttleWait`). */
export async function recordThrottled(store: Store, checks: readonly ThrottleCheck[], now = new Date()): Promise<void> {
  for (const check of checks) await addToSecondRow(store, throttleKey(check.kind, check.value), now, undefined);
}

/** Forgets the events of one key (a successful sign-in clears that email's failures, as NIST 800-63B suggests). */
export async function clearThrottled(store: Store, check: ThrottleCheck): Promise<void> {
  await deleteWhere(store, 'auth_failures', [equal('key', throttleKey(check.kind, check.value))]);
}

/** Deletes rows older than the window, a batch at a time (called opportunistically). */
export async function sweepThrottled(store: Store, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const { rows } = await store.listRows('auth_failures', [lessThan('at', before), limit(50)]);
  for (const row of rows) await deleteIfPresent(store, 'auth_failures', row.$id);
}
