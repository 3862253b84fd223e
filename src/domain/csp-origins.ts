// Which other origins a page may talk to, as Content-Security-Policy sources. The site's policy allows only
// its own origin; a page that needs more (the Appwrite Realtime socket, Stripe's Payment Element) names the
// origins here, and nothing else: no keywords, no paths, no bare schemes, nothing that could widen the policy
// beyond those hosts or break out of the directive.

/** What a page adds to its own policy, by what the browser does with the origin. */
export interface PageOrigins {
  /** fetch, XHR, WebSocket, EventSource (`connect-src`). */
  readonly connect?: readonly string[];
  /** `<script src>` from elsewhere (`script-src`). */
  readonly script?: readonly string[];
  /** `<iframe src>` (`frame-src`). */
  readonly frame?: readonly string[];
  /** `<img src>` (`img-src`). */
  readonly image?: readonly string[];
}

/** The additions as Astro's runtime API takes them: whole directives, and the script sources on their own. */
export interface PagePolicyAdditions {
  /** e.g. `connect-src 'self' https://cloud.appwrite.io wss://cloud.appwrite.io`. */
  readonly directives: readonly string[];
  /** Sources for `script-src` (with `'self'` first, since naming any source replaces Astro's default). */
  readonly scriptSources: readonly string[];
}

const SCHEMES = new Set(['https:', 'http:', 'wss:', 'ws:']);
// A host name, optionally with one leading `*.` (every subdomain, as CSP allows), or an IPv4 address.
const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The CSP source for one origin: `scheme://host[:port]`, lower-cased. Throws on anything else (a path, a
 * query, credentials, a keyword such as `'unsafe-inline'`, `*`, `data:`, a space or a semicolon), so a page
 * can only ever name hosts.
 */
export function originSource(origin: string): string {
  const match = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#@\s;,'"]+?)(?::(\d{1,5}))?\/?$/i.exec(origin.trim());
  const scheme = match?.[1]?.toLowerCase();
  const host = match?.[2]?.toLowerCase();
  const port = match?.[3];
  if (!scheme || !host || !SCHEMES.has(scheme) || !HOST.test(host) || (port !== undefined && Number(port) > 65535)) {
    throw new Error(`Not an origin a page may add to its Content-Security-Policy: ${JSON.stringify(origin)}`);
  }
  return `${scheme}//${host}${port === undefined ? '' : `:${port}`}`;
}

/**
 * The origins a browser talks to for an API at `endpoint` (an http(s) URL) that also serves a WebSocket
 * next to it, as Appwrite does: the API's origin and its `ws(s)://` twin (the Appwrite web SDK derives its
 * Realtime address from the endpoint the same way).
 */
export function apiAndSocketOrigins(endpoint: string): string[] {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) endpoint: ${endpoint}`);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [originSource(url.origin), originSource(socket)];
}

const DIRECTIVE_OF = { connect: 'connect-src', frame: 'frame-src', image: 'img-src' } as const;

/**
 * What a page's origins become in its policy. Each directive keeps `'self'` first: naming a directive stops
 * it falling back to `default-src 'self'`, and the page still needs its own origin.
 */
export function pagePolicyAdditions(origins: PageOrigins): PagePolicyAdditions {
  const sources = (list: readonly string[] | undefined): string[] => [...new Set((list ?? []).map(originSource))];
  const directives: string[] = [];
  for (const [kind, directive] of Object.entries(DIRECTIVE_OF) as [keyof typeof DIRECTIVE_OF, string][]) {
    const list = sources(origins[kind]);
    if (list.length > 0) directives.push(`${directive} 'self' ${list.join(' ')}`);
  }
  const script = sources(origins.script);
  return { directives, scriptSources: script.length > 0 ? ["'self'", ...script] : [] };
}
