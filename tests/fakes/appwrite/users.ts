// The fake's Users area (server API key only): create, get, list by email, delete, password, labels,
// sessions and identities (listed by user and provider), with the documented bodies and error types.
import { randomBytes } from 'node:crypto';
import type { AuthState} from './auth-state.ts';
import { checkPassword, identityBody, sessionBody, userBody } from './auth-state.ts';
import { FakeAppwriteError } from './errors.ts';
import type { FakeServer, RequestContext, RouteResult } from './server.ts';

const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const LABEL_PATTERN = /^[a-zA-Z0-9]{1,36}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads users.list's queries as Appwrite 1.9 takes them: `equal` on `email` or `$id`, `startsWith` on `email`,
 * `orderAsc`/`orderDesc` on `email`, `cursorAfter`, `limit` (at most 100 values in one `equal`, as Appwrite
 * allows). Others are refused, so the adapter cannot come to rely on a query the fake only pretends to know.
 */
function listFilter(queries: unknown): {
  keep: (user: { $id: string; email: string }) => boolean;
  order: 'asc' | 'desc' | null;
  cursor: string | null;
  limit: number;
} {
  const tests: ((user: { $id: string; email: string }) => boolean)[] = [];
  let order: 'asc' | 'desc' | null = null;
  let cursor: string | null = null;
  let limit = 25;
  for (const raw of Array.isArray(queries) ? queries : []) {
    const query = JSON.parse(String(raw)) as { method: string; attribute?: string; values?: unknown[] };
    const values = (query.values ?? []).map(String);
    if (query.method === 'equal' && (query.attribute === 'email' || query.attribute === '$id')) {
      if (values.length > 100) throw new FakeAppwriteError('general_query_invalid', 'Invalid query: Query on attribute has greater than 100 values');
      const wanted = new Set(query.attribute === 'email' ? values.map((value) => value.toLowerCase()) : values);
      const attribute = query.attribute;
      tests.push((user) => wanted.has(attribute === 'email' ? user.email : user.$id));
    } else if (query.method === 'startsWith' && query.attribute === 'email') {
      const prefix = (values[0] ?? '').toLowerCase();
      tests.push((user) => user.email.startsWith(prefix));
    } else if ((query.method === 'orderAsc' || query.method === 'orderDesc') && query.attribute === 'email') {
      order = query.method === 'orderAsc' ? 'asc' : 'desc';
    } else if (query.method === 'cursorAfter' && typeof query.values?.[0] === 'string') {
      cursor = query.values[0];
    } else if (query.method === 'limit' && typeof query.values?.[0] === 'number') limit = query.values[0];
    else throw new FakeAppwriteError('general_query_invalid', `Invalid query: the fake lists users by email, $id, email prefix, email order, cursor and limit only, got ${String(raw)}`);
  }
  return { keep: (user) => tests.every((test) => test(user)), order, cursor, limit };
}

/** Reads users.listIdentities's queries: `equal` on the attributes Appwrite documents, and `limit`. */
function identityFilter(queries: unknown): { equals: [string, string[]][]; limit: number } {
  const equals: [string, string[]][] = [];
  let limit = 25;
  for (const raw of Array.isArray(queries) ? queries : []) {
    const query = JSON.parse(String(raw)) as { method: string; attribute?: string; values?: unknown[] };
    if (query.method === 'equal' && ['userId', 'provider', 'providerUid', 'providerEmail'].includes(query.attribute ?? '')) {
      equals.push([query.attribute as string, (query.values ?? []).map(String)]);
    } else if (query.method === 'limit' && typeof query.values?.[0] === 'number') limit = query.values[0];
    else throw new FakeAppwriteError('general_query_invalid', `Invalid query: the fake lists identities by userId, provider, providerUid, providerEmail and limit only, got ${String(raw)}`);
  }
  return { equals, limit };
}

