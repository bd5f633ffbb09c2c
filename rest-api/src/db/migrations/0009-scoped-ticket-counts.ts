// Ticket counts by status AND place (issue 15): the deltas of 0006 gain the ticket's place, so a
// regional manager's or a sales rep's counts (their places) are sums of a few rows as well, and so is
// an administrator's count of one place. A place change counts as a move like a status change. Folded
// rows are marked, so the fold threshold counts only the deltas written since (with 400 places and 6
// statuses the folded table alone holds up to 2,400 rows).
import { sql, type Kysely, type Migration } from 'kysely';

export const scopedTicketCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`lock table tickets in share mode`.execute(db);
    await sql`drop index ticket_status_deltas_status_idx`.execute(db);
    await sql`delete from ticket_status_deltas`.execute(db);
    await sql`alter table ticket_status_deltas
      add column place_id integer,
      add column folded boolean not null default false`.execute(db);
    await sql`create index ticket_status_deltas_unfolded_idx on ticket_status_deltas (id) where not folded`.execute(db);
    await sql`create or replace function ticket_status_deltas_insert() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, place_id, n) select status, place_id, count(*) from new_rows group by status, place_id;
        return null;
      end $$`.execute(db);
    await sql`create or replace function ticket_status_deltas_delete() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, place_id, n) select status, place_id, -count(*) from old_rows group by status, place_id;
        return null;
      end $$`.execute(db);
    await sql`create or replace function ticket_status_deltas_update() returns trigger language plpgsql as $$
      begin
        insert into ticket_status_deltas (status, place_id, n)
          select status, place_id, sum(n) from (
            select o.status, o.place_id, -1 as n from old_rows o join new_rows c on c.id = o.id
              where o.status is distinct from c.status or o.place_id is distinct from c.place_id
            union all
            select c.status, c.place_id, 1 as n from old_rows o join new_rows c on c.id = o.id
              where o.status is distinct from c.status or o.place_id is distinct from c.place_id) d
          group by status, place_id having sum(n) <> 0;
        return null;
      end $$`.execute(db);
    await sql`insert into ticket_status_deltas (status, place_id, n, folded)
      select status, place_id, count(*), true from tickets group by status, place_id`.execute(db);
  },
};
