// What a store can vouch for about the reads some work made: a stamp of the versions it read, and later
// whether reading again would answer the same. The render cache (src/middleware/reuse-rendered-page.ts)
// keeps a person's rendered page for as long as its stamp is current. Only a store that sees every write
// to its data can offer this: the embedded store does (src/server/store/sqlite/read-stamps.ts); the
// Appwrite store, whose data other servers change, offers nothing and its pages are always rendered.
import type { TableName } from '../schema.ts';
import type { Store } from './port.ts';

/** The versions of everything some work read, as the store counted them when it read. */
export interface ReadStamp {
  /** The store's epoch: it moves when it cannot tell what changed (another process wrote). */
  readonly epoch: number;
  /** Pairs of (slot, version): a slot is a row (hashed) or a whole table. */
  readonly marks: readonly number[];
}

export interface ReadTracking {
  /**
   * Runs `work`, noting every read it makes through this store. The stamp is null when the store cannot
   * vouch for the reads: the work wrote, or opened a transaction.
   */
  track<R>(work: () => Promise<R>): Promise<{ readonly value: R; readonly stamp: ReadStamp | null }>;
  /** Whether every read behind `stamp` would answer the same now. */
  isCurrent(stamp: ReadStamp): boolean;
  /**
   * For a service that answers from its own copy of rows it read earlier (the site settings): the work
   * being tracked depends on `table` as a read of it would.
   */
  dependOn(table: TableName): void;
  /**
   * Runs `work`, whose reads are of what other people change all the time (the boards' rows and position
   * counts, which every award anywhere moves): they are not noted, so another learner's award does not make
   * the stamp stale. Whoever keeps what the stamp vouches for must bound its age instead (the render cache keeps
   * a page PAGE_REUSE_SECONDS at most). Reads of the person's own rows belong outside, so that their own change
   * still shows at once; a write inside still leaves the work without a stamp.
   */
  readsMayLag<R>(work: () => Promise<R>): Promise<R>;
}

/** Runs `work` as ReadTracking.readsMayLag does on a store that tracks reads; on any other, just runs it. */
export function readsMayLag<R>(store: Pick<Store, 'readTracking'>, work: () => Promise<R>): Promise<R> {
  return store.readTracking ? store.readTracking.readsMayLag(work) : work();
}
