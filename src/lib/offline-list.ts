// The offline page's list of what this device can show without a signal: every page the service worker kept
// (this account's and the public ones), by title, read from the browser's caches.
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

/** Every kept page but `except` (the address that just failed), sorted by title. */
export async function keptPages(except: string): Promise<KeptPage[]> {
  const pages = new Map<string, KeptPage>();
  for (const name of (await caches.keys()).filter(isPageCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      if (path === except || pages.has(path)) continue;
      const response = await cache.match(request);
      pages.set(path, { path, title: pageTitle(response ? await response.text() : '', path) });
    }
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** Fills the offline page's list (links made with the DOM, never from HTML) and says when there is nothing. */
export async function showKeptPages(list: HTMLUListElement, empty: HTMLElement): Promise<void> {
  const pages = typeof caches === 'undefined' ? [] : await keptPages(window.location.pathname + window.location.search);
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
