// Compresses what the on-demand app writes (pages, JSON), for clients that accept it. The app writes to a Node
// ServerResponse (the adapter's writeResponse: writeHead, write…, end), so this wraps those three methods, the way
// Express's `compression` does. The decision waits for the headers (type, existing encoding, length); then the body
// is held until it ends, and a whole body is compressed in one call and sent with its length: a page is rendered
// whole before it is sent anyway, and one call costs a fraction of a compression stream fed chunk by chunk (the
// stream's per-chunk calls into zlib and its callbacks were a quarter of a signed-in page's CPU). Tiny bodies go
// out as they are; a body that outgrows HOLD_LIMIT_BYTES is compressed as a stream from there on. Server-sent
// events are never held back or compressed.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { isCompressibleType, MIN_COMPRESSIBLE_BYTES } from './cache-policy.ts';
import { chooseCompression, type Compression } from './content-encoding.ts';

/**
 * Levels for per-request work, measured on our pages (10–60 KB of HTML): brotli quality 3 and gzip level 3 cost
 * a half to a third of quality 4 and level 6 (gzip's levels 1–3 use its fast matcher) for 4–10 % more bytes,
 * which still leaves every learner page's first response far under the 14 KB budget. Brotli quality 2 costs
 * another 10–30 % less than 3 for 0.3–2.3 % more bytes (quality 1 would add 10 %).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 2;
export const ON_THE_FLY_GZIP_LEVEL = 3;

/** A body is held until it ends up to this size; past it, it is compressed as a stream. */
export const HOLD_LIMIT_BYTES = 256 * 1024;

function createCompressor(coding: Compression): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } })
    : zlib.createGzip({ level: ON_THE_FLY_GZIP_LEVEL });
}

/** A whole body compressed in one call. */
export function compressWhole(coding: Compression, body: Buffer): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: ON_THE_FLY_GZIP_LEVEL });
}

function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('vary', [...list, field].join(', '));
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Resolves once the response can take more bytes without piling them up in memory (see waitForRoom). */
export type RoomForMore = () => Promise<void>;

/** Waits until `stream` has written out what it holds (or is gone). */
function drained(stream: NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean }): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Makes `res` compress its body with brotli or gzip when the request accepts it and the response is worth it.
 * Call before handing `res` to the app. Responses to HEAD, and those the client cannot decode, are untouched
 * apart from `Vary: Accept-Encoding` on compressible types (a cache must not serve a compressed copy to them).
 *
 * Returns `roomForMore` for long bodies made as they are sent (a CSV export): Astro's adapter writes each chunk
 * of a streamed body as soon as it is made and ignores `write`'s answer, so a producer that does not wait for
 * this would pile the whole body up in memory whenever the client reads slower than the server makes it.
 */
export function compressOnTheFly(req: IncomingMessage, res: ServerResponse): RoomForMore {
  if (req.method === 'HEAD') return () => drained(res);
  const coding = chooseCompression(req.headers['accept-encoding']);

  const originalWriteHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const originalWrite = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
  const originalEnd = res.end.bind(res) as (chunk?: Chunk | Callback, callback?: Callback) => ServerResponse;

  type Compressor = zlib.BrotliCompress | zlib.Gzip;
  // undecided: the headers may still change; holding: compressible, the body is kept until it ends (or
  // outgrows HOLD_LIMIT_BYTES); plain and streaming: the body goes out as it comes, as it is or compressed.
  let state: 'undecided' | 'holding' | 'plain' | 'streaming' = 'undecided';
  let headWritten = false;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let compressor: Compressor | null = null;
  const roomForMore: RoomForMore = async () => {
    // The compressor first (it stops taking input while the socket is full), then the socket itself.
    if (compressor) await drained(compressor);
    await drained(res);
  };

  /** Whether the body may be compressed, from the headers alone (a body of unknown size is judged at its end). */
  function mayCompress(): boolean {
    const status = res.statusCode;
    const type = res.getHeader('content-type');
    if (!isCompressibleType(typeof type === 'string' ? type : undefined)) return false;
    appendVary(res, 'Accept-Encoding');
    if (coding === null || status < 200 || status === 204 || status === 304) return false;
    if (res.hasHeader('content-encoding')) return false;
    const length = Number(res.getHeader('content-length'));
    return !(res.hasHeader('content-length') && Number.isFinite(length) && length < MIN_COMPRESSIBLE_BYTES);
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

  function goStreaming(): Compressor {
    if (compressor) return compressor;
    state = 'streaming';
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

  /** Decides once the headers are final: plain goes out as it comes, anything compressible is held. */
  function decideFromHeaders(): void {
    if (mayCompress()) state = 'holding';
    else goPlain();
  }

  function hold(chunk: Chunk, encoding?: BufferEncoding): void {
    const buffer = toBuffer(chunk, encoding);
    held.push(buffer);
    heldBytes += buffer.length;
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
    if (state === 'undecided') decideFromHeaders();
    if (state === 'plain') return originalWrite(toBuffer(chunk, encoding), done);
    if (state === 'streaming') return goStreaming().write(toBuffer(chunk, encoding), done);
    hold(chunk, encoding);
    if (heldBytes > HOLD_LIMIT_BYTES) goStreaming();
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function end(chunkOrCallback?: Chunk | Callback, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): ServerResponse {
    const chunk = typeof chunkOrCallback === 'function' ? undefined : chunkOrCallback;
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = [chunkOrCallback, encodingOrCallback, callback].find((c): c is Callback => typeof c === 'function');
    if (state === 'undecided') decideFromHeaders();
    if (state === 'holding') {
      if (chunk !== undefined) hold(chunk, encoding);
      const body = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held, heldBytes);
      held = [];
      if (heldBytes < MIN_COMPRESSIBLE_BYTES) {
        // Small enough to send as it is, with its real length.
        res.setHeader('content-length', body.length);
        goPlain();
        return originalEnd(body, done);
      }
      const compressed = compressWhole(coding as Compression, body);
      res.setHeader('content-encoding', coding as Compression);
      res.setHeader('content-length', compressed.length);
      state = 'plain';
      headWritten = true;
      originalWriteHead(res.statusCode);
      return originalEnd(compressed, done);
    }
    if (state === 'streaming') {
      const running = goStreaming();
      running.on('end', () => originalEnd(done));
      if (chunk !== undefined) running.end(toBuffer(chunk, encoding));
      else running.end();
      return res;
    }
    return chunk === undefined ? originalEnd(done) : originalEnd(toBuffer(chunk, encoding), done);
  } as ServerResponse['end'];
  return roomForMore;
}
