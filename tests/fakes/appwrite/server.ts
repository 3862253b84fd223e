// The fake Appwrite's HTTP core: a route table, and the checks every request must pass before a
// handler sees it, as the Appwrite REST API documents them (and node-appwrite 27.1 sends them):
// - `X-Appwrite-Project` names the project, `X-Appwrite-Response-Format` is a 1.9 format;
// - a request carries `X-Appwrite-Key` or `X-Appwrite-Session`, never both, and only what the route
//   accepts (a wrong key is a guest without scopes: 401 general_unauthorized_scope);
// - writes send a JSON object body with `content-type: application/json`; reads send their parameters
//   in the query string, arrays as `name[0]=…` (queries as JSON strings);
// - only documented parameters: a missing required one or an unknown one is 400 general_argument_invalid
//   (Appwrite ignores unknown ones; the fake is stricter so adapter mistakes cannot pass unnoticed).
// Handlers live in one module per API area and register here, so more areas can be added by tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeAppwriteError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who a route lets in: the server API key, a user session, either, or anyone (guest or key). */
export type RouteAuth = 'key' | 'session' | 'key-or-session' | 'guest-or-key';

/** How the request authenticated, once checked. */
export type Caller = { kind: 'key' } | { kind: 'session'; secret: string } | { kind: 'guest' };

export interface RequestContext {
  readonly params: Readonly<Record<string, string>>;
  /** The documented parameters: JSON body for writes, query string for reads. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly caller: Caller;
  readonly url: URL;
}

export type RouteResult =
  | { status: number; body?: unknown }
  | { status: number; text: string }
  | { status: 301 | 302; location: string };

export interface Route {
  readonly method: Method;
  /** Path with `:name` segments, e.g. `/v1/users/:userId`. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Documented parameter names; required ones are checked before the handler runs. */
  readonly required?: readonly string[];
  readonly optional?: readonly string[];
  /**
   * Answers without a project header too: Appwrite serves such a request as its console project, so a
   * public route like `GET /v1/health/version` works without one (a wrong project is still refused).
   */
  readonly projectOptional?: boolean;
  /** A browser navigation (no SDK headers), e.g. the fake provider's consent page. */
  readonly browser?: boolean;
  readonly handle: (context: RequestContext) => RouteResult | Promise<RouteResult>;
}

export interface FakeServerOptions {
  readonly projectId: string;
  readonly apiKey: string;
  /** Port on 127.0.0.1 (0 picks a free one). */
  readonly port?: number;
}

/** One request as received, for tests that assert on request shapes. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly input: Readonly<Record<string, unknown>>;
}

export interface FakeServer {
  readonly endpoint: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  register(route: Route): void;
  close(): Promise<void>;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] as string;
    const actual = got[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** Query-string parameters, with `name[0]=…&name[1]=…` folded into arrays and booleans read as such. */
function queryInput(url: URL): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    const indexed = /^([^[]+)\[(\d*)\]$/.exec(key);
    if (indexed) {
      const name = indexed[1] as string;
      const list = (input[name] ??= []) as unknown[];
      if (!Array.isArray(list)) throw new FakeAppwriteError('general_argument_invalid', `Param "${name}" is both a value and a list`);
      list.push(value);
    } else {
      input[key] = value === 'true' ? true : value === 'false' ? false : value;
    }
  }
  return input;
}

