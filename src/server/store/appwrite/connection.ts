// How the server reaches Appwrite, and the two kinds of client the server-side-rendering pattern uses.
// A client is cheap (it holds headers, no socket), so every operation builds a fresh one, as Appwrite's
// SSR guide asks: a client is never shared between requests, and one never carries both a key and a session.
import { Client } from 'node-appwrite';

/** The Appwrite project the server talks to (from APPWRITE_* settings). */
export interface AppwriteConnection {
  /** API endpoint including `/v1`, e.g. `https://cloud.appwrite.io/v1`. */
  readonly endpoint: string;
  readonly projectId: string;
  /** Server API key (secret): acts as the server, ignores row permissions. */
  readonly apiKey: string;
  /** The TablesDB database holding the schema's tables. */
  readonly databaseId: string;
}

/** A client authenticated with the server API key (the "admin client"). */
export function adminClient(connection: AppwriteConnection): Client {
  return new Client().setEndpoint(connection.endpoint).setProject(connection.projectId).setKey(connection.apiKey);
}

/** A client acting as the user whose session secret our cookie holds (the "session client"). */
export function sessionClient(connection: AppwriteConnection, secret: string): Client {
  return new Client().setEndpoint(connection.endpoint).setProject(connection.projectId).setSession(secret);
}
