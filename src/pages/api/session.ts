// Who is signed in, for prerendered pages (their header learns it here, without React).
import type { APIRoute } from 'astro';
import { toBrowserUser } from '#/server/route-handlers/browser-user.ts';
import { jsonResponse } from '#/server/route-handlers/json-response.ts';

export const prerender = false;

export const GET: APIRoute = ({ locals }) =>
  jsonResponse({ user: locals.user ? toBrowserUser(locals.user) : null }, 200, { 'cache-control': 'private, no-store' });
