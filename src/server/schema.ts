// The single source of tables, columns and indexes. The SQLite adapter builds its DDL from it,
// `npm run appwrite:config` (a later issue) generates appwrite/appwrite.config.json from it,
// and the row types every service uses are derived from it, so the three cannot drift apart.
//
// Every table also has the system columns `$id`, `$createdAt` and `$updatedAt` (as Appwrite rows do);
// they are not listed here.
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { MAX_CHARGE_MINOR_UNITS } from '#/domain/money.ts';
import { PAYMENT_STATUSES, PROVIDER_INTENT_STATUSES } from '#/domain/payment-rules.ts';
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from '#/domain/user-flags.ts';

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
/**
 * Where a pathfinder request's forwarding stands: waiting (or between retries), delivered, given up, or
 * kept without forwarding because no PATHFINDER_WEBHOOK_URL is set.
 */
export const PATHFINDER_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'no_webhook'] as const;
/** Which provider took a payment (PAYMENT_PROVIDER at the time). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
/** What the webhook did with an event, kept with its id so a redelivery is recognised and changes nothing. */
export const PAYMENT_EVENT_OUTCOMES = ['fulfilled', 'already_fulfilled', 'recorded', 'refused', 'ignored'] as const;

export const schema = {
  users: {
    name: 'Users',
    columns: {
      role: { type: 'enum', elements: ROLES, required: true },
      membershipStatus: { type: 'enum', elements: MEMBERSHIP_STATUSES, required: true },
      transformationTier: { type: 'enum', elements: TRANSFORMATION_TIERS, required: false },
      lastActive: { type: 'datetime', required: false },
      displayName: { type: 'string', size: 80, required: true },
      bio: { type: 'text', size: 1000, required: false },
      country: { type: 'string', size: 80, required: false },
      timezone: { type: 'string', size: 64, required: true, default: 'UTC' },
      organisationId: { type: 'string', size: 36, required: false },
      villageId: { type: 'string', size: 36, required: false },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      personalityType: { type: 'string', size: 40, required: false },
      onboardingCompletedAt: { type: 'datetime', required: false },
      leaderboardOptOut: { type: 'boolean', required: true, default: false },
    },
    indexes: [
      { key: 'users_role', type: 'key', columns: ['role'] },
      { key: 'users_organisation', type: 'key', columns: ['organisationId'] },
      { key: 'users_village', type: 'key', columns: ['villageId'] },
    ],
  },
  user_points: {
    name: 'User points',
    ownerReadable: true,
    columns: {
      points: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'user_points_points', type: 'key', columns: ['points'], orders: ['desc'] }],
  },
  settings: {
    name: 'Settings',
    columns: {
      /** JSON-encoded value; the row id is the setting's key. */
      value: { type: 'text', size: 10000, required: true },
    },
    indexes: [],
  },
  auth_accounts: {
    name: 'Auth accounts (embedded backend)',
    columns: {
      /** Lower-cased, trimmed. The row id is the user id. */
      email: { type: 'string', size: 320, required: true },
      /** `scrypt$…`, or `!` for an account with no password (made by social sign-in). */
      passwordHash: { type: 'string', size: 512, required: true },
    },
    indexes: [{ key: 'auth_accounts_email', type: 'unique', columns: ['email'] }],
  },
  auth_sessions: {
    name: 'Auth sessions (embedded backend)',
    columns: {
      /** The row id is derived from the SHA-256 of the session token; the token itself is never stored. */
      userId: { type: 'string', size: 36, required: true },
      expiresAt: { type: 'datetime', required: true },
      /** Sliding renewal never extends a session past this moment. */
      absoluteExpiresAt: { type: 'datetime', required: true },
      userAgent: { type: 'string', size: 256, required: false },
    },
    indexes: [
      { key: 'auth_sessions_user', type: 'key', columns: ['userId'] },
      { key: 'auth_sessions_expires', type: 'key', columns: ['expiresAt'] },
    ],
  },
  auth_failures: {
    name: 'Failed sign-ins (throttling)',
    columns: {
      /** `email:<address>` or `ip:<address>`. */
      key: { type: 'string', size: 400, required: true },
      at: { type: 'datetime', required: true },
    },
    indexes: [
      { key: 'auth_failures_key_at', type: 'key', columns: ['key', 'at'] },
      { key: 'auth_failures_at', type: 'key', columns: ['at'] },
    ],
  },
  pathfinder_requests: {
    name: 'Pathfinder session requests',
    columns: {
      // What the visitor sent (rules 38, 42); `$createdAt` is when it was stored.
      name: { type: 'string', size: 120, required: true },
      email: { type: 'string', size: 254, required: true },
      phone: { type: 'string', size: 40, required: false },
      teamSize: { type: 'integer', required: true, min: 4, max: 100000 },
      timeline: { type: 'string', size: 40, required: true },
      duration: { type: 'string', size: 40, required: true },
      /** The session's date (YYYY-MM-DD) and time (HH:MM), in `timezone`. */
      date: { type: 'string', size: 10, required: true },
      time: { type: 'string', size: 5, required: true },
      timezone: { type: 'string', size: 64, required: true },
      painPoints: { type: 'text', size: 2000, required: false },
      // Forwarding to PATHFINDER_WEBHOOK_URL (rule 5), so an admin can see what reached the team.
      status: { type: 'enum', elements: PATHFINDER_DELIVERY_STATUSES, required: true, default: 'pending' },
      attempts: { type: 'integer', required: true, default: 0, min: 0 },
      /** When the delivery worker may next try; while an attempt runs, the end of its lease. */
      nextAttemptAt: { type: 'datetime', required: false },
      lastError: { type: 'string', size: 500, required: false },
      deliveredAt: { type: 'datetime', required: false },
    },
    indexes: [{ key: 'pathfinder_requests_status', type: 'key', columns: ['status', 'nextAttemptAt'] }],
  },
  payments: {
    name: 'Payments',
    columns: {
      // One row per payment intent the server created (or learnt of from a signed webhook); `$createdAt` is
      // when. Amount and currency are what the server asked for then, in minor units (9900 = USD 99.00).
      userId: { type: 'string', size: 36, required: true },
      provider: { type: 'enum', elements: PAYMENT_PROVIDERS, required: true },
      providerIntentId: { type: 'string', size: 255, required: true },
      amount: { type: 'integer', required: true, min: 1, max: MAX_CHARGE_MINOR_UNITS },
      currency: { type: 'string', size: 3, required: true },
      status: { type: 'enum', elements: PAYMENT_STATUSES, required: true, default: 'pending' },
      /** The provider's words for the last failed attempt (e.g. "Your card was declined."). */
      failureMessage: { type: 'string', size: 500, required: false },
      /** When membership was switched on for it; set once, by the fulfilment transaction. */
      fulfilledAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'payments_intent', type: 'unique', columns: ['providerIntentId'] },
      { key: 'payments_user', type: 'key', columns: ['userId'] },
    ],
  },
  payment_events: {
    name: 'Processed payment webhook events',
    columns: {
      /** The provider's event id; unique, so a redelivered or replayed event is recognised. */
      eventId: { type: 'string', size: 255, required: true },
      type: { type: 'string', size: 100, required: true },
      providerIntentId: { type: 'string', size: 255, required: false },
      outcome: { type: 'enum', elements: PAYMENT_EVENT_OUTCOMES, required: true },
      detail: { type: 'string', size: 500, required: false },
    },
    indexes: [{ key: 'payment_events_event', type: 'unique', columns: ['eventId'] }],
  },
  audit_log: {
    name: 'Audit log',
    columns: {
      // Who did what to which record, and why; written in the same transaction as the change it records.
      /** The acting user's id, or `system` for the server's own actions (a signed webhook, say). */
      actorId: { type: 'string', size: 36, required: true },
      /** Dotted verb, e.g. `membership.paid`, `settings.changed`. */
      action: { type: 'string', size: 64, required: true },
      /** What was changed: `user`, `settings`, `payment`, … */
      targetType: { type: 'string', size: 40, required: true },
      targetId: { type: 'string', size: 64, required: true },
      /** The changed fields before and after, as JSON text; null when there was nothing before (or after). */
      before: { type: 'text', size: 10000, required: false },
      after: { type: 'text', size: 10000, required: false },
      reason: { type: 'string', size: 1000, required: false },
      at: { type: 'datetime', required: true },
    },
    indexes: [
      { key: 'audit_log_target', type: 'key', columns: ['targetType', 'targetId', 'at'] },
      { key: 'audit_log_actor', type: 'key', columns: ['actorId', 'at'] },
      { key: 'audit_log_at', type: 'key', columns: ['at'] },
    ],
  },
  test_payment_intents: {
    name: 'Payment intents of the embedded test provider',
    columns: {
      // PAYMENT_PROVIDER=test keeps its intents here, shaped like Stripe's; the row id is the intent id.
      clientSecret: { type: 'string', size: 100, required: true },
      amount: { type: 'integer', required: true, min: 1, max: MAX_CHARGE_MINOR_UNITS },
      amountReceived: { type: 'integer', required: true, default: 0, min: 0 },
      /** Lower case, as Stripe reports it. */
      currency: { type: 'string', size: 3, required: true },
      status: { type: 'enum', elements: PROVIDER_INTENT_STATUSES, required: true },
      /** JSON object of strings. */
      metadata: { type: 'text', size: 2000, required: true },
      idempotencyKey: { type: 'string', size: 255, required: true },
      /** A hash of the creation parameters: the same key with other parameters is refused, as Stripe does. */
      requestFingerprint: { type: 'string', size: 64, required: true },
      lastErrorCode: { type: 'string', size: 64, required: false },
      lastErrorMessage: { type: 'string', size: 300, required: false },
      /** Only the last four digits of the test card that paid; never the number. */
      cardLast4: { type: 'string', size: 4, required: false },
    },
    indexes: [{ key: 'test_payment_intents_key', type: 'unique', columns: ['idempotencyKey'] }],
  },
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
