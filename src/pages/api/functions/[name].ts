// Callable functions endpoint (rule 3).
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { runCallable } from '#/server/functions/callable.ts';
import { CALLABLE_FUNCTIONS } from '#/server/functions/registry.ts';
import { logError } from '#/server/log.ts';

export const prerender = false;

export const POST: APIRoute = async ({ params, request, locals }) => {
  const name = params.name ?? '';
  const handler = Object.hasOwn(CALLABLE_FUNCTIONS, name) ? CALLABLE_FUNCTIONS[name] : undefined;
  return runCallable(request, handler, { backend: await getBackend(), user: locals.user }, (error) =>
    logError(`callable ${name}`, error),
  );
};
