// On-demand responses: compressed when accepted and worth it; tiny bodies, other types, existing encodings and
// server-sent events go out untouched.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressOnTheFly, HOLD_LIMIT_BYTES } from '#/server/web-server/compress-on-the-fly.ts';
import { close, listen, rawRequest } from './raw-request.ts';

const bigHtml = `<!doctype html><main>${'<p>Grow as a leader.</p>'.repeat(300)}</main>`;
/** Larger than what is held back to be compressed whole, with enough variety to stay large compressed. */
const hugeHtml = `<!doctype html><main>${Array.from({ length: 20_000 }, (_, i) => `<p>Leader ${i * 7919}</p>`).join('')}</main>`;

/** Routes that write the way the Astro adapter does: writeHead with all headers, then chunks, then end. */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/streamed-page': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
    for (let i = 0; i < bigHtml.length; i += 500) res.write(Buffer.from(bigHtml.slice(i, i + 500)));
    res.end();
  },
  '/whole-page': (res) => {
    // What the adapter writes for a page rendered whole (streaming off): its length, then one chunk.
    const body = Buffer.from(bigHtml);
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(body.length) });
    res.write(body);
    res.end();
  },
  '/huge-page': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    for (let i = 0; i < hugeHtml.length; i += 16_384) res.write(hugeHtml.slice(i, i + 16_384));
    res.end();
  },
  '/tiny-json': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"user":null}');
    res.end();
  },
  '/sized-small': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': '5' });
    res.end('small');
  },
  '/implicit-head': (res) => {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain');
    res.end('Internal Server Error '.repeat(100));
  },
  '/image': (res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(5000, 1));
  },
  '/already-encoded': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(bigHtml);
  },
  '/events': (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('data: 10\n\n');
    // The stream stays open; the test reads the first event and hangs up.
  },
  '/redirect': (res) => {
    res.writeHead(302, { location: '/auth' });
    res.end();
  },
};

/** How much the paced producer below has made, and a way to let the test know it is waiting for room. */
const paced = { made: 0 };
const PACED_BLOCK = 64 * 1024;

/**
 * The most a socket's kernel buffers may hold on this machine while its reader does not read: the receive
 * buffer can grow to tcp_rmem's maximum (32 MB on Debian's defaults) and the send buffer to tcp_wmem's. A
 * producer that waits for room stops once those are full; one that does not makes everything.
 */
function kernelBufferBytes(): number {
  const largest = (file: string, fallback: number) => {
    try {
      return Number(readFileSync(file, 'utf8').trim().split(/\s+/).at(-1)) || fallback;
    } catch {
      return fallback;
    }
  };
  return largest('/proc/sys/net/ipv4/tcp_rmem', 8 * 1024 * 1024) + largest('/proc/sys/net/ipv4/tcp_wmem', 4 * 1024 * 1024);
}
const BUFFERED_AT_MOST = kernelBufferBytes() + 4 * 1024 * 1024;
/** Twice what the buffers can hide, so that a producer that never waits is caught. */
const PACED_TOTAL = Math.max(64 * 1024 * 1024, 2 * BUFFERED_AT_MOST);

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const roomForMore = compressOnTheFly(req, res);
    if (req.url === '/paced-export') {
      // Made as it is sent, the way a CSV export is: each block waits for room, as the export's stream does.
      void (async () => {
        res.writeHead(200, { 'content-type': 'text/csv' });
        paced.made = 0;
        while (paced.made < PACED_TOTAL && !res.destroyed) {
          await roomForMore();
          // Random text, so that compressed it still fills the socket's buffers.
          const block = Buffer.from(randomBytes(PACED_BLOCK / 2).toString('hex'));
          paced.made += block.length;
          res.write(block);
        }
        res.end();
      })();
      return;
    }
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else {
      res.statusCode = 404;
      res.end();
    }
  });
  origin = await listen(server);
});

afterAll(() => close(server));

