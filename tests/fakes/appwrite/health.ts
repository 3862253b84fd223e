// The fake's health routes: `GET /v1/health/version` (public; documented answer `{ version }`) and
// `GET /v1/ping` (node-appwrite's `client.ping()`, which sends the project header; Appwrite answers the
// text `Pong!`, which the SDK reads as `{ message: 'Pong!' }`). Set `down` to make the server look
// unavailable: both answer 503, as Appwrite does when it cannot reach its own services.
import { FakeAppwriteError, FAKE_VERSION } from './errors.ts';
import type { FakeServer } from './server.ts';

export interface FakeHealth {
  /** The version `GET /v1/health/version` reports. */
  version: string;
  /** While true, both routes answer 503 general_server_error. */
  down: boolean;
}

export function registerHealth(server: FakeServer, options: { version?: string } = {}): FakeHealth {
  const health: FakeHealth = { version: options.version ?? FAKE_VERSION, down: false };
  const checkUp = () => {
    if (health.down) throw new FakeAppwriteError('general_server_error', 'Server Error');
  };
  server.register({
    method: 'GET',
    path: '/v1/health/version',
    auth: 'guest-or-key',
    projectOptional: true,
    handle: () => {
      checkUp();
      return { status: 200, body: { version: health.version } };
    },
  });
  server.register({
    method: 'GET',
    path: '/v1/ping',
    auth: 'guest-or-key',
    handle: () => {
      checkUp();
      return { status: 200, text: 'Pong!' };
    },
  });
  return health;
}
