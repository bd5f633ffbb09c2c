// Plan vs fact reads what it needs kept, not counted (issue 42; docs/adr/0088-products-and-plan-fact-read-kept-totals.md).
// - `plan_ticket_totals`: per plan, its processed tickets and their points, kept by triggers on
//   `tickets` (db/kept-totals.ts). Counting them at each report read the
//   700,000 processed tickets of the 1,000,600-ticket database (170 ms), whatever the range.
// - The places and periods with a ticket in a date range: no index carried the period with the date,
//   so a 30-day report read every ticket of the table (369 ms, more than the report over all time);
//   from `tickets (date_time) include (place_id, period_id)`, the range's 67,000 entries (33 ms).
// - `tickets_plan_id_processed_idx` (migration 0013), which only the count per plan read, is dropped.
import { sql, type Kysely, type Migration } from 'kysely';
import { keepTotals } from '../kept-totals';

export const planFactTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_date_time_period_id_idx on tickets (date_time) include (place_id, period_id) where period_id is not null`.execute(db);
    await sql`create table plan_ticket_totals (plan_id integer primary key, tickets integer not null, score bigint not null)`.execute(db);
    await keepTotals(db, {
      table: 'plan_ticket_totals',
      source: 'tickets',
      keys: ['plan_id'],
      count: 'tickets',
      sums: { score: 'bigint' },
      of: (alias) => `${alias}.plan_id, coalesce(${alias}.score, 0) as score`,
      counted: (alias) => `${alias}.status = 'processed' and ${alias}.plan_id is not null`,
      compared: ['plan_id', 'status', 'score'],
    });
    // The tickets already there (in the migration's transaction: no write slips between).
    await sql`lock table tickets in share mode`.execute(db);
    await sql`drop index tickets_plan_id_processed_idx`.execute(db);
    await sql`insert into plan_ticket_totals (plan_id, tickets, score)
      select plan_id, count(*), coalesce(sum(score), 0) from tickets where status = 'processed' and plan_id is not null group by plan_id order by plan_id`.execute(db);
  },
};
