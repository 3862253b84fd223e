// GET /api/auth/social/<provider>/callback: where the provider sends the browser back; signs in and
// redirects by the after-sign-in rule, or back to /auth with a message (a link started on /profile: back there).
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { completeSocialSignIn } from '#/server/route-handlers/social-routes.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url, request, cookies, locals, params }) =>
  completeSocialSignIn(await getBackend(), { url, request, cookies, ip: locals.clientAddress, provider: params.provider ?? '', viewer: locals.user?.id ?? null });
