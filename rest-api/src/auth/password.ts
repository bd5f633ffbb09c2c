// Passwords are stored as `scrypt$N$r$p$salt$hash` (base64), salted per user (product-rules §6), with
// N = 2^17, r = 8, p = 1 (128 MiB, today's usual minimum). A hash with weaker parameters (N = 2^14
// before issue 16) still verifies and is replaced at the next successful sign-in (`needsRehash`).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isTestRun } from '../config';

export const SCRYPT_N = 2 ** 17;
/**
 * N of the password hashes written now: SCRYPT_N, except in a test process that lowered it
 * (`setPasswordCostForTests`), where a sign-in at the production cost takes a core for up to a
 * second of a loaded machine. Only the tests of hashing itself keep the production cost.
 */
let passwordN = SCRYPT_N;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** The largest N a stored hash may name (a corrupt row must not ask for gigabytes). */
const MAX_N = 2 ** 20;

/**
 * Derivations run at most one per core; the others wait here, first come first served. Each takes a
 * core and 128 MiB for a fraction of a second: more at once would only queue in libuv's pool, where a
 * derivation whose client has gone can no longer be dropped. Under a flood of sign-ins (issue 16's
 * brute force), the gateway gives up on a request after 5 s; its derivation is then skipped here
 * (`signal`), so a legitimate sign-in waits behind the work still wanted, not behind all of it.
 */
export const PARALLEL_DERIVATIONS = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < PARALLEL_DERIVATIONS) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the first waiting derivation, or frees it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** Derivations running and waiting now (for tests). */
export function derivationLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** A derivation skipped because the request that wanted it was abandoned. */
export class DerivationAbandoned extends Error {
  constructor() {
    super('the request was abandoned before its key derivation ran');
  }
}

async function derive(secret: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>, keyLength: number, signal?: AbortSignal): Promise<Buffer> {
  await acquire();
  try {
    if (signal?.aborted) throw new DerivationAbandoned();
    return await new Promise<Buffer>((resolve, reject) => {
      // scrypt needs 128 · N · r bytes; leave room above it.
      const maxmem = 128 * options.N * options.r + 32 * 1024 * 1024;
      scrypt(secret.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    release();
  }
}

/** A salted scrypt hash of a secret (a password, or a one-time code with a smaller `N`). */
export async function hashSecret(secret: string, N: number = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export function hashPassword(password: string): Promise<string> {
  return hashSecret(password, passwordN);
}

/**
 * Tests only: the N of new password hashes and of the unknown-phone comparison in this process
 * (SCRYPT_N again when called with it). Refused outside a vitest process, so that no production
 * path can weaken the hashes.
 */
export function setPasswordCostForTests(N: number): void {
  if (!isTestRun()) throw new Error('the password cost is lowered only in tests');
  if (!Number.isInteger(N) || N < 2 || N > SCRYPT_N || (N & (N - 1)) !== 0) throw new Error(`N must be a power of two up to ${SCRYPT_N}, got ${N}`);
  passwordN = N;
}

/** The N of the password hashes written now (SCRYPT_N outside tests). */
export function passwordCost(): number {
  return passwordN;
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32 || !Number.isInteger(params.p) || params.p < 1 || params.p > 16) return null;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/**
 * False for a wrong password or a hash this module did not write. Throws `DerivationAbandoned` when
 * `signal` was aborted before the derivation's turn came.
 */
export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.hash.length, signal);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored password hash is weaker than what `hashPassword` writes now. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < passwordN || parsed.r < R || parsed.p < P;
}

/** Verified against when the phone is unknown, so that both failures take the same time. */
export function dummyPasswordHash(): string {
  return `scrypt$${passwordN}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
}
