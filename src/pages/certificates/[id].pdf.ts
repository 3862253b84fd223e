// A certificate as a PDF (rule 28), made on request from the stored facts with a QR code to its public
// verification page, written in the reader's language. Public like the page; unknown ids are a real 404.
import type { APIRoute } from 'astro';
import { pageLocale } from '#/i18n/page-locale.ts';
import { getBackend } from '#/server/config.ts';
import { certificatePdf } from '#/server/services/journeys/certificate-pdf.ts';
import { getCertificate } from '#/server/services/journeys/certificates.ts';
import { journeyName } from '#/server/services/journeys/journey-names.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, locals, url }) => {
  const backend = await getBackend();
  const certificate = await getCertificate(backend, params.id ?? '');
  if (!certificate) return new Response('No certificate has this id.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const locale = pageLocale({ locals, url });
  const pdf = await certificatePdf({ ...certificate, journeyName: journeyName(certificate.journey, locale) }, backend.settings.siteUrl.toString(), locale);
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificate-${certificate.id}.pdf"`,
      'cache-control': 'public, max-age=300',
      // The words follow the reader's language (their profile, the lang cookie or the browser's).
      vary: 'Accept-Language, Cookie',
    },
  });
};
