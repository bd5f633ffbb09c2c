// Reports that a date range makes cheap (issue 42; docs/adr/0065-report-ranges-read-by-date.md). A
// 30-day report read its tickets from the heap (a bitmap over `tickets (date_time)`) and its receipt
// lines receipt by receipt (96,000 probes of `ticket_items (ticket_id)` on 1,000,000 tickets), while
// all time is one parallel scan: the range cost 0.3 (vendors) to 2.6 (products) of all time.
// - `tickets (date_time) include (…)`: the columns the reports group and sum, read from the index alone.
// - `ticket_items.date_time`, its receipt's date, kept by triggers whoever writes a line or changes a
//   receipt's date, and `ticket_items (date_time) include (…)`: an administrator's products over a
//   range read that range's lines alone.
import { sql, type Kysely, type Migration } from 'kysely';

export const reportRangeIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_date_time_report_idx on tickets (date_time)
      include (user_id, place_id, score, created_at, total_sum, total_sales)`.execute(db);
    await sql`alter table ticket_items add column date_time timestamptz`.execute(db);
    await sql`update ticket_items ti set date_time = t.date_time from tickets t where t.id = ti.ticket_id and t.date_time is not null`.execute(db);
    await sql`
      create function ticket_items_date_time() returns trigger language plpgsql as $$
      begin
        new.date_time := (select t.date_time from tickets t where t.id = new.ticket_id);
        return new;
      end $$`.execute(db);
    await sql`
      create trigger ticket_items_date_time before insert or update of ticket_id, date_time on ticket_items
      for each row execute function ticket_items_date_time()`.execute(db);
    await sql`
      create function tickets_items_date_time() returns trigger language plpgsql as $$
      begin
        update ticket_items set date_time = new.date_time where ticket_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger tickets_items_date_time after update of date_time on tickets
      for each row when (old.date_time is distinct from new.date_time) execute function tickets_items_date_time()`.execute(db);
    await sql`create index ticket_items_date_time_idx on ticket_items (date_time) include (product_id, sum, quantity)`.execute(db);
  },
};
