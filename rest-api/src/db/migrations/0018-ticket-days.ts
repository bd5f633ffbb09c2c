// Reports of places and days read whole days from `ticket_days` (issue 42;
// docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md): per UTC day and place, the count of
// tickets, the sums of total_sum, score and total_sales (0 where none), and the latest created_at. Kept
// by statement-level triggers with transition tables, whoever writes tickets (the API, bulk actions,
// undo, the processor, the generator): the measures move by deltas (exact under concurrent writers:
// the upsert adds to the row as committed, waiting for its other writer), the latest created_at by
// greatest() as tickets come in, and is recounted from the tickets, after the row is locked, when one
// that may have been the latest leaves it. A row left with no ticket is deleted.
import { sql, type Kysely, type Migration } from 'kysely';

const MEASURES = sql.raw('n, total_sum, score, total_sales, last_upload');

/**
 * A trigger function applying `moves`: rows (day, place_id, sign, total_sum, score, total_sales,
 * created_at, leaves) read from the statement's transition tables, `leaves` when the ticket left its
 * row (or its created_at changed), so that the row's latest created_at may have to be recounted.
 */
function deltaFunction(name: string, moves: string) {
  const deltas = sql.raw(`select day, place_id, sum(sign)::int as n, coalesce(sum(sign * total_sum), 0)::bigint as total_sum,
      coalesce(sum(sign * score), 0)::bigint as score, coalesce(sum(sign * total_sales), 0)::numeric as total_sales,
      max(created_at) filter (where sign > 0) as added_last, max(created_at) filter (where leaves) as left_last
    from (${moves}) m group by day, place_id`);
  // The rows it touched are found again by their ctid (stable while this transaction holds their lock):
  // a join on a key that may be null would not use an index, and a single ticket's change read the table.
  return sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    declare touched tid[];
    begin
      with up as (
        insert into ticket_days as d (day, place_id, ${MEASURES})
          select day, place_id, n, total_sum, score, total_sales, coalesce(added_last, '-infinity') from (${deltas}) x
          order by day, place_id
          on conflict (day, place_id) do update set n = d.n + excluded.n, total_sum = d.total_sum + excluded.total_sum,
            score = d.score + excluded.score, total_sales = d.total_sales + excluded.total_sales,
            last_upload = greatest(d.last_upload, excluded.last_upload)
          returning d.ctid)
      select array_agg(ctid) into touched from up;
      delete from ticket_days d where d.ctid = any(touched) and d.n = 0;
      -- The rows are locked by now: this statement's snapshot holds what their other writers committed.
      update ticket_days d set last_upload = (select max(t.created_at) from tickets t
          where (t.place_id = d.place_id or (t.place_id is null and d.place_id is null))
            and (t.date_time >= d.day and t.date_time < d.day + interval '1 day' or (t.date_time is null and d.day is null)))
        from (${deltas}) x
        where d.ctid = any(touched) and d.n > 0 and x.left_last >= d.last_upload
          and coalesce(d.day, '-infinity') = coalesce(x.day, '-infinity') and coalesce(d.place_id, 0) = coalesce(x.place_id, 0);
      return null;
    end $$`;
}

export const ticketDaysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table ticket_days (
      day timestamptz,
      place_id integer,
      n integer not null,
      total_sum bigint not null,
      score bigint not null,
      total_sales numeric not null,
      last_upload timestamptz not null)`.execute(db);
    await sql`create unique index ticket_days_key on ticket_days (day, place_id) include (${MEASURES}) nulls not distinct`.execute(db);
    await sql`create index ticket_days_place_id_day_idx on ticket_days (place_id, day) include (${MEASURES})`.execute(db);
    const day = (alias: string) => `date_trunc('day', ${alias}.date_time, 'UTC')`;
    const of = (alias: string, sign: number, leaves: string) =>
      `select ${day(alias)} as day, ${alias}.place_id, ${sign} as sign, ${alias}.total_sum, ${alias}.score,
        ${alias}.total_sales, ${alias}.created_at, ${leaves} as leaves`;
    const changed = `from old_rows o join new_rows c on c.id = o.id
      where (o.date_time, o.place_id, o.total_sum, o.score, o.total_sales, o.created_at)
        is distinct from (c.date_time, c.place_id, c.total_sum, c.score, c.total_sales, c.created_at)`;
    const leaves = `(${day('o')}, o.place_id, o.created_at) is distinct from (${day('c')}, c.place_id, c.created_at)`;
    await deltaFunction('ticket_days_insert', `${of('c', 1, 'false')} from new_rows c`).execute(db);
    await deltaFunction('ticket_days_delete', `${of('o', -1, 'true')} from old_rows o`).execute(db);
    await deltaFunction(
      'ticket_days_update',
      `${of('c', 1, 'false')} ${changed}
      union all
      ${of('o', -1, leaves)} ${changed}`,
    ).execute(db);
    await sql`create trigger tickets_days_insert after insert on tickets
      referencing new table as new_rows for each statement execute function ticket_days_insert()`.execute(db);
    await sql`create trigger tickets_days_delete after delete on tickets
      referencing old table as old_rows for each statement execute function ticket_days_delete()`.execute(db);
    await sql`create trigger tickets_days_update after update on tickets
      referencing old table as old_rows new table as new_rows for each statement execute function ticket_days_update()`.execute(db);
    // The tickets already there (in the migration's transaction: no write slips between).
    await sql`lock table tickets in share mode`.execute(db);
    await sql`insert into ticket_days (day, place_id, ${MEASURES})
      select date_trunc('day', date_time, 'UTC'), place_id, count(*), coalesce(sum(total_sum), 0), coalesce(sum(score), 0), coalesce(sum(total_sales), 0), max(created_at)
      from tickets group by 1, 2 order by 1, 2`.execute(db);
    // Planned as what it holds (before autovacuum has read it): a range of days by its index.
    await sql`analyze ticket_days`.execute(db);
  },
};
