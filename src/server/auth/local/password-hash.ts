// Password hashing for the embedded backend: scrypt at the OWASP Password Storage Cheat Sheet's
// recommended cost (N=2^17, r=8, p=1, 128 MiB), a 16-byte random salt, a self-describing format so the
// cost can be raised later, and constant-time comparison.
//
// Each computation takes 128 MiB and one thread of libuv's pool (which files, compression and DNS share)
// for a few hundred milliseconds, so only a few run at once and a few more may wait; past that the
// caller is refused at once (`too-many-requests`) rather than queued, and a burst of sign-ins cannot
// starve every other request.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AuthError } from '../port.ts';
import { createWorkLimit, WorkLimitReached, type WorkLimit } from './work-limit.ts';
import { accountServiceMessages } from '../../services/accounts.messages.ts';

const m = accountServiceMessages('en');

/** scrypt's work factors. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommended minimum; tests may pass a lower cost to stay fast, production never does. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** libuv's thread pool: 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * As many hashes at once as there are cores, but always leaving two pool threads to everything else;
 * four times as many may wait (about a second or two at the default cost).
 */
export const PASSWORD_WORK_PLACES = (() => {
  const running = Math.max(1, Math.min(availableParallelism(), THREAD_POOL_SIZE - 2));
  return { running, waiting: running * 4 };
})();

/** The process's one bound on password hashing, shared by every caller. */
export const passwordWork: WorkLimit = createWorkLimit(PASSWORD_WORK_PLACES);

/** The answer when the password work is full: a person can simply try again in a moment. */
export const PASSWORD_WORK_BUSY = m.busy;

async function scrypt(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * 1024 * 1024 };
  const compute = () =>
    new Promise<Buffer>((resolve, reject) => {
      scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  try {
    return await passwordWork.run(compute);
  } catch (error) {
    throw error instanceof WorkLimitReached ? new AuthError('too-many-requests', PASSWORD_WORK_BUSY) : error;
  }
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * The stored hash of an account that has no password (made by social sign-in). No password matches it,
 * as `!` in /etc/shadow: it is not a scrypt hash, so `verifyPasswordHash` answers false.
 */
export const NO_PASSWORD = '!';

/** Whether `password` matches `stored`; false for any malformed hash. */
export async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !isValidCost(cost)) return false;
  const expected = Buffer.from(hash, 'base64url');
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(salt, 'base64url'), cost);
  } catch (error) {
    // A refusal to start is not a mismatch: it must reach the caller, not count as a wrong password.
    if (error instanceof AuthError) throw error;
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** N a power of two above 1, r and p positive integers, within what a server can afford. */
function isValidCost({ N, r, p }: ScryptCost): boolean {
  return Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= 2 ** 20 && Number.isInteger(r) && r > 0 && r <= 32 && Number.isInteger(p) && p > 0 && p <= 16;
}

/** Whether a stored hash was made at a lower cost than today's and should be replaced at the next sign-in. */
export function needsRehash(stored: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): boolean {
  const [scheme, n, r, p] = stored.split('$');
  const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !isValidCost(storedCost)) return true;
  return storedCost.N < cost.N || storedCost.r < cost.r || storedCost.p < cost.p;
}

/**
 * A hash to compare against when the email is unknown, so that answering "Incorrect email or password"
 * takes as long for a stranger's email as for a member's (no account enumeration by timing).
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const key = `${cost.N}/${cost.r}/${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
    // A refused first computation (the password work was full) must not be remembered as the decoy.
    decoy.catch(() => decoys.delete(key));
  }
  return decoy;
}
