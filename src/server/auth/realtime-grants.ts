// Credentials for the browser to follow its own points row straight from the backend (Appwrite Realtime).
// Only a backend whose browser can subscribe itself offers this; the embedded one streams points over
// /api/points/stream instead and has none.
import type { RealtimeGrant } from '#/domain/realtime-grant.ts';

export type { RealtimeGrant };

export interface RealtimeGrants {
  /**
   * The origins the browser connects to when it follows points with a grant (the backend's API and its
   * socket): the pages that do add them to their Content-Security-Policy's connect-src.
   */
  readonly browserOrigins: readonly string[];
  /**
   * A grant for the person whose backend session secret is given. Throws `RealtimeGrantError` with
   * `unauthenticated` when the backend no longer knows the session.
   */
  issue(input: { sessionSecret: string; userId: string; now: Date }): Promise<RealtimeGrant>;
}

export class RealtimeGrantError extends Error {
  readonly code: 'unauthenticated' | 'unavailable';
  constructor(code: 'unauthenticated' | 'unavailable', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RealtimeGrantError';
    this.code = code;
  }
}
