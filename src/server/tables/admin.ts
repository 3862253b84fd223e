// The administration's tables: the site settings an admin changes (/admin/settings), the dashboard's summary
// counters and the learner name index. Part of the one schema (src/server/schema.ts spreads these tables in),
// kept in a file of its own so that each feature's tables read together.
import type { TableSpec } from '../schema.ts';

export const ADMIN_TABLES = {
  settings: {
    name: 'Settings',
    columns: {
      /** JSON-encoded value; the row id is the setting's key. */
      value: { type: 'text', size: 10000, required: true },
    },
    indexes: [],
  },
  summaries: {
    name: 'Dashboard summary counters',
    columns: {
      // One bucket of one counter (src/domain/summaries.ts), or one shard of it; the row id is derived from
      // all three (services/summaries/summary-rows.ts), so an event finds its row without a query.
      metric: { type: 'string', size: 32, required: true },
      /** A period ("2026-W47", "2026-11-20", "2026-11.USD") or a category ("paid", "admin", "failed"). */
      bucket: { type: 'string', size: 40, required: true },
      shard: { type: 'integer', required: true, default: 0, min: 0, max: 63 },
      /**
       * How many; no bounds in the schema on purpose: a bound would make the Appwrite adapter read before
       * every increment. The one floor that matters (the last admin) is passed with the call.
       */
      count: { type: 'integer', required: true, default: 0 },
      /** A running sum beside the count (XP, minor units of money). */
      total: { type: 'integer', required: true, default: 0 },
    },
    indexes: [{ key: 'summaries_metric_bucket', type: 'key', columns: ['metric', 'bucket'] }],
  },
  learner_search_terms: {
    name: 'Learner name index (admin search)',
    columns: {
      // One row per word of a learner's display name, folded (lower case, no accents), so that the admin's
      // search finds "Obi" in "Ada Obi" with an index range instead of a LIKE over every learner.
      userId: { type: 'string', size: 36, required: true },
      term: { type: 'string', size: 80, required: true },
    },
    indexes: [
      { key: 'learner_search_terms_term', type: 'key', columns: ['term', 'userId'] },
      { key: 'learner_search_terms_user', type: 'key', columns: ['userId'] },
    ],
  },
} as const satisfies Record<string, TableSpec>;
