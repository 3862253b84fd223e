// A fake Appwrite 1.9 for tests: a small node:http server on 127.0.0.1 that checks every request
// against the documented REST shape and answers with documented bodies and error types. It is a test
// double for request shapes, not a second backend: it keeps just enough state in memory to answer what
// the adapters send. Areas, one module each: TablesDB (tables-db.ts), Users (users.ts), Account
// (account.ts), Account JWTs for Realtime (jwts.ts), Health and ping (health.ts). A test can add more
// routes through `fake.server.register`.
import { schema, type TableSpec } from '#/server/schema.ts';
import type { AppwriteConnection } from '#/server/store/appwrite/connection.ts';
import { registerAccount } from './account.ts';
import { AuthState, type AuthStateOptions } from './auth-state.ts';
import { registerHealth, type FakeHealth } from './health.ts';
import { registerJwts, type FakeJwts } from './jwts.ts';
import { startFakeServer, type FakeServer } from './server.ts';
import { registerTablesDb, type FakeTablesDb } from './tables-db.ts';
import { registerUsers } from './users.ts';

export interface FakeAppwriteOptions extends AuthStateOptions {
  readonly projectId?: string;
  readonly apiKey?: string;
  readonly databaseId?: string;
  /** Tables as pushed to the project; the platform's schema by default. */
  readonly tables?: Readonly<Record<string, TableSpec>>;
  readonly oauthProviders?: readonly string[];
  readonly platformHosts?: readonly string[];
  /** What `GET /v1/health/version` reports; the fake's version by default. */
  readonly version?: string;
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Largest list `total` (Appwrite's 5000 by default): a lower cap proves at small scale that nothing counts rows. */
  readonly countLimit?: number;
  /** Staged operations per transaction (Appwrite's 100 by default). */
  readonly maxTransactionOperations?: number;
}

/** A running fake; it is also the connection settings the adapters need to reach it. */
export interface FakeAppwrite extends AppwriteConnection {
  readonly endpoint: string;
  readonly projectId: string;
  readonly apiKey: string;
  readonly databaseId: string;
  readonly server: FakeServer;
  readonly tablesDb: FakeTablesDb;
  readonly auth: AuthState;
  /** JWTs handed out by `POST /v1/account/jwts`. */
  readonly jwts: FakeJwts;
  /** The reported version, and `down` to make health and ping fail. */
  readonly health: FakeHealth;
  close(): Promise<void>;
}

export async function startFakeAppwrite(options: FakeAppwriteOptions = {}): Promise<FakeAppwrite> {
  const projectId = options.projectId ?? 'fake-project';
  const apiKey = options.apiKey ?? 'fake-api-key-with-every-scope';
  const databaseId = options.databaseId ?? 'platform';
  const server = await startFakeServer({ projectId, apiKey, port: options.port ?? 0 });
  const tablesDb = registerTablesDb(server, {
    databaseId,
    tables: options.tables ?? schema,
    countLimit: options.countLimit,
    maxTransactionOperations: options.maxTransactionOperations,
  });
  const auth = new AuthState(options);
  registerUsers(server, auth);
  registerAccount(server, auth, {
    oauthProviders: options.oauthProviders ?? ['google', 'microsoft', 'linkedin'],
    platformHosts: options.platformHosts ?? ['localhost', '127.0.0.1'],
  });
  const jwts = registerJwts(server, auth);
  const health = registerHealth(server, { version: options.version });
  return { endpoint: server.endpoint, projectId, apiKey, databaseId, server, tablesDb, auth, jwts, health, close: () => server.close() };
}
