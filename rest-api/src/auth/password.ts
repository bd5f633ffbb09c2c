// Passwords are stored as `scrypt$N$r$p$salt$hash` (base64), salted per user (decisions §6), with
// N = 2^17, r = 8, p = 1 (128 MiB, today's usual minimum). A hash with weaker parameters (N = 2^14
// before issue 16) still verifies and is replaced at the next successful sign-in (`needsRehash`).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** The largest N a stored hash may name (a corrupt row must not ask for gigabytes). */
const MAX_N = 2 ** 20;

function derive(secret: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 · N · r bytes; leave room above it.
    const maxmem = 128 * options.N * options.r + 32 * 1024 * 1024;
    scrypt(secret.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A salted scrypt hash of a secret (a password, or a one-time code with a smaller `N`). */
export async function hashSecret(secret: string, N: number = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export function hashPassword(password: string): Promise<string> {
  return hashSecret(password, SCRYPT_N);
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

/** False for a wrong password or a hash this module did not write. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored password hash is weaker than what `hashPassword` writes now. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < SCRYPT_N || parsed.r < R || parsed.p < P;
}

/** Verified against when the phone is unknown, so that both failures take the same time. */
export const DUMMY_PASSWORD_HASH = `scrypt$${SCRYPT_N}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
