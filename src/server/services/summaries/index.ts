// The dashboard's summary counters: tallyEvent (inside the transaction of every counted event), the reads
// the dashboard makes, and the rebuild from the rows.
export { applyDeltas, summaryRowId, tallyEvent } from './tally.ts';
export { readSummaries, type BucketSelection } from './read.ts';
export { ensureSummaries, rebuildSummaries, SUMMARIES_BUILT_KEY, type RebuildReport } from './rebuild.ts';
