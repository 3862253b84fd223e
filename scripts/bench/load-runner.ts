// The load generator of `npm run bench`, run in its own process (pinned to its own core by pinned-load.ts):
// autocannon with keep-alive connections, no pipelining, as a browser population would load a server. When
// given several cookies it sends them in turn, one per request, so a signed-in page is asked for by many
// learners rather than one (the server's caches then see what a real population makes them see).
// Usage: node scripts/bench/load-runner.ts '<json options>'; prints autocannon's result as JSON.
import autocannon from 'autocannon';

interface RunnerOptions {
  readonly url: string;
  readonly seconds: number;
  readonly connections: number;
  readonly headers: Record<string, string>;
  /** Sent in turn as the `cookie` header, one per request; none: no cookie. */
  readonly cookies: readonly string[];
}

const options = JSON.parse(process.argv[2] ?? '{}') as RunnerOptions;
let turn = 0;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
  requests:
    options.cookies.length === 0
      ? undefined
      : [
          {
            setupRequest: (request) => {
              const cookie = options.cookies[turn++ % options.cookies.length] ?? '';
              return { ...request, headers: { ...request.headers, cookie } };
            },
          },
        ],
});
process.stdout.write(JSON.stringify(result));
