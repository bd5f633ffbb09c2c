// Issue 27: every change that can alter what an access token grants is announced on the channel
// `auth_changed`, so a process that keeps tokens in memory (auth/token-cache.ts) forgets them at once,
// whoever wrote (a route, the undo, a script's SQL): `t:<token id>` when a token row is changed or
// deleted (sign-out, revoke, expiry, a cascade), `u:<user id>` when a user's `blocked` or `role_id`
// is set or the user is deleted, `*` when a role changes or one of these tables is truncated.
// A NOTIFY is delivered at commit, and not at all on rollback.
import { sql, type Kysely, type Migration } from 'kysely';

export const authChangedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function auth_changed_token() returns trigger language plpgsql as $$
      begin perform pg_notify('auth_changed', 't:' || old.id); return null; end $$`.execute(db);
    await sql`
      create function auth_changed_user() returns trigger language plpgsql as $$
      begin perform pg_notify('auth_changed', 'u:' || old.id); return null; end $$`.execute(db);
    await sql`
      create function auth_changed_all() returns trigger language plpgsql as $$
      begin perform pg_notify('auth_changed', '*'); return null; end $$`.execute(db);
    await sql`create trigger access_tokens_auth_changed after update or delete on access_tokens for each row execute function auth_changed_token()`.execute(db);
    await sql`create trigger users_auth_changed after update of blocked, role_id or delete on users for each row execute function auth_changed_user()`.execute(db);
    for (const table of ['access_tokens', 'users', 'roles']) {
      await sql`create trigger ${sql.id(`${table}_auth_truncated`)} after truncate on ${sql.table(table)} for each statement execute function auth_changed_all()`.execute(db);
    }
    await sql`create trigger roles_auth_changed after update or delete on roles for each statement execute function auth_changed_all()`.execute(db);
  },
};
