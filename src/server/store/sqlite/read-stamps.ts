// Versions of what the embedded store answers reads from, so that work (a page's render) can be stamped
// with what it read and later asked whether reading again would answer the same (ReadTracking). Every write
// moves a version: its row's (rows are hashed into a fixed number of slots, so memory stays bounded and a
// shared slot only ever makes a stamp stale too early, never too late) and its table's, which every query
// of the table depends on. A write whose row is unknown moves the table's "every row" version too. A query
// that only looks rows up by id (a page's names for the ids on a board) depends on those rows alone, as a
// read of each would. A query of one learner's rows (`equal('userId', …)`: their badges, counters, ledger)
// depends on that learner's rows alone: a write says whose row it wrote when it knows, so another learner's
// award does not make it stale (a write that cannot say moves every learner's). A commit by another
// connection is invisible row by row: it moves the epoch, and every stamp goes stale.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query } from '../query.ts';
import type { ReadStamp, ReadTracking } from '../read-tracking.ts';

/** Row slots: a power of two. 65,536 slots of 8 bytes is half a megabyte. */
const ROW_SLOTS = 1 << 16;
/** Room for this many tables (the schema has a few dozen). */
const MAX_TABLES = 256;
/**
 * Per table: a version every query depends on, one every row of it depends on, and one every query of one
 * learner's rows depends on (moved by a write that cannot say whose row it wrote).
 */
const QUERIES = 0;
const EVERY_ROW = 1;
const EVERY_OWNER = 2;
const TABLE_SLOTS = 3;
/** The column that says whose a row is: a query filtered to one value of it reads that learner's rows only. */
export const OWNER_COLUMN: string = 'userId';

interface Tracking {
  readonly epoch: number;
  readonly marks: number[];
  broken: boolean;
}

/** Inside readsMayLag: reads go unnoted; writes and transactions still break the work's stamp. */
interface LaggingReads {
  readonly lagging: Tracking;
}

const isLagging = (context: Tracking | LaggingReads): context is LaggingReads => 'lagging' in context;

/** The tracking a write or a transaction breaks, inside readsMayLag or not. */
const trackingOf = (context: Tracking | LaggingReads | undefined): Tracking | undefined =>
  context === undefined ? undefined : isLagging(context) ? context.lagging : context;

export interface ReadStamps extends ReadTracking {
  /** A row was read (from the cache or from SQLite) outside a transaction. */
  rowRead(table: string, id: string): void;
  /** A query of the table was read outside a transaction. */
  queryRead(table: string, queries: readonly Query[] | undefined): void;
  /**
   * A row was written (id null: which rows is unknown), and whose it is (its OWNER_COLUMN, the same before and
   * after the write) when the writer knows; leave `owner` out when it may not, or when the row has none.
   */
  written(table: string, id: string | null, owner?: string): void;
  /** Something changed that cannot be told row by row (another connection committed; the cache was cleared). */
  everythingMayHaveChanged(): void;
  /** A transaction begins: its reads and writes are not tracked, so the work it is part of cannot be vouched for. */
  transactionStarted(): void;
}

/** FNV-1a over the table and the id, folded into a row slot. */
function rowSlot(table: string, id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < table.length; i++) hash = Math.imul(hash ^ table.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ 0, 0x01000193);
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (ROW_SLOTS - 1);
}

/** The ids a query reads when all it does is look rows up by id (in some order, up to a limit); else null. */
function idsLookedUp(queries: readonly Query[] | undefined): readonly string[] | null {
  let ids: readonly string[] | null = null;
  for (const query of queries ?? []) {
    if (query.op === 'limit' || query.op === 'orderAsc' || query.op === 'orderDesc') continue;
    if (query.op !== 'equal' || query.column !== '$id' || ids !== null) return null;
    const values = Array.isArray(query.value) ? query.value : [query.value];
    if (!values.every((value): value is string => typeof value === 'string')) return null;
    ids = values;
  }
  return ids;
}

