// Every query of the tickets domain: the generic reads (scoped by role), the per-page items, the scope.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ticketPlaceScope, ticketScope } from '../auth/scope';
import type { DB } from '../db/schema';
import { SYSTEM, type Access, type AuthUser } from '../models/definition';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';
import { countFromDeltas, countsFromDeltas, deltaFilterOf } from './status-counts';
import type { StoredQuery } from '../processor/fiscal';

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

/** What "process now" needs of a ticket: its status, retries, whether it has lines, and the QR fields a receipt is fetched by. */
export interface TicketToProcess extends StoredQuery {
  status: string;
  hasItems: boolean;
}

/** The ticket as "process now" reads it (the caller has checked that it exists and is visible). */
export async function ticketToProcess(db: Kysely<DB>, id: number): Promise<TicketToProcess> {
  const { rows } = await sql<TicketToProcess>`
    select status, retry_count, exists (select 1 from ticket_items i where i.ticket_id = t.id) as has_items, fiscal_drive_number,
      fiscal_document_number, fiscal_sign, total_sum, date_time, operation_type from tickets t where id = ${id}`.execute(db);
  return rows[0]!;
}

/** Locks a ticket's row for the rest of the transaction and answers its status (undefined: no such ticket). */
export async function lockTicketStatus(trx: Kysely<DB>, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ status: string }>`select status from tickets where id = ${id} for update`.execute(trx);
  return rows[0]?.status;
}

/** The uploader's main place and the time zone of its city (null when unknown). */
export async function uploaderPlace(db: Kysely<DB>, userId: number): Promise<{ placeId: number | null; timeZone: string | null }> {
  const { rows } = await sql<{ placeId: number | null; timeZone: string | null }>`
    select u.place_id, c.time_zone from users u left join places p on p.id = u.place_id left join cities c on c.id = p.city_id
    where u.id = ${userId}`.execute(db);
  return { placeId: rows[0]?.placeId ?? null, timeZone: rows[0]?.timeZone ?? null };
}

/** A ticket as the mobile app uploads it (already validated). */
export interface TicketUpload {
  operationType: number;
  fiscalDriveNumber: string;
  fiscalDocumentNumber: string;
  fiscalSign: string;
  dateTime: Date | null;
  totalSum: number;
  qr: string;
  userId: number;
  placeId: number | null;
  platform: string | null;
  appVersion: string | null;
  photos: unknown[];
  location: { lat: number; lng: number } | null;
}

/** Stores an uploaded ticket (status `new`): its id. */
export async function insertUploadedTicket(trx: Kysely<DB>, upload: TicketUpload): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into tickets (operation_type, fiscal_drive_number, fiscal_document_number, fiscal_sign, date_time, total_sum, qr, status,
      status_description, user_id, place_id, platform, app_version, photos, location)
    values (${upload.operationType}, ${upload.fiscalDriveNumber}, ${upload.fiscalDocumentNumber}, ${upload.fiscalSign}, ${upload.dateTime},
      ${upload.totalSum}, ${upload.qr}, 'new', 'Чек загружен и ожидает обработки', ${upload.userId}, ${upload.placeId}, ${upload.platform},
      ${upload.appVersion}, ${JSON.stringify(upload.photos)}::jsonb, ${upload.location ? JSON.stringify(upload.location) : null}::jsonb)
    returning id`.execute(trx);
  return rows[0]!.id;
}

/** A ticket's accruals, oldest first, as the API answers them. */
export async function ticketTransactions(
  db: Kysely<DB>,
  ticketId: number,
): Promise<Array<{ id: number; userId: number; ticketId: number | null; periodId: number | null; amount: number; reason: string | null; createdAt: string }>> {
  const { rows } = await sql<{ id: number; userId: number; ticketId: number | null; periodId: number | null; amount: number; reason: string | null; createdAt: Date }>`
    select id, user_id, ticket_id, period_id, amount, reason, created_at from transactions where ticket_id = ${ticketId} order by id`.execute(db);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** The uploader of a ticket the user may see: `undefined` when there is no such ticket in the scope. */
export async function visibleTicketUser(db: Kysely<DB>, user: AuthUser, ticketId: number): Promise<{ userId: number | null } | undefined> {
  const scope = ticketScope(user) ?? sql<SqlBool>`true`;
  const { rows } = await sql<{ userId: number | null }>`select tickets.user_id from tickets where tickets.id = ${ticketId} and ${scope}`.execute(db);
  return rows[0];
}

/**
 * A staff member's status change (status null: unchanged) with its description; clears the retry
 * time, and the retries when the ticket goes back to the queue (`new`). Inside the caller's transaction.
 */
export async function setTicketStatus(trx: Kysely<DB>, id: number, status: string | null, description: string | null): Promise<void> {
  await sql`update tickets set status = coalesce(${status}, status),
      status_description = ${description},
      next_retry_at = null, retry_count = case when ${status}::text = 'new' then 0 else retry_count end
    where id = ${id}`.execute(trx);
}
