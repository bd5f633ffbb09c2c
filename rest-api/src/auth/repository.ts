// Every query of sign-in and access tokens.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { TokenCache } from './token-cache';

export interface LoginCandidate {
  id: number;
  passwordHash: string | null;
  blocked: boolean;
}

export interface StoredToken {
  id: string;
  userId: number;
  /** null: never expires. */
  ttl: number | null;
  createdAt: Date;
  blocked: boolean;
  roleName: string | null;
  readOnly: boolean;
  personal: boolean;
}

/** A personal API token as its owner sees it (never the token itself). */
export interface PersonalToken {
  id: string;
  name: string;
  readOnly: boolean;
  createdAt: Date;
  ttl: number | null;
}

export type AttemptKind = 'password' | 'renew';

export class AuthRepository {
  /** `tokens`: the tokens kept in memory (auth/token-cache.ts), only where this process is the one writer. */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tokens: TokenCache<StoredToken> | null = null,
  ) {}

  async findLoginCandidate(phone: string): Promise<LoginCandidate | undefined> {
    return this.db.selectFrom('users').select(['id', 'passwordHash', 'blocked']).where('phone', '=', phone).executeTakeFirst();
  }

  /** A user's places: its main place and the places assigned to it (an app socket's `placeIds`). */
  async placesOfUser(userId: number): Promise<number[]> {
    const { rows } = await sql<{ placeId: number }>`
      select place_id from users where id = ${userId} and place_id is not null
      union select place_id from user_places where user_id = ${userId}`.execute(this.db);
    return rows.map((row) => row.placeId);
  }

  async createToken(tokenHash: string, userId: number, ttl: number): Promise<void> {
    await this.db.insertInto('accessTokens').values({ id: tokenHash, userId, ttl }).execute();
  }

  findToken(tokenHash: string): Promise<StoredToken | undefined> {
    return this.tokens ? this.tokens.read(tokenHash, () => this.readToken(tokenHash)) : this.readToken(tokenHash);
  }

  private readToken(tokenHash: string): Promise<StoredToken | undefined> {
    return this.db
      .selectFrom('accessTokens')
      .innerJoin('users', 'users.id', 'accessTokens.userId')
      .leftJoin('roles', 'roles.id', 'users.roleId')
      .select([
        'accessTokens.id',
        'accessTokens.userId',
        'accessTokens.ttl',
        'accessTokens.createdAt',
        'accessTokens.readOnly',
        'accessTokens.personal',
        'users.blocked',
        'roles.name as roleName',
      ])
      .where('accessTokens.id', '=', tokenHash)
      .executeTakeFirst();
  }

  async createPersonalToken(tokenHash: string, userId: number, token: { name: string; readOnly: boolean; ttl: number | null }): Promise<PersonalToken> {
    return this.db
      .insertInto('accessTokens')
      .values({ id: tokenHash, userId, ttl: token.ttl, name: token.name, readOnly: token.readOnly, personal: true })
      .returning(['id', 'name', 'readOnly', 'createdAt', 'ttl'])
      .executeTakeFirstOrThrow() as Promise<PersonalToken>;
  }

  /** A user's personal tokens, newest first (expired ones are not listed). */
  async listPersonalTokens(userId: number): Promise<PersonalToken[]> {
    return this.db
      .selectFrom('accessTokens')
      .select(['id', 'name', 'readOnly', 'createdAt', 'ttl'])
      .where('userId', '=', userId)
      .where('personal', '=', true)
      .where(sql<boolean>`(ttl is null or created_at + ttl * interval '1 second' > now())`)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute() as Promise<PersonalToken[]>;
  }

  /** Deletes one of the user's personal tokens; answers it, or undefined when there is none. */
  async deletePersonalToken(userId: number, id: string): Promise<PersonalToken | undefined> {
    return this.db
      .deleteFrom('accessTokens')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('personal', '=', true)
      .returning(['id', 'name', 'readOnly', 'createdAt', 'ttl'])
      .executeTakeFirst() as Promise<PersonalToken | undefined>;
  }

  async deleteToken(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('accessTokens').where('id', '=', tokenHash).execute();
  }

  /** Revokes every token of a user (blocking, a new password). */
  async revokeTokens(userId: number): Promise<void> {
    await this.db.deleteFrom('accessTokens').where('userId', '=', userId).execute();
  }

  /** Failed attempts of one kind within the last `windowSeconds`, for a phone or for an address. */
  async countFailedAttempts(by: { phone: string } | { address: string }, windowSeconds: number, kind: AttemptKind = 'password'): Promise<number> {
    const row = await this.db
      .selectFrom('signInAttempts')
      .select(sql<number>`count(*)::int`.as('count'))
      .where((eb) => ('phone' in by ? eb('phone', '=', by.phone) : eb('address', '=', by.address)))
      .where('kind', '=', kind)
      .where('succeeded', '=', false)
      .where(sql<boolean>`created_at > now() - ${windowSeconds} * interval '1 second'`)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /**
   * One phone from one address (the sign-in limits' pair, routes.ts): the ages in seconds of its failed
   * sign-ins of the last day since its last success (`ages`) and since its last renewal request too
   * (`agesSinceRenewal`), and whether it signed in within that day.
   */
  async pairFailures(phone: string, address: string): Promise<{ ages: number[]; agesSinceRenewal: number[]; signedIn: boolean }> {
    const rows = await this.db
      .selectFrom('signInAttempts')
      .select(['succeeded', 'kind', sql<number>`extract(epoch from now() - created_at)::float8`.as('age')])
      .where('phone', '=', phone)
      .where('address', '=', address)
      .where(sql<boolean>`created_at > now() - interval '1 day'`)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const failuresBefore = (reset: (row: (typeof rows)[number]) => boolean): number[] => {
      const end = rows.findIndex(reset);
      return rows
        .slice(0, end === -1 ? rows.length : end)
        .filter((row) => row.kind === 'password')
        .map((row) => Number(row.age));
    };
    return {
      ages: failuresBefore((row) => row.succeeded),
      agesSinceRenewal: failuresBefore((row) => row.succeeded || row.kind === 'renew'),
      signedIn: rows.some((row) => row.succeeded),
    };
  }

  /**
   * Records an attempt as failed before it is evaluated and answers its id: parallel requests each
   * see the ones recorded before them, so no more than the limit are ever evaluated (a count read
   * first and written after let 53 of 60 parallel guesses through). A success is marked afterwards.
   */
  async reserveAttempt(phone: string, address: string | null, kind: AttemptKind = 'password'): Promise<number | string> {
    const row = await this.db.insertInto('signInAttempts').values({ phone, succeeded: false, kind, address }).returning('id').executeTakeFirstOrThrow();
    // Keep the table small: a day of history is plenty for a 15-minute window.
    await this.db
      .deleteFrom('signInAttempts')
      .where('phone', '=', phone)
      .where(sql<boolean>`created_at < now() - interval '1 day'`)
      .execute();
    return row.id;
  }

  async removeAttempt(attemptId: number | string): Promise<void> {
    await this.db.deleteFrom('signInAttempts').where('id', '=', attemptId).execute();
  }

  async markSucceeded(attemptId: number | string): Promise<void> {
    await this.db.updateTable('signInAttempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
  }

  /** Sets a new password hash; `verified` also marks the phone verified (an invite's first sign-in). */
  async setPassword(userId: number, passwordHash: string, verified: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set(verified ? { passwordHash, phoneVerified: true } : { passwordHash })
      .where('id', '=', userId)
      .execute();
  }

  get database(): Kysely<DB> {
    return this.db;
  }

  /** Removes the tokens that have expired (kept tidy at sign-in; expiry is checked on every request anyway). */
  async deleteExpiredTokens(userId: number): Promise<void> {
    await this.db
      .deleteFrom('accessTokens')
      .where('userId', '=', userId)
      .where(sql<boolean>`ttl is not null and created_at + ttl * interval '1 second' <= now()`)
      .execute();
  }
}

// --- one-time codes (auth/codes.ts) --------------------------------------------------------------

/** Stores a new code's hash for the user; the user's earlier unused codes of the purpose are used up (at `now`). */
export async function storeOneTimeCode(
  db: Kysely<DB>,
  code: { userId: number; purpose: 'invite' | 'renew'; codeHash: string; expiresAt: Date; createdBy: number | null },
  now: Date,
): Promise<void> {
  await db.updateTable('oneTimeCodes').set({ usedAt: now }).where('userId', '=', code.userId).where('purpose', '=', code.purpose).where('usedAt', 'is', null).execute();
  await db.insertInto('oneTimeCodes').values(code).execute();
}

/** The user's unused, unexpired codes, newest first (at most `limit`). */
export function unusedOneTimeCodes(db: Kysely<DB>, userId: number, limit: number): Promise<Array<{ id: number; codeHash: string }>> {
  return db
    .selectFrom('oneTimeCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Uses up a code once only (also when two sign-ins race with it): its purpose, or null when it was used meanwhile. */
export async function useOneTimeCode(db: Kysely<DB>, id: number): Promise<'invite' | 'renew' | null> {
  const row = await db
    .updateTable('oneTimeCodes')
    .set({ usedAt: sql`now()` })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .returning('purpose')
    .executeTakeFirst();
  return row?.purpose ?? null;
}

// --- the SMS outbox (auth/sms.ts) -----------------------------------------------------------------

/** A message sent at once (the log transport). */
export async function recordSentSms(db: Kysely<DB>, sms: { phone: string; text: string; transport: string }): Promise<void> {
  await db
    .insertInto('smsOutbox')
    .values({ ...sms, status: 'sent', sentAt: new Date() })
    .execute();
}

/** A message about to be sent: its outbox id. */
export async function queueSms(db: Kysely<DB>, sms: { phone: string; text: string; transport: string }): Promise<number> {
  const row = await db.insertInto('smsOutbox').values(sms).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A queued message's outcome. */
export async function markSms(db: Kysely<DB>, id: number, outcome: { sent: true } | { sent: false; error: string }): Promise<void> {
  if (outcome.sent) await db.updateTable('smsOutbox').set({ status: 'sent', sentAt: new Date() }).where('id', '=', id).execute();
  else await db.updateTable('smsOutbox').set({ status: 'failed', error: outcome.error }).where('id', '=', id).execute();
}
