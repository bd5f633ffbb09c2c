// Every query of the tickets domain: the generic reads (scoped by role), the per-page items, the scope.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../models/definition';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';
import { toTicketItemJson, type TicketItemJson } from './mapper';

/**
 * What a user may see of tickets (decisions §1): admin all; a regional manager the tickets of places
 * in its cities; a sales rep those of its places; a vendor its own.
 */
export function ticketScope(user: AuthUser): RawBuilder<SqlBool> | null {
  switch (user.roleName) {
    case 'admin':
      return null;
    case 'regionalManager':
      return sql<SqlBool>`tickets.place_id in (
        select places.id from places
        join user_cities on user_cities.city_id = places.city_id
        where user_cities.user_id = ${user.id})`;
    case 'salesMan':
      return sql<SqlBool>`tickets.place_id in (select user_places.place_id from user_places where user_places.user_id = ${user.id})`;
    case 'vendor':
      return sql<SqlBool>`tickets.user_id = ${user.id}`;
    default:
      return sql<SqlBool>`false`;
  }
}

/** items[] of a page of tickets, in one query. */
export async function loadTicketItems(db: Kysely<DB>, ticketIds: number[]): Promise<Map<number, TicketItemJson[]>> {
  const result = new Map<number, TicketItemJson[]>();
  if (ticketIds.length === 0) return result;
  const rows = await db
    .selectFrom('ticketItems')
    .select(['ticketId', 'productId', 'name', 'price', 'quantity', 'sum'])
    .where('ticketId', 'in', ticketIds)
    .orderBy('ticketId')
    .orderBy('lineNo')
    .execute();
  for (const row of rows) {
    const list = result.get(row.ticketId) ?? [];
    list.push(toTicketItemJson(row));
    result.set(row.ticketId, list);
  }
  return result;
}

export class TicketsRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Ticket');
  }
}
