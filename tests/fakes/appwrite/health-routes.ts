// `GET /v1/health/version` (public, documented answer `{ version }`) and `GET /v1/ping` (node-appwrite's
// `client.ping()`, with the project header; Appwrite answers the text `Pong!`) for the fake Appwrite.
import { appwriteError, header, type FakeRoute } from './route-types.ts';

export interface HealthState {
  projectId: string;
  version: string;
  /** Set to make the server look down: both routes answer 503. */
  down: boolean;
}

export function healthRoutes(state: HealthState): FakeRoute[] {
  const unavailable = () => appwriteError(503, 'general_server_error', 'Server Error');
  return [
    {
      method: 'GET',
      path: '/v1/health/version',
      handle() {
        return state.down ? unavailable() : { status: 200, body: { version: state.version } };
      },
    },
    {
      method: 'GET',
      path: '/v1/ping',
      handle(request) {
        if (state.down) return unavailable();
        if (header(request, 'x-appwrite-project') !== state.projectId) {
          return appwriteError(404, 'project_not_found', 'Project with the requested ID could not be found.');
        }
        return { status: 200, body: 'Pong!' };
      },
    },
  ];
}
