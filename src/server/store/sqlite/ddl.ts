// Builds SQLite DDL from the schema, so the database's tables, types and constraints come from the same
// source as the row types and the Appwrite config and cannot drift apart by hand-editing.
import { schema } from '#/server/schema.ts';
import type { ColumnSpec, ColumnType, IndexSpec, TableName } from '#/server/schema.ts';

/** The SQLite storage class a schema column type is kept in (a STRICT table accepts only these). */
export type StorageType = 'TEXT' | 'INTEGER' | 'REAL';

const STORAGE_TYPES: Readonly<Record<ColumnType, StorageType>> = {
  string: 'TEXT',
  text: 'TEXT',
  datetime: 'TEXT',
  enum: 'TEXT',
  integer: 'INTEGER',
  float: 'REAL',
  boolean: 'INTEGER',
};

/** The system columns every table has, in the shape Appwrite rows have them. */
export const SYSTEM_COLUMN_DEFINITIONS = [
  '"$id" TEXT PRIMARY KEY',
  '"$createdAt" TEXT NOT NULL',
  '"$updatedAt" TEXT NOT NULL',
] as const;

/** The storage class of a column type. */
export function storageType(type: ColumnType): StorageType {
  return STORAGE_TYPES[type];
}

/**
 * Quotes an identifier. Identifiers only ever come from the schema (callers' names are checked against
 * it first), so quoting guards against odd names rather than against hostile input.
 */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A SQL literal, for the DEFAULT and CHECK clauses that DDL cannot take as bound parameters. */
