// The process's one pathfinder delivery worker. `npm start` (scripts/start.ts) starts it next to the server,
// so requests left undelivered by a previous process are retried even before anyone visits; the endpoint
// makes sure it runs (for `astro dev` or a bare `node dist/server/entry.mjs`) and wakes it for a new request.
// start.ts and the built server load separate copies of this module in one process, so the worker is kept
// under a global symbol rather than a module variable: both copies find the same one.
import type { Backend } from '../backend.ts';
import { logError } from '../log.ts';
import { createPathfinderDelivery, type PathfinderDelivery } from '../services/pathfinder-delivery.ts';

const WORKER = Symbol.for('leadership-platform.pathfinder-delivery');

type WithWorker = typeof globalThis & { [WORKER]?: PathfinderDelivery };

/** Starts the worker on this backend unless one runs already; null when no webhook is configured. */
export function ensurePathfinderDelivery(backend: Backend): PathfinderDelivery | null {
  const url = backend.settings.pathfinderWebhookUrl;
  if (url === null) return null;
  const holder = globalThis as WithWorker;
  if (!holder[WORKER]) {
    holder[WORKER] = createPathfinderDelivery({ store: backend.store, webhookUrl: url, log: logError });
    holder[WORKER].start();
  }
  return holder[WORKER];
}
