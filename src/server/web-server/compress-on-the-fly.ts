// Compresses what the on-demand app writes (pages, JSON), for clients that accept it. The app writes to a Node
// ServerResponse (the adapter's writeResponse: writeHead, write…, end), so this wraps those three methods, the way
// Express's `compression` does. The decision waits for the headers (type, existing encoding, length) and, when the
// length is unknown (streamed pages, most JSON), for the first kilobyte: tiny bodies go out as they are.
// Server-sent events are never held back or compressed.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { isCompressibleType, MIN_COMPRESSIBLE_BYTES } from './cache-policy.ts';
import { chooseCompression, type Compression } from './content-encoding.ts';

/** Brotli quality 4 compresses about as fast as gzip's default and still smaller: right for per-request work. */
const ON_THE_FLY_BROTLI_QUALITY = 4;

function createCompressor(coding: Compression): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } })
    : zlib.createGzip();
}

function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('vary', [...list, field].join(', '));
}

type Verdict = 'plain' | 'compress' | 'needs-size';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Makes `res` compress its body with brotli or gzip when the request accepts it and the response is worth it.
 * Call before handing `res` to the app. Responses to HEAD, and those the client cannot decode, are untouched
 * apart from `Vary: Accept-Encoding` on compressible types (a cache must not serve a compressed copy to them).
 */
export function compressOnTheFly(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'HEAD') return;
  const coding = chooseCompression(req.headers['accept-encoding']);

  const originalWriteHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const originalWrite = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
  const originalEnd = res.end.bind(res) as (chunk?: Chunk | Callback, callback?: Callback) => ServerResponse;

  type Compressor = zlib.BrotliCompress | zlib.Gzip;
  let state: 'undecided' | 'plain' | 'compressed' = 'undecided';
  let headWritten = false;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let compressor: Compressor | null = null;

  function verdict(): Verdict {
    const status = res.statusCode;
    const type = res.getHeader('content-type');
    if (!isCompressibleType(typeof type === 'string' ? type : undefined)) return 'plain';
    appendVary(res, 'Accept-Encoding');
    if (coding === null || status < 200 || status === 204 || status === 304) return 'plain';
    if (res.hasHeader('content-encoding')) return 'plain';
    const length = Number(res.getHeader('content-length'));
    if (res.hasHeader('content-length') && Number.isFinite(length)) {
      return length >= MIN_COMPRESSIBLE_BYTES ? 'compress' : 'plain';
    }
    return 'needs-size';
  }

  function goPlain(): void {
    state = 'plain';
    if (!headWritten) {
      headWritten = true;
      originalWriteHead(res.statusCode);
    }
    for (const chunk of held) originalWrite(chunk);
    held = [];
  }

  function goCompressed(): Compressor {
    if (compressor) return compressor;
    state = 'compressed';
    res.setHeader('content-encoding', coding as Compression);
    res.removeHeader('content-length');
    headWritten = true;
    originalWriteHead(res.statusCode);
    const created = createCompressor(coding as Compression);
    compressor = created;
    created.on('data', (data: Buffer) => {
      if (!originalWrite(data)) created.pause();
    });
    res.on('drain', () => created.resume());
    res.on('close', () => created.destroy());
    created.on('error', (error) => res.destroy(error));
    for (const chunk of held) created.write(chunk);
    held = [];
    return created;
  }

  /** Decides once the headers are final; a verdict that needs the body's size waits for more bytes or the end. */
  function decideFromHeaders(): void {
    const v = verdict();
    if (v === 'plain') goPlain();
    else if (v === 'compress') goCompressed();
  }

  res.writeHead = function writeHead(status: number, ...rest: unknown[]): ServerResponse {
    res.statusCode = status;
    const [first, second] = rest;
    if (typeof first === 'string') res.statusMessage = first;
    const headers = (typeof first === 'string' ? second : first) as OutgoingHttpHeaders | readonly string[] | undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(String(headers[i]), String(headers[i + 1]));
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    if (state === 'undecided') decideFromHeaders();
    return res;
  } as ServerResponse['writeHead'];

  res.write = function write(chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (state === 'undecided' && !headWritten) decideFromHeaders();
    if (state === 'plain') return originalWrite(toBuffer(chunk, encoding), done);
    if (state === 'compressed') return goCompressed().write(toBuffer(chunk, encoding), done);
    const buffer = toBuffer(chunk, encoding);
    held.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes >= MIN_COMPRESSIBLE_BYTES) goCompressed();
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunkOrCallback?: Chunk | Callback, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): ServerResponse {
    const chunk = typeof chunkOrCallback === 'function' ? undefined : chunkOrCallback;
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = [chunkOrCallback, encodingOrCallback, callback].find((c): c is Callback => typeof c === 'function');
    if (state === 'undecided' && !headWritten) decideFromHeaders();
    if (state === 'undecided') {
      if (chunk !== undefined) {
        const buffer = toBuffer(chunk, encoding);
        held.push(buffer);
        heldBytes += buffer.length;
      }
      if (heldBytes < MIN_COMPRESSIBLE_BYTES) {
        // Small enough to send as it is, with its real length.
        const body = Buffer.concat(held);
        held = [];
        res.setHeader('content-length', body.length);
        goPlain();
        return originalEnd(body, done);
      }
      const started = goCompressed();
      started.on('end', () => originalEnd(done));
      started.end();
      return res;
    }
    if (state === 'compressed') {
      const running = goCompressed();
      running.on('end', () => originalEnd(done));
      if (chunk !== undefined) running.end(toBuffer(chunk, encoding));
      else running.end();
      return res;
    }
    return chunk === undefined ? originalEnd(done) : originalEnd(toBuffer(chunk, encoding), done);
  } as ServerResponse['end'];
}
