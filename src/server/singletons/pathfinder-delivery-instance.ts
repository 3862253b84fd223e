// The process's one pathfinder delivery worker. `npm start` (scripts/start.ts) starts it next to the server,
// so requests left undelivered by a previous process are retried even before anyone visits; the endpoint
// makes sure it runs (for `astro dev` or a bare `node dist/server/entry.mjs`) and wakes it for a new request.
// start.ts and the built server load separate copies of this module in one process, so the worker is kept
// under a global symbol rather than a module variable: both copies find the same one.
import type { Backend } from '../backend.ts';
import { logError } from '../log.ts';
import { createPathfinderDelivery, type PathfinderDelivery } from '../services/pathfinder-delivery.ts';
import { readSiteSettings } from '../services/site-settings.ts';

const WORKER = Symbol.for('leadership-platform.pathfinder-delivery');

type WithWorker = typeof globalThis & { [WORKER]?: PathfinderDelivery };

/**
 * Starts the worker on this backend unless one runs already. It runs whether or not a webhook is set: the URL
 * is a site setting an admin may set at any time, read before each pass (idle passes cost one small query).
 */
export function ensurePathfinderDelivery(backend: Backend): PathfinderDelivery {
  const holder = globalThis as WithWorker;
  if (!holder[WORKER]) {
    holder[WORKER] = createPathfinderDelivery({
      store: backend.store,
      webhookUrl: async () => (await readSiteSettings(backend)).pathfinderWebhookUrl.value,
      log: logError,
    });
    holder[WORKER].start();
  }
  return holder[WORKER];
}