export function sqlLiteral(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Schema literal ${value} is not a finite number`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** The CHECK expression that enforces a column's schema rules, or null when it has none. */
function checkExpression(column: string, spec: ColumnSpec): string | null {
  const name = quoteIdentifier(column);
  const rules: string[] = [];
  if (spec.type === 'boolean') rules.push(`${name} IN (0, 1)`);
  if (spec.type === 'enum') {
    const elements = spec.elements ?? [];
    if (elements.length === 0) throw new Error(`Enum column ${column} lists no elements`);
    rules.push(`${name} IN (${elements.map(sqlLiteral).join(', ')})`);
  }
  if ((spec.type === 'string' || spec.type === 'text') && spec.size !== undefined) {
    rules.push(`length(${name}) <= ${sqlLiteral(spec.size)}`);
  }
  if (spec.type === 'integer' || spec.type === 'float') {
    if (spec.min !== undefined) rules.push(`${name} >= ${sqlLiteral(spec.min)}`);
    if (spec.max !== undefined) rules.push(`${name} <= ${sqlLiteral(spec.max)}`);
  }
  return rules.length === 0 ? null : rules.join(' AND ');
}

/**
 * One column's definition, usable both in CREATE TABLE and in ALTER TABLE ADD COLUMN. The CHECK is
 * named after the column so SQLite's "CHECK constraint failed: <name>" tells the store which column broke.
 */
export function columnDefinition(column: string, spec: ColumnSpec): string {
  const parts = [quoteIdentifier(column), storageType(spec.type)];
  if (spec.required) parts.push('NOT NULL');
  if (spec.default !== undefined && spec.default !== null) parts.push(`DEFAULT ${sqlLiteral(spec.default)}`);
  const check = checkExpression(column, spec);
  if (check !== null) parts.push(`CONSTRAINT ${quoteIdentifier(column)} CHECK (${check})`);
  return parts.join(' ');
}

/** CREATE TABLE for a schema table: system columns first, then the schema's columns, STRICT typed. */
export function createTableSql(table: TableName): string {
  const columns = Object.entries(schema[table].columns as Readonly<Record<string, ColumnSpec>>).map(
    ([column, spec]) => columnDefinition(column, spec),
  );
  const definitions = [...SYSTEM_COLUMN_DEFINITIONS, ...columns].join(',\n  ');
  return `CREATE TABLE IF NOT EXISTS ${quoteIdentifier(table)} (\n  ${definitions}\n) STRICT`;
}

/** The WHERE clause of a partial index (schema `onlyWhereSet`), with its leading space; empty for a full index. */
export function partialIndexWhere(index: IndexSpec): string {
  return index.onlyWhereSet === undefined ? '' : ` WHERE ${quoteIdentifier(index.onlyWhereSet)} IS NOT NULL`;
}

/**
 * CREATE INDEX for one key or unique schema index. (A fulltext index is a table of its own: see
 * fulltextIndexSql.)
 */
export function createIndexSql(table: TableName, index: IndexSpec): string {
  if (index.type === 'fulltext') throw new Error(`${index.key} is a fulltext index: use fulltextIndexSql`);
  const columns = index.columns.map((column, position) => {
    const order = index.orders?.[position] === 'desc' ? 'DESC' : 'ASC';
    return `${quoteIdentifier(column)} ${order}`;
  });
  const kind = index.type === 'unique' ? 'UNIQUE INDEX' : 'INDEX';
  return `CREATE ${kind} IF NOT EXISTS ${quoteIdentifier(index.key)} ON ${quoteIdentifier(table)} (${columns.join(', ')})${partialIndexWhere(index)}`;
}

/**
 * The statements behind a fulltext index on one column: an FTS5 table named after the index that indexes
 * the column of the table's rows by rowid (external content, so the text is not stored twice), triggers
 * that keep it in step with every insert, delete and change of the column, and a rebuild for rows that
 * were there before. unicode61 folds case and accents as Appwrite's MariaDB collation does. Every searched
 * word is a prefix ("lead" finds leader): prefix indexes of 3 to 16 letters let FTS5 read one list for such a
 * word, in rowid order and a page at a time, instead of merging the lists of every word it begins (tens of
 * milliseconds for a common beginning among 100,000 posts); the index is about three times larger for it.
 * (Longer words are rare enough that merging their lists costs little.)
 * The FTS rows are keyed by the table's rowid, which VACUUM may renumber: rebuild the index after one
 * (`INSERT INTO <index>(<index>) VALUES ('rebuild')`); nothing here runs VACUUM.
 */
/** The word-beginning lengths every fulltext index keeps a prefix index for (see fulltextIndexSql). */
export const FULLTEXT_PREFIXES = "prefix='3 4 5 6 7 8 9 10 11 12 13 14 15 16'";

export function fulltextIndexSql(table: TableName, index: IndexSpec): string[] {
  const [column, ...others] = index.columns;
  if (index.type !== 'fulltext' || column === undefined || others.length > 0) {
    throw new Error(`${index.key}: a fulltext index covers exactly one column`);
  }
  const fts = quoteIdentifier(index.key);
  const source = quoteIdentifier(table);
  const text = quoteIdentifier(column);
  const trigger = (suffix: string) => quoteIdentifier(`${index.key}_${suffix}`);
  const insert = `INSERT INTO ${fts} (rowid, ${text}) VALUES (new.rowid, new.${text});`;
  const remove = `INSERT INTO ${fts} (${fts}, rowid, ${text}) VALUES ('delete', old.rowid, old.${text});`;
  return [
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(${text}, content=${sqlLiteral(table)}, content_rowid='rowid', ` +
      `tokenize='unicode61 remove_diacritics 2', ${FULLTEXT_PREFIXES})`,
    `CREATE TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON ${source} BEGIN ${insert} END`,
    `CREATE TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON ${source} BEGIN ${remove} END`,
    `CREATE TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF ${text} ON ${source} BEGIN ${remove} ${insert} END`,
    `INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`,
  ];
}

/** The statements that create every index of a schema table (fulltext ones included). */
export function createIndexesSql(table: TableName): string[] {
  const indexes: readonly IndexSpec[] = schema[table].indexes;
  return indexes.flatMap((index) => (index.type === 'fulltext' ? fulltextIndexSql(table, index) : [createIndexSql(table, index)]));
}
