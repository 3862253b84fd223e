// Caching by kind of file (hashed assets cached immutably; pages revalidated) and what is worth compressing.
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, isCompressibleType, REVALIDATE } from '#/server/web-server/cache-policy.ts';

describe('cacheControlFor', () => {
  it('caches hashed build assets for a year, immutably', () => {
    expect(cacheControlFor('/_astro/client.FVv06Hs5.js')).toBe('public, max-age=31536000, immutable');
    expect(IMMUTABLE).toContain('immutable');
  });

  it.each(['/index.html', '/knowledge-base/index.html', '/knowledge-base/search-index.json', '/favicon.svg', '/_astronaut.html'])(
    '%s keeps its URL when it changes, so it is revalidated',
    (path) => {
      expect(cacheControlFor(path)).toBe(REVALIDATE);
      expect(REVALIDATE).toMatch(/max-age=0.*must-revalidate/);
    },
  );
});

describe('isCompressibleType', () => {
  it.each(['text/html; charset=utf-8', 'text/css', 'text/javascript', 'application/json', 'application/manifest+json', 'image/svg+xml', 'text/plain'])(
    '%s is compressed',
    (type) => expect(isCompressibleType(type)).toBe(true),
  );

  it.each(['text/event-stream', 'image/png', 'image/webp', 'font/woff2', 'application/octet-stream', 'application/pdf', undefined])(
    '%s is not',
    (type) => expect(isCompressibleType(type)).toBe(false),
  );
});
