// One-time numeric codes (decisions §6): an invite's code signs the invited user in for the first
// time (it then becomes the password and the phone counts as verified); a renewal code (renewToken)
// signs in once and becomes the new password. Only the sha256 of a code is stored.
import { createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const CODE_DIGITS = 6;
export const INVITE_CODE_TTL_MS = 7 * 24 * 3600 * 1000;
export const RENEW_CODE_TTL_MS = 24 * 3600 * 1000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

export function hashCode(code: string): string {
  return createHash('sha256').update(`code:${code}`, 'utf8').digest('hex');
}

/** A new code for the user; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Kysely<DB>, userId: number, purpose: 'invite' | 'renew', createdBy: number | null, now = new Date()): Promise<string> {
  const code = generateCode();
  await db.updateTable('oneTimeCodes').set({ usedAt: now }).where('userId', '=', userId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
  await db
    .insertInto('oneTimeCodes')
    .values({
      userId,
      purpose,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + (purpose === 'invite' ? INVITE_CODE_TTL_MS : RENEW_CODE_TTL_MS)),
      createdBy,
    })
    .execute();
  return code;
}

/** Uses up a valid code of the user: answers its purpose, or null when none matches. */
export async function consumeCode(db: Kysely<DB>, userId: number, code: string): Promise<'invite' | 'renew' | null> {
  if (!/^\d{4,8}$/.test(code)) return null;
  const row = await db
    .updateTable('oneTimeCodes')
    .set({ usedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashCode(code))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('purpose')
    .executeTakeFirst();
  return row?.purpose ?? null;
}
