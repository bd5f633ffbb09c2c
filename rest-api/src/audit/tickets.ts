// A ticket's audited fields as they are inside a transaction, read before and after a change.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function ticketSnapshot(db: Kysely<DB>, id: number, withItems = false): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`
    select status, status_description, score, total_sum::float8 as total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign,
      kkt_reg_id, user_inn, operator, ofd, date_time from tickets where id = ${id}`.execute(db);
  const row = rows[0] ?? {};
  const snapshot: Record<string, unknown> = { ...row, dateTime: row.dateTime ? new Date(row.dateTime as string).toISOString() : null };
  if (withItems) {
    const { rows: items } = await sql<Record<string, unknown>>`
      select name, product_id, price::float8 as price, quantity::float8 as quantity, sum::float8 as sum
      from ticket_items where ticket_id = ${id} order by line_no`.execute(db);
    snapshot.items = items;
  }
  return snapshot;
}
