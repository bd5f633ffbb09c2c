// Migration 0006 (issue 15): ticket counts by status from deltas. Every insert, delete and status change
// of tickets appends its deltas (status, ±n) to `ticket_status_deltas` by statement-level triggers with
// transition tables; tickets/status-counts.ts reads and folds them. (0009 adds the place.)
import { sql, type Kysely, type Migration } from 'kysely';

export const ticketStatusCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table ticket_status_deltas (
      id bigint generated always as identity primary key,
      status text,
      n bigint not null)`.execute(db);
    await sql`create index ticket_status_deltas_status_idx on ticket_status_deltas (status)`.execute(db);
    await sql`create function ticket_status_deltas_insert() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, n) select status, count(*) from new_rows group by status;
        return null;
      end $$`.execute(db);
    await sql`create function ticket_status_deltas_delete() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, n) select status, -count(*) from old_rows group by status;
        return null;
      end $$`.execute(db);
    await sql`create function ticket_status_deltas_update() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, n)
          select status, sum(n) from (
            select o.status, -1 as n from old_rows o join new_rows c on c.id = o.id where o.status is distinct from c.status
            union all
            select c.status, 1 as n from old_rows o join new_rows c on c.id = o.id where o.status is distinct from c.status) d
          group by status having sum(n) <> 0;
        return null;
      end $$`.execute(db);
    await sql`create trigger tickets_status_deltas_insert after insert on tickets
      referencing new table as new_rows for each statement execute function ticket_status_deltas_insert()`.execute(db);
    await sql`create trigger tickets_status_deltas_delete after delete on tickets
      referencing old table as old_rows for each statement execute function ticket_status_deltas_delete()`.execute(db);
    await sql`create trigger tickets_status_deltas_update after update on tickets
      referencing old table as old_rows new table as new_rows for each statement execute function ticket_status_deltas_update()`.execute(db);
    // The tickets already there. (Run in the migration's transaction, so no write slips between.)
    await sql`lock table tickets in share mode`.execute(db);
    await sql`insert into ticket_status_deltas (status, n) select status, count(*) from tickets group by status`.execute(db);
  },
};
