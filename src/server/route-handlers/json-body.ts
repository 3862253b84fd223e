// Reads a request body with a size cap, counting the bytes as they arrive, so a client that lies about
// (or omits) Content-Length still cannot make the server buffer more than the cap.

export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** The body's bytes if there are at most `maxBytes` of them, else null (reading stops at the cap). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, message: 'Send the request as JSON.' };
  const bytes = await readBodyBytes(request, maxBytes);
  if (bytes === null) return { ok: false, status: 413, message: 'The request is too large.' };
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request body must be JSON.' };
  }
}
