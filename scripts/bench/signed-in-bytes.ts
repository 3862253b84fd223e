// The gzip bytes of a signed-in page's first response, as a browser on a slow link receives them (the page
// answers only with the session cookie, so the bench's unauthenticated page-weight tools cannot fetch it).
import { request } from 'node:http';

export async function gzipWireBytesSignedIn(url: string, cookie: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip', ...cookie } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${String(res.statusCode)}`))));
    });
    req.on('error', reject);
    req.end();
  });
}
