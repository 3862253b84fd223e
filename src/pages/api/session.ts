// Who is signed in, for prerendered pages (their header learns it here, without React).
import type { APIRoute } from 'astro';
import { toBrowserUser } from '#/server/http/browser-user.ts';

export const prerender = false;

export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify({ user: locals.user ? toBrowserUser(locals.user) : null }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
  });
