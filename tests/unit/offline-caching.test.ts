// What the service worker keeps, and for whom (README "Installable and offline"): hashed files cache-first,
// pages network-first, nothing else; a person's pages only in their own account's cache, never while the
// worker does not know who is signed in; public pages in the public cache; redirects and errors never kept;
// only well-formed messages obeyed.
import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE,
  PUBLIC_PAGES_CACHE,
  isKeepablePage,
  isPageCache,
  isPersonalCache,
  offlineKind,
  pageCacheFor,
  pageKey,
  parseWorkerMessage,
  personalCacheName,
  offlinePageFor,
} from '#/domain/offline-caching.ts';

const origin = 'https://platform.example';
const kind = (path: string, { method = 'GET', mode = 'navigate', at = origin } = {}) => offlineKind({ url: new URL(path, at), method, mode, origin });

describe('which requests the worker keeps', () => {
  it('keeps hashed build files, whatever asks for them', () => {
    expect(kind('/_astro/app.Ab12Cd.js', { mode: 'cors' })).toBe('asset');
    expect(kind('/_astro/Logo.DK5b6NI6.css', { mode: 'no-cors' })).toBe('asset');
  });

  it('keeps pages the browser opens, with their query', () => {
    expect(kind('/journey/modules/kofi-1')).toBe('page');
    expect(kind('/forum?category=wins')).toBe('page');
    expect(kind('/')).toBe('page');
  });

  it('keeps the knowledge base’s search index (English and French) from its first use, whatever asks for it', () => {
    expect(kind('/knowledge-base/search-index.json', { mode: 'cors' })).toBe('public-data');
    expect(kind('/fr/knowledge-base/search-index.json', { mode: 'same-origin' })).toBe('public-data');
    expect(kind('/knowledge-base/search-index.json', { method: 'POST', mode: 'cors' })).toBe('network');
    expect(kind('/knowledge-base/search-index.json', { at: 'https://cdn.example' })).toBe('network');
    expect(kind('/knowledge-base/other.json', { mode: 'cors' })).toBe('network');
  });

  it('never keeps writes, form answers, Actions, the API, files or other sites', () => {
    expect(kind('/journey/modules/kofi-1', { method: 'POST' })).toBe('network');
    expect(kind('/journey/modules/kofi-1?_action=journey.completeModule')).toBe('network');
    expect(kind('/_actions/points.newAwards', { mode: 'cors' })).toBe('network');
    expect(kind('/api/points/stream')).toBe('network');
    expect(kind('/api/session', { mode: 'cors' })).toBe('network');
    expect(kind('/cpd/record.pdf')).toBe('network');
    expect(kind('/journey/webinars/abc.ics')).toBe('network');
    expect(kind('/leaderboard', { mode: 'cors' })).toBe('network');
    expect(kind('/_astro/x.js', { at: 'https://cdn.example' })).toBe('network');
    expect(kind('/', { at: 'https://js.stripe.com' })).toBe('network');
  });
});

describe('whose cache a page goes to', () => {
  it('a public page goes to the public cache, signed in or not', () => {
    expect(pageCacheFor('/knowledge-base/feedback', null)).toBe(PUBLIC_PAGES_CACHE);
    expect(pageCacheFor('/', 'user-1')).toBe(PUBLIC_PAGES_CACHE);
    expect(pageCacheFor('/offline', null)).toBe(PUBLIC_PAGES_CACHE);
  });

  it('a personal page goes to the account’s own cache, and nowhere while nobody is known', () => {
    expect(pageCacheFor('/journey/modules/kofi-1', 'user-1')).toBe(personalCacheName('user-1'));
    expect(pageCacheFor('/leaderboard', 'user-2')).toBe(personalCacheName('user-2'));
    expect(pageCacheFor('/leaderboard', null)).toBeNull();
    expect(pageCacheFor('/admin/users', null)).toBeNull();
  });

  it('a route the table does not know counts as personal (deny by default)', () => {
    expect(pageCacheFor('/no-such-page', null)).toBeNull();
    expect(pageCacheFor('/no-such-page', 'user-1')).toBe(personalCacheName('user-1'));
  });

  it('tells each account’s cache apart from the others and from the shared ones', () => {
    expect(personalCacheName('a')).not.toBe(personalCacheName('b'));
    expect(personalCacheName('a/b')).toBe('pages-account-a%2Fb');
    expect(isPersonalCache(personalCacheName('user-1'))).toBe(true);
    expect(isPersonalCache(PUBLIC_PAGES_CACHE)).toBe(false);
    expect(isPersonalCache(ASSET_CACHE)).toBe(false);
    expect(isPageCache(PUBLIC_PAGES_CACHE)).toBe(true);
    expect(isPageCache(personalCacheName('user-1'))).toBe(true);
    expect(isPageCache(ASSET_CACHE)).toBe(false);
  });
});

