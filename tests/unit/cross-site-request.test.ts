// The origin check (CSRF): Astro's rules for which requests are checked, compared with SITE_URL's origin.
import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSiteRequest } from '#/domain/cross-site-request.ts';

const SITE = 'https://platform.example';
const check = (method: string, contentType: string | null, origin: string | null) => isForbiddenCrossSiteRequest({ method, contentType, origin }, SITE);

describe('a form post must come from SITE_URL', () => {
  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8', 'Application/X-WWW-Form-Urlencoded'])(
    'a %s POST from another site is refused, from SITE_URL allowed',
    (type) => {
      expect(check('POST', type, 'https://evil.example')).toBe(true);
      expect(check('POST', type, SITE)).toBe(false);
    },
  );

  it('behind a proxy that ends TLS the request URL is http://, but the browser says https://: allowed', () => {
    expect(check('POST', 'application/x-www-form-urlencoded', 'https://platform.example')).toBe(false);
    expect(check('POST', 'application/x-www-form-urlencoded', 'http://platform.example')).toBe(true);
  });

  it('a form post without an Origin is refused', () => {
    expect(check('POST', 'application/x-www-form-urlencoded', null)).toBe(true);
  });

  it('other methods that change things are checked too', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) expect(check(method, 'text/plain', 'https://evil.example')).toBe(true);
  });

  it('no content type at all: only from SITE_URL', () => {
    expect(check('POST', null, 'https://evil.example')).toBe(true);
    expect(check('POST', null, null)).toBe(true);
    expect(check('POST', null, SITE)).toBe(false);
  });
});

describe('what Astro leaves to the browser stays unchecked', () => {
  it('GET, HEAD and OPTIONS', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(check(method, 'application/x-www-form-urlencoded', 'https://evil.example')).toBe(false);
  });

  it('JSON (a browser must ask first, with a CORS preflight we never grant)', () => {
    expect(check('POST', 'application/json', 'https://evil.example')).toBe(false);
    expect(check('POST', 'application/json', null)).toBe(false);
  });
});
