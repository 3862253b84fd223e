// Reads a request body as the exact text sent, with a size cap counted as the bytes arrive (a client that
// lies about or omits Content-Length still cannot make the server buffer more). Signed webhooks need the
// raw text: re-serialised JSON would not match the signature.

export type RawBodyResult = { ok: true; text: string } | { ok: false; status: 413; message: string };

export async function readRawBody(request: Request, maxBytes: number): Promise<RawBodyResult> {
  const tooLarge: RawBodyResult = { ok: false, status: 413, message: 'The request is too large.' };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;
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
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
