// The server `npm start` runs: build files first (precompressed copies), everything else to the app, whose
// responses are compressed on the fly; every response leaves with the security headers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '#/server/build/precompress.ts';
import { BASE_POLICY } from '#/server/web-server/content-security-policy.ts';
import { createPlatformServer } from '#/server/web-server/platform-server.ts';
import { STRICT_TRANSPORT_SECURITY } from '#/server/web-server/security-headers.ts';
import { renderedPageKey } from '#/server/route-handlers/rendered-pages.ts';
import { renderedPages } from '#/server/singletons/rendered-pages-instance.ts';
import { close, listen, rawRequest } from './raw-request.ts';

const staticPage = `<!doctype html>${'<p>prerendered</p>'.repeat(100)}`;
const appPage = `<!doctype html>${'<p>on demand</p>'.repeat(100)}`;
const landingPolicy = "default-src 'self'; script-src 'self' 'sha256-landing'";
const appPagePolicy = "default-src 'self'; script-src 'self' 'sha256-app'";
let dir: string;
let server: Server;
let origin: string;
const seenByApp: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-server-'));
  writeFileSync(path.join(dir, 'index.html'), staticPage);
  precompressDirectory(dir);
  server = createPlatformServer({
    clientDir: dir,
    appHandler: (req, res) => {
      seenByApp.push(`${req.method ?? ''} ${req.url ?? ''}`);
      if (req.url === '/refused') {
        // What Astro answers itself, before our middleware (a cross-site form post, say).
        res.writeHead(403, { 'content-type': 'text/plain' });
        res.end('Cross-site POST form submissions are forbidden');
        return;
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': appPagePolicy });
      res.end(appPage);
    },
    siteUrl: new URL('https://leadership.example'),
    pagePolicies: new Map([['/', landingPolicy]]),
  });
  origin = await listen(server);
});

afterAll(async () => {
  await close(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('createPlatformServer', () => {
  it('answers a build file itself, with its brotli copy, without asking the app', async () => {
    const r = await rawRequest(`${origin}/`, { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.body).toString()).toBe(staticPage);
    expect(seenByApp).toEqual([]);
  });

  it('hands everything else to the app and compresses what it writes', async () => {
    const r = await rawRequest(`${origin}/leaderboard`, { 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.body).toString()).toBe(appPage);
    const missing = await rawRequest(`${origin}/missing`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(seenByApp).toEqual(['GET /leaderboard', 'GET /missing']);
  });

  it('sends form posts to the app even at a file’s address', async () => {
    seenByApp.length = 0;
    await rawRequest(`${origin}/`, {}, 'POST');
    expect(seenByApp).toEqual(['POST /']);
  });

  it('sends a prerendered page with its own policy, and HSTS when the site is https', async () => {
    const r = await rawRequest(`${origin}/`);
    expect(r.headers['content-security-policy']).toBe(landingPolicy);
    expect(r.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the policy a page rendered on demand brought, and adds the other headers', async () => {
    const r = await rawRequest(`${origin}/leaderboard`);
    expect(r.headers['content-security-policy']).toBe(appPagePolicy);
    expect(r.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the security headers with a body it refuses before the app (413)', async () => {
    const r = await rawRequest(`${origin}/leaderboard`, { 'content-length': String(20 * 1024 * 1024) }, 'POST');
    expect(r.status).toBe(413);
    expect(r.headers['content-security-policy']).toBe(BASE_POLICY);
    expect(r.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('gives an answer the app made without our middleware the security headers and the base policy', async () => {
    const r = await rawRequest(`${origin}/refused`, {}, 'POST');
    expect(r.status).toBe(403);
    expect(r.headers['content-security-policy']).toBe(BASE_POLICY);
    expect(r.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('a signed-in page kept from its last rendering (src/middleware/reuse-rendered-page.ts keeps it)', () => {
    const kept = '<!doctype html><p>kept for Ada</p>';
    let readsUnchanged = true;
    const keep = (cookie: string, path: string, coding: string | null, until = Date.now() + 60_000) =>
      renderedPages.keep(renderedPageKey(cookie, path, coding, ''), {
        status: 200,
        headers: [['content-type', 'text/html'], ['cache-control', 'private, no-store'], ['content-security-policy', appPagePolicy]],
        body: Buffer.from(kept),
        readsUnchanged: () => readsUnchanged,
        until,
      });

    it('is answered by the server itself, to the same cookie, path, query and encoding only', async () => {
      keep('session=ada', '/points?period=week', null);
      seenByApp.length = 0;
      const r = await rawRequest(`${origin}/points?period=week`, { cookie: 'session=ada' });
      expect(r.status).toBe(200);
      expect(r.body.toString()).toBe(kept);
      expect(r.headers['content-security-policy']).toBe(appPagePolicy);
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(seenByApp).toEqual([]);
      await rawRequest(`${origin}/points?period=week`, { cookie: 'session=bea' });
      await rawRequest(`${origin}/points?period=month`, { cookie: 'session=ada' });
      await rawRequest(`${origin}/points?period=week`, { cookie: 'session=ada', 'accept-encoding': 'br' });
      await rawRequest(`${origin}/points?period=week`, { cookie: 'session=ada' }, 'POST');
      expect(seenByApp).toEqual(['GET /points?period=week', 'GET /points?period=month', 'GET /points?period=week', 'POST /points?period=week']);
    });

    it('goes to the app again once what it read has changed, or once it is too old', async () => {
      keep('session=ada', '/badges', null);
      keep('session=ada', '/journey', null, Date.now() - 1);
      seenByApp.length = 0;
      await rawRequest(`${origin}/journey`, { cookie: 'session=ada' });
      readsUnchanged = false;
      const r = await rawRequest(`${origin}/badges`, { cookie: 'session=ada' });
      expect(r.body.toString()).toBe(appPage);
      expect(seenByApp).toEqual(['GET /journey', 'GET /badges']);
      readsUnchanged = true;
    });
  });
});
