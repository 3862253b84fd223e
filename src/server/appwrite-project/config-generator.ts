// The Appwrite project as code: `appwrite/appwrite.config.json` generated from src/server/schema.ts and the
// function list (function-specs.ts), in the format appwrite-cli 12 reads (`tablesDB` + `tables`, columns and
// indexes, `functions`), so `npx appwrite-cli push tables` makes an Appwrite database that matches the
// embedded one and `push functions` deploys the bundles of `npm run appwrite:functions`. Pure: the same
// schema always gives the same text, which is what the test that guards the checked-in file compares.
//
// Permissions are deny by default. Every table has row security on and no table-level permission: the
// web server reads and writes with its API key (keys ignore permissions), browsers can neither list nor
// write any table. The one thing a browser may read is the signed-in person's own `user_points` row (the
// realtime points subscription), and that permission is set per row by the server when it writes the row:
// `Permission.read(Role.user(userId))`. Nothing is writable from a browser.
import type { ColumnSpec, IndexSpec, TableSpec } from '../schema.ts';
import { APPWRITE_FUNCTIONS, FUNCTION_ENTRYPOINT, FUNCTION_RUNTIME, functionBuildPath, type FunctionSpec } from './function-specs.ts';

export interface AppwriteConfigOptions {
  projectId: string;
  projectName: string;
  endpoint: string;
  databaseId: string;
  databaseName: string;
}

export const DEFAULT_APPWRITE_CONFIG_OPTIONS: AppwriteConfigOptions = {
  projectId: 'leadership-platform',
  projectName: 'Leadership platform',
  endpoint: 'https://cloud.appwrite.io/v1',
  databaseId: 'main',
  databaseName: 'Leadership platform',
};

/** A column as appwrite-cli 12 writes it (its whitelisted keys only). */
export interface AppwriteColumn {
  key: string;
  type: 'string' | 'integer' | 'double' | 'boolean' | 'datetime';
  required: boolean;
  array: boolean;
  size?: number;
  format?: 'enum';
  elements?: string[];
  min?: number;
  max?: number;
  default?: string | number | boolean;
}

export interface AppwriteIndex {
  key: string;
  type: 'key' | 'unique' | 'fulltext';
  columns: string[];
  orders: ('ASC' | 'DESC')[];
}

export interface AppwriteTable {
  $id: string;
  $permissions: string[];
  databaseId: string;
  name: string;
  enabled: boolean;
  rowSecurity: boolean;
  columns: AppwriteColumn[];
  indexes: AppwriteIndex[];
}

/** A function as appwrite-cli 12 writes it (its whitelisted keys only). */
export interface AppwriteFunction {
  $id: string;
  name: string;
  runtime: string;
  /** The deployable folder `npm run appwrite:functions` writes, relative to appwrite/. */
  path: string;
  entrypoint: string;
  /** Nothing to install: the bundle carries its dependencies. */
  commands: string;
  execute: string[];
  events: string[];
  schedule: string;
  timeout: number;
  enabled: boolean;
  logging: boolean;
  scopes: string[];
  /** The settings it needs, named; values are set in the console (or `<path>/.env` with `push --with-variables`). */
  vars: { key: string; value: string }[];
}

export interface AppwriteProjectConfig {
  projectId: string;
  projectName: string;
  endpoint: string;
  tablesDB: { $id: string; name: string; enabled: boolean }[];
  tables: AppwriteTable[];
  functions: AppwriteFunction[];
}

/** Appwrite's limit on ids and keys (tables, columns, indexes). */
const MAX_KEY_LENGTH = 36;
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checkKey(what: string, key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) {
    throw new Error(`${what} "${key}" cannot be an Appwrite key: at most ${MAX_KEY_LENGTH} characters of a-z, A-Z, 0-9, '.', '-', '_', not starting with a symbol`);
  }
}

/**
 * One schema column as an Appwrite column.
 * - `text` becomes `string` with its size: CLI 12 knows no `text` type (server 1.9 stores a large string
 *   as text anyway); `float` is Appwrite's `double`; `enum` is a string with `format: "enum"`.
 * - Appwrite refuses a default on a required column, so a required column with a default is declared
 *   optional with that default: Appwrite fills it in when a row is created without it, as the embedded
 *   store does, and the Store port never writes null into a required column.
 */
