// The programme's products report reads whole days too (issue 42;
// docs/adr/0088-products-and-plan-fact-read-kept-totals.md): `ticket_day_products` per UTC day and product
// (the receipt lines' count and the sums of sum and quantity), without the place: per day, place and
// product it would hold 2.1 of every 2.5 receipt lines, so it serves the reports no scope, region or
// city narrows (the administrator's). Kept by triggers on `ticket_items` (db/kept-totals.ts), whose
// date follows its receipt's (migration 0017).
import { sql, type Kysely, type Migration } from 'kysely';
import { keepTotals } from '../kept-totals';

export const ticketDayProductsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table ticket_day_products (
      day timestamptz,
      product_id integer,
      n integer not null,
      total_sum bigint not null,
      quantity numeric not null)`.execute(db);
    await sql`create unique index ticket_day_products_key on ticket_day_products (day, product_id) include (n, total_sum, quantity) nulls not distinct`.execute(db);
    await keepTotals(db, {
      table: 'ticket_day_products',
      source: 'ticket_items',
      keys: ['day', 'product_id'],
      count: 'n',
      sums: { total_sum: 'bigint', quantity: 'numeric' },
      of: (alias) => `date_trunc('day', ${alias}.date_time, 'UTC') as day, ${alias}.product_id, ${alias}.sum as total_sum, ${alias}.quantity`,
      counted: () => 'true',
      compared: ['date_time', 'product_id', 'sum', 'quantity'],
    });
    // The lines already there (in the migration's transaction: no write slips between).
    await sql`lock table ticket_items in share mode`.execute(db);
    await sql`insert into ticket_day_products (day, product_id, n, total_sum, quantity)
      select date_trunc('day', date_time, 'UTC'), product_id, count(*), coalesce(sum(sum), 0), coalesce(sum(quantity), 0)
      from ticket_items group by 1, 2 order by 1, 2`.execute(db);
    await sql`analyze ticket_day_products`.execute(db);
  },
};
