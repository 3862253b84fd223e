// Compares a migrated database with the schema, so a schema change that nobody wrote a migration for
// stops the server at start with a clear sentence instead of failing later on the first query.
import type { DatabaseSync } from 'node:sqlite';
import { schema, TABLE_NAMES } from '#/server/schema.ts';
import type { ColumnSpec, IndexSpec, TableName } from '#/server/schema.ts';
import { FULLTEXT_PREFIXES, partialIndexWhere, quoteIdentifier, storageType } from './ddl.ts';

/** Where a developer has to act when the database and the schema disagree. */
export const MIGRATIONS_FILE = 'src/server/store/sqlite/migrations.ts';

const SYSTEM_COLUMN_TYPES: Readonly<Record<string, string>> = {
  $id: 'TEXT',
  $createdAt: 'TEXT',
  $updatedAt: 'TEXT',
};

function tableExists(db: DatabaseSync, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

/** Column name → declared type, as the database has them. */
function databaseColumns(db: DatabaseSync, table: string): Map<string, string> {
  const rows = db.prepare(`PRAGMA table_info(${quoteIdentifier(table)})`).all();
  return new Map(rows.map((row) => [String(row.name), String(row.type).toUpperCase()]));
}

/** A fulltext index is an FTS5 table named after it (ddl.ts fulltextIndexSql): it must index the column of this table. */
function fulltextProblems(db: DatabaseSync, table: TableName, index: IndexSpec): string[] {
  const found = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").get(index.key);
  if (found === undefined) return [`missing fulltext index ${index.key} on ${table}`];
  const sql = String(found.sql);
  const expected = [`USING fts5(${quoteIdentifier(index.columns[0] ?? '')},`, `content='${table}'`];
  if (!expected.every((part) => sql.includes(part))) return [`fulltext index ${index.key} does not index ${table}.${index.columns.join(', ')}`];
  return sql.includes(FULLTEXT_PREFIXES) ? [] : [`fulltext index ${index.key} on ${table} lacks the prefix indexes (${FULLTEXT_PREFIXES})`];
}

function indexProblems(db: DatabaseSync, table: TableName, index: IndexSpec): string[] {
  if (index.type === 'fulltext') return fulltextProblems(db, table, index);
  const found = db
    .prepare("SELECT tbl_name AS tableName, sql FROM sqlite_schema WHERE type = 'index' AND name = ?")
    .get(index.key);
  if (found === undefined) return [`missing index ${index.key} on ${table}`];
  if (found.tableName !== table) return [`index ${index.key} is on table ${String(found.tableName)}, not ${table}`];
  const problems: string[] = [];
  const columns = db
    .prepare(`PRAGMA index_info(${quoteIdentifier(index.key)})`)
    .all()
    .map((row) => String(row.name));
  if (columns.join(',') !== index.columns.join(',')) {
    problems.push(`index ${index.key} covers (${columns.join(', ')}), the schema says (${index.columns.join(', ')})`);
  }
  const listed = db
    .prepare(`PRAGMA index_list(${quoteIdentifier(table)})`)
    .all()
    .find((row) => row.name === index.key);
  const isUnique = listed?.unique === 1;
  if (isUnique !== (index.type === 'unique')) {
    problems.push(`index ${index.key} is ${isUnique ? '' : 'not '}unique, the schema says ${index.type}`);
  }
  const partial = partialIndexWhere(index);
  const sql = String(found.sql);
  if (partial === '' ? / WHERE /i.test(sql) : !sql.endsWith(partial)) {
    problems.push(`index ${index.key} ${partial === '' ? 'is partial, the schema says it holds every row' : `does not hold only the rows where ${index.onlyWhereSet ?? ''} is set`}`);
  }
  return problems;
}

/** Every way the database differs from the schema (missing tables, columns, indexes; wrong types). */
export function findSchemaDrift(db: DatabaseSync): string[] {
  const problems: string[] = [];
  for (const table of TABLE_NAMES) {
    if (!tableExists(db, table)) {
      problems.push(`missing table ${table}`);
      continue;
    }
    const actual = databaseColumns(db, table);
    const columns = schema[table].columns as Readonly<Record<string, ColumnSpec>>;
    const expected: [string, string][] = [
      ...Object.entries(SYSTEM_COLUMN_TYPES),
      ...Object.entries(columns).map(([column, spec]): [string, string] => [column, storageType(spec.type)]),
    ];
    for (const [column, type] of expected) {
      const actualType = actual.get(column);
      if (actualType === undefined) problems.push(`missing column ${table}.${column}`);
      else if (actualType !== type) problems.push(`column ${table}.${column} is ${actualType}, the schema says ${type}`);
    }
    const indexes: readonly IndexSpec[] = schema[table].indexes;
    for (const index of indexes) problems.push(...indexProblems(db, table, index));
  }
  return problems;
}

/** Throws an Error listing the drift, if any, and saying where the missing migration belongs. */
export function assertNoSchemaDrift(db: DatabaseSync): void {
  const problems = findSchemaDrift(db);
  if (problems.length === 0) return;
  throw new Error(
    `The database does not match src/server/schema.ts: ${problems.join('; ')}. ` +
      `The schema changed without a migration: add a migration in ${MIGRATIONS_FILE} ` +
      '(addColumns / createIndexes / createTables) that brings existing databases up to date.',
  );
}
