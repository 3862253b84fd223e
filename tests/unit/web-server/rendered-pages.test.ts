// The render cache's memory (src/server/route-handlers/rendered-pages.ts): a kept page is handed back only in
// time and while its reads are unchanged, and the memory stays within its count and byte limits, oldest out.
import { describe, expect, it } from 'vitest';
import { RenderedPages, renderedPageKey, type RenderedPage } from '#/server/route-handlers/rendered-pages.ts';

const page = (bytes: number, overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new Uint8Array(bytes),
  readsUnchanged: () => true,
  until: 1_000,
  ...overrides,
});

describe('RenderedPages', () => {
  it('hands a page back while it is in time and its reads are unchanged, and forgets it after', () => {
    const pages = new RenderedPages({ maxPages: 10, maxBytes: 10_000 });
    let unchanged = true;
    pages.keep('a', page(100, { readsUnchanged: () => unchanged }));
    pages.keep('b', page(100));
    expect(pages.take('a', 500)).not.toBeNull();
    unchanged = false;
    expect(pages.take('a', 500)).toBeNull();
    unchanged = true;
    expect(pages.take('a', 500)).toBeNull();
    expect(pages.take('b', 1_000)).toBeNull();
    expect(pages.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('lets the oldest go past the count or the byte limit, and refuses one page too large to share', () => {
    const pages = new RenderedPages({ maxPages: 3, maxBytes: 1_600 });
    for (const key of ['a', 'b', 'c', 'd']) pages.keep(key, page(100));
    expect(pages.take('a', 0)).toBeNull();
    expect(pages.size).toEqual({ pages: 3, bytes: 300 });
    pages.keep('e', page(100));
    pages.keep('b', page(50));
    expect(pages.size).toEqual({ pages: 3, bytes: 250 });
    pages.keep('huge', page(101));
    expect(pages.take('huge', 0)).toBeNull();
    const bytes = new RenderedPages({ maxPages: 100, maxBytes: 1_600 });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q']) bytes.keep(key, page(100));
    expect(bytes.size.bytes).toBeLessThanOrEqual(1_600);
    expect(bytes.take('a', 0)).toBeNull();
    expect(bytes.take('q', 0)).not.toBeNull();
  });

  it('keys by person (the whole Cookie header), path with query, encoding and Accept-Language', () => {
    const keys = new Set([
      renderedPageKey('session=a', '/points', 'br', 'fr'),
      renderedPageKey('session=b', '/points', 'br', 'fr'),
      renderedPageKey('session=a', '/points?period=week', 'br', 'fr'),
      renderedPageKey('session=a', '/points', 'gzip', 'fr'),
      renderedPageKey('session=a', '/points', null, 'fr'),
      renderedPageKey('session=a', '/points', null, 'en'),
    ]);
    expect(keys.size).toBe(6);
  });
});
