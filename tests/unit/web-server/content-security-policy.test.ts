// The site's policy: the directives every page shares, the headers every response carries (HSTS only for an
// https site), and how a page's hashes are pinned to the inline code its final HTML holds.
import { describe, expect, it } from 'vitest';
import { BASE_POLICY, hashSource, SITE_DIRECTIVES, withInlineHashes } from '#/server/web-server/content-security-policy.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '#/server/web-server/security-headers.ts';

describe('the site directives', () => {
  it('allow this origin only, no plugins, no foreign <base>, forms to this origin only, and no framing', () => {
    expect(SITE_DIRECTIVES).toEqual(["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]);
    expect(BASE_POLICY).toBe("default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
  });
});

describe('securityHeaders', () => {
  it('sends the base headers over http, without HSTS (a browser would ignore it there, and localhost must stay reachable)', () => {
    const headers = securityHeaders(new URL('http://localhost:4321'));
    expect(headers).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': BASE_POLICY,
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('adds Strict-Transport-Security for a year, subdomains included, when SITE_URL is https', () => {
    expect(securityHeaders(new URL('https://leadership.example'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('hashSource', () => {
  it('is the quoted base64 SHA-256 of the text as UTF-8, as browsers compute it', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashSource('é')).not.toBe(hashSource('e'));
  });
});

describe('withInlineHashes', () => {
  const astro =
    "default-src 'self';object-src 'none';frame-ancestors 'none'; script-src 'self' 'sha256-old1=' 'sha256-old2='; style-src 'self' 'sha256-old3=';";

  it('replaces the hashes of script-src and style-src with exactly the given ones, keeping everything else in order', () => {
    expect(withInlineHashes(astro, { scripts: ["'sha256-a='", "'sha256-b='", "'sha256-a='"], styles: ["'sha256-c='"] })).toBe(
      "default-src 'self'; object-src 'none'; frame-ancestors 'none'; script-src 'self' 'sha256-a=' 'sha256-b='; style-src 'self' 'sha256-c='",
    );
  });

  it("leaves only 'self' for a page without inline code", () => {
    expect(withInlineHashes(astro, { scripts: [], styles: [] })).toContain("script-src 'self'; style-src 'self'");
  });

  it("keeps a directive's other sources (an origin a page added)", () => {
    expect(withInlineHashes("script-src 'self' https://js.stripe.com 'sha384-x='", { scripts: ["'sha256-y='"], styles: [] })).toBe(
      "script-src 'self' https://js.stripe.com 'sha256-y='; style-src 'self'",
    );
  });
});
