// Plain node:http requests for the tests that go where a browser's or Playwright's client cannot: bodies of
// many megabytes that the server refuses before reading them, and dozens of open event streams at once.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * POSTs `size` bytes (declared, or chunked), 64 KiB at a time, and resolves with the answer as soon as it
 * has arrived, however much of the body the server read.
 */
export function postBytes(url: string, size: number, options: { chunked?: boolean; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers };
    if (!options.chunked) headers['content-length'] = String(size);
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        req.destroy();
      });
    });
    // Writes after the server has answered and closed may fail; only a failure before any answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = (): void => {
      while (sent < size && !answered && !req.destroyed) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    writeMore();
  });
}

/** Opens a GET and resolves with the response head (its body left streaming) and the request, to close it later. */
export function openGet(url: string, headers: Record<string, string>, options: { localAddress?: string } = {}): Promise<{ response: IncomingMessage; request: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, localAddress: options.localAddress }, (response) => resolve({ response, request: req }));
    req.on('error', reject);
    req.end();
  });
}
