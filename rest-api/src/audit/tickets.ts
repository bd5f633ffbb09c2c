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
    // One key per line and field ('line2.product': its title), so an edit's row names exactly the
    // lines and the fields that changed (a line added or removed: its fields from or to null).
    const { rows: items } = await sql<{ lineNo: number; name: string; product: string | null; price: number; quantity: number }>`
      select i.line_no, i.name, p.title as product, i.price::float8 as price, i.quantity::float8 as quantity
      from ticket_items i left join products p on p.id = i.product_id where i.ticket_id = ${id} order by i.line_no`.execute(db);
    for (const item of items) {
      for (const key of ['product', 'name', 'price', 'quantity'] as const) snapshot[`line${item.lineNo}.${key}`] = item[key];
    }
  }
  return snapshot;
}
