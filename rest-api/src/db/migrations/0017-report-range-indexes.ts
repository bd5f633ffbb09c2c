// Reports that a date range makes cheap (issue 42; docs/adr/0065-reports-read-from-covering-indexes.md).
// A 30-day report read its tickets from the heap (a bitmap over `tickets (date_time)`) and its receipt
// lines receipt by receipt (96,000 probes of `ticket_items (ticket_id)` on 1,000,000 tickets), while
// all time was one parallel scan; a regional manager's report over all time visited 258,000 heap
// pages place by place (6–10 s).
// - The two indexes the reports range over, `tickets (date_time …)` and `tickets (place_id, date_time …)`,
//   carry the columns the reports group and sum: read from the index alone. Their keys are unchanged
//   (the lists sort by them).
// - Receipt lines carry their receipt's date and place, kept by triggers whoever writes a line or
//   changes a receipt, with two covering indexes: the products report reads a range's (and a scope's)
//   lines alone.
import { sql, type Kysely, type Migration } from 'kysely';

const REPORTED = sql.raw('status, user_id, score, created_at, total_sum, total_sales');

export const reportRangeIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index tickets_date_time_idx`.execute(db);
    await sql`create index tickets_date_time_idx on tickets (date_time desc, id desc) include (place_id, ${REPORTED})`.execute(db);
    await sql`drop index tickets_place_id_date_time_idx`.execute(db);
    await sql`create index tickets_place_id_date_time_idx on tickets (place_id, date_time desc, id desc) include (${REPORTED})`.execute(db);

    await sql`alter table ticket_items add column date_time timestamptz, add column place_id integer`.execute(db);
    await sql`update ticket_items ti set date_time = t.date_time, place_id = t.place_id from tickets t where t.id = ti.ticket_id`.execute(db);
    await sql`
      create function ticket_items_of_ticket() returns trigger language plpgsql as $$
      begin
        select t.date_time, t.place_id into new.date_time, new.place_id from tickets t where t.id = new.ticket_id;
        return new;
      end $$`.execute(db);
    await sql`
      create trigger ticket_items_of_ticket before insert or update of ticket_id, date_time, place_id on ticket_items
      for each row execute function ticket_items_of_ticket()`.execute(db);
    await sql`
      create function tickets_to_items() returns trigger language plpgsql as $$
      begin
        update ticket_items set date_time = new.date_time, place_id = new.place_id where ticket_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger tickets_to_items after update of date_time, place_id on tickets for each row
      when (old.date_time is distinct from new.date_time or old.place_id is distinct from new.place_id)
      execute function tickets_to_items()`.execute(db);
    await sql`create index ticket_items_date_time_idx on ticket_items (date_time) include (place_id, product_id, sum, quantity)`.execute(db);
    await sql`create index ticket_items_place_id_date_time_idx on ticket_items (place_id, date_time) include (product_id, sum, quantity)`.execute(db);
  },
};
