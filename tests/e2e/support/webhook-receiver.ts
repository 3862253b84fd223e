// A stand-in for the team's webhook (PATHFINDER_WEBHOOK_URL) and booking page (BOOKING_URL), both of which
// playwright.config.ts points at E2E_WEBHOOK_PORT: records every POST, and can be told to fail.
import { createServer, type Server } from 'node:http';

export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface WebhookReceiver {
  readonly received: ReceivedWebhook[];
  /** The status the webhook answers with (200 unless a test wants a failure). */
  status: number;
  readonly bookingUrl: string;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const port = Number(process.env.E2E_WEBHOOK_PORT);
  if (!port) throw new Error('E2E_WEBHOOK_PORT is not set (playwright.config.ts sets it)');
  const receiver = { received: [] as ReceivedWebhook[], status: 200 };
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/booking') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html lang="en"><title>Book your session</title><h1>Book your pathfinder session</h1></html>');
      return;
    }
    if (request.method === 'POST' && request.url === '/pathfinder-webhook') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        receiver.received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(receiver.status).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    bookingUrl: `http://127.0.0.1:${port}/booking`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