export function appwriteColumn(key: string, spec: ColumnSpec): AppwriteColumn {
  checkKey('Column', key);
  const hasDefault = spec.default !== undefined && spec.default !== null;
  // No column is a list today; a schema that adds `array: true` to a column gets an Appwrite array column.
  const array = 'array' in spec && spec.array === true;
  const column: AppwriteColumn = { key, type: 'string', required: spec.required && !hasDefault, array };
  switch (spec.type) {
    case 'string':
    case 'text':
      if (spec.size === undefined) throw new Error(`Column "${key}" needs a size`);
      column.size = spec.size;
      break;
    case 'enum':
      if (!spec.elements?.length) throw new Error(`Enum column "${key}" needs elements`);
      column.format = 'enum';
      column.elements = [...spec.elements];
      break;
    case 'integer':
      column.type = 'integer';
      break;
    case 'float':
      column.type = 'double';
      break;
    case 'boolean':
      column.type = 'boolean';
      break;
    case 'datetime':
      column.type = 'datetime';
      break;
    default: {
      const unknown: never = spec.type;
      throw new Error(`Column "${key}" has a type the generator does not know: ${String(unknown)}`);
    }
  }
  if (spec.min !== undefined) column.min = spec.min;
  if (spec.max !== undefined) column.max = spec.max;
  if (hasDefault) column.default = spec.default as string | number | boolean;
  return column;
}

export function appwriteIndex(index: IndexSpec): AppwriteIndex {
  checkKey('Index', index.key);
  return {
    key: index.key,
    type: index.type,
    columns: [...index.columns],
    orders: index.columns.map((_, i) => (index.orders?.[i] === 'desc' ? 'DESC' : 'ASC')),
  };
}

export function appwriteTable(id: string, spec: TableSpec, databaseId: string): AppwriteTable {
  checkKey('Table', id);
  for (const index of spec.indexes) {
    for (const column of index.columns) {
      if (!(column in spec.columns) && !column.startsWith('$')) throw new Error(`Index "${index.key}" of "${id}" names unknown column "${column}"`);
    }
  }
  return {
    $id: id,
    // Deny by default: no table-level permission for anyone; see the module comment.
    $permissions: [],
    databaseId,
    name: spec.name,
    enabled: true,
    rowSecurity: true,
    columns: Object.entries(spec.columns).map(([key, column]) => appwriteColumn(key, column)),
    indexes: spec.indexes.map(appwriteIndex),
  };
}

/** Values a checked-in file may carry; secrets and keys are left empty, to be set in the console. */
const PUBLIC_VARIABLE_VALUES = (databaseId: string): Readonly<Record<string, string>> => ({ APPWRITE_DATABASE_ID: databaseId, PAYMENT_PROVIDER: 'stripe' });

/**
 * One function: no events, no schedule; execute and scopes as narrow as it works with. Variables are listed by
 * name; only non-secret ones have values: secrets never go into a checked-in file.
 */
export function appwriteFunction(spec: FunctionSpec, databaseId: string): AppwriteFunction {
  checkKey('Function', spec.id);
  return {
    $id: spec.id,
    name: spec.name,
    runtime: FUNCTION_RUNTIME,
    path: functionBuildPath(spec.id),
    entrypoint: FUNCTION_ENTRYPOINT,
    commands: '',
    execute: [...spec.execute],
    events: [],
    schedule: '',
    timeout: spec.timeout,
    enabled: true,
    logging: true,
    scopes: [...spec.scopes],
    vars: spec.variables.map((key) => ({ key, value: PUBLIC_VARIABLE_VALUES(databaseId)[key] ?? '' })),
  };
}

/** The whole project file for a schema (every table, in the schema's order) and the functions. */
export function generateAppwriteConfig(
  tables: Readonly<Record<string, TableSpec>>,
  options: AppwriteConfigOptions = DEFAULT_APPWRITE_CONFIG_OPTIONS,
  functions: readonly FunctionSpec[] = APPWRITE_FUNCTIONS,
): AppwriteProjectConfig {
  checkKey('Database', options.databaseId);
  return {
    projectId: options.projectId,
    projectName: options.projectName,
    endpoint: options.endpoint,
    tablesDB: [{ $id: options.databaseId, name: options.databaseName, enabled: true }],
    tables: Object.entries(tables).map(([id, spec]) => appwriteTable(id, spec, options.databaseId)),
    functions: functions.map((spec) => appwriteFunction(spec, options.databaseId)),
  };
}

/** The file's text: two-space JSON and a final newline, as the CLI writes it. */
export function appwriteConfigText(config: AppwriteProjectConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}
