// The queries of an undo (undo/routes.ts), each inside the caller's transaction: the record's lock,
// the action's audit row and any later one, and the writes that put the before-values back.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** An action's audit row: its id (bigint, as text) and the values it changed. */
export interface UndoSource {
  id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Locks the record's row (the lock order of every write: the record, then its trail). */
export async function lockRecord(trx: Kysely<DB>, model: 'Ticket' | 'User', id: number): Promise<void> {
  if (model === 'Ticket') await sql`select id from tickets where id = ${id} for update`.execute(trx);
  else await sql`select id from users where id = ${id} for update`.execute(trx);
}

/** The caller's latest such action on the record in the last `minutes` (of this place, for a place's unassignment). */
export async function latestOwnAction(
  trx: Kysely<DB>,
  action: { model: string; action: string; entityId: number; userId: number; placeId: number | null; minutes: number },
): Promise<UndoSource | undefined> {
  const place = action.placeId === null ? sql`` : sql`and after->>'placeId' = ${String(action.placeId)}`;
  const { rows } = await sql<UndoSource>`
    select id::text as id, before, after from audit_log
    where model = ${action.model} and entity_id = ${action.entityId} and action = ${action.action} and user_id = ${action.userId}
      and at > now() - make_interval(mins => ${action.minutes}) ${place}
    order by id desc limit 1`.execute(trx);
  return rows[0];
}

/** The action of the first audit row after `sourceId` that touched these fields (or this place) of the record; undefined when none. */
export async function firstLaterTouch(trx: Kysely<DB>, model: string, id: number, sourceId: string, keys: string[], placeId: number | null): Promise<string | undefined> {
  const touches =
    placeId === null
      ? sql`(coalesce(before, '{}'::jsonb) ?| ${keys}::text[] or coalesce(after, '{}'::jsonb) ?| ${keys}::text[])`
      : sql`(before->>'placeId' = ${String(placeId)} or after->>'placeId' = ${String(placeId)})`;
  const { rows } = await sql<{ action: string }>`
    select action from audit_log where model = ${model} and entity_id = ${id} and id > ${sourceId}::bigint and ${touches}
    order by id limit 1`.execute(trx);
  return rows[0]?.action;
}

/** A ticket's status and description now. */
export async function ticketStatusNow(trx: Kysely<DB>, id: number): Promise<{ status: string; statusDescription: string | null } | undefined> {
  const { rows } = await sql<{ status: string; statusDescription: string | null }>`select status, status_description from tickets where id = ${id}`.execute(trx);
  return rows[0];
}

export async function restoreTicketStatus(trx: Kysely<DB>, id: number, status: string, description: string | null): Promise<void> {
  await sql`update tickets set status = ${status}, status_description = ${description} where id = ${id}`.execute(trx);
}

/** Whether the user is blocked now (undefined: no such user). */
export async function userBlocked(trx: Kysely<DB>, id: number): Promise<boolean | undefined> {
  const { rows } = await sql<{ blocked: boolean }>`select blocked from users where id = ${id}`.execute(trx);
  return rows[0]?.blocked;
}

export async function unblockUser(trx: Kysely<DB>, id: number): Promise<void> {
  await sql`update users set blocked = false where id = ${id}`.execute(trx);
}

/** The user's role name; null when none. */
export async function roleNameOf(trx: Kysely<DB>, id: number): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select r.name from users u join roles r on r.id = u.role_id where u.id = ${id}`.execute(trx);
  return rows[0]?.name ?? null;
}

/** The place's city; null when none. */
export async function cityOfPlace(trx: Kysely<DB>, placeId: number): Promise<number | null> {
  const { rows } = await sql<{ cityId: number | null }>`select city_id from places where id = ${placeId}`.execute(trx);
  return rows[0]?.cityId ?? null;
}

/** Gives a regional manager a city back; false when it already has it. */
export async function addUserCityIfMissing(trx: Kysely<DB>, userId: number, cityId: number): Promise<boolean> {
  const { rows: has } = await sql`select 1 from user_cities where user_id = ${userId} and city_id = ${cityId}`.execute(trx);
  if (has.length) return false;
  await sql`insert into user_cities (user_id, city_id) values (${userId}, ${cityId})`.execute(trx);
  return true;
}

/** Assigns a place back (by `assignedBy`); false when it is already assigned. */
export async function addUserPlaceIfMissing(trx: Kysely<DB>, userId: number, placeId: number, assignedBy: number): Promise<boolean> {
  const { rows: has } = await sql`select 1 from user_places where user_id = ${userId} and place_id = ${placeId}`.execute(trx);
  if (has.length) return false;
  await sql`insert into user_places (user_id, place_id, assigned_by) values (${userId}, ${placeId}, ${assignedBy})`.execute(trx);
  return true;
}
