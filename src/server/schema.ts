// The single source of tables, columns and indexes. The SQLite adapter builds its DDL from it,
// `npm run appwrite:config` generates appwrite/appwrite.config.json from it,
// and the row types every service uses are derived from it, so the three cannot drift apart.
//
// Every table also has the system columns `$id`, `$createdAt` and `$updatedAt` (as Appwrite rows do);
// they are not listed here.
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from '#/domain/user-flags.ts';
import { ACCOUNT_TABLES } from './tables/accounts.ts';
import { ADMIN_TABLES } from './tables/admin.ts';
import { COMMUNITY_TABLES } from './tables/community.ts';
import { FORUM_TABLES } from './tables/forum.ts';
import { GAMIFICATION_TABLES } from './tables/gamification.ts';
import { JOURNEY_TABLES } from './tables/journeys.ts';
import { ORGANISATION_TABLES } from './tables/organisations.ts';
import { PATHFINDER_TABLES } from './tables/pathfinder.ts';
import { PAYMENT_TABLES } from './tables/payments.ts';

/** A column type, named after Appwrite's column kinds so the generated config maps one to one. */
export type ColumnType = 'string' | 'text' | 'integer' | 'float' | 'boolean' | 'datetime' | 'enum';

/** One column. `required: false` columns are nullable; `default` applies when a row is created without it. */
export interface ColumnSpec {
  readonly type: ColumnType;
  /** Maximum length in characters, for `string` and `text`. */
  readonly size?: number;
  readonly required: boolean;
  readonly default?: string | number | boolean | null;
  /** Allowed values, for `enum`. */
  readonly elements?: readonly string[];
  /** Inclusive bounds, for `integer` and `float`. */
  readonly min?: number;
  readonly max?: number;
}

/** An index. `unique` indexes make the store raise a `conflict` error on a duplicate. */
export interface IndexSpec {
  readonly key: string;
  readonly type: 'key' | 'unique' | 'fulltext';
  readonly columns: readonly string[];
  readonly orders?: readonly ('asc' | 'desc')[];
  /**
   * The embedded store only: the index holds just the rows where this column is set (a partial index, `WHERE
   * column IS NOT NULL`), so writing a row without it writes nothing here. Queries that filter the column by
   * `equal` use it as before. Appwrite has no partial indexes and indexes every row.
   */
  readonly onlyWhereSet?: string;
}

export interface TableSpec {
  /** A human name, shown in the Appwrite console. */
  readonly name: string;
  readonly columns: Readonly<Record<string, ColumnSpec>>;
  readonly indexes: readonly IndexSpec[];
  /**
   * The row id is a user id, and that user may read the row from a browser. Only Appwrite uses it (a
   * per-row `read("user:<id>")` permission, for the realtime points subscription); everything else is
   * read and written by the server alone.
   */
  readonly ownerReadable?: boolean;
}

// The access enums are domain rules; the schema stores them (re-exported for scripts that validate input).
export { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS };
// Each feature's tables are in src/server/tables/, one file per feature.
export const schema = {
  ...ACCOUNT_TABLES,
  ...GAMIFICATION_TABLES,
  ...PATHFINDER_TABLES,
  ...PAYMENT_TABLES,
  ...JOURNEY_TABLES,
  ...FORUM_TABLES,
  ...COMMUNITY_TABLES,
  ...ORGANISATION_TABLES,
  ...ADMIN_TABLES,
} as const satisfies Record<string, TableSpec>;

export type Schema = typeof schema;
export type TableName = keyof Schema;

type ColumnsOf<T extends TableName> = Schema[T]['columns'];

type ValueOf<C> = C extends { type: 'enum'; elements: readonly (infer E)[] }
  ? E
  : C extends { type: 'integer' | 'float' }
    ? number
    : C extends { type: 'boolean' }
      ? boolean
      : string;

type Nullable<C, V> = C extends { required: true } ? V : V | null;

/** The columns of a table as stored, without the system columns. */
export type Columns<T extends TableName> = {
  -readonly [K in keyof ColumnsOf<T>]: Nullable<ColumnsOf<T>[K], ValueOf<ColumnsOf<T>[K]>>;
};

/** The system columns every row carries. Datetimes are ISO 8601 strings in UTC. */
export interface SystemColumns {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
}

/** A row of a table, as read from the store. */
export type RowOf<T extends TableName> = SystemColumns & Columns<T>;

type OptionalOnCreate<T extends TableName> = {
  [K in keyof ColumnsOf<T>]: ColumnsOf<T>[K] extends { required: true; default: unknown }
    ? K
    : ColumnsOf<T>[K] extends { required: true }
      ? never
      : K;
}[keyof ColumnsOf<T>];

/** What `createRow` needs: required columns without a default must be given. */
export type NewRow<T extends TableName> = Omit<Columns<T>, OptionalOnCreate<T>> &
  Partial<Pick<Columns<T>, OptionalOnCreate<T>>>;

/** The name of a column a query may use: a schema column or a system column. */
export type ColumnName<T extends TableName> = (keyof ColumnsOf<T> & string) | keyof SystemColumns;

export const SYSTEM_COLUMNS = ['$id', '$createdAt', '$updatedAt'] as const;

export function tableSpec(table: TableName): TableSpec {
  return schema[table];
}

export const TABLE_NAMES = Object.keys(schema) as TableName[];
