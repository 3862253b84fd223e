// Password hashing for the embedded backend: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1), a
// random salt, a self-describing `scrypt$N$r$p$salt$hash` format, and NFC-normalised input.
import { beforeAll, describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  needsRehash,
  PASSWORD_WORK_BUSY,
  PASSWORD_WORK_PLACES,
  passwordWork,
  verifyPasswordHash,
  type ScryptCost,
} from '#/server/auth/local/password-hash.ts';
import { AuthError } from '#/server/auth/port.ts';

/** A low cost so the tests stay fast; production always uses the default. */
const LOW: ScryptCost = { N: 1024, r: 8, p: 1 };
const PASSWORD = 'correct horse battery staple';

describe('the default cost is OWASP’s', () => {
  let stored: string;

  beforeAll(async () => {
    stored = await hashPassword(PASSWORD);
  });

  it('is N=131072, r=8, p=1', () => {
    expect(DEFAULT_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('is written into the stored format scrypt$131072$8$1$salt$hash (16-byte salt, 32-byte hash, base64url)', () => {
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('a hash at the default cost verifies', async () => {
    await expect(verifyPasswordHash(PASSWORD, stored)).resolves.toBe(true);
  });

  it('a hash at the default cost needs no rehash', () => {
    expect(needsRehash(stored)).toBe(false);
  });
});

describe('verifying', () => {
  it('the correct password verifies', async () => {
    const stored = await hashPassword(PASSWORD, LOW);
    await expect(verifyPasswordHash(PASSWORD, stored)).resolves.toBe(true);
  });

  it('a wrong password does not', async () => {
    const stored = await hashPassword(PASSWORD, LOW);
    await expect(verifyPasswordHash('correct horse battery stapler', stored)).resolves.toBe(false);
    await expect(verifyPasswordHash('Correct horse battery staple', stored)).resolves.toBe(false);
    await expect(verifyPasswordHash('', stored)).resolves.toBe(false);
  });

  it('two hashes of one password differ (random salt), and both verify', async () => {
    const first = await hashPassword(PASSWORD, LOW);
    const second = await hashPassword(PASSWORD, LOW);
    expect(first).not.toBe(second);
    await expect(verifyPasswordHash(PASSWORD, first)).resolves.toBe(true);
    await expect(verifyPasswordHash(PASSWORD, second)).resolves.toBe(true);
  });

  it('the password is NFC-normalised: precomposed and decomposed "é" verify the same', async () => {
    const precomposed = 'caf\u00e9 au lait, s\u2019il vous pla\u00eet';
    const decomposed = precomposed.normalize('NFD');
    expect(decomposed).not.toBe(precomposed);
    await expect(verifyPasswordHash(decomposed, await hashPassword(precomposed, LOW))).resolves.toBe(true);
    await expect(verifyPasswordHash(precomposed, await hashPassword(decomposed, LOW))).resolves.toBe(true);
  });
});

describe('malformed stored strings are refused, never thrown', () => {
  let good: string;

  beforeAll(async () => {
    good = await hashPassword(PASSWORD, LOW);
  });

  const variants: [string, (good: string) => string][] = [
    ['an empty string', () => ''],
    ['a plain-text password', () => PASSWORD],
    ['another scheme', (g) => g.replace(/^scrypt/, 'bcrypt')],
    ['missing the hash', (g) => g.split('$').slice(0, 5).join('$')],
    ['an empty salt', (g) => g.split('$').map((part, i) => (i === 4 ? '' : part)).join('$')],
    ['a truncated hash', (g) => g.slice(0, -4)],
    ['a hash that is not base64url', (g) => g.split('$').map((part, i) => (i === 5 ? '!!!' : part)).join('$')],
    ['a cost that is not a number', (g) => g.replace('$1024$', '$abc$')],
    ['a cost that is not a power of two', (g) => g.replace('$1024$', '$3$')],
    ['an unaffordable cost', (g) => g.replace('$1024$', '$4194304$')],
  ];

  it.each(variants)('%s', async (_label, make) => {
    await expect(verifyPasswordHash(PASSWORD, make(good))).resolves.toBe(false);
  });
});

describe('needsRehash', () => {
  it('is true for a stored hash whose cost cannot be read', () => {
    expect(needsRehash('scrypt$abc$8$1$salt$hash')).toBe(true);
  });

  it('is true for a hash made at a lower cost than today’s', async () => {
    const stored = await hashPassword(PASSWORD, LOW);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(stored, { N: 1024, r: 8, p: 2 })).toBe(true);
  });

  it('is false for a hash made at the current cost', async () => {
    const stored = await hashPassword(PASSWORD, LOW);
    expect(needsRehash(stored, LOW)).toBe(false);
  });

  it('is true for a hash of another scheme', () => {
    expect(needsRehash('bcrypt$2b$12$abc')).toBe(true);
  });
});

describe('only a few hashes run at once (issue 8, hole 1)', () => {
  /** Takes every place of the password work with jobs that wait for the returned release. */
  function fillPasswordWork(): () => Promise<void> {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const places = PASSWORD_WORK_PLACES.running + PASSWORD_WORK_PLACES.waiting;
    const held = Array.from({ length: places }, () => passwordWork.run(() => gate));
    return async () => {
      open();
      await Promise.all(held);
    };
  }

  it('leaves at least two of libuv’s four pool threads to everything else, and lets four times as many wait', () => {
    expect(PASSWORD_WORK_PLACES.running).toBe(Math.max(1, Math.min(availableParallelism(), 2)));
    expect(PASSWORD_WORK_PLACES.waiting).toBe(4 * PASSWORD_WORK_PLACES.running);
  });

  it('refuses at once, as too-many-requests (not as a wrong password), when every place is taken', async () => {
    const stored = await hashPassword(PASSWORD, LOW);
    const release = fillPasswordWork();
    try {
      const refusal = await verifyPasswordHash(PASSWORD, stored).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AuthError);
      expect(refusal).toMatchObject({ code: 'too-many-requests', message: PASSWORD_WORK_BUSY });
      await expect(hashPassword(PASSWORD, LOW)).rejects.toMatchObject({ code: 'too-many-requests' });
    } finally {
      await release();
    }
    await expect(verifyPasswordHash(PASSWORD, stored)).resolves.toBe(true);
  });
});
