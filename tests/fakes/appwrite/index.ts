// A fake Appwrite 1.9 for tests: a small node:http server on 127.0.0.1 that checks every request
// against the documented REST shape and answers with documented bodies and error types. It is a test
// double for request shapes, not a second backend: it keeps just enough state in memory to answer what
// the adapters send. Areas: TablesDB (tables-db.ts), Users (users.ts), Account (account.ts); more can
// be added through `server.register`, for example a JWT route for Realtime:
//
//   fake.server.register({
//     method: 'POST', path: '/v1/account/jwts', auth: 'session', optional: ['duration'],
//     handle: ({ caller }) => {
//       const session = caller.kind === 'session' ? fake.auth.sessionBySecret(caller.secret) : undefined;
//       if (!session) throw new FakeAppwriteError('general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
//       return { status: 201, body: { jwt: '…' } };
//     },
//   });
import { schema, type TableSpec } from '../../../src/server/schema.ts';
import { registerAccount } from './account.ts';
import { AuthState, type AuthStateOptions } from './auth-state.ts';
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
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
}

export interface FakeAppwrite {
  readonly endpoint: string;
  readonly projectId: string;
  readonly apiKey: string;
  readonly databaseId: string;
  readonly server: FakeServer;
  readonly tablesDb: FakeTablesDb;
  readonly auth: AuthState;
  close(): Promise<void>;
}

export async function startFakeAppwrite(options: FakeAppwriteOptions = {}): Promise<FakeAppwrite> {
  const projectId = options.projectId ?? 'fake-project';
  const apiKey = options.apiKey ?? 'fake-api-key-with-every-scope';
  const databaseId = options.databaseId ?? 'platform';
  const server = await startFakeServer({ projectId, apiKey, port: options.port ?? 0 });
  const tablesDb = registerTablesDb(server, { databaseId, tables: options.tables ?? schema });
  const auth = new AuthState(options);
  registerUsers(server, auth);
  registerAccount(server, auth, {
    oauthProviders: options.oauthProviders ?? ['google', 'microsoft', 'linkedin'],
    platformHosts: options.platformHosts ?? ['localhost', '127.0.0.1'],
  });
  return { endpoint: server.endpoint, projectId, apiKey, databaseId, server, tablesDb, auth, close: () => server.close() };
}
