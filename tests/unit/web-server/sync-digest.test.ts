// The in-thread digest gives Web Crypto's answer for small inputs, and leaves other work to Web Crypto.
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { SYNC_DIGEST_MAX_BYTES, syncSmallDigests } from '../../../src/server/web-server/sync-digest.ts';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const original = subtle.digest.bind(subtle);
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('small digests on the calling thread', () => {
  const inputs: Record<string, BufferSource> = {
    'the empty string': new TextEncoder().encode(''),
    'a script': new TextEncoder().encode('document.querySelector("[data-sign-out]")?.addEventListener("submit", () => {});'),
    'an ArrayBuffer': new Uint8Array([1, 2, 3, 250]).buffer,
    'a view into a larger buffer': new Uint8Array([9, 9, 1, 2, 3, 9]).subarray(2, 5),
    'a DataView': new DataView(new Uint8Array([7, 8, 9, 10]).buffer, 1, 2),
  };
  for (const algorithm of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'sha-256', { name: 'SHA-256' }] as const) {
    for (const [label, data] of Object.entries(inputs)) {
      it(`${typeof algorithm === 'string' ? algorithm : algorithm.name} of ${label} equals Web Crypto's, without asking it`, async () => {
        const spy = vi.fn(original);
        const answer = await syncSmallDigests(spy)(algorithm, data);
        expect(answer).toBeInstanceOf(ArrayBuffer);
        expect(hex(answer)).toBe(hex(await original(algorithm, data)));
        expect(spy).not.toHaveBeenCalled();
      });
    }
  }

  it('answers each call with an ArrayBuffer of its own', async () => {
    const digest = syncSmallDigests(original);
    const data = new TextEncoder().encode('');
    const first = await digest('SHA-256', data);
    const second = await digest('SHA-256', data);
    new Uint8Array(first).fill(0);
    expect(hex(second)).toBe(hex(await original('SHA-256', data)));
    expect(first.byteLength).toBe(32);
  });

  it('leaves large inputs, other algorithms and invalid input to Web Crypto', async () => {
    const spy = vi.fn(original);
    const digest = syncSmallDigests(spy);
    const large = new Uint8Array(SYNC_DIGEST_MAX_BYTES + 1).fill(7);
    expect(hex(await digest('SHA-256', large))).toBe(hex(await original('SHA-256', large)));
    await expect(digest('MD5', new Uint8Array(1))).rejects.toThrow();
    await expect(digest('SHA-256', 'not bytes' as unknown as BufferSource)).rejects.toThrow();
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
