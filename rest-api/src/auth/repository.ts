// Every query of sign-in and access tokens.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface LoginCandidate {
  id: number;
  passwordHash: string | null;
  blocked: boolean;
}

export interface StoredToken {
  id: string;
  userId: number;
  ttl: number;
  createdAt: Date;
  blocked: boolean;
  roleName: string | null;
}

export class AuthRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findLoginCandidate(phone: string): Promise<LoginCandidate | undefined> {
    return this.db.selectFrom('users').select(['id', 'passwordHash', 'blocked']).where('phone', '=', phone).executeTakeFirst();
  }

  async createToken(tokenHash: string, userId: number, ttl: number): Promise<void> {
    await this.db.insertInto('accessTokens').values({ id: tokenHash, userId, ttl }).execute();
  }

  async findToken(tokenHash: string): Promise<StoredToken | undefined> {
    return this.db
      .selectFrom('accessTokens')
      .innerJoin('users', 'users.id', 'accessTokens.userId')
      .leftJoin('roles', 'roles.id', 'users.roleId')
      .select([
        'accessTokens.id',
        'accessTokens.userId',
        'accessTokens.ttl',
        'accessTokens.createdAt',
        'users.blocked',
        'roles.name as roleName',
      ])
      .where('accessTokens.id', '=', tokenHash)
      .executeTakeFirst();
  }

  async deleteToken(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('accessTokens').where('id', '=', tokenHash).execute();
  }

  /** Revokes every token of a user (blocking, a new password). */
  async revokeTokens(userId: number): Promise<void> {
    await this.db.deleteFrom('accessTokens').where('userId', '=', userId).execute();
  }

  /** Failed sign-in attempts for a phone within the last `windowSeconds`. */
  async countFailedAttempts(phone: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('signInAttempts')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('phone', '=', phone)
      .where('succeeded', '=', false)
      .where(sql<boolean>`created_at > now() - ${windowSeconds} * interval '1 second'`)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async recordAttempt(phone: string, succeeded: boolean): Promise<void> {
    await this.db.insertInto('signInAttempts').values({ phone, succeeded }).execute();
    // Keep the table small: a day of history is plenty for a 15-minute window.
    await this.db.deleteFrom('signInAttempts').where('phone', '=', phone).where(sql<boolean>`created_at < now() - interval '1 day'`).execute();
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
      .where(sql<boolean>`created_at + ttl * interval '1 second' <= now()`)
      .execute();
  }
}
