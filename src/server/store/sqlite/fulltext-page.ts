// A fulltext query sorted by insertion order (INSERTION_ORDER, SQLite's rowid) is answered from the FTS5
// table itself: it hands out its matches by rowid, newest (or oldest) first, so the page stops after
// `limit` rows however many match: a common word among 100,000 posts costs what a rare one does. Any other
// order would need every match first, then a sort. The first fulltext filter drives; the other filters (a
// category, `listed`, a second fulltext column) are checked on each row it hands out, and a cursor is a
// rowid range the FTS5 table seeks to.
import type { SQLInputValue } from 'node:sqlite';
import type { TableName } from '../../schema.ts';
import type { OrderTerm, PlannedFilter, QueryPlan } from '../query-plan.ts';
import { quoteIdentifier } from './ddl.ts';
import { filterSql, fts5Match } from './query-sql.ts';

export interface FulltextPage {
  readonly sql: string;
  readonly parameters: SQLInputValue[];
}

type FulltextFilter = Extract<PlannedFilter, { op: 'fulltext' }>;

/**
 * The SELECT for such a query, without LIMIT/OFFSET (the caller appends them), or null when the plan is not
 * one: no fulltext filter, or an order other than insertion order alone. `orders` are the plan's orders with
 * insertion order already named `rowid`; `cursorRowid` is the cursor row's rowid, when there is a cursor.
 */
export function fulltextPageSql(table: TableName, plan: QueryPlan, orders: readonly OrderTerm[], cursorRowid: number | null): FulltextPage | null {
  const [order, ...more] = orders;
  const driver = plan.filters.find((filter): filter is FulltextFilter => filter.op === 'fulltext');
  if (driver === undefined || order === undefined || order.column !== 'rowid' || more.length > 0) return null;
  const fts = quoteIdentifier(driver.index);
  const rest = filterSql(
    plan.filters.filter((filter) => filter !== driver),
    '"t".',
  );
  const direction = order.descending ? 'DESC' : 'ASC';
  const conditions = [`"f".${fts} MATCH ?`, ...rest.conditions];
  const parameters: SQLInputValue[] = [fts5Match(driver.words), ...rest.parameters];
  if (cursorRowid !== null) {
    conditions.push(`"f".rowid ${order.descending ? '<' : '>'} ?`);
    parameters.push(cursorRowid);
  }
  return {
    sql: `SELECT "t".* FROM ${fts} AS "f" JOIN ${quoteIdentifier(table)} AS "t" ON "t".rowid = "f".rowid WHERE ${conditions.join(' AND ')} ORDER BY "f".rowid ${direction}`,
    parameters,
  };
}
