// The audit trail (issue 17): one append-only row per write, inserted with the change's own
// transaction (pass the transaction), so a rolled-back write leaves no row.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { currentActor, type AuditActor } from './context';

export interface AuditEntry {
  model: string;
  entityId: number | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Passwords, one-time codes and tokens are never stored, whatever the model calls them. */
const SECRET = /password|code|token|secret/i;

export function withoutSecrets(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET.test(key)));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The fields of `keys` whose values differ: `{before, after}` with only those fields. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: Iterable<string> = new Set([...Object.keys(before), ...Object.keys(after)]),
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (SECRET.test(key) || same(before[key], after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

export function isEmpty(values: Record<string, unknown>): boolean {
  return Object.keys(values).length === 0;
}

const AUDIT_ROW = sql`audit_log (user_id, user_role, address, client, model, entity_id, action, before, after)`;

/**
 * The insert of one row, to run inside another statement of the change (a data-modifying `WITH`),
 * so the trail costs no statement of its own; null without an actor (nothing is recorded).
 */
export function auditInsert(entry: AuditEntry, actor: AuditActor | null = currentActor()): RawBuilder<unknown> | null {
  if (!actor) return null;
  const before = withoutSecrets(entry.before);
  const after = withoutSecrets(entry.after);
  return sql`insert into ${AUDIT_ROW}
    values (${actor.userId}, ${actor.role}, ${actor.address}, ${actor.client}, ${entry.model}, ${entry.entityId}, ${entry.action},
      ${before ? JSON.stringify(before) : null}::jsonb, ${after ? JSON.stringify(after) : null}::jsonb)`;
}

/**
 * The insert of one row per row of `source`, a `select` answering `entity_id`, `before` and `after`
 * (JSONB, secrets already left out), for a change made by one statement to many records; null
 * without an actor.
 */
export function auditInsertFrom(actor: AuditActor | null, model: string, action: string, source: RawBuilder<unknown>): RawBuilder<unknown> | null {
  if (!actor) return null;
  return sql`insert into ${AUDIT_ROW}
    select ${actor.userId}, ${actor.role}, ${actor.address}, ${actor.client}, ${model}, s.entity_id, ${action}, s.before, s.after from (${source}) s`;
}

/** `statement` with the audit row's insert run as a data-modifying `WITH` of it (or alone without one). */
export function withAudit<T>(audit: RawBuilder<unknown> | null, statement: RawBuilder<T>): RawBuilder<T> {
  return audit ? sql<T>`with audit_row as (${audit}) ${statement}` : statement;
}

/** Appends one row; `actor` defaults to the current request's, and without one nothing is recorded. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry, actor: AuditActor | null = currentActor()): Promise<void> {
  await auditInsert(entry, actor)?.execute(db);
}

/** Retention: rows older than `days` are deleted (daily); answers how many. */
export async function purgeAudit(db: Kysely<DB>, days: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const { rows } = await sql<{ count: number }>`with gone as (delete from audit_log where at < ${cutoff} returning 1) select count(*)::int as count from gone`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Purges at start and then every `everyMs` (a day); answers a stop function. Errors are logged, not thrown. */
export function scheduleAuditRetention(
  db: Kysely<DB>,
  days: number,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  everyMs = 86_400_000,
): () => void {
  const run = () => {
    purgeAudit(db, days).then(
      (removed) => removed > 0 && log.info({ removed, days }, 'old audit rows removed'),
      (error: unknown) => log.error({ err: error }, 'audit retention failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
