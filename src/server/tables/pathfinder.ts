// The landing page's pathfinder session requests and their forwarding to the booking webhook.
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import type { TableSpec } from '../schema.ts';

/**
 * Where a pathfinder request's forwarding stands: waiting (or between retries), delivered, given up, or
 * kept without forwarding because no PATHFINDER_WEBHOOK_URL is set.
 */
export const PATHFINDER_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'no_webhook'] as const;

export const PATHFINDER_TABLES = {
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
    indexes: [
      { key: 'pathfinder_requests_status', type: 'key', columns: ['status', 'nextAttemptAt'] },
      // The admin's newest requests, all or by status.
      { key: 'pathfinder_requests_created', type: 'key', columns: ['$createdAt'], orders: ['desc'] },
      { key: 'pathfinder_requests_status_created', type: 'key', columns: ['status', '$createdAt'], orders: ['asc', 'desc'] },
    ],
  },
} as const satisfies Record<string, TableSpec>;
