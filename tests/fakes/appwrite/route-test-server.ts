// A local HTTP server for a handful of fake Appwrite routes (a test double for request shapes, not a
// backend): each request is matched on method and path, every request is recorded, and an unknown
// route gets Appwrite's documented 404 body.
import { createServer, type Server } from 'node:http';
import { appwriteError, type FakeRequest, type FakeRoute } from './route-types.ts';

export interface RouteTestServer {
  /** The endpoint to give an SDK client, ending in `/v1`. */
  endpoint: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startRouteTestServer(routes: readonly FakeRoute[], port: number): Promise<RouteTestServer> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        body = text;
      }
      const request: FakeRequest = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', `http://127.0.0.1:${port}`), headers: req.headers, body };
      requests.push(request);
      const route = routes.find((r) => r.method === request.method && r.path === request.url.pathname);
      const answer = route ? route.handle(request) : appwriteError(404, 'general_route_not_found', 'The requested route was not found.');
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status, { 'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json' });
      res.end(isText ? (answer.body as string) : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
