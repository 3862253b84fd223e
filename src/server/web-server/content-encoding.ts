// Which compression a response may use, from the request's Accept-Encoding (RFC 9110 §12.5.3).

/** The compressions the server produces, best first: brotli is ~15-20% smaller than gzip on text. */
export type Compression = 'br' | 'gzip';

/** Every compression we can produce, in order of preference. */
export const COMPRESSIONS: readonly Compression[] = ['br', 'gzip'];

/** The q-value of every coding the client named, `*` included; unparsable q-values count as 1. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value.trim());
        if (Number.isFinite(parsed)) q = Math.min(1, Math.max(0, parsed));
      }
    }
    weights.set(name, q);
  }
  return weights;
}

/**
 * The compression to answer with, or `null` for an uncompressed body. Among the `available` codings the client
 * accepts (q > 0, named or through `*`), the highest q wins and ties go to our preference (brotli). No header
 * means "no preference", which we read as the safe choice: uncompressed.
 */
export function chooseCompression(
  acceptEncoding: string | readonly string[] | undefined,
  available: readonly Compression[] = COMPRESSIONS,
): Compression | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (typeof header !== 'string' || header.trim() === '') return null;
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*');
  let best: Compression | null = null;
  let bestQ = 0;
  for (const coding of COMPRESSIONS) {
    if (!available.includes(coding)) continue;
    // `x-gzip` is gzip's old alias (RFC 9110 §8.4.1.3).
    const q = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
