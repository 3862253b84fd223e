// The visitor site in the language a person chose. It is prerendered at two addresses (`/knowledge-base/x` and
// `/fr/knowledge-base/x`), so the page cannot follow the choice itself: someone who chose French (the `lang`
// cookie the language switch sets, for visitors and signed-in people alike) and arrives from elsewhere at an
// English address (a shared link, a bookmark, a search result) is sent to the French one, and the other way
// round. Only an explicit choice moves anyone: a first visit, a browser's Accept-Language and a crawler keep the
// address they asked for, so each page keeps one language at one address. And a step within the site is never
// turned back: the visitor site's own switch is a plain link to the other address, and our pages link in the
// reader's language already.
import type { IncomingHttpHeaders } from 'node:http';
import { languageFromCookieHeader } from '#/i18n/language-cookie.ts';
import { isBilingualVisitorPath } from '#/i18n/language-redirect.ts';
import { localeOfPath, pathInLocale } from '#/i18n/locales.ts';

/**
 * Whether the request is a step from one of our own pages: the browser's Sec-Fetch-Site says so, or, from a
 * browser that does not send it, the Referer (our pages send their origin at least) names this host.
 */
function fromOwnPage(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  if (!headers.referer || !headers.host) return false;
  try {
    return new URL(headers.referer).host === headers.host;
  } catch {
    return false;
  }
}

/** The address of the page at `pathname` in the language the request's `lang` cookie chose, or null to stay. */
export function twinInChosenLanguage(pathname: string, headers: IncomingHttpHeaders): string | null {
  const chosen = languageFromCookieHeader(headers.cookie);
  if (chosen === null || !isBilingualVisitorPath(pathname) || localeOfPath(pathname) === chosen || fromOwnPage(headers)) return null;
  return pathInLocale(pathname, chosen);
}
