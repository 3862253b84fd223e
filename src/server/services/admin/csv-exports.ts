// The admin's CSV exports (rule 35): learners (with the list's filters), the XP ledger for a period, payments,
// pathfinder requests and impact totals by organisation (impact-export.ts). Each is a stream of rows read a page at a time through an index and written by
// csv-stringify as the browser takes them (backpressure: a slow download holds the reads back), so a
// 100,000-row file needs the memory of one page. Every text cell is made spreadsheet-safe (src/domain/csv-cells.ts).
// The bytes go out a block of rows at a time, not a row at a time: a stream chunk (and the compression and
// socket write behind it) per row cost more than reading and writing the row itself.
import { stringify } from 'csv-stringify/sync';
import { csvRow, type CsvValue } from '#/domain/csv-cells.ts';
import { minorUnitsPerMajor } from '#/domain/money.ts';
import { IMPACT_CATEGORIES } from '#/domain/impact.ts';
import type { Locale } from '#/i18n/locales.ts';
import { readLearnerFilters, hasFilters } from '#/domain/learner-filters.ts';
import { readLearnerQuery } from '#/domain/name-terms.ts';
import type { Backend } from '../../backend.ts';
import type { ColumnName, RowOf, TableName } from '../../schema.ts';
import { cursorAfter, greaterThanEqual, lessThan, limit, orderAsc, orderDesc, type Query } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';
import { readSummaries } from '../summaries/index.ts';
import { requireAdmin } from './admin-actor.ts';
import { adminServiceMessages } from './admin-services.messages.ts';
import { impactByOrganisationRows } from './impact-export.ts';
import { exportColumns } from './csv-columns.messages.ts';
import { eachLearner } from './learner-directory.ts';

/** Refusals are raised in English and translated on their way out of an Action. */
const m = adminServiceMessages('en');

export const EXPORT_NAMES = ['learners', 'xp-ledger', 'payments', 'pathfinder-requests', 'impact-by-organisation'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

export function isExportName(value: unknown): value is ExportName {
  return typeof value === 'string' && (EXPORT_NAMES as readonly string[]).includes(value);
}

/** A period of whole UTC days, both ends included ("YYYY-MM-DD"). */
export interface ExportPeriod {
  readonly from: string | null;
  readonly to: string | null;
}

const PAGE = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period a query string asks for; a malformed end is left open. */
export function readExportPeriod(params: URLSearchParams): ExportPeriod {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
  };
  return { from: day('from'), to: day('to') };
}

function periodQueries<T extends TableName>(column: ColumnName<T>, period: ExportPeriod): Query<T>[] {
  const queries: Query<T>[] = [];
  if (period.from) queries.push(greaterThanEqual(column, `${period.from}T00:00:00.000Z`) as Query<T>);
  if (period.to) queries.push(lessThan(column, new Date(Date.parse(`${period.to}T00:00:00.000Z`) + 86_400_000).toISOString()) as Query<T>);
  return queries;
}

/** Every row of `table` the queries select, in their order, a page at a time. */
async function* pages<T extends TableName>(store: Backend['store'], table: T, queries: readonly Query<T>[]): AsyncGenerator<RowOf<T>> {
  let after: string | null = null;
  for (;;) {
    const rows: RowOf<T>[] = await store.findRows(table, [...queries, limit(PAGE), ...(after ? [cursorAfter(after)] : [])] as Query<T>[]);
    yield* rows;
    after = rows.length < PAGE ? null : (rows.at(-1)?.$id ?? null);
    if (after === null) return;
  }
}

export interface CsvExport {
  /** The file's name, e.g. learners-2026-11-21.csv. */
  readonly filename: string;
  /** How many rows the file will hold, when known beforehand (for the download's progress). */
  readonly expectedRows: number | null;
  readonly body: ReadableStream<Uint8Array>;
}

type Rows = AsyncGenerator<CsvValue[]>;

async function* learnerRows(backend: Pick<Backend, 'store' | 'auth'>, adminId: string, params: URLSearchParams, now: Date): Rows {
  for await (const learner of eachLearner(backend, adminId, readLearnerFilters(params), now)) {
    yield [
      learner.id,
      learner.displayName,
      learner.email,
      learner.role,
      learner.membershipStatus,
      learner.transformationTier,
      learner.organisationId,
      learner.journey,
      learner.joinedAt,
      learner.lastActive,
      learner.suspended,
      learner.points,
    ];
  }
}

async function* ledgerRows(store: Backend['store'], period: ExportPeriod): Rows {
  for await (const entry of pages(store, 'points_transactions', [...periodQueries<'points_transactions'>('awardedAt', period), orderAsc('awardedAt')])) {
    yield [entry.$id, entry.userId, entry.awardedAt, entry.localDay, entry.activity, entry.sourceId, entry.baseXp, entry.multiplier, entry.xp, entry.balanceAfter, entry.streakDays, entry.reason, entry.actorId];
  }
}