/** The learners a query is limited to (an `equal` on OWNER_COLUMN, whatever else it filters by); else null. */
function ownersQueried(queries: readonly Query[] | undefined): readonly string[] | null {
  for (const query of queries ?? []) {
    if (query.op !== 'equal' || (query.column as string) !== OWNER_COLUMN) continue;
    const values = Array.isArray(query.value) ? query.value : [query.value];
    return values.every((value): value is string => typeof value === 'string') ? values : null;
  }
  return null;
}

/** One learner's rows of a table, in the row slots (a shared slot only makes a stamp stale too early). */
const ownerSlot = (table: string, owner: string): number => rowSlot(table, `\u0001${owner}`);

/** `seeOtherWriters` brings the store up to date with other connections' commits (it may call everythingMayHaveChanged). */
export function createReadStamps(seeOtherWriters: () => void): ReadStamps {
  const versions = new Float64Array(ROW_SLOTS + TABLE_SLOTS * MAX_TABLES);
  const tables = new Map<string, number>();
  const current = new AsyncLocalStorage<Tracking | LaggingReads>();
  let clock = 0;
  let epoch = 0;

  const tableSlot = (table: string, kind: typeof QUERIES | typeof EVERY_ROW | typeof EVERY_OWNER): number => {
    let index = tables.get(table);
    if (index === undefined) {
      if (tables.size >= MAX_TABLES) throw new Error(`read stamps: more than ${MAX_TABLES} tables`);
      index = tables.size;
      tables.set(table, index);
    }
    return ROW_SLOTS + TABLE_SLOTS * index + kind;
  };

  const note = (tracking: Tracking, slot: number): void => {
    if (!tracking.broken) tracking.marks.push(slot, versions[slot] as number);
  };

  return {
    rowRead(table, id) {
      const tracking = current.getStore();
      if (!tracking || isLagging(tracking)) return;
      note(tracking, rowSlot(table, id));
      note(tracking, tableSlot(table, EVERY_ROW));
    },
    queryRead(table, queries) {
      const tracking = current.getStore();
      if (!tracking || isLagging(tracking)) return;
      const ids = idsLookedUp(queries);
      if (ids !== null) {
        for (const id of ids) note(tracking, rowSlot(table, id));
        return note(tracking, tableSlot(table, EVERY_ROW));
      }
      const owners = ownersQueried(queries);
      if (owners === null) return note(tracking, tableSlot(table, QUERIES));
      for (const owner of owners) note(tracking, ownerSlot(table, owner));
      note(tracking, tableSlot(table, EVERY_OWNER));
    },
    dependOn(table) {
      // Kept even inside readsMayLag: a service's own copy (the site settings) is not what others change all the time.
      const tracking = trackingOf(current.getStore());
      if (tracking) note(tracking, tableSlot(table, QUERIES));
    },
    written(table, id, owner) {
      const tracking = trackingOf(current.getStore());
      if (tracking) tracking.broken = true;
      clock += 1;
      versions[id === null ? tableSlot(table, EVERY_ROW) : rowSlot(table, id)] = clock;
      versions[tableSlot(table, QUERIES)] = clock;
      versions[owner === undefined ? tableSlot(table, EVERY_OWNER) : ownerSlot(table, owner)] = clock;
    },
    everythingMayHaveChanged() {
      epoch += 1;
    },
    transactionStarted() {
      const tracking = trackingOf(current.getStore());
      if (tracking) tracking.broken = true;
    },
    readsMayLag(work) {
      const tracking = trackingOf(current.getStore());
      return tracking ? current.run({ lagging: tracking }, work) : work();
    },
    async track(work) {
      seeOtherWriters();
      const tracking: Tracking = { epoch, marks: [], broken: false };
      const value = await current.run(tracking, work);
      return { value, stamp: tracking.broken ? null : { epoch: tracking.epoch, marks: tracking.marks } };
    },
    isCurrent(stamp: ReadStamp) {
      seeOtherWriters();
      if (stamp.epoch !== epoch) return false;
      const { marks } = stamp;
      for (let i = 0; i < marks.length; i += 2) {
        if (versions[marks[i] as number] !== marks[i + 1]) return false;
      }
      return true;
    },
  };
}
