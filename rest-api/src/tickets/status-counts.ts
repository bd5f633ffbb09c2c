// Ticket counts by status that stay fast at any size (issue 15). Every insert, delete and status
// change of tickets appends its deltas (status, ±n) to `ticket_status_deltas` in the same statement,
// by statement-level triggers with transition tables, so the numbers are exact and committed with the
// change itself. A count is the sum of a status's deltas: a few rows, whatever the number of tickets.
// The deltas are folded into one row per status when they pile up (one statement that deletes what it
// sees and inserts the sums, so concurrent writers lose nothing).
//
// Since 0009 the deltas also carry the ticket's place, so an administrator's count of a place, and a
// regional manager's or a sales rep's counts (their places), are sums of a few rows as well.
// (The table and triggers: db/migrations/0006-ticket-status-counts.ts and 0009-scoped-ticket-counts.ts.)
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { TICKET_STATUSES } from './mapper';

/** Deltas kept before a count folds them. */
export const FOLD_THRESHOLD = 500;

/** A count the deltas can answer: these statuses (null: all) at these places (null: anywhere). */
export interface DeltaFilter {
  statuses: string[] | null;
  placeIds: number[] | null;
}

/** `'s'`, `{eq: 's'}` or `{inq: [...]}` of one type; anything else → false. */
function valuesOf<T>(value: unknown, is: (v: unknown) => v is T): T[] | false {
  if (is(value)) return [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const ops = Object.entries(value);
    if (ops.length !== 1) return false;
    const [op, operand] = ops[0]!;
    if (op === 'eq' && is(operand)) return [operand];
    if (op === 'inq' && Array.isArray(operand) && operand.every(is)) return operand as T[];
  }
  return false;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isId = (v: unknown): v is number => Number.isInteger(v);

/**
 * What a `where` asks for, when it asks for nothing but statuses and places: `undefined` → every
 * ticket; `{status: 's'}`, `{status: {eq|inq}}`, `{placeId: 1}`, `{placeId: {eq|inq}}` and both
 * together. Anything else → false (the query counts it).
 */
export function deltaFilterOf(where: unknown): DeltaFilter | false {
  const filter: DeltaFilter = { statuses: null, placeIds: null };
  if (where === undefined || where === null) return filter;
  if (typeof where !== 'object' || Array.isArray(where)) return false;
  for (const [key, value] of Object.entries(where)) {
    if (key === 'status') {
      const statuses = valuesOf(value, isText);
      if (statuses === false) return false;
      filter.statuses = statuses;
    } else if (key === 'placeId') {
      const placeIds = valuesOf(value, isId);
      if (placeIds === false) return false;
      filter.placeIds = placeIds;
    } else return false;
  }
  return filter;
}

/** The statuses of a `where` that asks for nothing but statuses (see deltaFilterOf); else false. */
export function statusesOf(where: unknown): string[] | null | false {
  const filter = deltaFilterOf(where);
  return filter === false || filter.placeIds !== null ? false : filter.statuses;
}

/**
 * Tickets matching `filter` within `scope` (a condition on the deltas' `place_id`, as a regional
 * manager's or a sales rep's places; null: every ticket), exact, from the deltas; folds them when
 * they pile up.
 */
/** The deltas' condition for `filter` within `scope`. */
function deltaWhere(filter: DeltaFilter, scope: RawBuilder<SqlBool> | null): RawBuilder<unknown> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.statuses !== null) conditions.push(sql<SqlBool>`status = any(${filter.statuses}::text[])`);
  if (filter.placeIds !== null) conditions.push(sql<SqlBool>`place_id = any(${filter.placeIds}::int[])`);
  if (scope !== null) conditions.push(scope);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

export async function countFromDeltas(db: Kysely<DB>, filter: DeltaFilter, scope: RawBuilder<SqlBool> | null = null): Promise<number> {
  const where = deltaWhere(filter, scope);
  const { rows } = await sql<{ total: string | null; deltas: number }>`
    select (select sum(n) from ticket_status_deltas where ${where}) as total,
           (select count(*)::int from ticket_status_deltas where not folded) as deltas`.execute(db);
  const row = rows[0];
  if (row && row.deltas > FOLD_THRESHOLD) await foldStatusDeltas(db);
  return Number(row?.total ?? 0);
}

/** Tickets per status matching `filter` within `scope` (as countFromDeltas), in one grouped query. */
export async function countsFromDeltas(db: Kysely<DB>, filter: DeltaFilter, scope: RawBuilder<SqlBool> | null = null): Promise<Array<[string | null, number]>> {
  const where = deltaWhere(filter, scope);
  const { rows } = await sql<{ status: string | null; n: string }>`select status, sum(n) as n from ticket_status_deltas where ${where} group by status`.execute(db);
  return rows.map((row) => [row.status, Number(row.n)]);
}

/** Tickets in these statuses (null: all), exact, from the deltas. */
export function countByStatuses(db: Kysely<DB>, statuses: string[] | null): Promise<number> {
  return countFromDeltas(db, { statuses, placeIds: null });
}

/** Tickets per status, exact, from the deltas. */
export async function countsPerStatus(db: Kysely<DB>): Promise<Map<string | null, number>> {
  const { rows } = await sql<{ status: string | null; n: string }>`select status, sum(n) as n from ticket_status_deltas group by status`.execute(db);
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/** Tickets per status, every status named (0 when none): the auto-processor's counter, given to it by the app's wiring. */
export async function statusCounter(db: Kysely<DB>): Promise<Record<string, number>> {
  const counter: Record<string, number> = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0]));
  for (const [status, n] of await countsPerStatus(db)) if (status !== null) counter[status] = n;
  return counter;
}

/** One row per status and place instead of many deltas; rows written meanwhile by others stay as they are. */
export async function foldStatusDeltas(db: Kysely<DB>): Promise<void> {
  await sql`with gone as (delete from ticket_status_deltas returning status, place_id, n)
    insert into ticket_status_deltas (status, place_id, n, folded)
    select status, place_id, sum(n), true from gone group by status, place_id having sum(n) <> 0`.execute(db);
}
