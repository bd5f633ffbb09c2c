// The queries of the auto-processor's control (processor/auto.ts): the shared status row, the hourly
// history, the claim of tickets off the queue and the return of stale claims, and the advisory lock
// that makes one replica the status owner. (Settling the tickets: processor/process.ts.)
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { StoredQuery } from './fiscal';

export type ProcessorStatus = 'stopped' | 'processing' | 'stopping';

/** An hour of the history as stored. */
export interface HistoryRow {
  hour: Date;
  processed: number;
  rejected: number;
  delayed: number;
  manual: number;
  failed: number;
}

/** A ticket taken off the queue, with what fetching its receipt needs. */
export interface Claimed extends StoredQuery {
  id: number;
  hasItems: boolean;
}

/** The shared status; undefined before the row exists. */
export async function readProcessorStatus(db: Kysely<DB>): Promise<ProcessorStatus | undefined> {
  const { rows } = await sql<{ status: ProcessorStatus }>`select status from processor_state where id = 1`.execute(db);
  return rows[0]?.status;
}

/** Locks the status row for the rest of the transaction: the status before the change. */
export async function lockProcessorStatus(trx: Kysely<DB>): Promise<ProcessorStatus | undefined> {
  const { rows } = await sql<{ status: ProcessorStatus }>`select status from processor_state where id = 1 for update`.execute(trx);
  return rows[0]?.status;
}

export async function setProcessing(trx: Kysely<DB>): Promise<void> {
  await sql`update processor_state set status = 'processing' where id = 1`.execute(trx);
}

/** `stopping` unless already stopped: the status after. */
export async function setStopping(trx: Kysely<DB>): Promise<ProcessorStatus | undefined> {
  const { rows } = await sql<{ status: ProcessorStatus }>`
    update processor_state set status = case when status = 'stopped' then 'stopped' else 'stopping' end
    where id = 1 returning status`.execute(trx);
  return rows[0]?.status;
}

/** `stopped`, whatever it was (a stop with nothing in flight: `AutoProcessor.requestStop`). */
export async function setStopped(trx: Kysely<DB>): Promise<void> {
  await sql`update processor_state set status = 'stopped' where id = 1`.execute(trx);
}

/** `stopping` → `stopped`: whether it was stopping. */
export async function finishStopping(db: Kysely<DB>): Promise<boolean> {
  const done = await sql`update processor_state set status = 'stopped' where id = 1 and status = 'stopping' returning id`.execute(db);
  return done.rows.length > 0;
}

/** The last `cap` hours of the history, oldest first. */
export async function readHistory(db: Kysely<DB>, cap: number): Promise<HistoryRow[]> {
  const { rows } = await sql<HistoryRow>`
    select hour, processed, rejected, delayed, manual, failed from (
      select * from processor_history order by hour desc limit ${cap}) h order by hour`.execute(db);
  return rows;
}

/** Adds outcomes to an hour's row: the row after, and whether it was new. */
export async function addToHistory(db: Kysely<DB>, hour: Date, counts: Omit<HistoryRow, 'hour'>): Promise<(HistoryRow & { inserted: boolean }) | undefined> {
  const { rows } = await sql<HistoryRow & { inserted: boolean }>`
    insert into processor_history as h (hour, processed, rejected, delayed, manual, failed)
    values (${hour}, ${counts.processed}, ${counts.rejected}, ${counts.delayed}, ${counts.manual}, ${counts.failed})
    on conflict (hour) do update set processed = h.processed + excluded.processed, rejected = h.rejected + excluded.rejected,
      delayed = h.delayed + excluded.delayed, manual = h.manual + excluded.manual, failed = h.failed + excluded.failed
    returning hour, processed, rejected, delayed, manual, failed, (xmax = 0) as inserted`.execute(db);
  return rows[0];
}

/** Keeps the latest `cap` hours. */
export async function trimHistory(db: Kysely<DB>, cap: number): Promise<void> {
  await sql`delete from processor_history where hour < (
    select hour from processor_history order by hour desc offset ${cap - 1} limit 1)`.execute(db);
}

/** Claims nobody finished (processing since before `before`, or with no claim time) back to the queue: how many. */
export async function returnStaleClaims(db: Kysely<DB>, before: Date): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    update tickets set status = 'new', processing_started_at = null
    where status = 'processing' and (processing_started_at is null or processing_started_at < ${before}) returning id`.execute(db);
  return rows.length;
}

/** Takes up to `limit` tickets off the queue (new, and delayed whose retry has come), oldest first, skipping rows others hold. */
export async function claimTickets(db: Kysely<DB>, now: Date, limit: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update tickets t set status = 'processing', processing_started_at = ${now}
    from (
      select id from tickets
      where status = 'new' or (status = 'delayed' and (next_retry_at is null or next_retry_at <= ${now}))
      order by id limit ${limit}
      for update skip locked
    ) c
    where t.id = c.id
    returning t.id, t.retry_count, t.fiscal_drive_number, t.fiscal_document_number, t.fiscal_sign, t.total_sum,
      t.date_time, t.operation_type, exists (select 1 from ticket_items i where i.ticket_id = t.id) as has_items`.execute(db);
  return rows;
}

/** The session advisory lock `key` on this connection: whether it was taken. */
export async function tryAdvisoryLock(conn: Kysely<DB>, key: number): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(conn);
  return rows[0]?.ok === true;
}

/** A query on the connection (fails when the session is gone). */
export async function pingSession(conn: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(conn);
}

export async function advisoryUnlock(conn: Kysely<DB>, key: number): Promise<void> {
  await sql`select pg_advisory_unlock(${key})`.execute(conn);
}
