// Reads the dashboard's counters: one query per counter for a range of buckets, summed over shards. A few
// hundred small rows at most, whatever the number of learners.
import type { BucketSum, SummaryReader } from '#/domain/dashboard-figures.ts';
import type { Metric } from '#/domain/summaries.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, greaterThanEqual, lessThanEqual, limit, type Query } from '../../store/query.ts';

/** Which buckets of a counter to read: a list of them, or an inclusive range (bucket keys sort by time). */
export type BucketSelection = { readonly metric: Metric } & ({ readonly buckets: readonly string[] } | { readonly from: string; readonly to: string });

const ZERO: BucketSum = { count: 0, total: 0 };
/** Shards × buckets of one read stays well under this (30 days × 8 shards = 240). */
const MAX_ROWS = 5000;
/** Appwrite takes at most 100 values in one `equal`. */
const MAX_VALUES = 100;

/** Sums the selected buckets; the reader answers zero for any bucket nobody wrote (or that was not read). */
export async function readSummaries(store: Pick<StoreOps, 'findRows'>, selections: readonly BucketSelection[]): Promise<SummaryReader> {
  const sums = new Map<string, BucketSum>();
  const add = (metric: string, bucket: string, row: BucketSum) => {
    const key = `${metric}\u0000${bucket}`;
    const seen = sums.get(key) ?? ZERO;
    sums.set(key, { count: seen.count + row.count, total: seen.total + row.total });
  };
  const reads = selections.flatMap((selection): Query<'summaries'>[][] => {
    if ('from' in selection) {
      return [[equal('metric', selection.metric), greaterThanEqual('bucket', selection.from), lessThanEqual('bucket', selection.to), limit(MAX_ROWS)]];
    }
    const chunks: Query<'summaries'>[][] = [];
    for (let i = 0; i < selection.buckets.length; i += MAX_VALUES) {
      chunks.push([equal('metric', selection.metric), equal('bucket', selection.buckets.slice(i, i + MAX_VALUES)), limit(MAX_ROWS)]);
    }
    return chunks;
  });
  const results = await Promise.all(reads.map((queries) => store.findRows('summaries', queries)));
  for (const rows of results) for (const row of rows) add(row.metric, row.bucket, row);
  return (metric, bucket) => sums.get(`${metric}\u0000${bucket}`) ?? ZERO;
}
