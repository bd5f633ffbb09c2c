// Writing the demo rows: in batches, sequences moved past the explicit ids, an accrual per processed ticket.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DemoData } from '../types';

/** Splits rows so that no statement binds more than ~30000 parameters (PostgreSQL allows 65535). */
function batches<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/** The demo's tables, each after those it refers to: the geography, the catalogue, then people and their receipts. */
const GEOGRAPHY = ['regions', 'admEntities', 'placeTypes', 'cities', 'places'] as const;
const CATALOGUE = ['productCategories', 'products', 'campaigns', 'periods', 'plans', 'campaignProducts', 'periodProducts'] as const;
const PEOPLE = ['users', 'userCities', 'userPlaces', 'tickets', 'ticketItems'] as const;

export async function insertDemoData(trx: Kysely<DB>, data: DemoData, withMessages: boolean): Promise<void> {
  const rows = { ...data, ...data.catalogue };
  for (const table of [...GEOGRAPHY, ...CATALOGUE, ...PEOPLE]) {
    const insert = trx.insertInto(table);
    // DemoData types each table's rows; Kysely cannot pair a union of tables with their rows.
    for (const batch of batches<object>(rows[table])) await insert.values(batch as never).execute();
  }
  // Rows were written with explicit ids: move the identity sequences past them.
  // Every processed demo ticket's points are one accrual (product-rules §3), when the table exists.
  const { rows: found } = await sql<{ table: string | null }>`select to_regclass('transactions')::text as table`.execute(trx);
  if (found[0]?.table) {
    await sql`
      insert into transactions (user_id, ticket_id, period_id, place_id, amount, reason, created_at, updated_at)
      select user_id, id, period_id, place_id, score, 'Начисление за чек', updated_at, updated_at
      from tickets where status = 'processed' and score is not null and user_id is not null`.execute(trx);
  }
  const tables = ['regions', 'adm_entities', 'place_types', 'cities', 'places', 'users', 'tickets', 'ticket_items'];
  const { rows: messagesTable } = await sql<{ table: string | null }>`select to_regclass('messages')::text as table`.execute(trx);
  if (withMessages && messagesTable[0]?.table) {
    for (const rows of batches(data.messages)) {
      await sql`insert into messages (id, text, file, sender_id, recipient_id, ticket_id, room, saw, created_at, updated_at) values ${sql.join(
        rows.map(
          (m) =>
            sql`(${m.id}, ${m.text}, ${m.file === null ? null : JSON.stringify(m.file)}::jsonb, ${m.senderId}, ${m.recipientId}, ${m.ticketId}, ${m.room}, ${m.saw}, ${m.createdAt}, ${m.updatedAt})`,
        ),
      )}`.execute(trx);
    }
    tables.push('messages');
  }
  tables.push('product_categories', 'products', 'campaigns', 'periods', 'plans', 'campaign_products', 'period_products');
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
  }
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}
