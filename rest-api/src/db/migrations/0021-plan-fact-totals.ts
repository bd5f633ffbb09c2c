// Plan vs fact reads what it needs kept, not counted (issue 42; docs/adr/0088-products-and-plan-fact-read-kept-totals.md).
// - `plan_ticket_totals`: per plan, its processed tickets and their points, kept by statement-level
//   triggers with transition tables on `tickets` as the daily aggregates are (migration 0018): deltas
//   in one ordered upsert, a row left with no ticket deleted. Counting them at each report read the
//   700,000 processed tickets of the 1,000,600-ticket database (170 ms), whatever the range.
// - The places and periods with a ticket in a date range: no index carried the period with the date,
//   so a 30-day report read every ticket of the table (369 ms, more than the report over all time);
//   from `tickets (date_time) include (place_id, period_id)`, the range's 67,000 entries (33 ms).
// - `tickets_plan_id_processed_idx` (migration 0013), which only the count per plan read, is dropped.
import { sql, type Kysely, type Migration } from 'kysely';

/** A trigger function applying `moves`: rows (plan_id, sign, score) read from the statement's transition tables. */
function deltaFunction(name: string, moves: string) {
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    declare touched tid[];
    begin
      with up as (
        insert into plan_ticket_totals as d (plan_id, tickets, score)
          select plan_id, sum(sign)::int, coalesce(sum(sign * score), 0)::bigint from (${moves}) m
          where m.plan_id is not null group by plan_id order by plan_id
          on conflict (plan_id) do update set tickets = d.tickets + excluded.tickets, score = d.score + excluded.score
          returning d.ctid)
      select array_agg(ctid) into touched from up;
      delete from plan_ticket_totals d where d.ctid = any(touched) and d.tickets = 0;
      return null;
    end $$`);
}

export const planFactTotalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_date_time_period_id_idx on tickets (date_time) include (place_id, period_id) where period_id is not null`.execute(db);
    await sql`create table plan_ticket_totals (plan_id integer primary key, tickets integer not null, score bigint not null)`.execute(db);
    const of = (alias: string, sign: number) => `select ${alias}.plan_id, ${sign} as sign, coalesce(${alias}.score, 0) as score`;
    const changed = `from old_rows o join new_rows c on c.id = o.id where (o.plan_id, o.status, o.score) is distinct from (c.plan_id, c.status, c.score)`;
    await deltaFunction('plan_ticket_totals_insert', `${of('c', 1)} from new_rows c where c.status = 'processed'`).execute(db);
    await deltaFunction('plan_ticket_totals_delete', `${of('o', -1)} from old_rows o where o.status = 'processed'`).execute(db);
    await deltaFunction('plan_ticket_totals_update', `${of('c', 1)} ${changed} and c.status = 'processed' union all ${of('o', -1)} ${changed} and o.status = 'processed'`).execute(
      db,
    );
    for (const [event, rows] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
    ] as const) {
      await sql
        .raw(`create trigger plan_ticket_totals_${event} after ${event} on tickets referencing ${rows} for each statement execute function plan_ticket_totals_${event}()`)
        .execute(db);
    }
    // The tickets already there (in the migration's transaction: no write slips between).
    await sql`lock table tickets in share mode`.execute(db);
    await sql`drop index tickets_plan_id_processed_idx`.execute(db);
    await sql`insert into plan_ticket_totals (plan_id, tickets, score)
      select plan_id, count(*), coalesce(sum(score), 0) from tickets where status = 'processed' and plan_id is not null group by plan_id order by plan_id`.execute(db);
  },
};
