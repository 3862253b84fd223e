// GET /api/auth/social/<provider>[?next=/path]: starts "Continue with <provider>" (a plain link from /auth).
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { beginSocialSignIn } from '#/server/route-handlers/social-routes.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url, request, cookies, locals, params }) =>
  beginSocialSignIn(await getBackend(), { url, request, cookies, ip: locals.clientAddress, provider: params.provider ?? '' });
