// The one way an endpoint answers JSON: the body, a status, and `no-store` unless told otherwise, since
// every JSON answer here is about one request or one person and must not sit in a shared cache.

export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}
