// Serves the build's files (dist/client): prerendered pages, hashed assets, public files. The catalogue is read
// once at start (the files never change while the server runs), so a request costs a map lookup, and only files
// that exist can ever be served (no path is joined onto the disk from a URL). Brotli and gzip copies written at
// build time (src/server/build/precompress.ts) are sent to clients that accept them. Each file carries the
// security headers, and a prerendered page its own Content-Security-Policy (page-policies.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor } from './cache-policy.ts';
import { twinInChosenLanguage } from './chosen-language.ts';
import { chooseCompression, type Compression } from './content-encoding.ts';
import { contentTypeOf } from './content-types.ts';
import { pathnameOfHtmlFile, type PagePolicies } from './page-policies.ts';
import { securityHeaders } from './security-headers.ts';

/** One representation of a file: its bytes and the validator that names exactly these bytes. */
interface Representation {
  readonly body: Buffer;
  readonly etag: string;
}

/** A file of the build, with its precompressed copies. */
export interface StaticFile {
  readonly urlPath: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The security headers, with the page's own Content-Security-Policy when the file is a prerendered page. */
  readonly securityHeaders: Readonly<Record<string, string>>;
  readonly identity: Representation;
  readonly compressed: Partial<Record<Compression, Representation>>;
}

/** Every servable file by URL path (`/index.html`, `/_astro/x.js`, …). */
export type StaticCatalogue = ReadonlyMap<string, StaticFile>;

const SUFFIX: Record<Compression, string> = { br: '.br', gzip: '.gz' };

function representation(body: Buffer, tag: string): Representation {
  return { body, etag: `"${tag}"` };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export interface StaticCatalogueOptions {
  /** The public origin (SITE_URL): https adds Strict-Transport-Security. */
  readonly siteUrl?: URL;
  /** The prerendered pages' policies by route pathname (dist/_headers.json). */
  readonly pagePolicies?: PagePolicies;
}

/**
 * Reads every file under `clientDir` into memory with its `.br`/`.gz` siblings. Dotfiles are left out, except
 * under `/.well-known/`. The build output of this site is a few hundred kilobytes.
 */
export function loadStaticCatalogue(clientDir: string, options: StaticCatalogueOptions = {}): StaticCatalogue {
  const headers = securityHeaders(options.siteUrl ?? new URL('http://localhost'));
  const files = new Set<string>();
  for (const file of walk(clientDir)) files.add(file);
  const catalogue = new Map<string, StaticFile>();
  for (const file of files) {
    // A compressed copy belongs to its original; it is never a URL of its own.
    if (Object.values(SUFFIX).some((suffix) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)))) continue;
    const urlPath = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    if (/\/\./.test(urlPath) && !urlPath.startsWith('/.well-known/')) continue;
    const body = readFileSync(file);
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const compressed: Partial<Record<Compression, Representation>> = {};
    for (const [coding, suffix] of Object.entries(SUFFIX) as [Compression, string][]) {
      if (files.has(file + suffix) && statSync(file + suffix).size < body.length) {
        compressed[coding] = representation(readFileSync(file + suffix), `${tag}-${coding}`);
      }
    }
    const pathname = pathnameOfHtmlFile(urlPath);
    const pagePolicy = pathname === null ? undefined : options.pagePolicies?.get(pathname);
    catalogue.set(urlPath, {
      urlPath,
      contentType: contentTypeOf(file),
      cacheControl: cacheControlFor(urlPath),
      securityHeaders: pagePolicy === undefined ? headers : { ...headers, 'content-security-policy': pagePolicy },
      identity: representation(body, tag),
      compressed,
    });
  }
  return catalogue;
}

/** The file a URL path names: the file itself, or the `index.html` of a directory (`/knowledge-base` and `/knowledge-base/`). */
export function findStaticFile(catalogue: StaticCatalogue, urlPath: string): StaticFile | undefined {
  const exact = catalogue.get(urlPath);
  if (exact) return exact;
  return catalogue.get(urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}/index.html`);
}

/** Whether an If-None-Match header names this representation (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a GET or HEAD for a file of the catalogue and returns true; returns false (touching nothing) when the
 * request is for something else, which then goes to the on-demand app.
 */
export function serveStaticFile(catalogue: StaticCatalogue, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  const file = findStaticFile(catalogue, urlPath);
  if (!file) return false;
  if (file.contentType.startsWith('text/html')) {
    // From the path as sent (only `/fr` is added or taken away), so the Location header stays encoded.
    const twin = twinInChosenLanguage(rawPath, req.headers);
    if (twin !== null && findStaticFile(catalogue, decodeURIComponent(twin))) {
      // Per person (their cookie), so no cache may keep it.
      for (const [name, value] of Object.entries(file.securityHeaders)) res.setHeader(name, value);
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('location', twin + (req.url ?? '').slice(rawPath.length));
      res.statusCode = 302;
      res.end();
      return true;
    }
  }

  const available = Object.keys(file.compressed) as Compression[];
  const coding = available.length > 0 ? chooseCompression(req.headers['accept-encoding'], available) : null;
  const chosen = (coding && file.compressed[coding]) || file.identity;

  res.setHeader('content-type', file.contentType);
  res.setHeader('cache-control', file.cacheControl);
  res.setHeader('etag', chosen.etag);
  if (available.length > 0) res.setHeader('vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(file.securityHeaders)) res.setHeader(name, value);

  if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  if (coding && chosen !== file.identity) res.setHeader('content-encoding', coding);
  res.setHeader('content-length', chosen.body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
  return true;
}
