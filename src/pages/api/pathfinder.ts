// Pathfinder session requests from the landing page (spec §7, DECISIONS 5): stored first, then forwarded
// to PATHFINDER_WEBHOOK_URL by the delivery worker; the answer tells the browser where to book.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { ensurePathfinderDelivery } from '#/server/singletons/pathfinder-delivery-instance.ts';
import { handlePathfinderPost } from '#/server/route-handlers/pathfinder-endpoint.ts';
import { logError } from '#/server/log.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
  const backend = await getBackend();
  return handlePathfinderPost(request, {
    backend,
    ip: locals.clientAddress,
    onStored: () => ensurePathfinderDelivery(backend)?.wake(),
    log: logError,
  });
};
