// One-time numeric codes (product-rules §6): an invite's code signs the invited user in for the first
// time (it then becomes the password and the phone counts as verified); a renewal code (renewToken)
// signs in once and becomes the new password. A code is stored as a salted scrypt hash (a salt of
// its own, N = 2^14): a copy of the table gives neither the codes nor one table for all of them,
// and each of the million candidates of a code costs a scrypt. Codes hashed before issue 16 (sha256
// without salt, 64 hex digits) still verify until they expire.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hashSecret, verifyPassword } from './password';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { storeOneTimeCode, unusedOneTimeCodes, useOneTimeCode } from './repository';

export const CODE_DIGITS = 6;
export const INVITE_CODE_TTL_MS = 7 * 24 * 3600 * 1000;
export const RENEW_CODE_TTL_MS = 24 * 3600 * 1000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** scrypt's N for codes: short-lived and single-use, each checked at most a few times a sign-in. */
export const CODE_SCRYPT_N = 2 ** 14;

export function hashCode(code: string): Promise<string> {
  return hashSecret(code, CODE_SCRYPT_N);
}

/** Whether `code` is the one `stored` was made of (a salted scrypt hash, or a legacy sha256). */
export async function verifyCode(code: string, stored: string): Promise<boolean> {
  if (/^[0-9a-f]{64}$/.test(stored)) {
    const legacy = createHash('sha256').update(`code:${code}`, 'utf8').digest();
    return timingSafeEqual(legacy, Buffer.from(stored, 'hex'));
  }
  return verifyPassword(code, stored);
}

/** A new code for the user; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Kysely<DB>, userId: number, purpose: 'invite' | 'renew', createdBy: number | null, now = new Date()): Promise<string> {
  const code = generateCode();
  const codeHash = await hashCode(code);
  await storeOneTimeCode(db, { userId, purpose, codeHash, expiresAt: new Date(now.getTime() + (purpose === 'invite' ? INVITE_CODE_TTL_MS : RENEW_CODE_TTL_MS)), createdBy }, now);
  return code;
}

/** Uses up a valid code of the user: answers its purpose, or null when none matches. */
export async function consumeCode(db: Kysely<DB>, userId: number, code: string): Promise<'invite' | 'renew' | null> {
  if (!/^\d{4,8}$/.test(code)) return null;
  // A user has at most one unused code a purpose (a new one uses up the earlier): a few to verify.
  const candidates = await unusedOneTimeCodes(db, userId, 4);
  for (const candidate of candidates) {
    if (!(await verifyCode(code, candidate.codeHash))) continue;
    // Used once only, also when two sign-ins race with the same code.
    return useOneTimeCode(db, candidate.id);
  }
  return null;
}
