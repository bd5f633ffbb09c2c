// The queries of the live records feed (realtime/records.ts): it reads the audit trail as it grows.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** An audit row as the feed reads it, with its author's name (as the database's CamelCasePlugin answers it). */
export interface AuditFeedRow {
  id: string | number;
  at: Date | string;
  model: string;
  entityId: number | null;
  action: string;
  client: string | null;
  userId: number | null;
  name: string | null;
  surname: string | null;
}

/** The newest audit row's id; 0 for an empty trail. */
export async function latestAuditId(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ max: string | number | null }>`select max(id) as max from audit_log`.execute(db);
  return Number(rows[0]?.max ?? 0);
}

/** Audit rows with an id above `afterId`, oldest first, at most `limit`. */
export async function auditRowsAfter(db: Kysely<DB>, afterId: number, limit: number): Promise<AuditFeedRow[]> {
  const { rows } = await sql<AuditFeedRow>`
    select a.id, a.at, a.model, a.entity_id, a.action, a.client, a.user_id, u.name, u.surname
    from audit_log a left join users u on u.id = a.user_id
    where a.id > ${afterId}
    order by a.id limit ${limit}`.execute(db);
  return rows;
}
