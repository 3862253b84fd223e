// Bytes of a page's first HTML response as the server sends it (critical CSS included, since every page carries
// its CSS inline), for a gzip-only client and a brotli client. Read over raw HTTP: fetch would decompress.
import { request } from 'node:http';

/** Bytes of the response body on the wire, and the encoding the server chose. */
export interface WireSize {
  readonly bytes: number;
  readonly encoding: string;
}

function wireSize(url: string, acceptEncoding: string): Promise<WireSize> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${String(res.statusCode)}`));
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first response of `url` with gzip and with brotli. */
export async function measureFirstResponse(url: string): Promise<{ gzip: WireSize; br: WireSize }> {
  return { gzip: await wireSize(url, 'gzip'), br: await wireSize(url, 'br, gzip') };
}

/** Bytes of `url` as sent to a gzip-only client. */
export async function gzipWireBytes(url: string): Promise<number> {
  return (await wireSize(url, 'gzip')).bytes;
}
