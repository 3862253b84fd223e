// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, at the highest
// settings: this runs once per build, so the static server never compresses at request time (brotli 11 is
// ~20% smaller than the on-the-fly quality and far too slow to run per request).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isCompressibleType, MIN_COMPRESSIBLE_BYTES } from '../web-server/cache-policy.ts';
import { contentTypeOf } from '../web-server/content-types.ts';

/** What one file gained. */
export interface PrecompressedFile {
  readonly file: string;
  readonly bytes: number;
  readonly br: number | null;
  readonly gzip: number | null;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Brotli at quality 11 and gzip at level 9 of one buffer. */
export function compressBest(body: Buffer, text: boolean): { br: Buffer; gzip: Buffer } {
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: text ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Compresses every compressible file of `dir` of at least MIN_COMPRESSIBLE_BYTES, keeping a copy only when it is
 * smaller than the original. Existing .br/.gz files are replaced.
 */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const results: PrecompressedFile[] = [];
  for (const file of walk(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const type = contentTypeOf(file);
    if (!isCompressibleType(type)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESSIBLE_BYTES) continue;
    const { br, gzip } = compressBest(body, type.startsWith('text/'));
    const kept = { br: br.length < body.length ? br : null, gzip: gzip.length < body.length ? gzip : null };
    if (kept.br) writeFileSync(`${file}.br`, kept.br);
    if (kept.gzip) writeFileSync(`${file}.gz`, kept.gzip);
    results.push({ file: path.relative(dir, file), bytes: body.length, br: kept.br?.length ?? null, gzip: kept.gzip?.length ?? null });
  }
  return results;
}