async function* paymentRows(store: Backend['store'], period: ExportPeriod): Rows {
  for await (const payment of pages(store, 'payments', [...periodQueries<'payments'>('$createdAt', period), orderAsc('$createdAt')])) {
    yield [
      payment.$id,
      payment.userId,
      payment.$createdAt,
      payment.provider,
      payment.providerIntentId,
      payment.status,
      payment.amount,
      payment.currency,
      payment.amount / minorUnitsPerMajor(payment.currency),
      payment.fulfilledAt,
      payment.failureMessage,
    ];
  }
}

async function* pathfinderRows(store: Backend['store'], period: ExportPeriod): Rows {
  for await (const request of pages(store, 'pathfinder_requests', [...periodQueries<'pathfinder_requests'>('$createdAt', period), orderDesc('$createdAt')])) {
    yield [
      request.$id,
      request.$createdAt,
      request.name,
      request.email,
      request.phone,
      request.teamSize,
      request.timeline,
      request.duration,
      request.date,
      request.time,
      request.timezone,
      request.painPoints,
      request.status,
      request.attempts,
      request.deliveredAt,
      request.lastError,
    ];
  }
}


/** Rows per block of the file: one stream chunk, written by csv-stringify at once. */
const ROWS_PER_CHUNK = 1000;

/** Resolves once the response can take another block (the server's `roomForMore`); absent, nothing waits. */
export type Pace = () => Promise<void>;

/**
 * The rows as CSV bytes (a UTF-8 byte-order mark first, so spreadsheets read names in any script), a block
 * of ROWS_PER_CHUNK rows per chunk. The next block is read only when the reader asks for it (`pull`) and,
 * with `pace`, only once the response has room for it: Astro's adapter asks for the next block as soon as it
 * has written one, so without `pace` a slow download would pile the file up in the server's memory.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<CsvValue[]>, pace?: Pace): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (pace && !first) await pace();
        const block: (string | number)[][] = [];
        let done = false;
        while (block.length < ROWS_PER_CHUNK) {
          const next = await iterator.next();
          if (next.done) {
            done = true;
            break;
          }
          block.push(csvRow(next.value));
        }
        if (block.length > 0 || first) controller.enqueue(encoder.encode(stringify(block, { header: first, columns: [...columns], bom: first })));
        first = false;
        if (done) controller.close();
      },
      async cancel() {
        // The download was abandoned: stop reading pages.
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/** How many rows an export will have, when the summary counters know it. */
async function expectedRows(store: Backend['store'], name: ExportName, params: URLSearchParams, period: ExportPeriod): Promise<number | null> {
  if (name === 'learners') {
    const filters = readLearnerFilters(params);
    if (hasFilters(filters) || readLearnerQuery(filters.q).kind !== 'none') return null;
    return (await readSummaries(store, [{ metric: 'learners', buckets: ['all'] }]))('learners', 'all').count;
  }
  if (name === 'pathfinder-requests' && !period.from && !period.to) {
    const statuses = ['pending', 'delivered', 'failed', 'no_webhook'];
    const read = await readSummaries(store, [{ metric: 'pathfinderStatus', buckets: statuses }]);
    return statuses.reduce((sum, status) => sum + read('pathfinderStatus', status).count, 0);
  }
  return null;
}

/**
 * An export for an admin: its name, size when known, and the stream of its bytes (read as they are sent). The
 * header row is in `locale`, the admin's language; the values are the data as stored.
 */
export async function openCsvExport(
  backend: Pick<Backend, 'store' | 'auth'>,
  adminId: string,
  name: string,
  params: URLSearchParams,
  now = new Date(),
  locale: Locale = 'en',
  pace?: Pace,
): Promise<CsvExport> {
  await requireAdmin(backend.store, adminId);
  if (!isExportName(name)) throw new ServiceError('not-found', m.noSuchExport);
  const period = readExportPeriod(params);
  const rows: Rows =
    name === 'learners'
      ? learnerRows(backend, adminId, params, now)
      : name === 'xp-ledger'
        ? ledgerRows(backend.store, period)
        : name === 'payments'
          ? paymentRows(backend.store, period)
          : name === 'impact-by-organisation'
            ? impactByOrganisationRows(backend.store)
            : pathfinderRows(backend.store, period);
  const stamp = now.toISOString().slice(0, 10);
  const span = period.from || period.to ? `-${period.from ?? 'start'}-to-${period.to ?? stamp}` : '';
  return {
    filename: `${name}${span}-${stamp}.csv`,
    expectedRows: await expectedRows(backend.store, name, params, period),
    body: csvStream(exportColumns(name, locale, IMPACT_CATEGORIES), rows, pace),
  };
}
