// POST /api/points/realtime-token: a short-lived grant for the signed-in person to follow their own
// points row straight from Appwrite. Only in Appwrite mode; the embedded backend streams points over
// /api/points/stream and answers 409 here, so a misconfigured browser learns why at once.
import type { RealtimeGrants } from '../auth/realtime-grants.ts';
import { RealtimeGrantError } from '../auth/realtime-grants.ts';
import { logError } from '../log.ts';
import { jsonResponse } from './json-response.ts';

function json(status: number, body: unknown): Response {
  return jsonResponse(body, status);
}

export interface RealtimeTokenRequest {
  /** `realtime` is present exactly when points travel over Appwrite Realtime (config.ts decides). */
  backend: { realtime?: RealtimeGrants };
  /** The signed-in user, or null. */
  user: { id: string } | null;
  /** The session cookie's value: in Appwrite mode, the Appwrite session secret. */
  sessionSecret: string | undefined;
  now: Date;
}

export async function realtimeTokenResponse({ backend, user, sessionSecret, now }: RealtimeTokenRequest): Promise<Response> {
  if (!user || !sessionSecret) return json(401, { error: 'Sign in first.', code: 'unauthenticated' });
  if (!backend.realtime) {
    return json(409, {
      error: 'Realtime tokens exist only with BACKEND=appwrite; this server runs the embedded backend, whose points arrive over /api/points/stream.',
      code: 'not-appwrite',
    });
  }
  try {
    const grant = await backend.realtime.issue({ sessionSecret, userId: user.id, now });
    return json(200, grant);
  } catch (error) {
    if (error instanceof RealtimeGrantError && error.code === 'unauthenticated') {
      return json(401, { error: 'Your session has ended; sign in again.', code: 'unauthenticated' });
    }
    logError('realtime token', error);
    return json(502, { error: 'The backend did not issue a realtime token; try again shortly.', code: 'unavailable' });
  }
}
