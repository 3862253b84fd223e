// POST /api/pathfinder as a plain function of the request, so it is tested without Astro: a JSON body of at
// most 16 KB, the request stored (or field messages back), and the browser told where to go next.
import type { Backend } from '../backend.ts';
import { isServiceError } from '../services/service-error.ts';
import { submitPathfinderRequest } from '../services/pathfinder-requests.ts';
import { readJsonBody } from './json-body.ts';
import { jsonResponse } from './json-response.ts';

/** Far above any honest request (the longest fields add up to under 3 KB), far below anything harmful. */
export const PATHFINDER_MAX_BODY_BYTES = 16 * 1024;

export interface PathfinderEndpointContext {
  backend: Backend;
  ip: string;
  /** Called once the row is stored (the server wakes the delivery worker). */
  onStored?: () => void;
  log: (where: string, error: unknown) => void;
  now?: Date;
}


export async function handlePathfinderPost(request: Request, context: PathfinderEndpointContext): Promise<Response> {
  try {
    const body = await readJsonBody(request, PATHFINDER_MAX_BODY_BYTES);
    if (!body.ok) return jsonResponse({ error: body.message }, body.status);
    const stored = await submitPathfinderRequest(context.backend, body.value, { ip: context.ip }, context.now);
    context.onStored?.();
    return jsonResponse({ ok: true, redirect: stored.redirect }, 201);
  } catch (error) {
    if (isServiceError(error, 'invalid-argument')) return jsonResponse({ error: error.message, errors: error.fields }, 400);
    if (isServiceError(error, 'too-many-requests')) {
      return jsonResponse({ error: error.message }, 429, { 'retry-after': String(error.retryAfterSeconds ?? 60) });
    }
    context.log('pathfinder request', error);
    return jsonResponse({ error: 'Something went wrong' }, 500);
  }
}
