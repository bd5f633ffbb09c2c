// The audit trail's table (issue 17): append-only (an UPDATE is refused by a trigger; rows leave
// only by retention), indexed for an entity's history, a person's actions and the journal by time.
import { sql, type Kysely, type Migration } from 'kysely';

export const auditLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table audit_log (
        id bigint generated always as identity primary key,
        at timestamptz not null default now(),
        user_id integer,
        user_role text,
        address text,
        client text check (client in ('web', 'script', 'app')),
        model text not null,
        entity_id integer,
        action text not null,
        before jsonb,
        after jsonb
      )`.execute(db);
    await sql`create index audit_log_entity_idx on audit_log (model, entity_id, at desc, id desc)`.execute(db);
    await sql`create index audit_log_user_idx on audit_log (user_id, at desc, id desc)`.execute(db);
    await sql`create index audit_log_at_idx on audit_log (at desc, id desc)`.execute(db);
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update on audit_log for each row execute function audit_log_append_only()`.execute(db);
  },
};
