// Request bodies, read by the web server itself up to the route's cap before the app sees the request: a
// declared length past the cap is refused before a byte is read, a chunked body is stopped the moment it
// passes the cap, and the app then gets the body as a buffer (`req.body`, which @astrojs/node's
// createRequest reads instead of the stream), so nothing behind us can buffer more than the cap.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { languageFromCookieHeader } from '#/i18n/language-cookie.ts';
import { negotiateLocale } from '#/i18n/locales.ts';
import { formatNumber } from '#/domain/display-formats.ts';
import { requestBodyMessages } from './request-body.messages.ts';

export type BodyRequest = IncomingMessage & { body?: Buffer };

/** Whether the request announces a body: a length above zero, or a transfer coding (chunked). */
export function announcesBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Whether the declared Content-Length is above `maxBytes`. */
export function declaresMoreThan(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Reads the whole body if it stays within `maxBytes`; resolves null the moment it passes it (what is left
 * is then discarded as it arrives, until the connection closes). Rejects if the client goes away.
 */
export function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        finish();
        // Still flowing, with nobody listening: the rest is dropped as it comes, never kept.
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      finish();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      finish();
      reject(error);
    };
    const onClose = (): void => {
      finish();
      reject(new Error('The client closed the connection before sending the whole body'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * "The request is too large (at most 64 KB here).", in the visitor's language: their `lang` cookie (which a
 * signed-in person's choice sets too), else their browser's. The session is not read here: this answers
 * before the app does.
 */
export function tooLargeMessage(req: Pick<IncomingMessage, 'headers'>, maxBytes: number): string {
  const locale = languageFromCookieHeader(req.headers.cookie) ?? negotiateLocale(req.headers['accept-language']);
  return requestBodyMessages(locale).tooLarge({ size: formatNumber(Math.round(maxBytes / 1024), locale) });
}

/** How long, at most, the rest of an oversized body is still read (and dropped) after the 413. */
const LINGER_MS = 5_000;

/**
 * Answers 413 at once, then closes the connection. Closing a socket with unread data makes TCP send a
 * reset, and a client still sending its body may then lose our answer before reading it (Node's own
 * client does, one time in twenty here); so, as nginx's lingering close does, what the client is still
 * sending is read and dropped until it stops, for LINGER_MS at most, and only then does the connection
 * close. Nothing of it is kept.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = tooLargeMessage(req, maxBytes);
  res.writeHead(413, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-store',
    connection: 'close',
  });
  // The whole answer is on its way now (its length is declared); only ending it, which closes, waits.
  res.write(message);
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    req.off('end', end);
    res.end();
  };
  const timer = setTimeout(end, LINGER_MS);
  timer.unref();
  if (req.readableEnded) return end();
  req.once('end', end);
  req.resume();
}
