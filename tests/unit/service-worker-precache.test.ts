// The service worker's precache list (src/server/build/service-worker.ts): the offline page with every hashed
// file it loads, its scripts' chunks followed through their imports, the logo, icons and manifest, each with a
// revision that changes with the bytes, and hashed files without one; a build without the offline page fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheList } from '#/server/build/service-worker.ts';

/** Folders the tests made, removed after them. */
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

function site(offlineHtml: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-precache-'));
  made.push(dir);
  mkdirSync(path.join(dir, '_astro'));
  mkdirSync(path.join(dir, 'icons'));
  if (offlineHtml !== null) {
    mkdirSync(path.join(dir, 'offline'));
    writeFileSync(path.join(dir, 'offline', 'index.html'), offlineHtml);
    // The French offline page uses the same files.
    mkdirSync(path.join(dir, 'fr', 'offline'), { recursive: true });
    writeFileSync(path.join(dir, 'fr', 'offline', 'index.html'), offlineHtml.replace('<link', '<html lang="fr"><link'));
  }
  writeFileSync(path.join(dir, '_astro', 'page.A1.js'), 'import{t}from"./chunk.B2.js";import"./side.C3.js";t()');
  writeFileSync(path.join(dir, '_astro', 'chunk.B2.js'), 'export const t=()=>import("./lazy.D4.js")');
  writeFileSync(path.join(dir, '_astro', 'side.C3.js'), '1');
  writeFileSync(path.join(dir, '_astro', 'lazy.D4.js'), '2');
  writeFileSync(path.join(dir, '_astro', 'unused.E5.js'), '3');
  writeFileSync(path.join(dir, '_astro', 'site.F6.css'), 'body{}');
  for (const name of ['icon-48.png', 'icon-192.png', 'icon-512.png', 'maskable-192.png', 'maskable-512.png']) writeFileSync(path.join(dir, 'icons', name), name);
  for (const name of ['manifest.webmanifest', 'logo.svg', 'favicon.svg']) writeFileSync(path.join(dir, name), name);
  return dir;
}

const OFFLINE = '<link rel="stylesheet" href="/_astro/site.F6.css"><script type="module" src="/_astro/page.A1.js"></script><img src="/_astro/missing.G7.png">';

describe('the precache list', () => {
  it('has the offline pages (English and French), the hashed files it loads and their imports, the icons and the manifest', () => {
    const entries = precacheList(site(OFFLINE));
    expect(entries.map((e) => e.url)).toEqual([
      '/offline',
      '/fr/offline',
      '/_astro/chunk.B2.js',
      '/_astro/lazy.D4.js',
      '/_astro/page.A1.js',
      '/_astro/side.C3.js',
      '/_astro/site.F6.css',
      '/manifest.webmanifest',
      '/logo.svg',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
    ]);
    expect(entries.filter((e) => e.url.startsWith('/_astro/')).every((e) => e.revision === null)).toBe(true);
    expect(entries.filter((e) => !e.url.startsWith('/_astro/')).every((e) => typeof e.revision === 'string' && e.revision.length > 0)).toBe(true);
  });

  it('gives the offline page a new revision when its bytes change, and the same one when they do not', () => {
    const revision = (html: string) => precacheList(site(html)).find((e) => e.url === '/offline')?.revision;
    expect(revision(OFFLINE)).toBe(revision(OFFLINE));
    expect(revision(OFFLINE + '<p>new</p>')).not.toBe(revision(OFFLINE));
  });

  it('fails the build when the offline page is missing', () => {
    expect(() => precacheList(site(null))).toThrow(/offline page was not built/);
  });
});
