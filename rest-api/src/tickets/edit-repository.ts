// The queries of a staff correction of a ticket (tickets/edit.ts): the products' prices, the stored
// ticket and its lines, and the write of a planned edit (inside the caller's transaction).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A receipt line as an edit reads and writes it (kopecks; quantity in units with thousandths). */
export interface TicketLine {
  name: string;
  productId: number | null;
  price: number;
  quantity: number;
  sum: number;
}

/** The recommended price of each product (its category's first, else its own; null when neither), by id. */
export async function recommendedPrices(db: Kysely<DB>, productIds: number[]): Promise<Map<number, number | null>> {
  const prices = new Map<number, number | null>();
  if (productIds.length === 0) return prices;
  const { rows } = await sql<{ id: number; price: string | null }>`
    select pr.id, coalesce(pc.recommended_price, pr.recommended_price) as price from products pr
    left join product_categories pc on pc.id = pr.category_id where pr.id = any(${[...new Set(productIds)]}::int[])`.execute(db);
  for (const row of rows) prices.set(row.id, row.price === null ? null : Number(row.price));
  return prices;
}

/** What an edit keeps of the stored ticket: its date, its total, its reason and its place's campaign. */
export interface StoredTicket {
  dateTime: Date | null;
  statusDescription: string | null;
  totalSum: string | null;
  placeCampaignId: number | null;
}

export async function storedTicketForEdit(db: Kysely<DB>, ticketId: number): Promise<StoredTicket | undefined> {
  const { rows } = await sql<StoredTicket>`
    select t.date_time, t.total_sum, t.status_description, (select p.campaign_id from places p where p.id = t.place_id) as place_campaign_id
    from tickets t where t.id = ${ticketId}`.execute(db);
  return rows[0];
}

/** A ticket's lines in their order. */
export async function storedLines(db: Kysely<DB>, ticketId: number): Promise<TicketLine[]> {
  const { rows } = await sql<{ name: string; productId: number | null; price: string; quantity: string; sum: string }>`
    select name, product_id, price, quantity, sum from ticket_items where ticket_id = ${ticketId} order by line_no`.execute(db);
  return rows.map((r) => ({ name: r.name, productId: r.productId, price: Number(r.price), quantity: Number(r.quantity), sum: Number(r.sum) }));
}

/** What a planned edit writes. */
export interface TicketEditWrite {
  /** Text fields by their API name (camelCase), each set as given. */
  text: Record<string, string | null>;
  /** Absent: unchanged. */
  dateTime?: Date | null;
  /** true: `lines` replace the stored lines and `totalSum` is written; false: the stored lines stay, one without a product gets `lines[i].productId`. */
  replaceLines: boolean;
  lines: TicketLine[];
  totalSum: number | null;
  score: number;
  scoredItems: number;
  totalSales: number;
  /** null: the period and campaign stay. */
  periodId: number | null;
  campaignId: number | null;
  /** Absent: the reason stays. */
  statusDescription?: string | null;
}

const column = (field: string) => sql.ref(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

/** Writes a planned edit inside the caller's transaction (the ticket row locked). */
export async function storeTicketEdit(trx: Kysely<DB>, ticketId: number, write: TicketEditWrite): Promise<void> {
  const sets = [
    ...Object.entries(write.text).map(([field, value]) => sql`${column(field)} = ${value ?? null}`),
    ...(write.dateTime !== undefined ? [sql`date_time = ${write.dateTime}`] : []),
    ...(write.replaceLines ? [sql`total_sum = ${write.totalSum}`] : []),
    sql`score = ${write.score}`,
    sql`scored_items = ${write.scoredItems}`,
    sql`total_sales = ${write.totalSales}`,
    ...(write.periodId !== null ? [sql`period_id = ${write.periodId}`, sql`campaign_id = ${write.campaignId}`] : []),
    ...(write.statusDescription !== undefined ? [sql`status_description = ${write.statusDescription}`] : []),
  ];
  await sql`update tickets set ${sql.join(sets)} where id = ${ticketId}`.execute(trx);
  if (write.replaceLines) {
    const items = write.lines;
    await sql`delete from ticket_items where ticket_id = ${ticketId}`.execute(trx);
    if (items.length > 0) {
      await sql`insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum)
        select ${ticketId}, v.line_no, v.product_id, v.name, v.price, v.quantity, v.sum
        from unnest(${items.map((_, i) => i + 1)}::int[], ${items.map((i) => i.productId)}::int[], ${items.map((i) => i.name)}::text[],
                    ${items.map((i) => i.price)}::bigint[], ${items.map((i) => i.quantity)}::numeric[], ${items.map((i) => i.sum)}::bigint[])
          as v(line_no, product_id, name, price, quantity, sum)`.execute(trx);
    }
  } else {
    // The lines stay; one that had no product keeps the product it was scored with.
    const matched = write.lines.map((item, i) => ({ lineNo: i + 1, productId: item.productId })).filter((l) => l.productId !== null);
    if (matched.length > 0) {
      await sql`update ticket_items ti set product_id = v.product_id
        from unnest(${matched.map((l) => l.lineNo)}::int[], ${matched.map((l) => l.productId)}::int[]) as v(line_no, product_id)
        where ti.ticket_id = ${ticketId} and ti.line_no = v.line_no and ti.product_id is null`.execute(trx);
    }
  }
}