async function bodyInput(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  if (!(request.headers['content-type'] ?? '').includes('application/json')) {
    throw new FakeAppwriteError('general_argument_invalid', 'Request body must be JSON (content-type: application/json)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FakeAppwriteError('general_argument_invalid', 'Request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FakeAppwriteError('general_argument_invalid', 'Request body must be a JSON object of parameters');
  }
  return parsed as Record<string, unknown>;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Starts the HTTP server with no routes; areas register theirs. */
export async function startFakeServer(options: FakeServerOptions): Promise<FakeServer> {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];

  const authenticate = (request: IncomingMessage, route: Route): Caller => {
    const key = header(request, 'x-appwrite-key');
    const session = header(request, 'x-appwrite-session');
    if (key !== undefined && session !== undefined) {
      throw new FakeAppwriteError('general_bad_request', 'API key and session used in the same request. Use either setSession or setKey');
    }
    const guestError = () =>
      new FakeAppwriteError('general_unauthorized_scope', `User (role: guests) missing scopes for ${route.method} ${route.path}`);
    if (key !== undefined) {
      if (key !== options.apiKey) throw guestError();
      if (route.auth === 'session') throw new FakeAppwriteError('user_unauthorized', 'This route acts as a user; call it with a session, not the API key');
      return { kind: 'key' };
    }
    if (session !== undefined) {
      if (route.auth === 'key' || route.auth === 'guest-or-key') throw guestError();
      return { kind: 'session', secret: session };
    }
    if (route.auth === 'guest-or-key') return { kind: 'guest' };
    throw guestError();
  };

  const handle = async (request: IncomingMessage): Promise<RouteResult> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    let found: { route: Route; params: Record<string, string> } | null = null;
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = matchPath(route.path, url.pathname);
      if (params) {
        found = { route, params };
        break;
      }
    }
    if (!found) throw new FakeAppwriteError('general_route_not_found', `No route ${method} ${url.pathname}`);
    const { route, params } = found;
    const input = method === 'GET' ? queryInput(url) : await bodyInput(request);
    requests.push({
      method,
      path: url.pathname,
      headers: {
        'x-appwrite-project': header(request, 'x-appwrite-project'),
        'x-appwrite-key': header(request, 'x-appwrite-key') === undefined ? undefined : '(set)',
        'x-appwrite-session': header(request, 'x-appwrite-session') === undefined ? undefined : '(set)',
        'x-appwrite-response-format': header(request, 'x-appwrite-response-format'),
        'content-type': header(request, 'content-type'),
      },
      input,
    });
    if (route.browser) return route.handle({ params, input, caller: { kind: 'guest' }, url });

    const project = header(request, 'x-appwrite-project');
    if (project !== options.projectId && !(project === undefined && route.projectOptional === true)) {
      throw new FakeAppwriteError('project_not_found', `Project with the requested ID could not be found (X-Appwrite-Project: ${String(project)})`);
    }
    const format = header(request, 'x-appwrite-response-format');
    if (format === undefined || !/^1\.9\.\d+$/.test(format)) {
      throw new FakeAppwriteError('general_argument_invalid', `X-Appwrite-Response-Format must be a 1.9 format, got ${String(format)}`);
    }
    if (method !== 'GET' && !(header(request, 'content-type') ?? '').includes('application/json')) {
      throw new FakeAppwriteError('general_argument_invalid', `${method} requests send content-type: application/json`);
    }
    const caller = authenticate(request, route);
    const documented = new Set([...(route.required ?? []), ...(route.optional ?? [])]);
    for (const name of Object.keys(input)) {
      if (!documented.has(name)) throw new FakeAppwriteError('general_argument_invalid', `Param "${name}" is not expected by ${method} ${route.path}`);
    }
    for (const name of route.required ?? []) {
      if (input[name] === undefined) throw new FakeAppwriteError('general_argument_invalid', `Param "${name}" is not optional.`);
    }
    return route.handle({ params, input, caller, url });
  };

  const respond = (response: ServerResponse, result: RouteResult) => {
    if ('location' in result) {
      response.writeHead(result.status, { location: result.location });
      response.end();
      return;
    }
    if ('text' in result) {
      response.writeHead(result.status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(result.text);
      return;
    }
    if (result.body === undefined) {
      response.writeHead(result.status);
      response.end();
      return;
    }
    response.writeHead(result.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result.body));
  };

  const server = createServer((request, response) => {
    handle(request).then(
      (result) => respond(response, result),
      (error: unknown) => {
        const failure =
          error instanceof FakeAppwriteError
            ? error
            : new FakeAppwriteError('general_unknown', `Fake Appwrite failed: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(failure.code, { 'content-type': 'application/json' });
        response.end(JSON.stringify(failure.body()));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    register(route) {
      routes.push(route);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
