// Content negotiation of Accept-Encoding (RFC 9110 §12.5.3): brotli when accepted, gzip as the fallback.
import { describe, expect, it } from 'vitest';
import { chooseCompression } from '#/server/web-server/content-encoding.ts';

describe('chooseCompression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=1, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseCompression(header)).toBe(expected);
  });

  it('answers uncompressed when the request names no encoding', () => {
    expect(chooseCompression(undefined)).toBeNull();
  });

  it('only picks among the copies that exist', () => {
    expect(chooseCompression('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseCompression('br', ['gzip'])).toBeNull();
    expect(chooseCompression('gzip, br', [])).toBeNull();
  });

  it('ignores a malformed q-value rather than refusing the coding', () => {
    expect(chooseCompression('br;q=abc')).toBe('br');
  });
});
