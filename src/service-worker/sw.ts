// The service worker (built to /sw.js by src/server/build/service-worker-integration.ts), on Workbox: hashed
// files cache-first, pages network-first with the kept copy when offline, the offline page for a page never
// seen, the messages pages send it (who is signed in, sign-out, "Save for offline"), and Background Sync of the
// writes typed offline. Which request goes where is decided in src/domain/offline-caching.ts; README
// "Installable and offline".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSET_CACHE,
  offlinePageFor,
  PUBLIC_DATA_CACHE,
  PUBLIC_PAGES_CACHE,
  isKeepablePage,
  isPersonalCache,
  offlineKind,
  pageCacheFor,
  parseWorkerMessage,
  personalCacheName,
  type WorkerMessage,
} from '#/domain/offline-caching.ts';
import { postOutboxItem } from '#/lib/outbox/outbox-fetch.ts';
import { OUTBOX_LOCK, OUTBOX_SYNC_TAG, sendWaiting } from '#/lib/outbox/outbox-rules.ts';
import { outboxQueue, withOutboxLock } from '#/lib/outbox/outbox-store.ts';

/** The precache list the build writes in: the offline page, what it needs, the icons and the manifest. */
declare const __PRECACHE_MANIFEST__: Array<{ url: string; revision: string | null }>;

/** The few parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown; ports: readonly MessagePort[]; waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'sync', listener: (event: { tag: string; waitUntil(p: Promise<unknown>): void }) => void): void;
  readonly clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>> };
}
const scope = self as unknown as WorkerScope;

// A new version takes over at once: every version reads the same caches, and pages always ask the network first.
scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

// Who is signed in, as the pages last said; kept in a cache too, because the browser stops idle workers.
const META_CACHE = 'offline-meta';
const ACCOUNT_KEY = '/__offline/account';
let account: string | null | undefined;

async function currentAccount(): Promise<string | null> {
  if (account === undefined) {
    const stored = await (await caches.open(META_CACHE)).match(ACCOUNT_KEY);
    account = stored ? await stored.text() : null;
  }
  return account;
}

async function setAccount(accountId: string | null): Promise<void> {
  account = accountId;
  const meta = await caches.open(META_CACHE);
  if (accountId === null) await meta.delete(ACCOUNT_KEY);
  else await meta.put(ACCOUNT_KEY, new Response(accountId));
}

const LANGUAGE_KEY = '/__offline/language';

/** The language the signed-in person's pages are in (AppShell tells), or null: the browser's is used. */
async function currentLanguage(): Promise<string | null> {
  const stored = await (await caches.open(META_CACHE)).match(LANGUAGE_KEY);
  return stored ? await stored.text() : null;
}

async function setLanguage(language: string | undefined): Promise<void> {
  const meta = await caches.open(META_CACHE);
  if (language === undefined) await meta.delete(LANGUAGE_KEY);
  else await meta.put(LANGUAGE_KEY, new Response(language));
}

/** Drops every account's pages but `keep`'s: a shared phone never shows the last person's pages. */
async function dropPersonalPages(keep: string | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isPersonalCache(name) && name !== keep).map((name) => caches.delete(name)));
}

// A page is kept only when it is a whole 200 the server did not redirect to (never the sign-in page under
// another page's address). The caches are the browser's own, per account, so Vary is not needed to tell copies apart.
const keepWholePages = { cacheWillUpdate: async ({ response }: { response: Response }) => (isKeepablePage(response) ? response : null) };
const pageStrategies = new Map<string, NetworkFirst>();
function pagesIn(cacheName: string): NetworkFirst {
  let strategy = pageStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({ cacheName, plugins: [keepWholePages], matchOptions: { ignoreVary: true } });
    pageStrategies.set(cacheName, strategy);
  }
  return strategy;
}
const networkOnly = new NetworkOnly();

