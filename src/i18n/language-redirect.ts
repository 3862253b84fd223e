// Where the language switch sends someone: back to the page they were on, in the language they chose. The
// visitor site exists at two addresses (`/…` and `/fr/…`); every other page is one address in both languages.
import { safeNextPath } from '#/domain/route-policy.ts';
import { localeOfPath, pathInLocale, type Locale } from './locales.ts';

/** The visitor pages prerendered in both languages: the landing page, the knowledge base, the pathfinder's answer. */
export function isBilingualVisitorPath(pathname: string): boolean {
  const english = localeOfPath(pathname) === 'fr' ? pathname.slice(3) || '/' : pathname;
  return english === '/' || english === '/knowledge-base' || english.startsWith('/knowledge-base/') || english.replace(/\/$/, '') === '/pathfinder/requested';
}

export function languageRedirect(next: string, language: Locale): string {
  const path = safeNextPath(next) ?? '/';
  const url = new URL(path, 'http://localhost');
  if (!isBilingualVisitorPath(url.pathname)) return path;
  return pathInLocale(url.pathname, language) + url.search + url.hash;
}
