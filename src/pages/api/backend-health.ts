// The /appwrite-demo health figure as JSON, for its "Check again" button: which backend, whether it
// answered, and how long the ping took on the server. Public (no personal data), never cached.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { checkBackendHealth } from '#/server/services/backend-demo.ts';
import { jsonResponse } from '#/server/route-handlers/json-response.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const backend = await getBackend();
  const health = await checkBackendHealth(backend);
  return jsonResponse({ backend: backend.info.name, ...health }, health.ok ? 200 : 503, { 'cache-control': 'no-cache' });
};
