// What the service worker keeps for reading without a signal, and under which name (README "Installable and
// offline"). Pure rules shared by the worker (src/service-worker/) and the pages that talk to it.
import { matchRoute } from './route-policy.ts';

/** Astro's hashed build output: a changed file gets a new name, so the first copy is good for ever. */
export const ASSET_CACHE = 'assets-v1';

/** Pages seen while nobody was signed in (the landing page, the knowledge base): nobody's in particular. */
export const PUBLIC_PAGES_CACHE = 'pages-public';

/**
 * Files the visitor pages read with a script, the same for everybody, kept from their first use so they work
 * without a signal too: the knowledge base's search index (English and French, ~10 KB compressed each).
 */
export const PUBLIC_DATA_CACHE = 'data-public';
const PUBLIC_DATA = /^(\/fr)?\/knowledge-base\/search-index\.json$/;

const PERSONAL_PREFIX = 'pages-account-';

/** The prerendered page shown for a page never seen, offline; the worker keeps it from its first install. */
export const OFFLINE_PAGE = '/offline';
/** The same page in French: the worker shows it to someone reading French. */
export const FRENCH_OFFLINE_PAGE = '/fr/offline';

/** Both offline pages, kept from the worker's install. */
export const OFFLINE_PAGES = [OFFLINE_PAGE, FRENCH_OFFLINE_PAGE] as const;

/** The offline page in the reader's language: the one their pages are in, else their browser's. */
export function offlinePageFor(pageLanguage: string | null, browserLanguage: string): string {
  return (pageLanguage ?? browserLanguage).toLowerCase().startsWith('fr') ? FRENCH_OFFLINE_PAGE : OFFLINE_PAGE;
}

/**
 * An account's own pages live in a cache of their own, so a shared phone never shows one person's pages to
 * the next: the cache is dropped on sign-out, and when another account signs in on the same browser.
 */
export function personalCacheName(accountId: string): string {
  return PERSONAL_PREFIX + encodeURIComponent(accountId);
}

export function isPersonalCache(name: string): boolean {
  return name.startsWith(PERSONAL_PREFIX);
}

/** Every page cache (personal or public): the offline page lists what they hold. */
export function isPageCache(name: string): boolean {
  return isPersonalCache(name) || name === PUBLIC_PAGES_CACHE;
}

/**
 * How the worker answers one request: `asset` cache-first, `page` and `public-data` network-first (each in its
 * own cache: the offline page lists the page caches), `network` untouched.
 */
export type OfflineKind = 'asset' | 'page' | 'public-data' | 'network';

export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  /** `navigate` for a page the browser opens (Request.mode). */
  readonly mode: string;
  /** The site's own origin (the worker's `location.origin`). */
  readonly origin: string;
}

/**
 * Only GETs of this site are ever kept. A form's answer (`?_action=`), the Actions, the API, the live streams
 * and the files the server makes (CSV, PDF, calendars) always go to the network: they change what they show
 * with every call, or they are somebody's download.
 */
export function offlineKind({ url, method, mode, origin }: RequestFacts): OfflineKind {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname.startsWith('/_astro/')) return 'asset';
  if (PUBLIC_DATA.test(url.pathname)) return 'public-data';
  if (mode !== 'navigate') return 'network';
  if (url.searchParams.has('_action') || url.pathname.startsWith('/_actions/') || url.pathname.startsWith('/api/')) return 'network';
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return 'network';
  return 'page';
}

/**
 * A page's answer worth keeping: a whole 200 that the server did not reach by redirecting (a page that sent
 * the browser to sign in must not be stored as the page that was asked for).
 */
export function isKeepablePage(response: { readonly status: number; readonly redirected: boolean; readonly type: string }): boolean {
  return response.status === 200 && !response.redirected && response.type === 'basic';
}

/**
 * Which cache keeps a page: a public route's page (the same for everybody) goes to the public cache; any other
 * page is somebody's, kept only in the signed-in account's own cache, and not at all while the worker does not
 * know who is signed in (deny by default: a route the table does not know counts as personal).
 */
export function pageCacheFor(pathname: string, accountId: string | null): string | null {
  if (matchRoute(pathname)?.access === 'public') return PUBLIC_PAGES_CACHE;
  return accountId === null ? null : personalCacheName(accountId);
}

/** The address a page is kept under: path and query, never the fragment. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

/** Messages a page sends the worker; each is answered on the MessageChannel port it carries. */
export type WorkerMessage =
  | { readonly type: 'account'; readonly accountId: string; readonly language?: 'en' | 'fr' }
  | { readonly type: 'signed-out' }
  | { readonly type: 'save'; readonly paths: readonly string[]; readonly assets: readonly string[] };

const isSitePath = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\');

/** The message, if it is one of ours (anything can post to a worker). */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'account' && typeof message.accountId === 'string' && message.accountId !== '') {
    const language = message.language === 'fr' || message.language === 'en' ? message.language : undefined;
    return { type: 'account', accountId: message.accountId, ...(language ? { language } : {}) };
  }
  if (message.type === 'signed-out') return { type: 'signed-out' };
  if (message.type === 'save' && Array.isArray(message.paths) && message.paths.every(isSitePath)) {
    // The hashed files the page uses (its scripts' chunks too), so it also works, not just reads, offline.
    const assets = Array.isArray(message.assets) ? message.assets.filter((a): a is string => isSitePath(a) && a.startsWith('/_astro/')) : [];
    return { type: 'save', paths: message.paths.slice(0, 5), assets: assets.slice(0, 100) };
  }
  return null;
}
