// Personal API tokens (issue 17): rows of access_tokens with a name, read-only or with the owner's
// rights, and possibly no expiry (read-only only). A session token has no name and is not personal.
import { sql, type Kysely, type Migration } from 'kysely';

export const apiTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table access_tokens add column name text`.execute(db);
    await sql`alter table access_tokens add column read_only boolean not null default false`.execute(db);
    await sql`alter table access_tokens add column personal boolean not null default false`.execute(db);
    await sql`alter table access_tokens alter column ttl drop not null`.execute(db);
    await sql`alter table access_tokens add constraint access_tokens_expiry_check check (ttl is not null or (personal and read_only))`.execute(db);
    await sql`create index access_tokens_personal_idx on access_tokens (user_id) where personal`.execute(db);
  },
};
