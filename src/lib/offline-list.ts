// The offline page's list of what this device can show without a signal: the pages the service worker kept
// (this account's and the public ones), by title, read from the browser's caches.
//
// The list is in the reader's language, like the offline page around it. The caches hold copies in both: the
// visitor site at both addresses (/knowledge-base and /fr/knowledge-base), and a signed-in page (one address
// for both languages) as it was last seen, perhaps before the learner switched language. A copy in the other
// language is left out: it would open in a language the reader did not choose, and a French list of English
// titles reads as broken. A page kept under several queries (/leaderboard?period=week, ?period=month…) is one
// page to the reader: it is listed once, at its plainest address.
import { isPageCache } from '#/domain/offline-caching.ts';

export interface KeptPage {
  readonly path: string;
  readonly title: string;
}

const SITE_SUFFIX = / · Digital Leadership Training Platform$/;

/** A kept page's title, without the site's name every title ends with. */
export function pageTitle(html: string, fallback: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!raw) return fallback;
  const text = new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent ?? '';
  return text.replace(SITE_SUFFIX, '').trim() || fallback;
}

/** The language a kept copy is in, from its `<html lang>` (BaseLayout's), or null when it has none. */
export function pageLanguage(html: string): string | null {
  return /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1]?.toLowerCase() ?? null;
}

export interface KeptCopy extends KeptPage {
  readonly language: string | null;
}

/** The copies to list: those in `language`, one per path (the shortest address wins), sorted by title. */
export function pagesToList(copies: readonly KeptCopy[], language: string): KeptPage[] {
  const pages = new Map<string, KeptPage>();
  for (const { path, title, language: copyLanguage } of copies) {
    if (copyLanguage !== language.toLowerCase()) continue;
    const pathname = new URL(path, 'http://localhost').pathname;
    const listed = pages.get(pathname);
    if (listed && listed.path.length <= path.length) continue;
    pages.set(pathname, { path, title });
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title, language));
}

/** Every kept page in `language` but `except` (the address that just failed), sorted by title. */
export async function keptPages(except: string, language: string): Promise<KeptPage[]> {
  const copies: KeptCopy[] = [];
  for (const name of (await caches.keys()).filter(isPageCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      if (path === except) continue;
      const response = await cache.match(request);
      const html = response ? await response.text() : '';
      copies.push({ path, title: pageTitle(html, path), language: pageLanguage(html) });
    }
  }
  return pagesToList(copies, language);
}

/** Fills the offline page's list (links made with the DOM, never from HTML) and says when there is nothing. */
export async function showKeptPages(list: HTMLUListElement, empty: HTMLElement): Promise<void> {
  const pages = typeof caches === 'undefined' ? [] : await keptPages(window.location.pathname + window.location.search, document.documentElement.lang);
  list.replaceChildren(
    ...pages.map(({ path, title }) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = path;
      link.textContent = title;
      link.className = 'font-medium text-brand-700 underline';
      item.append(link);
      return item;
    }),
  );
  empty.hidden = pages.length > 0;
}
