// A page may add other origins to its own Content-Security-Policy, and nothing but origins: no keyword, path,
// wildcard-everything or punctuation that could widen the policy or break out of the directive.
import { describe, expect, it } from 'vitest';
import { apiAndSocketOrigins, originSource, pagePolicyAdditions } from '#/domain/csp-origins.ts';
import { STRIPE_PAGE_ORIGINS } from '#/server/payments/stripe/stripe-provider.ts';

describe('originSource', () => {
  it.each([
    ['https://js.stripe.com', 'https://js.stripe.com'],
    ['https://JS.Stripe.com/', 'https://js.stripe.com'],
    ['https://*.js.stripe.com', 'https://*.js.stripe.com'],
    ['wss://cloud.appwrite.io', 'wss://cloud.appwrite.io'],
    ['http://127.0.0.1:5535', 'http://127.0.0.1:5535'],
    ['ws://localhost:8080', 'ws://localhost:8080'],
  ])('accepts the origin %s as %s', (origin, source) => {
    expect(originSource(origin)).toBe(source);
  });

  it.each([
    "'unsafe-inline'",
    "'self'",
    '*',
    'https:',
    'https://*',
    'data:',
    'javascript:alert(1)',
    'ftp://files.example',
    'https://cdn.example/path',
    'https://cdn.example?x=1',
    'https://user@cdn.example',
    'https://cdn.example; script-src *',
    'https://cdn.example https://other.example',
    "https://cdn.example'",
    'https://cdn.example:123456',
    'https://*.*.example',
    'cdn.example',
    '',
  ])('refuses %j', (origin) => {
    expect(() => originSource(origin)).toThrow(/Not an origin/);
  });
});

describe('apiAndSocketOrigins', () => {
  it('gives the API origin and its WebSocket twin, as the Appwrite web SDK derives Realtime from the endpoint', () => {
    expect(apiAndSocketOrigins('https://cloud.appwrite.io/v1')).toEqual(['https://cloud.appwrite.io', 'wss://cloud.appwrite.io']);
    expect(apiAndSocketOrigins('http://127.0.0.1:5535/v1')).toEqual(['http://127.0.0.1:5535', 'ws://127.0.0.1:5535']);
  });

  it('refuses an endpoint that is not http(s)', () => {
    expect(() => apiAndSocketOrigins('ftp://appwrite.example/v1')).toThrow(/Not an http\(s\) endpoint/);
  });
});

describe('pagePolicyAdditions', () => {
  it("turns each kind into its directive, keeping 'self' first and each origin once", () => {
    expect(
      pagePolicyAdditions({
        connect: ['https://api.stripe.com', 'https://api.stripe.com/'],
        frame: ['https://js.stripe.com'],
        image: ['https://q.stripe.com'],
        script: ['https://js.stripe.com'],
      }),
    ).toEqual({
      directives: ["connect-src 'self' https://api.stripe.com", "frame-src 'self' https://js.stripe.com", "img-src 'self' https://q.stripe.com"],
      scriptSources: ["'self'", 'https://js.stripe.com'],
    });
  });

  it('adds nothing for no origins', () => {
    expect(pagePolicyAdditions({})).toEqual({ directives: [], scriptSources: [] });
    expect(pagePolicyAdditions({ connect: [] })).toEqual({ directives: [], scriptSources: [] });
  });

  it('refuses the whole addition when one source is not an origin', () => {
    expect(() => pagePolicyAdditions({ connect: ['https://ok.example', "'unsafe-eval'"] })).toThrow(/Not an origin/);
  });
});

describe("the card form's origins on /upgrade", () => {
  it("in stripe mode are Stripe.js, its frames and its API, each kept beside 'self'", () => {
    expect(pagePolicyAdditions(STRIPE_PAGE_ORIGINS)).toEqual({
      directives: [
        "connect-src 'self' https://api.stripe.com",
        "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
      ],
      scriptSources: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
    });
  });
});
