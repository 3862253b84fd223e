// The language of the page being rendered: what the middleware chose (src/middleware/choose-locale.ts), or,
// where it did not run (an error page, a prerendered page's build), the language of the path.
import { localeOfPath, pathInLocale, type Locale } from './locales.ts';
import { isBilingualVisitorPath } from './language-redirect.ts';

export function pageLocale(astro: { locals: { locale?: Locale }; url: URL }): Locale {
  return astro.locals.locale ?? localeOfPath(astro.url.pathname);
}

/**
 * A link on a page in `locale`: a visitor page that exists in both languages (`/`, `/#journeys`,
 * `/knowledge-base/…`) goes to its address in that language; anchors and every other path are unchanged.
 */
export function hrefIn(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://localhost');
  if (!isBilingualVisitorPath(url.pathname)) return href;
  return pathInLocale(url.pathname, locale) + url.search + url.hash;
}
