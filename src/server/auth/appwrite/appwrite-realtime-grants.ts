// Realtime grants on Appwrite: a JWT made by the user's own session (`Account.createJWT` on a client
// carrying the session secret, never the API key: Appwrite refuses both on one request), so Realtime
// only delivers the rows that user may read. Appwrite's JWT carries no expiry in its answer, so the
// expiry is counted from just before the request, which errs on the early side.
import { Account, AppwriteException, Client } from 'node-appwrite';
import { apiAndSocketOrigins } from '#/domain/csp-origins.ts';
import { RealtimeGrantError, type RealtimeGrant, type RealtimeGrants } from '../realtime-grants.ts';

/** Appwrite's default JWT life (15 minutes); its maximum is 3600 s. */
export const DEFAULT_JWT_SECONDS = 900;

export interface AppwriteRealtimeGrantOptions {
  /** The API endpoint the browser can reach, ending in `/v1`. */
  endpoint: string;
  projectId: string;
  databaseId: string;
  jwtSeconds?: number;
}

export function createAppwriteRealtimeGrants(options: AppwriteRealtimeGrantOptions): RealtimeGrants {
  const seconds = options.jwtSeconds ?? DEFAULT_JWT_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 3600) {
    throw new Error(`A realtime JWT must last between 60 and 3600 seconds (got ${seconds})`);
  }
  return {
    // The web SDK fetches rows from the endpoint and opens Realtime at its ws(s):// twin.
    browserOrigins: apiAndSocketOrigins(options.endpoint),
    async issue({ sessionSecret, userId, now }): Promise<RealtimeGrant> {
      if (sessionSecret === '') throw new RealtimeGrantError('unauthenticated', 'There is no session to make a token from.');
      const client = new Client().setEndpoint(options.endpoint).setProject(options.projectId).setSession(sessionSecret);
      let jwt: string;
      try {
        ({ jwt } = await new Account(client).createJWT({ duration: seconds }));
      } catch (error) {
        if (error instanceof AppwriteException && error.code === 401) {
          throw new RealtimeGrantError('unauthenticated', 'Appwrite no longer knows this session.', { cause: error });
        }
        throw new RealtimeGrantError('unavailable', 'Appwrite did not issue a realtime token.', { cause: error });
      }
      if (typeof jwt !== 'string' || jwt === '') throw new RealtimeGrantError('unavailable', 'Appwrite answered without a JWT.');
      return {
        endpoint: options.endpoint,
        projectId: options.projectId,
        databaseId: options.databaseId,
        tableId: 'user_points',
        rowId: userId,
        jwt,
        expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
      };
    },
  };
}
