// Reads a request body with a size cap, counting the bytes as they arrive, so a client that lies about
// (or omits) Content-Length still cannot make the handler buffer more than the cap. (The web server caps
// every body per route before the app; this is the handler's own limit, which holds wherever it runs.)

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