describe('which answers are kept', () => {
  it('keeps a whole 200 from this site only', () => {
    expect(isKeepablePage({ status: 200, redirected: false, type: 'basic' })).toBe(true);
    // Sent to sign in: the sign-in page must not be kept as the page asked for.
    expect(isKeepablePage({ status: 200, redirected: true, type: 'basic' })).toBe(false);
    expect(isKeepablePage({ status: 404, redirected: false, type: 'basic' })).toBe(false);
    expect(isKeepablePage({ status: 500, redirected: false, type: 'basic' })).toBe(false);
    expect(isKeepablePage({ status: 0, redirected: false, type: 'opaque' })).toBe(false);
  });

  it('keys a page by path and query, never the fragment', () => {
    expect(pageKey(new URL('https://x.example/forum?page=2#reply'))).toBe('/forum?page=2');
  });
});

describe('messages the worker obeys', () => {
  it('reads the three messages pages send', () => {
    expect(parseWorkerMessage({ type: 'account', accountId: 'user-1' })).toEqual({ type: 'account', accountId: 'user-1' });
    expect(parseWorkerMessage({ type: 'signed-out' })).toEqual({ type: 'signed-out' });
    expect(parseWorkerMessage({ type: 'save', paths: ['/journey/modules/a'], assets: ['/_astro/a.js', '/logo.svg', 'https://evil.example/_astro/x.js'] })).toEqual({
      type: 'save',
      paths: ['/journey/modules/a'],
      assets: ['/_astro/a.js'],
    });
  });

  it('ignores anything else: other shapes, other sites’ addresses, an empty account', () => {
    expect(parseWorkerMessage(null)).toBeNull();
    expect(parseWorkerMessage('signed-out')).toBeNull();
    expect(parseWorkerMessage({ type: 'account', accountId: '' })).toBeNull();
    expect(parseWorkerMessage({ type: 'account' })).toBeNull();
    expect(parseWorkerMessage({ type: 'save', paths: ['https://evil.example/'] })).toBeNull();
    expect(parseWorkerMessage({ type: 'save', paths: ['//evil.example/'] })).toBeNull();
    expect(parseWorkerMessage({ type: 'save', paths: 'one' })).toBeNull();
    expect(parseWorkerMessage({ type: 'clear-everything' })).toBeNull();
  });

  it('saves a handful of pages at most', () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/journey/modules/m${i}`);
    const message = parseWorkerMessage({ type: 'save', paths });
    expect(message?.type === 'save' && message.paths).toHaveLength(5);
  });
});

describe('the offline page in the reader’s language', () => {
  it('is the French one for someone whose pages are French, else as their browser reads', () => {
    expect(offlinePageFor('fr', 'en-US')).toBe('/fr/offline');
    expect(offlinePageFor('en', 'fr-CI')).toBe('/offline');
    expect(offlinePageFor(null, 'fr-CI')).toBe('/fr/offline');
    expect(offlinePageFor(null, 'sw-KE')).toBe('/offline');
  });

  it('is told with the account, and nothing but our two languages is taken', () => {
    expect(parseWorkerMessage({ type: 'account', accountId: 'u1', language: 'fr' })).toEqual({ type: 'account', accountId: 'u1', language: 'fr' });
    expect(parseWorkerMessage({ type: 'account', accountId: 'u1', language: '<script>' })).toEqual({ type: 'account', accountId: 'u1' });
  });
});
