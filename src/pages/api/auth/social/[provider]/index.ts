// GET /api/auth/social/<provider>[?next=/path]: starts "Continue with <provider>" (a plain link from /auth).
// POST /api/auth/social/<provider>: "Link <provider>" from /profile (a form, so the origin check guards it):
// the same flow, linking the provider account to the signed-in person's account.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { beginSocialLink, beginSocialSignIn } from '#/server/route-handlers/social-routes.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url, request, cookies, locals, params }) =>
  beginSocialSignIn(await getBackend(), { url, request, cookies, ip: locals.clientAddress, provider: params.provider ?? '', viewer: locals.user?.id ?? null });

export const POST: APIRoute = async ({ url, request, cookies, locals, params }) =>
  beginSocialLink(await getBackend(), { url, request, cookies, ip: locals.clientAddress, provider: params.provider ?? '', viewer: locals.user?.id ?? null });
