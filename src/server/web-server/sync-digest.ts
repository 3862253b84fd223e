// Web Crypto's SHA digests of small inputs answered on the calling thread. For each on-demand page Astro hashes
// its scripts and styles for the page's Content-Security-Policy through crypto.subtle.digest, on every request
// (for an external stylesheet it hashes the empty string), and Node sends each digest to the thread pool and
// back. node:crypto's createHash computes the same digest in a few microseconds without the round trip.
import { createHash } from 'node:crypto';

/** Inputs up to this size are hashed in place; larger ones still go to the thread pool (the event loop stays free). */
export const SYNC_DIGEST_MAX_BYTES = 64 * 1024;

/** Web Crypto's digest names and node:crypto's. */
const NODE_NAMES: Readonly<Record<string, string>> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

type Digest = SubtleCrypto['digest'];

function nodeNameOf(algorithm: unknown): string | undefined {
  const name = typeof algorithm === 'string' ? algorithm : typeof algorithm === 'object' && algorithm !== null ? (algorithm as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? NODE_NAMES[name.toUpperCase()] : undefined;
}

function bytesOf(data: unknown): Uint8Array | undefined {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

/** A digest that hashes small inputs with createHash and hands everything else (other algorithms, large or odd inputs) to `original`. */
export function syncSmallDigests(original: Digest): Digest {
  return function digest(algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
    const nodeName = nodeNameOf(algorithm);
    const bytes = bytesOf(data);
    if (nodeName === undefined || bytes === undefined || bytes.byteLength > SYNC_DIGEST_MAX_BYTES) return original(algorithm, data);
    const hash = createHash(nodeName).update(bytes).digest();
    // A fresh ArrayBuffer of its own, as Web Crypto returns (the Buffer may share a pooled one).
    return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer);
  };
}

/** Installs syncSmallDigests on this process's Web Crypto (the built server calls it once at start). */
export function installSyncSmallDigests(subtle: SubtleCrypto = globalThis.crypto.subtle): void {
  subtle.digest = syncSmallDigests(subtle.digest.bind(subtle));
}
