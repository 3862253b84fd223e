// A reverse proxy for the tests that ends TLS and forwards plain HTTP to the app, as the README's nginx
// snippet does: it keeps the Host header, appends the address it was connected from to X-Forwarded-For
// (nginx's $proxy_add_x_forwarded_for) and says X-Forwarded-Proto: https. Responses stream through, so
// redirects, cookies and server-sent events pass unchanged.
//
// The certificate (proxy-tls/) is self-signed for platform.test, localhost, 127.0.0.1 and ::1, for tests
// only; the browser is told to accept it (--ignore-certificate-errors). It was made with:
//   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout key.pem -out cert.pem \
//     -days 3650 -subj "/CN=platform.test" -addext "subjectAltName=DNS:platform.test,DNS:localhost,IP:127.0.0.1,IP:::1"
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';

export interface ReverseProxy {
  close(): Promise<void>;
}

const tls = {
  key: readFileSync(new URL('./proxy-tls/key.pem', import.meta.url)),
  cert: readFileSync(new URL('./proxy-tls/cert.pem', import.meta.url)),
};

/** Listens on `port` on every local address (IPv4 and IPv6) and forwards to the app at 127.0.0.1:`appPort`. */
export async function startReverseProxy(port: number, appPort: number): Promise<ReverseProxy> {
  const server: Server = createServer(tls, (req, res) => {
    const claimed = req.headers['x-forwarded-for'];
    const forwardedFor = [claimed, req.socket.remoteAddress].filter((part) => part !== undefined && part !== '').join(', ');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https', 'x-forwarded-host': req.headers.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '::', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
