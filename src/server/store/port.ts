// The Store port: the one way services read and write data. It is shaped like Appwrite's TablesDB
// (the production backend) so the Appwrite adapter stays thin, and the embedded SQLite adapter
// implements the same contract (tests/contract/store.contract.ts runs against every adapter).
import type { Columns, NewRow, RowOf, TableName } from '../schema.ts';
import type { Query } from './query.ts';
import type { ReadTracking } from './read-tracking.ts';

export interface RowList<T extends TableName> {
  /** How many rows match the filters, ignoring limit, offset and cursor. */
  total: number;
  rows: RowOf<T>[];
}

export interface IncrementOptions<T extends TableName = TableName> {
  /** The update fails with `out-of-range` (and changes nothing) if the result would fall below this. */
  min?: number;
  /** The update fails with `out-of-range` (and changes nothing) if the result would rise above this. */
  max?: number;
  /**
   * When there is no row with the id, create it from these columns instead of failing with `not-found`;
   * the counted column then starts from its value here (0 when left out) plus `by`, within the bounds.
   * Counters that appear with their first use (per-score counts, per-period totals) need no read first.
   */
  orCreate?: NewRow<T>;
}

/** Reads and writes rows. Every method is atomic on its own; `transaction` groups several. */
export interface StoreOps {
  /** The row, or null when there is none with that id. */
  getRow<T extends TableName>(table: T, id: string): Promise<RowOf<T> | null>;
  /** Rows matching every filter, in the query's order (insertion order when none is given). */
  listRows<T extends TableName>(table: T, queries?: readonly Query<T>[]): Promise<RowList<T>>;
  /**
   * The same rows as listRows, without counting every match: on a large table the count is most of the
   * work (and Appwrite stops counting at 5000 anyway). Use it for pages and top-N reads.
   */
  findRows<T extends TableName>(table: T, queries?: readonly Query<T>[]): Promise<RowOf<T>[]>;
  /**
   * Creates a row. `id` null lets the store pick a unique id. Columns left out take their default.
   * Throws `conflict` when the id or a unique index value is taken.
   */
  createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>): Promise<RowOf<T>>;
  /** Changes the given columns. Throws `not-found` when there is no such row, `conflict` on a unique index. */
  updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>): Promise<RowOf<T>>;
  /** Deletes a row. Throws `not-found` when there is no such row. */
  deleteRow<T extends TableName>(table: T, id: string): Promise<void>;
  /**
   * Sets when a row began (`$createdAt`), for a row that stands for something older than its writing: the
   * demo's learners, who joined when their history starts. Appwrite allows it to a server key (its timestamp
   * overrides). Throws `not-found` when there is no such row.
   */
  setCreatedAt<T extends TableName>(table: T, id: string, at: Date): Promise<void>;
  /**
   * Adds `by` (which may be negative) to a numeric column atomically and returns the updated row; with
   * `orCreate`, creates the row when it is missing (see IncrementOptions).
   */
  incrementColumn<T extends TableName>(
    table: T,
    id: string,
    column: keyof Columns<T> & string,
    by: number,
    options?: IncrementOptions<T>,
  ): Promise<RowOf<T>>;
  /**
   * Adds `by` (which may be negative) to a counter column, creating the row from `orCreate` (the counter
   * starting at 0) when it is missing, and returns nothing. For counts written far more often than read
   * (a board's position counts): inside a transaction the store may hold the step and apply it later, merged
   * with other steps on the same row, but always before anything else reads or writes the table through the
   * transaction and before the commit; if the transaction fails, its steps are undone like its other writes.
   * The column may have no range of its own (a held step could not be refused in time): such a column, or an
   * `orCreate` starting elsewhere than 0, is `invalid`.
   */
  addToCounter<T extends TableName>(table: T, id: string, column: keyof Columns<T> & string, by: number, orCreate: NewRow<T>): Promise<void>;
}

export interface Store extends StoreOps {
  /**
   * Runs `fn` so that all of its reads and writes happen together or not at all: if `fn` throws,
   * every write it made is rolled back and the error is rethrown.
   *
   * `fn` may run more than once: the Appwrite adapter runs it again when the commit finds that another
   * server changed a row it writes. So `fn` must only act through `tx` (no emails, no outside calls).
   */
  transaction<R>(fn: (tx: StoreOps) => Promise<R>): Promise<R>;
  /** Releases the store's resources (the SQLite file handle). */
  close(): Promise<void>;
  /** Present when the store sees every write to its data and can vouch for what work read (read-tracking.ts). */
  readonly readTracking?: ReadTracking;
}

export type StoreErrorCode = 'conflict' | 'not-found' | 'out-of-range' | 'invalid';

/** The typed error every adapter raises; services branch on `code`, never on adapter messages. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreError';
    this.code = code;
  }
}

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return error instanceof StoreError && (code === undefined || error.code === code);
}
