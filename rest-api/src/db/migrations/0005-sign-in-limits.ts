// Sign-in limits that hold (issue 16, finding 3): each attempt records the client's address (the
// per-address limit) and its kind, so password renewals have a limit of their own and never lock the
// owner's password sign-in.
import { sql, type Kysely, type Migration } from 'kysely';

export const signInLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sign_in_attempts add column kind text not null default 'password'`.execute(db);
    await sql`alter table sign_in_attempts add column address text`.execute(db);
    await sql`create index sign_in_attempts_address_idx on sign_in_attempts (address, created_at desc)`.execute(db);
  },
};
