// The knowledge-base search index (en), a static file built once (src/components/knowledge-base/search-index-response.ts).
import type { APIRoute } from 'astro';
import { searchIndexResponse } from '#/components/knowledge-base/search-index-response.ts';

export const prerender = true;

export const GET: APIRoute = () => searchIndexResponse('en');
