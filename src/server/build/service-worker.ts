// Builds /sw.js after `astro build`: bundles src/service-worker/sw.ts (Workbox and our rules) with esbuild and
// writes in its precache list — the offline page with the hashed files it uses, the icons and the manifest,
// each with a revision, so a new build's worker fetches again exactly what changed. Nothing else is fetched
// ahead: learners pay for every megabyte, so pages and files are kept as they are visited or saved.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { OFFLINE_PAGES } from '#/domain/offline-caching.ts';

export interface PrecacheEntry {
  readonly url: string;
  /** null for hashed files, whose name changes with their content. */
  readonly revision: string | null;
}

const revisionOf = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/** The hashed files named, with every chunk their scripts import (the offline page's script needs them all). */
function withImports(clientDir: string, named: readonly string[]): string[] {
  const found = new Set<string>();
  const pending = [...named];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    const file = path.join(clientDir, url);
    if (found.has(url) || !existsSync(file)) continue;
    found.add(url);
    if (!url.endsWith('.js')) continue;
    for (const [, chunk] of readFileSync(file, 'utf8').matchAll(/(?:from|import\(?)\s*["']\.\/([\w.~-]+\.js)["']/g)) pending.push(`/_astro/${chunk}`);
  }
  return [...found].sort();
}

/** What the worker keeps from its install: the offline pages (English and French) and what they need to show, the icons, the manifest. */
export function precacheList(clientDir: string): PrecacheEntry[] {
  const offlineFiles = OFFLINE_PAGES.map((page) => {
    const file = path.join(clientDir, page, 'index.html');
    if (!existsSync(file)) throw new Error(`The offline page was not built (${file}); the service worker needs it.`);
    return { page, file };
  });
  const named = offlineFiles.flatMap(({ file }) => [...readFileSync(file, 'utf8').matchAll(/\/_astro\/[\w.~-]+/g)].map((m) => m[0]));
  const assets = withImports(clientDir, [...new Set(named)]);
  const icons = readdirSync(path.join(clientDir, 'icons'))
    .filter((name) => /^(icon-(192|512)|maskable-512)\.png$/.test(name))
    .map((name) => `/icons/${name}`);
  return [
    ...offlineFiles.map(({ page, file }) => ({ url: page, revision: revisionOf(file) })),
    ...assets.map((url) => ({ url, revision: null })),
    ...['/manifest.webmanifest', '/logo.svg', '/favicon.svg', ...icons].map((url) => ({ url, revision: revisionOf(path.join(clientDir, url)) })),
  ];
}

/** Bundles the worker into `<clientDir>/sw.js` with the precache list; returns the list. */
export async function buildServiceWorker(clientDir: string, source: string): Promise<PrecacheEntry[]> {
  const entries = precacheList(clientDir);
  await build({
    entryPoints: [source],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Workbox's development logging is left out of the production worker.
    define: { __PRECACHE_MANIFEST__: JSON.stringify(entries), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return entries;
}
