// incrementColumn's rules, the same in both adapters: which columns can be incremented, what a step may
// be, and the range the result must stay in. The schema's own range counts too, so crossing it is
// `out-of-range` (a refusal the caller can handle) rather than a write the backend rejects as invalid.
import type { TableName } from '../schema.ts';
import { StoreError, type IncrementOptions } from './port.ts';
import { assertRowId } from './row-ids.ts';
import { writableColumn } from './table-columns.ts';

/** The inclusive range an incremented value must stay in; an undefined end is open. */
export interface IncrementRange {
  readonly lowest: number | undefined;
  readonly highest: number | undefined;
}

function tighter(a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) {
  if (a === undefined) return b;
  return b === undefined ? a : pick(a, b);
}

/**
 * Checks an incrementColumn call before any row is touched (a number column, a finite step, whole for
 * integer columns, numeric bounds; mistakes → `invalid`) and returns the range the result must stay in.
 */
export function incrementRange(table: TableName, column: string, by: number, options: IncrementOptions = {}): IncrementRange {
  const spec = writableColumn(table, column);
  if (spec.type !== 'integer' && spec.type !== 'float') {
    throw new StoreError('invalid', `${table}.${column} is not a number column, so it cannot be incremented`);
  }
  if (typeof by !== 'number' || !Number.isFinite(by) || (spec.type === 'integer' && !Number.isSafeInteger(by))) {
    throw new StoreError('invalid', `${table}.${column} can only be incremented by a ${spec.type === 'integer' ? 'whole' : 'finite'} number, got ${String(by)}`);
  }
  for (const bound of [options.min, options.max]) {
    if (bound !== undefined && (typeof bound !== 'number' || Number.isNaN(bound))) {
      throw new StoreError('invalid', `incrementColumn bounds must be numbers, got ${String(bound)}`);
    }
  }
  return { lowest: tighter(options.min, spec.min, Math.max), highest: tighter(options.max, spec.max, Math.min) };
}

/**
 * The columns of the row an `orCreate` increment makes when the row is missing: the given columns, with the
 * counted column starting from its given value (0 when left out) plus `by`; `out-of-range` outside the range.
 */
export function rowCreatedByIncrement(
  table: TableName,
  id: string,
  column: string,
  by: number,
  range: IncrementRange,
  initial: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const start = initial[column];
  if (start !== undefined && start !== null && (typeof start !== 'number' || !Number.isFinite(start))) {
    throw new StoreError('invalid', `orCreate gives ${table}.${column} the value ${String(start)}, which is not a number`);
  }
  const value = (typeof start === 'number' ? start : 0) + by;
  if ((range.lowest !== undefined && value < range.lowest) || (range.highest !== undefined && value > range.highest)) {
    throw outOfRange(table, column, id, by, range, 'missing');
  }
  return { ...initial, [column]: value };
}

/** The `out-of-range` refusal; `now` describes the column's current value when the adapter has read it. */
export function outOfRange(table: TableName, column: string, id: string, by: number, range: IncrementRange, now?: string): StoreError {
  const current = now === undefined ? '' : ` (now ${now})`;
  return new StoreError(
    'out-of-range',
    `Adding ${by} to ${table}.${column} of ${id}${current} would leave the range ${range.lowest ?? '-∞'}..${range.highest ?? '∞'}`,
  );
}

/**
 * Checks an addToCounter call before anything is held or sent (a counter column without a range of its own,
 * a whole step, a valid id, `orCreate` starting the counter at 0) and returns the row it creates when missing.
 */
export function counterRowCreated(table: TableName, id: string, column: string, by: number, orCreate: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const range = incrementRange(table, column, by);
  if (range.lowest !== undefined || range.highest !== undefined) {
    throw new StoreError('invalid', `${table}.${column} has a range, so it is counted with incrementColumn, which can refuse a step`);
  }
  const start = orCreate[column];
  if (start !== undefined && start !== 0) {
    throw new StoreError('invalid', `addToCounter starts ${table}.${column} at 0, not at ${String(start)}`);
  }
  assertRowId(id);
  return rowCreatedByIncrement(table, id, column, by, range, orCreate);
}
