// What the web server accepts before the app sees anything (issue 8, holes 2 and 5): bodies are capped
// per route (refused by Content-Length before a byte of body is read, and chunked bodies stopped at the
// cap), the app receives a body within the cap whole, and the server's timeouts limit how long a
// *request* may take to arrive without limiting how long a *response* (a server-sent event stream) runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT, bodyLimitFor } from '#/server/web-server/body-limits.ts';
import { SERVER_TIMEOUTS, createPlatformServer, type AppHandler } from '#/server/web-server/platform-server.ts';
import { close, listen, rawRequest } from './raw-request.ts';

const MB = 1024 * 1024;
/** What every server here is given besides its files and app: a plain-http site with no prerendered pages. */
const site = { siteUrl: new URL('http://localhost:4321'), pagePolicies: new Map<string, string>() };

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends a request with `body` (as one declared length, or chunked when `chunked`), in 64 KiB pieces, and
 * resolves with the answer as soon as it arrives, whether or not the server read the whole body.
 */
function send(origin: string, pathname: string, body: Buffer, options: { chunked?: boolean; method?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
    if (!options.chunked) headers['content-length'] = String(body.length);
    const req = request(`${origin}${pathname}`, { method: options.method ?? 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // Once the server has answered and closed, our remaining writes fail; the answer is what counts.
    req.on('error', (error) => reject(error));
    let offset = 0;
    const writeMore = (): void => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

/** Sends only the request head announcing `length` bytes of body, and no body at all. */
function headOnly(origin: string, pathname: string, length: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { method: 'POST', headers: { 'content-length': String(length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('request bodies are capped per route', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  const seen: { url: string; body: Buffer | undefined }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'request-limits-'));
    server = createPlatformServer({
      ...site,
      clientDir: dir,
      appHandler: (req, res) => {
        // The adapter reads a body our server has already read from `req.body` (astro/app/node createRequest).
        seen.push({ url: req.url ?? '', body: (req as IncomingMessage & { body?: Buffer }).body });
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('app');
      },
    });
    origin = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    rmSync(dir, { recursive: true, force: true });
  });

  it('has one small table: 64 KB for forms, Actions and callables, 16 KB for the pathfinder request Action, 256 KB for the payments webhook', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(64 * 1024);
    expect(BODY_LIMITS).toEqual({ '/_actions/pathfinder.request': 16 * 1024, '/api/payments/webhook': 256 * 1024 });
    expect(bodyLimitFor('/auth')).toBe(64 * 1024);
    expect(bodyLimitFor('/_actions/account.signIn')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/functions/heartbeat')).toBe(64 * 1024);
    expect(bodyLimitFor('/_actions/pathfinder.request')).toBe(16 * 1024);
    expect(bodyLimitFor('/_actions/pathfinder.request/')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/payments/webhook')).toBe(256 * 1024);
  });

  it('refuses a declared 20 MB body with 413 before reading any of it, and the app never sees it', async () => {
    seen.length = 0;
    const answer = await headOnly(origin, '/auth', 20 * MB);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large/i);
    expect(seen).toEqual([]);
  });

  it('answers a real 20 MB POST with 413, and the next request normally', async () => {
    seen.length = 0;
    const answer = await send(origin, '/auth', Buffer.alloc(20 * MB, 'a')).catch((error: unknown) => error);
    expect(answer).toMatchObject({ status: 413 });
    expect(seen).toEqual([]);
    expect((await rawRequest(`${origin}/leaderboard`)).status).toBe(200);
  });

  it('stops a chunked body (no Content-Length) at the cap: 413, the app never sees it, the server stays up', async () => {
    seen.length = 0;
    const answer = await send(origin, '/api/functions/heartbeat', Buffer.alloc(20 * MB, 'a'), { chunked: true }).catch((error: unknown) => error);
    expect(answer).toMatchObject({ status: 413 });
    expect(seen).toEqual([]);
    expect((await rawRequest(`${origin}/leaderboard`)).status).toBe(200);
  });

  it.each([
    ['/auth', 64 * 1024],
    ['/_actions/pathfinder.request', 16 * 1024],
    ['/api/payments/webhook', 256 * 1024],
  ])('%s takes a body of exactly its cap (%i bytes), whole, and refuses one byte more', async (pathname, cap) => {
    seen.length = 0;
    const body = Buffer.alloc(cap, 'b');
    body.write('first', 0);
    body.write('last', cap - 4);
    expect(await send(origin, pathname, body)).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body?.equals(body)).toBe(true);
    expect(await send(origin, pathname, Buffer.alloc(cap + 1, 'b'))).toMatchObject({ status: 413 });
    expect(await send(origin, pathname, Buffer.alloc(cap + 1, 'b'), { chunked: true }).catch((error: unknown) => error)).toMatchObject({ status: 413 });
    expect(seen).toHaveLength(1);
  });
});

describe('timeouts: for receiving a request, not for sending a response', () => {
  let emptyDir: string;
  beforeAll(() => {
    emptyDir = mkdtempSync(path.join(tmpdir(), 'request-timeouts-'));
  });
  afterAll(() => {
    rmSync(emptyDir, { recursive: true, force: true });
  });
  it('uses 10 s for the request head, 30 s for the whole request and keeps idle connections 65 s (past proxies’ 60 s)', () => {
    const server = createPlatformServer({ ...site, clientDir: emptyDir, appHandler: () => undefined });
    expect(SERVER_TIMEOUTS).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 65_000 });
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
  });

  const quick = { headersTimeout: 200, requestTimeout: 300, keepAliveTimeout: 1_000, connectionsCheckingInterval: 50 };

  it('answers 408 and closes a request whose body stops arriving', async () => {
    const server = createPlatformServer({ ...site, clientDir: emptyDir, appHandler: () => undefined, timeouts: quick });
    const origin = await listen(server);
    try {
      const answer = await new Promise<number>((resolve, reject) => {
        const req = request(`${origin}/auth`, { method: 'POST', headers: { 'content-length': '100' } }, (res) => resolve(res.statusCode ?? 0));
        req.on('error', reject);
        req.write('only a little');
      });
      expect(answer).toBe(408);
    } finally {
      await close(server);
    }
  });

  it('lets a response stream (an SSE stream) run well past the request timeout', async () => {
    const stream: AppHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        res.write(`data: ${sent}\n\n`);
        if (sent === 8) {
          clearInterval(timer);
          res.end();
        }
      }, 100);
    };
    const server = createPlatformServer({ ...site, clientDir: emptyDir, appHandler: stream, timeouts: quick });
    const origin = await listen(server);
    try {
      const events = (await rawRequest(`${origin}/api/points/stream`)).body.toString().match(/^data: \d+$/gm);
      expect(events).toEqual(['data: 1', 'data: 2', 'data: 3', 'data: 4', 'data: 5', 'data: 6', 'data: 7', 'data: 8']);
    } finally {
      await close(server);
    }
  });
});

describe("the 413's words", () => {
  it("are in the visitor's language: the lang cookie first, then the browser's", async () => {
    const { tooLargeMessage } = await import('#/server/web-server/request-body.ts');
    expect(tooLargeMessage({ headers: {} }, 64 * 1024)).toBe('The request is too large (at most 64 KB here).');
    expect(tooLargeMessage({ headers: { cookie: 'sid=abc; lang=fr' } }, 64 * 1024)).toBe('La requête est trop volumineuse (au plus 64 Ko ici).');
    expect(tooLargeMessage({ headers: { 'accept-language': 'fr-CI,fr;q=0.9' } }, 256 * 1024)).toBe('La requête est trop volumineuse (au plus 256 Ko ici).');
    expect(tooLargeMessage({ headers: { cookie: 'lang=en', 'accept-language': 'fr' } }, 16 * 1024)).toBe('The request is too large (at most 16 KB here).');
  });
});
