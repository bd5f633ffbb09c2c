// The programme's products report reads whole days too (issue 42;
// docs/adr/0088-products-and-plan-fact-read-kept-totals.md): `ticket_day_products` per UTC day and product
// (the receipt lines' count and the sums of sum and quantity), without the place: per day, place and
// product it would hold 2.1 of every 2.5 receipt lines, so it serves the reports no scope, region or
// city narrows (the administrator's). Kept as `ticket_days` is (migration 0018): statement-level
// triggers with transition tables, here on `ticket_items`, whose date follows its receipt's (migration
// 0017); measures moved by deltas in one ordered upsert, a row left with no line deleted.
import { sql, type Kysely, type Migration } from 'kysely';

/** A trigger function applying `moves`: rows (day, product_id, sign, sum, quantity) read from the statement's transition tables. */
function deltaFunction(name: string, moves: string) {
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    declare touched tid[];
    begin
      with up as (
        insert into ticket_day_products as d (day, product_id, n, total_sum, quantity)
          select day, product_id, sum(sign)::int, coalesce(sum(sign * sum), 0)::bigint, coalesce(sum(sign * quantity), 0)::numeric
          from (${moves}) m group by day, product_id
          order by day, product_id
          on conflict (day, product_id) do update set n = d.n + excluded.n, total_sum = d.total_sum + excluded.total_sum,
            quantity = d.quantity + excluded.quantity
          returning d.ctid)
      select array_agg(ctid) into touched from up;
      delete from ticket_day_products d where d.ctid = any(touched) and d.n = 0;
      return null;
    end $$`);
}

export const ticketDayProductsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table ticket_day_products (
      day timestamptz,
      product_id integer,
      n integer not null,
      total_sum bigint not null,
      quantity numeric not null)`.execute(db);
    await sql`create unique index ticket_day_products_key on ticket_day_products (day, product_id) include (n, total_sum, quantity) nulls not distinct`.execute(db);
    const of = (alias: string, sign: number) => `select date_trunc('day', ${alias}.date_time, 'UTC') as day, ${alias}.product_id, ${sign} as sign, ${alias}.sum, ${alias}.quantity`;
    const changed = `from old_rows o join new_rows c on c.id = o.id
      where (o.date_time, o.product_id, o.sum, o.quantity) is distinct from (c.date_time, c.product_id, c.sum, c.quantity)`;
    await deltaFunction('ticket_day_products_insert', `${of('c', 1)} from new_rows c`).execute(db);
    await deltaFunction('ticket_day_products_delete', `${of('o', -1)} from old_rows o`).execute(db);
    await deltaFunction('ticket_day_products_update', `${of('c', 1)} ${changed} union all ${of('o', -1)} ${changed}`).execute(db);
    for (const [event, rows] of [
      ['insert', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
    ] as const) {
      await sql
        .raw(`create trigger ticket_day_products_${event} after ${event} on ticket_items referencing ${rows} for each statement execute function ticket_day_products_${event}()`)
        .execute(db);
    }
    // The lines already there (in the migration's transaction: no write slips between).
    await sql`lock table ticket_items in share mode`.execute(db);
    await sql`insert into ticket_day_products (day, product_id, n, total_sum, quantity)
      select date_trunc('day', date_time, 'UTC'), product_id, count(*), coalesce(sum(sum), 0), coalesce(sum(quantity), 0)
      from ticket_items group by 1, 2 order by 1, 2`.execute(db);
    await sql`analyze ticket_day_products`.execute(db);
  },
};
