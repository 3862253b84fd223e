// The shape of one route of the fake Appwrite: a documented method and path, and a handler that checks
// the request against the documented REST shape and answers with a documented body. Kept minimal so the
// route modules here can be registered in the shared fake's route table.
import type { IncomingHttpHeaders } from 'node:http';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  /** Sent as JSON, except strings, which are sent as text/plain. */
  body: unknown;
}

export interface FakeRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path after the endpoint's origin, e.g. `/v1/account/jwts`. */
  path: string;
  handle(request: FakeRequest): FakeResponse;
}

/** Appwrite's documented error body (`AppwriteException` reads message, code and type from it). */
export function appwriteError(code: number, type: string, message: string): FakeResponse {
  return { status: code, body: { message, code, type, version: '1.9.0' } };
}

/** A header's single value (node lower-cases names). */
export function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
