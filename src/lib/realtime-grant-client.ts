// Asks our server for a fresh Appwrite Realtime grant (POST /api/points/realtime-token).
import { readRealtimeGrant, type RealtimeGrant } from '#/domain/realtime-grant.ts';

/** The server refused or could not answer; `retry` says whether asking again later can help. */
export class RealtimeGrantRefused extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.name = 'RealtimeGrantRefused';
    this.retry = retry;
  }
}

export async function fetchRealtimeGrant(fetchImpl: typeof fetch = fetch): Promise<RealtimeGrant> {
  let response: Response;
  try {
    // JSON content type: Astro's origin check refuses body-less cross-site posts, and this is same-site.
    response = await fetchImpl('/api/points/realtime-token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
  } catch {
    throw new RealtimeGrantRefused('The server could not be reached', true);
  }
  // 401: signed out (the session store takes it from there); 409: not Appwrite mode. Asking again cannot help.
  if (response.status === 401 || response.status === 403 || response.status === 409) {
    throw new RealtimeGrantRefused(`The server refused a realtime token (${response.status})`, false);
  }
  let grant: RealtimeGrant | null = null;
  try {
    grant = response.ok ? readRealtimeGrant(await response.json()) : null;
  } catch {
    // An unreadable body is handled as no grant below.
  }
  if (!grant) throw new RealtimeGrantRefused(`No usable realtime token (${response.status})`, true);
  return grant;
}
