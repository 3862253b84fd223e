// A certificate as an Open Badges 3.0-shaped credential (an OpenBadgeCredential, unsigned: the verification
// page at its id is the proof). Public like the page; unknown ids are a real 404.
import type { APIRoute } from 'astro';
import { openBadgeCredential } from '#/domain/certificates.ts';
import { getBackend } from '#/server/config.ts';
import { getCertificate } from '#/server/services/journeys/certificates.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const backend = await getBackend();
  const certificate = await getCertificate(backend, params.id ?? '');
  if (!certificate) {
    return new Response(JSON.stringify({ error: 'No certificate has this id.' }), { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
  return new Response(JSON.stringify(openBadgeCredential(certificate, backend.settings.siteUrl.toString()), null, 2), {
    headers: { 'content-type': 'application/ld+json; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
};
