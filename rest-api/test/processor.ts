// The processor's test bench (src/processor/processor*.test.ts): a fresh database with a campaign and two
// vendors, one fake clock and one list of published events, made anew for each file that calls
// `processorBench()`; and the helpers that read tickets, plans, scores and audit rows back.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database';
import type { DB } from '../src/db/schema';
import { AutoProcessor, type Emitter } from '../src/processor/auto';
import { CatalogueCache, loadCatalogue } from '../src/processor/catalogue';
import type { FiscalProvider } from '../src/processor/fiscal';
import { processTicket } from '../src/processor/process';
import { statusCounter } from '../src/tickets/status-counts';
import { createCampaign, createUser, freshDatabase, waitFor, type Fixture } from './live';
import { createTestDatabase, type TestDatabase } from './support';

export const silent = { error: () => {}, info: () => {} };

/** The audit row's actor and action of a ticket settled by the auto-processor. */
export const SYSTEM_ROW = { userId: null, userRole: null, address: null, client: 'system', action: 'autoProcess' };

export interface ProcessorOptions {
  workers?: number;
  /** Another connection to the same database (a second replica). */
  db?: Database;
  /** The queries of the processor only, e.g. a proxy that holds or fails its transactions. */
  via?: Kysely<DB>;
  audit?: boolean;
  batchSize?: number;
  pollMs?: number;
}

export interface ProcessorBench {
  testDatabase: TestDatabase;
  database: Database;
  f: Fixture;
  vendor: number;
  vendor2: number;
  /** The processors' clock: a test moves it on. */
  clock: Date;
  events: Array<{ room: string; event: string; payload: unknown }>;
  emitter: Emitter;
  ticketRow(id: number): Promise<Record<string, unknown>>;
  transactions(ticketId: number): Promise<Array<{ amount: number; userId: number; periodId: number | null }>>;
  fact(): Promise<number>;
  userScore(id: number): Promise<number>;
  setLimits(limits: { ticketSalesLimit?: number | null; userScoreLimit?: number | null; placeScoreLimit?: number | null; requiresRegistration?: boolean }): Promise<void>;
  /** A ticket's audit rows: the actor, the action and the change, oldest first. */
  auditRows(ticketId: number): Promise<Array<Record<string, unknown>>>;
  /** One ticket processed at once (processTicket) with the catalogue as it is now. */
  process(id: number): ReturnType<typeof processTicket>;
  /** An auto-processor on the bench's clock, emitter and database. */
  processor(provider: FiscalProvider, options?: ProcessorOptions): AutoProcessor;
  queueEmpty(): Promise<boolean>;
  /** Until the processor owns the status (at once on PGlite) and no worker of it settles a batch. */
  betweenBatches(p: AutoProcessor): Promise<void>;
  /** The processor's published statuses so far. */
  statuses(): unknown[];
  /** The audit rows of the processor's start and stop since `after` (an audit_log id). */
  processorAudit(after: number): Promise<Array<{ action: string; before: unknown; after: unknown }>>;
  lastAuditId(): Promise<number>;
}

/** The bench for the file that calls this: filled by its `beforeAll`, closed by its `afterAll`. */
export function processorBench(): ProcessorBench {
  const events: ProcessorBench['events'] = [];
  const w: ProcessorBench = {
    clock: new Date(),
    events,
    emitter: { emit: (room, event, payload) => void events.push({ room, event, payload }) },

    async ticketRow(id) {
      const { rows } = await sql<Record<string, unknown>>`
        select status, status_description, score, plan_sales, bonus_sales, scored_items, total_sales::float8 as total_sales, period_id, campaign_id, plan_id
        from tickets where id = ${id}`.execute(w.database.db);
      return rows[0]!;
    },
    async transactions(ticketId) {
      const { rows } = await sql<{ amount: number; userId: number; periodId: number | null }>`
        select amount, user_id, period_id from transactions where ticket_id = ${ticketId}`.execute(w.database.db);
      return rows;
    },
    async fact() {
      const { rows } = await sql<{ fact: string }>`select fact from plans where id = ${w.f.planId}`.execute(w.database.db);
      return Number(rows[0]!.fact);
    },
    async userScore(id) {
      const { rows } = await sql<{ score: number }>`select score from users where id = ${id}`.execute(w.database.db);
      return rows[0]!.score;
    },
    async setLimits(limits) {
      await sql`update periods set ticket_sales_limit = ${limits.ticketSalesLimit ?? null}, user_score_limit = ${limits.userScoreLimit ?? null},
        place_score_limit = ${limits.placeScoreLimit ?? null}, requires_registration = ${limits.requiresRegistration ?? false} where id = ${w.f.periodId}`.execute(w.database.db);
    },
    async auditRows(ticketId) {
      const { rows } = await sql<Record<string, unknown>>`
        select user_id, user_role, address, client, action, before, after from audit_log
        where model = 'Ticket' and entity_id = ${ticketId} order by id`.execute(w.database.db);
      return rows;
    },
    process: async (id) => processTicket(w.database.db, await loadCatalogue(w.database.db), id, null),

    processor(provider, options = {}) {
      const db = options.db ?? w.database;
      return new AutoProcessor({
        db: options.via ?? db.db,
        kind: db.kind,
        catalogue: new CatalogueCache(db.db, 0),
        provider,
        emitter: w.emitter,
        log: silent,
        counter: () => statusCounter(db.db),
        now: () => w.clock,
        workers: options.workers ?? 1,
        batchSize: options.batchSize ?? 10,
        pollMs: options.pollMs ?? 20,
        audit: options.audit ?? true,
      });
    },
    async queueEmpty() {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from tickets where status in ('new', 'processing')`.execute(w.database.db);
      return rows[0]!.n === 0;
    },
    betweenBatches: (p) => waitFor(() => p.isOwner && p.inFlight === 0, 10_000, 'the owner between batches'),
    statuses: () => events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload),
    async processorAudit(after) {
      const { rows } = await sql<{ action: string; before: unknown; after: unknown }>`
        select action, before, after from audit_log where model = 'Processor' and id > ${after} order by id`.execute(w.database.db);
      return rows;
    },
    lastAuditId: async () => (await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from audit_log`.execute(w.database.db)).rows[0]!.id,
  } as ProcessorBench;

  beforeAll(async () => {
    w.testDatabase = await createTestDatabase();
    w.database = await freshDatabase(w.testDatabase);
    w.f = await createCampaign(w.database.db);
    w.vendor = await createUser(w.database.db, { phone: '+79991110001', role: 'vendor', placeId: w.f.placeIds[0] });
    w.vendor2 = await createUser(w.database.db, { phone: '+79991110002', role: 'vendor', placeId: w.f.placeIds[0] });
  });

  afterAll(async () => {
    await w.database?.close();
    await w.testDatabase?.drop();
  });

  return w;
}
