// Every query of the tickets domain: the generic reads (scoped by role), the per-page items, the scope.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { SYSTEM, type Access, type AuthUser } from '../models/definition';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';
import { toTicketItemJson, type TicketItemJson } from './mapper';
import { countFromDeltas, countsFromDeltas, deltaFilterOf } from './status-counts';

/**
 * The places whose tickets a regional manager (those of its cities) or a sales rep (its own) sees, as
 * a subquery of place ids; null for the other roles.
 */
function scopePlaces(user: AuthUser): RawBuilder<unknown> | null {
  switch (user.roleName) {
    case 'regionalManager':
      return sql`select places.id from places
        join user_cities on user_cities.city_id = places.city_id
        where user_cities.user_id = ${user.id}`;
    case 'salesMan':
      return sql`select user_places.place_id from user_places where user_places.user_id = ${user.id}`;
    default:
      return null;
  }
}

/**
 * What a user may see of tickets (decisions §1): admin all; a regional manager the tickets of places
 * in its cities; a sales rep those of its places; a vendor its own.
 */
export function ticketScope(user: AuthUser): RawBuilder<SqlBool> | null {
  if (user.roleName === 'admin') return null;
  const places = scopePlaces(user);
  if (places) return sql<SqlBool>`tickets.place_id in (${places})`;
  return user.roleName === 'vendor' ? sql<SqlBool>`tickets.user_id = ${user.id}` : sql<SqlBool>`false`;
}

/**
 * The same scope as a condition on a place id (`place_id` of the status deltas) where it is one:
 * null for an administrator (every ticket), undefined where it is not a matter of places (a vendor).
 */
function ticketPlaceScope(user: AuthUser): RawBuilder<SqlBool> | null | undefined {
  if (user.roleName === 'admin') return null;
  const places = scopePlaces(user);
  return places ? sql<SqlBool>`place_id in (${places})` : undefined;
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
  constructor(
    engine: ModelEngine,
    private readonly db: Kysely<DB>,
  ) {
    super(engine, 'Ticket');
  }

  /**
   * A count of nothing but statuses and places (the named filters of the tickets screen, a place's
   * tickets) comes from the status deltas (status-counts.ts): exact, and fast at any size, for an
   * administrator and within a regional manager's or a sales rep's places. Everything else is
   * counted by the query.
   */
  override count(where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<number> {
    const filter = deltaFilterOf(where);
    const scope = access === SYSTEM ? null : ticketPlaceScope(access);
    if (filter !== false && extra === null && scope !== undefined) return countFromDeltas(this.db, filter, scope);
    return super.count(where, access, extra);
  }

  /**
   * Tickets per status for a where (its own status condition applies too), in one query: from the
   * status deltas when the where names only places (as `count`), else one grouped count. The counts
   * of all statuses add up to what `count` answers for the same where.
   */
  async countPerStatus(where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<Map<string | null, number>> {
    const filter = deltaFilterOf(where);
    const scope = access === SYSTEM ? null : ticketPlaceScope(access);
    const rows = filter !== false && extra === null && scope !== undefined ? await countsFromDeltas(this.db, filter, scope) : await super.countBy('status', where, access, extra);
    const counts = new Map<string | null, number>();
    for (const [status, n] of rows) {
      const key = status === null ? null : String(status);
      counts.set(key, (counts.get(key) ?? 0) + n);
    }
    return counts;
  }
}