const kindOf = ({ url, request }: { url: URL; request: Request }) => offlineKind({ url, method: request.method, mode: request.mode, origin: scope.location.origin });

registerRoute((options) => kindOf(options) === 'asset', new CacheFirst({ cacheName: ASSET_CACHE }));
registerRoute((options) => kindOf(options) === 'public-data', new NetworkFirst({ cacheName: PUBLIC_DATA_CACHE, plugins: [keepWholePages] }));
registerRoute(
  (options) => kindOf(options) === 'page',
  async (options) => {
    const cacheName = pageCacheFor(options.url.pathname, await currentAccount());
    return (cacheName ? pagesIn(cacheName) : networkOnly).handle(options);
  },
);

// Offline and never kept: a public page kept while signed out still shows; anything else gets the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const publicCopy = await (await caches.open(PUBLIC_PAGES_CACHE)).match(request, { ignoreVary: true });
  const offlinePage = offlinePageFor(await currentLanguage(), self.navigator.language);
  return publicCopy ?? (await matchPrecache(offlinePage)) ?? Response.error();
});

/** "Save for offline": the pages (a module and the next) and the hashed files they use, in the reader's cache. */
async function save(paths: readonly string[], assets: readonly string[]): Promise<number> {
  const accountId = await currentAccount();
  const found = new Set(assets);
  let saved = 0;
  for (const path of paths) {
    const cacheName = pageCacheFor(new URL(path, scope.location.origin).pathname, accountId);
    if (!cacheName) continue;
    const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!isKeepablePage(response)) continue;
    const html = await response.clone().text();
    for (const match of html.matchAll(/\/_astro\/[\w.~-]+(?:\/[\w.~-]+)*/g)) found.add(match[0]);
    await (await caches.open(cacheName)).put(path, response);
    saved += 1;
  }
  const assetCache = await caches.open(ASSET_CACHE);
  const missing = [];
  for (const asset of found) if (!(await assetCache.match(asset))) missing.push(asset);
  // One file that cannot be fetched (a deployment replaced it) must not lose the pages saved.
  await Promise.allSettled(missing.map((asset) => assetCache.add(asset)));
  return saved;
}

async function handle(message: WorkerMessage): Promise<Record<string, unknown>> {
  switch (message.type) {
    case 'account':
      await setLanguage(message.language);
      if ((await currentAccount()) !== message.accountId) {
        await dropPersonalPages(personalCacheName(message.accountId));
        await setAccount(message.accountId);
      }
      return { ok: true };
    case 'signed-out':
      await setAccount(null);
      await setLanguage(undefined);
      await dropPersonalPages(null);
      return { ok: true };
    case 'save':
      return { ok: true, saved: await save(message.paths, message.assets) };
  }
}

// One message at a time, in the order sent: a save must see the account announced before it.
let queue: Promise<unknown> = Promise.resolve();
scope.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (!message) return;
  const port = event.ports[0];
  const done = queue.then(() => handle(message)).then(
    (answer) => port?.postMessage(answer),
    () => port?.postMessage({ ok: false }),
  );
  queue = done;
  event.waitUntil(done);
});

/**
 * Background Sync (Chromium): the browser wakes the worker once it has a connection, even with no page open,
 * and the worker sends what waits in the outbox (src/lib/outbox/) — only the items of the account the pages
 * last said is signed in, never anybody else's (the server also refuses them under another session). An
 * unreached send fails the event so the browser tries again later; open pages are told what went.
 */
async function sendOutbox(): Promise<void> {
  const accountId = await currentAccount();
  if (accountId === null) return;
  const results = await withOutboxLock(OUTBOX_LOCK, () => sendWaiting(outboxQueue, accountId, (item) => postOutboxItem(item)));
  if (results.length > 0) {
    const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: 'outbox-sent', accountId, results });
  }
  if (results.some(({ outcome }) => outcome.kind === 'unreached')) throw new Error('Not reached: the browser retries later.');
}

scope.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});
