// A CSV export as a file (rule 35; src/server/services/admin/csv-exports.ts): streamed as it is read, with
// the expected number of rows in a header when it is known, for the download's progress.
import type { APIRoute } from 'astro';
import { pageLocale } from '#/i18n/page-locale.ts';
import { getBackend } from '#/server/config.ts';
import { openCsvExport } from '#/server/services/admin/csv-exports.ts';
import { isServiceError } from '#/server/services/service-error.ts';
import { adminExportsMessages } from '../_exports.messages.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, params, url }) => {
  const user = locals.user;
  const locale = pageLocale({ locals, url });
  const t = adminExportsMessages(locale);
  // The route table answers 401/403 first; checked again here, as every admin entry point does.
  if (!user) return new Response(t.signInFirst, { status: 401 });
  if (!user.isAdmin) return new Response(t.notAllowed, { status: 403 });
  let file;
  try {
    file = await openCsvExport(await getBackend(), user.id, params.name ?? '', url.searchParams, new Date(), locale, locals.roomForMore);
  } catch (error) {
    if (isServiceError(error, 'not-found')) return new Response(t.noSuchExport, { status: 404 });
    if (isServiceError(error, 'permission-denied')) return new Response(t.notAllowed, { status: 403 });
    throw error;
  }
  const headers = new Headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (file.expectedRows !== null) headers.set('x-expected-rows', String(file.expectedRows));
  return new Response(file.body, { headers });
};