export function registerUsers(server: FakeServer, state: AuthState): void {
  const userOf = (context: RequestContext) => state.user(context.params.userId as string);
  const routes: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string; required?: string[]; optional?: string[]; handle: (context: RequestContext) => RouteResult }[] = [
    {
      method: 'POST',
      path: '/v1/users',
      required: ['userId'],
      optional: ['email', 'phone', 'password', 'name'],
      handle: ({ input }) => {
        const userId = input.userId === 'unique()' ? randomBytes(10).toString('hex') : String(input.userId);
        if (!ID_PATTERN.test(userId)) throw new FakeAppwriteError('general_argument_invalid', 'Invalid `userId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and non-leading . - _');
        if (typeof input.email !== 'string' || !EMAIL_PATTERN.test(input.email)) throw new FakeAppwriteError('general_argument_invalid', 'Invalid `email` param: Value must be a valid email address');
        const password = input.password === undefined ? null : checkPassword(input.password);
        const user = state.createUser({ userId, email: input.email, password, name: typeof input.name === 'string' ? input.name : '' });
        return { status: 201, body: userBody(user) };
      },
    },
    {
      method: 'GET',
      path: '/v1/users',
      optional: ['queries', 'search', 'total'],
      handle: ({ input }) => {
        if (input.search !== undefined) throw new FakeAppwriteError('general_query_invalid', 'The fake does not search users');
        const { keep, order, cursor, limit } = listFilter(input.queries);
        let matching = [...state.users.values()].filter(keep);
        if (order) matching.sort((a, b) => (order === 'asc' ? 1 : -1) * (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
        if (cursor !== null) {
          const at = matching.findIndex((user) => user.$id === cursor);
          if (at === -1) throw new FakeAppwriteError('general_cursor_not_found', 'Invalid cursor: the cursor document was not found');
          matching = matching.slice(at + 1);
        }
        const total = input.total === false || input.total === 'false' ? 0 : matching.length;
        return { status: 200, body: { total, users: matching.slice(0, limit).map(userBody) } };
      },
    },
    {
      // Registered before /v1/users/:userId, which would otherwise read `identities` as a user id.
      method: 'GET',
      path: '/v1/users/identities',
      optional: ['queries', 'search', 'total'],
      handle: ({ input }) => {
        if (input.search !== undefined) throw new FakeAppwriteError('general_query_invalid', 'The fake does not search identities');
        const { equals, limit } = identityFilter(input.queries);
        const matching = [...state.identities.values()].filter((identity) =>
          equals.every(([attribute, values]) => values.includes(String(identity[attribute as keyof typeof identity]))),
        );
        return { status: 200, body: { total: matching.length, identities: matching.slice(0, limit).map(identityBody) } };
      },
    },
    { method: 'GET', path: '/v1/users/:userId', handle: (context) => ({ status: 200, body: userBody(userOf(context)) }) },
    {
      method: 'DELETE',
      path: '/v1/users/:userId',
      handle: (context) => {
        state.deleteUser(context.params.userId as string);
        return { status: 204 };
      },
    },
    {
      method: 'PATCH',
      path: '/v1/users/:userId/status',
      required: ['status'],
      handle: (context) => {
        const user = userOf(context);
        if (typeof context.input.status !== 'boolean') throw new FakeAppwriteError('general_argument_invalid', 'Invalid `status` param: Value must be a valid boolean');
        user.status = context.input.status;
        return { status: 200, body: userBody(user) };
      },
    },
    {
      method: 'PATCH',
      path: '/v1/users/:userId/password',
      required: ['password'],
      handle: (context) => {
        const user = userOf(context);
        state.setPassword(user, checkPassword(context.input.password));
        return { status: 200, body: userBody(user) };
      },
    },
    {
      method: 'PUT',
      path: '/v1/users/:userId/labels',
      required: ['labels'],
      handle: (context) => {
        const user = userOf(context);
        const labels = context.input.labels;
        if (!Array.isArray(labels) || labels.length > 1000 || !labels.every((label) => typeof label === 'string' && LABEL_PATTERN.test(label))) {
          throw new FakeAppwriteError('general_argument_invalid', 'Invalid `labels` param: Value must be an array of up to 1000 alphanumeric strings of at most 36 chars');
        }
        user.labels = [...new Set(labels as string[])];
        return { status: 200, body: userBody(user) };
      },
    },
    {
      method: 'POST',
      path: '/v1/users/:userId/sessions',
      handle: (context) => {
        const user = userOf(context);
        return { status: 201, body: sessionBody(state.createSession(user.$id, 'server'), { withSecret: true, current: false }) };
      },
    },
    {
      method: 'GET',
      path: '/v1/users/:userId/sessions',
      optional: ['total'],
      handle: (context) => {
        const user = userOf(context);
        const sessions = [...state.sessions.values()].filter((session) => session.userId === user.$id);
        return { status: 200, body: { total: sessions.length, sessions: sessions.map((session) => sessionBody(session, { withSecret: false, current: false })) } };
      },
    },
    {
      method: 'DELETE',
      path: '/v1/users/:userId/sessions',
      handle: (context) => {
        const user = userOf(context);
        for (const session of [...state.sessions.values()]) if (session.userId === user.$id) state.sessions.delete(session.$id);
        return { status: 204 };
      },
    },
    {
      method: 'DELETE',
      path: '/v1/users/:userId/sessions/:sessionId',
      handle: (context) => {
        const user = userOf(context);
        const session = state.sessions.get(context.params.sessionId as string);
        if (session === undefined || session.userId !== user.$id) throw new FakeAppwriteError('user_session_not_found', 'The current user session could not be found.');
        state.sessions.delete(session.$id);
        return { status: 204 };
      },
    },
  ];
  for (const route of routes) server.register({ ...route, auth: 'key' });
}
