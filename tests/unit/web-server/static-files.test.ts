// The static half of the server: precompressed copies chosen by Accept-Encoding, caching by kind, revalidation,
// directory index pages, and nothing outside the build's own files.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '#/server/build/precompress.ts';
import { BASE_POLICY } from '#/server/web-server/content-security-policy.ts';
import { loadStaticCatalogue, serveStaticFile } from '#/server/web-server/static-files.ts';
import { close, listen, rawRequest } from './raw-request.ts';

const page = `<!doctype html><html><body>${'<p>Leadership that lasts.</p>'.repeat(200)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, 'knowledge-base'), { recursive: true });
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'knowledge-base', 'index.html'), page.replace('lasts', 'grows'));
  // The French twins of the visitor pages (src/server/web-server/chosen-language.ts), one article without one.
  mkdirSync(path.join(dir, 'fr', 'knowledge-base'), { recursive: true });
  mkdirSync(path.join(dir, 'knowledge-base', 'english-only'));
  writeFileSync(path.join(dir, 'fr', 'index.html'), page.replace('Leadership', 'Leadership durable'));
  writeFileSync(path.join(dir, 'fr', 'knowledge-base', 'index.html'), page.replace('Leadership', 'Base'));
  writeFileSync(path.join(dir, 'knowledge-base', 'english-only', 'index.html'), page);
  writeFileSync(path.join(dir, 'knowledge-base', 'search-index.json'), '[]');
  writeFileSync(path.join(dir, 'fr', 'knowledge-base', 'search-index.json'), '[]');
  writeFileSync(path.join(dir, '_astro', 'app.Ab12Cd.js'), script);
  writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4000, 7));
  writeFileSync(path.join(dir, 'tiny.txt'), 'hi');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  precompressDirectory(dir);
  const catalogue = loadStaticCatalogue(dir);
  server = createServer((req, res) => {
    if (!serveStaticFile(catalogue, req, res)) {
      res.statusCode = 404;
      res.end('not a file');
    }
  });
  origin = await listen(server);
});

afterAll(async () => {
  await close(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files, and none of images or tiny files', () => {
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    expect(existsSync(path.join(dir, '_astro', 'app.Ab12Cd.js.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
  });
});

describe('serveStaticFile', () => {
  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const r = await rawRequest(`${origin}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toBe('Accept-Encoding');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(brotliDecompressSync(r.body).toString()).toBe(page);
    expect(r.body.length).toBeLessThan(page.length / 10);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await rawRequest(`${origin}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await rawRequest(`${origin}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(page);
  });

  it('caches hashed assets immutably and revalidates pages', async () => {
    const asset = await rawRequest(`${origin}/_astro/app.Ab12Cd.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const html = await rawRequest(`${origin}/`);
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a revalidation with 304 when the copy is current, per encoding', async () => {
    const first = await rawRequest(`${origin}/`, { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    const again = await rawRequest(`${origin}/`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is different bytes, so the brotli validator does not match it.
    const otherEncoding = await rawRequest(`${origin}/`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('serves a directory by its index.html, with or without the trailing slash', async () => {
    for (const p of ['/knowledge-base', '/knowledge-base/']) {
      const r = await rawRequest(`${origin}${p}`);
      expect(r.status).toBe(200);
      expect(r.body.toString()).toContain('grows');
    }
  });

  it('sends headers without a body to HEAD', async () => {
    const r = await rawRequest(`${origin}/`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.body.length).toBe(0);
  });

  it('adds the security headers to files too', async () => {
    const r = await rawRequest(`${origin}/logo.png`);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['vary']).toBeUndefined();
  });

  it.each(['/.env', '/index.html.br', '/../package.json', '/%2e%2e/etc/passwd', '/missing', '/%E0%A4%A'])('%s is not a file it serves', async (p) => {
    const r = await rawRequest(`${origin}${p}`);
    expect(r.body.toString()).toBe('not a file');
  });
});

describe('the security headers of each file', () => {
  const kbPolicy = "default-src 'self'; script-src 'self' 'sha256-kb'";

  it('gives a prerendered page its own policy, found by its route, and every other file the base policy', () => {
    const catalogue = loadStaticCatalogue(dir, { pagePolicies: new Map([['/knowledge-base', kbPolicy]]) });
    expect(catalogue.get('/knowledge-base/index.html')?.securityHeaders['content-security-policy']).toBe(kbPolicy);
    expect(catalogue.get('/_astro/app.Ab12Cd.js')?.securityHeaders['content-security-policy']).toBe(BASE_POLICY);
    // A page the build wrote no policy for runs nothing inline: the base policy refuses inline code.
    expect(catalogue.get('/index.html')?.securityHeaders['content-security-policy']).toBe(BASE_POLICY);
  });

  it('adds Strict-Transport-Security only when the site is served over https', () => {
    const plain = loadStaticCatalogue(dir, { siteUrl: new URL('http://localhost:4321') });
    const secure = loadStaticCatalogue(dir, { siteUrl: new URL('https://leadership.example') });
    expect(plain.get('/logo.png')?.securityHeaders['strict-transport-security']).toBeUndefined();
    expect(secure.get('/logo.png')?.securityHeaders['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.get('/index.html')?.securityHeaders['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the visitor site in the language a person chose', () => {
  it('sends someone who chose French from an English page to its French twin, query kept, cached by no one', async () => {
    const r = await rawRequest(`${origin}/knowledge-base?q=payment`, { cookie: 'theme=dark; lang=fr' });
    expect(r.status).toBe(302);
    expect(r.headers['location']).toBe('/fr/knowledge-base?q=payment');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect((await rawRequest(`${origin}/`, { cookie: 'lang=fr' })).headers['location']).toBe('/fr/');
  });

  it('sends someone who chose English from a French page to the English one', async () => {
    const r = await rawRequest(`${origin}/fr/knowledge-base/`, { cookie: 'lang=en' });
    expect(r.status).toBe(302);
    expect(r.headers['location']).toBe('/knowledge-base/');
    expect((await rawRequest(`${origin}/fr`, { cookie: 'lang=en' })).headers['location']).toBe('/');
  });

  it('keeps the address asked for without a choice, for a browser’s language, in the chosen language, or with no twin', async () => {
    expect((await rawRequest(`${origin}/knowledge-base`, { 'accept-language': 'fr-CI,fr;q=0.9' })).status).toBe(200);
    expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'lang=de' })).status).toBe(200);
    expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'xlang=fr' })).status).toBe(200);
    expect((await rawRequest(`${origin}/fr/knowledge-base`, { cookie: 'lang=fr' })).status).toBe(200);
    expect((await rawRequest(`${origin}/knowledge-base/english-only`, { cookie: 'lang=fr' })).status).toBe(200);
  });

  it('sends an arrival from elsewhere, never a step within the site (the visitor site’s switch is a plain link)', async () => {
    for (const site of ['none', 'cross-site', 'same-site']) {
      expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'lang=fr', 'sec-fetch-site': site })).status, site).toBe(302);
    }
    expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'lang=fr', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A browser without Sec-Fetch-Site: the Referer tells.
    expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'lang=fr', referer: `${origin}/fr/knowledge-base` })).status).toBe(200);
    expect((await rawRequest(`${origin}/knowledge-base`, { cookie: 'lang=fr', referer: 'https://news.example/story' })).status).toBe(302);
  });

  it('never moves anything but pages (a page’s own search index stays where the page asked)', async () => {
    const r = await rawRequest(`${origin}/knowledge-base/search-index.json`, { cookie: 'lang=fr' });
    expect(r.status).toBe(200);
    expect(r.body.toString()).toBe('[]');
    expect((await rawRequest(`${origin}/logo.png`, { cookie: 'lang=fr' })).status).toBe(200);
  });
});
