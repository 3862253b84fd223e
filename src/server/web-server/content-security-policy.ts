// The site's Content-Security-Policy, in one place. Astro writes every page's policy (security.csp in
// astro.config.mjs): the directives below, then `script-src` and `style-src` with 'self' and the hashes of the
// page's inline scripts and styles. Every policy travels as a header (frame-ancestors means nothing in a
// <meta> tag): on-demand pages get Astro's; prerendered pages get theirs from dist/_headers.json through our
// web server; anything else (files, JSON, redirects) gets BASE_POLICY. README "Content-Security-Policy" says
// what each directive allows and why.
import { createHash } from 'node:crypto';

/** The directives every page shares (Astro adds script-src and style-src per page). */
export const SITE_DIRECTIVES = [
  // Anything not named here (images, fonts, fetch, workers, frames, …): this origin only.
  "default-src 'self'",
  // No plugins.
  "object-src 'none'",
  // A stray <base> cannot send relative URLs elsewhere.
  "base-uri 'self'",
  // Forms post to this origin only (browsers apply it to the redirect after a post too).
  "form-action 'self'",
  // No other site may frame a page (clickjacking).
  "frame-ancestors 'none'",
] as const;

/** The policy of every response that is not a page: nothing inline runs in them. */
export const BASE_POLICY = SITE_DIRECTIVES.join('; ');

/** The CSP hash source of an inline script's or style's text: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

type Directive = readonly [name: string, sources: readonly string[]];

function parsePolicy(policy: string): Directive[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([name, ...sources]) => [(name as string).toLowerCase(), sources] as const);
}

const isHash = (source: string): boolean => /^'sha(256|384|512)-/.test(source);

/**
 * The policy with the hash sources of `script-src` and `style-src` replaced by exactly `scripts` and `styles`
 * (hash sources, as hashSource makes them), every other source and directive kept in order. For a page whose
 * HTML was rewritten after Astro hashed it.
 */
export function withInlineHashes(policy: string, hashes: { scripts: readonly string[]; styles: readonly string[] }): string {
  const wanted: Record<string, readonly string[]> = { 'script-src': hashes.scripts, 'style-src': hashes.styles };
  const directives = parsePolicy(policy).map(([name, sources]): Directive => {
    const own = wanted[name];
    return own === undefined ? [name, sources] : [name, [...sources.filter((s) => !isHash(s)), ...new Set(own)]];
  });
  for (const [name, own] of Object.entries(wanted)) {
    if (!directives.some(([existing]) => existing === name)) directives.push([name, ["'self'", ...new Set(own)]]);
  }
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