describe('compressOnTheFly', () => {
  it('compresses a streamed page with brotli, keeping status and every header', async () => {
    const r = await rawRequest(`${origin}/streamed-page`, { 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toBe('Accept-Encoding');
    // Held whole and compressed in one go, so it goes out with its compressed length.
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(bigHtml.length / 10);
    expect(r.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(brotliDecompressSync(r.body).toString()).toBe(bigHtml);
  });

  it('replaces the declared length of a page rendered whole with the compressed length', async () => {
    const r = await rawRequest(`${origin}/whole-page`, { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(gunzipSync(r.body).toString()).toBe(bigHtml);
  });

  it('compresses a body too large to hold back as a stream, without a length', async () => {
    expect(hugeHtml.length).toBeGreaterThan(HOLD_LIMIT_BYTES);
    for (const [coding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const r = await rawRequest(`${origin}/huge-page`, { 'accept-encoding': coding });
      expect(r.headers['content-encoding']).toBe(coding);
      expect(r.headers['content-length']).toBeUndefined();
      expect(decode(r.body).toString()).toBe(hugeHtml);
    }
  });

  it('uses gzip for a client without brotli', async () => {
    const r = await rawRequest(`${origin}/streamed-page`, { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toBe(bigHtml);
  });

  it('sends the body as it is to a client that accepts no compression, saying it varies', async () => {
    const r = await rawRequest(`${origin}/streamed-page`);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['vary']).toBe('Accept-Encoding');
    expect(r.body.toString()).toBe(bigHtml);
  });

  it('leaves tiny bodies uncompressed, with their real length', async () => {
    const json = await rawRequest(`${origin}/tiny-json`, { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(json.headers['content-length']).toBe('13');
    expect(json.body.toString()).toBe('{"user":null}');
    const sized = await rawRequest(`${origin}/sized-small`, { 'accept-encoding': 'br' });
    expect(sized.headers['content-encoding']).toBeUndefined();
    expect(sized.body.toString()).toBe('small');
  });

  it('compresses a response written without writeHead (the adapter’s error path)', async () => {
    const r = await rawRequest(`${origin}/implicit-head`, { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(500);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.body).toString()).toContain('Internal Server Error');
  });

  it('does not touch images or bodies that are already encoded', async () => {
    const image = await rawRequest(`${origin}/image`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['vary']).toBeUndefined();
    expect(image.body.length).toBe(5000);
    const encoded = await rawRequest(`${origin}/already-encoded`, { 'accept-encoding': 'br' });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.toString()).toBe(bigHtml);
  });

  it.each(['br', 'identity'])('lets a body made as it is sent wait while the client does not read (%s)', async (coding) => {
    // The client takes the head and then stops reading: the producer must stop soon after, not make the
    // whole file into the server's memory (what Astro's adapter would do if nothing paced it).
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(`${origin}/paced-export`, { headers: { 'accept-encoding': coding } }, resolve);
      req.on('error', reject);
      req.end();
    });
    res.pause();
    let last = -1;
    // Wait until the producer stands still (socket and compressor buffers full).
    while (paced.made !== last) {
      last = paced.made;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(paced.made).toBeLessThan(BUFFERED_AT_MOST);
    // Reading again lets it finish.
    let received = 0;
    res.on('data', (chunk: Buffer) => (received += chunk.length));
    res.resume();
    await new Promise((resolve) => res.on('end', resolve));
    expect(paced.made).toBeGreaterThanOrEqual(PACED_TOTAL);
    expect(received).toBeGreaterThan(0);
  });

  it('passes redirects through', async () => {
    const r = await rawRequest(`${origin}/redirect`, { 'accept-encoding': 'br' });
    expect(r.status).toBe(302);
    expect(r.headers['location']).toBe('/auth');
  });

  it('never holds back or compresses server-sent events: the first event arrives while the stream is open', async () => {
    const first = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const req = request(`${origin}/events`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ encoding: res.headers['content-encoding'], text: chunk.toString() });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toBe('data: 10\n\n');
  });
});
