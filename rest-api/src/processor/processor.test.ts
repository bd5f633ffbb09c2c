// Every outcome of processing (product-rules §3–§4) on a real database: exact scores, plan facts and
// transactions; delayed receipts and their retries; stale claims; two processors on one queue.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createCampaign, createTicket, createUser, freshDatabase, waitFor, type Fixture } from '../../test/live';
import { BACKEND, createTestDatabase, TEST_PG_URL, type TestDatabase } from '../../test/support';
import { AutoProcessor, type Emitter } from './auto';
import { CatalogueCache, loadCatalogue } from './catalogue';
import { SimulatorProvider, type FiscalProvider } from './fiscal';
import { setStopped } from './state-repository';
import { manualProcess } from './manual-score';
import { processTicket } from './process';
import { statusCounter } from '../tickets/status-counts';

let testDatabase: TestDatabase;
let database: Database;
let f: Fixture;
let vendor: number;
let vendor2: number;

const silent = { error: () => {}, info: () => {} };
const events: Array<{ room: string; event: string; payload: unknown }> = [];
const emitter: Emitter = { emit: (room, event, payload) => void events.push({ room, event, payload }) };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await freshDatabase(testDatabase);
  f = await createCampaign(database.db);
  vendor = await createUser(database.db, { phone: '+79991110001', role: 'vendor', placeId: f.placeIds[0] });
  vendor2 = await createUser(database.db, { phone: '+79991110002', role: 'vendor', placeId: f.placeIds[0] });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

async function ticketRow(id: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select status, status_description, score, plan_sales, bonus_sales, scored_items, total_sales::float8 as total_sales, period_id, campaign_id, plan_id
    from tickets where id = ${id}`.execute(database.db);
  return rows[0]!;
}

async function transactions(ticketId: number) {
  const { rows } = await sql<{ amount: number; userId: number; periodId: number | null }>`
    select amount, user_id, period_id from transactions where ticket_id = ${ticketId}`.execute(database.db);
  return rows;
}

async function fact(): Promise<number> {
  const { rows } = await sql<{ fact: string }>`select fact from plans where id = ${f.planId}`.execute(database.db);
  return Number(rows[0]!.fact);
}

async function userScore(id: number): Promise<number> {
  const { rows } = await sql<{ score: number }>`select score from users where id = ${id}`.execute(database.db);
  return rows[0]!.score;
}

async function setLimits(limits: { ticketSalesLimit?: number | null; userScoreLimit?: number | null; placeScoreLimit?: number | null; requiresRegistration?: boolean }) {
  await sql`update periods set ticket_sales_limit = ${limits.ticketSalesLimit ?? null}, user_score_limit = ${limits.userScoreLimit ?? null},
    place_score_limit = ${limits.placeScoreLimit ?? null}, requires_registration = ${limits.requiresRegistration ?? false} where id = ${f.periodId}`.execute(database.db);
}

/** A ticket's audit rows: the actor, the action and the change, oldest first. */
async function auditRows(ticketId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select user_id, user_role, address, client, action, before, after from audit_log
    where model = 'Ticket' and entity_id = ${ticketId} order by id`.execute(database.db);
  return rows;
}

const SYSTEM_ROW = { userId: null, userRole: null, address: null, client: 'system', action: 'autoProcess' };

const process = async (id: number) => processTicket(database.db, await loadCatalogue(database.db), id, null);

describe(`processing one ticket on ${BACKEND}`, () => {
  let first: number;

  it('scores matched lines (category score or campaign product score × quantity), adds to the plan, writes one transaction', async () => {
    first = await createTicket(database.db, {
      userId: vendor,
      placeId: f.placeIds[0],
      items: [
        { name: 'Чай ЛИСМА чёрный 100 пак.', price: 15000, quantity: 2 },
        { name: 'Кофе Жокей Ориджинал 250 г', price: 30000, quantity: 3 },
        { name: 'Хлеб Бородинский', price: 6000, quantity: 1 },
      ],
    });
    expect(await process(first)).toEqual({ outcome: 'processed', status: 'processed' });
    expect(await ticketRow(first)).toEqual({
      status: 'processed',
      statusDescription: 'Баллы начислены',
      score: 95,
      planSales: 5,
      bonusSales: 0,
      scoredItems: 2,
      totalSales: 5,
      periodId: f.periodId,
      campaignId: f.campaignId,
      planId: f.planId,
    });
    expect(await transactions(first)).toEqual([{ amount: 95, userId: vendor, periodId: f.periodId }]);
    expect(await fact()).toBe(5);
    expect(await userScore(vendor)).toBe(95);
    const { rows } = await sql<{ productId: number | null }>`select product_id from ticket_items where ticket_id = ${first} order by line_no`.execute(database.db);
    expect(rows.map((r) => r.productId)).toEqual([f.products.tea, f.products.coffee, null]);
  });

  it('counts units beyond the plan as bonus sales with the bonus score on top', async () => {
    const id = await createTicket(database.db, { userId: vendor, placeId: f.placeIds[0], items: [{ name: 'Кофе жокей 100 г', price: 20000, quantity: 7 }] });
    expect((await process(id)).outcome).toBe('processed');
    expect(await ticketRow(id)).toMatchObject({ score: 7 * 25 + 2 * 5, planSales: 5, bonusSales: 2, totalSales: 7, scoredItems: 1 });
    expect(await fact()).toBe(12);
    expect(await userScore(vendor)).toBe(95 + 185);
  });

  it('never scores a processed ticket twice', async () => {
    expect(await process(first)).toEqual({ outcome: 'skipped', status: 'processed' });
    await expect(manualProcess(database.db, await loadCatalogue(database.db), first, 10)).rejects.toThrow('По чеку уже произведено начисление.');
    expect(await transactions(first)).toHaveLength(1);
  });

  it('rejects a second upload of the same receipt as a duplicate', async () => {
    const { rows } = await sql<{ fn: string; i: string; fp: string }>`
      select fiscal_drive_number as fn, fiscal_document_number as i, fiscal_sign as fp from tickets where id = ${first}`.execute(database.db);
    const { fn, i, fp } = rows[0]!;
    const copy = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[0], fiscal: [fn, i, fp], items: [{ name: 'Кофе Жокей', price: 100, quantity: 1 }] });
    expect(await process(copy)).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect(await ticketRow(copy)).toMatchObject({ status: 'rejected', statusDescription: `Повторная загрузка: этот чек уже загружен (чек №${first})`, score: null });
    expect(await transactions(copy)).toEqual([]);
  });

  it('rejects a receipt dated outside every period', async () => {
    const id = await createTicket(database.db, {
      userId: vendor,
      placeId: f.placeIds[0],
      dateTime: new Date(Date.now() - 60 * 86_400_000),
      items: [{ name: 'Кофе Жокей', price: 100, quantity: 1 }],
    });
    expect(await process(id)).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect((await ticketRow(id)).statusDescription).toBe('Дата чека вне периодов акции');
  });

  it('sends a ticket without matched lines to manual review (product and campaign exclusions)', async () => {
    const id = await createTicket(database.db, {
      userId: vendor,
      placeId: f.placeIds[0],
      items: [
        { name: 'Чай Лисма холодный лимон', price: 9000, quantity: 1 },
        { name: 'Кофе Жокей в подарок', price: 0, quantity: 1 },
      ],
    });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ status: 'manual', statusDescription: 'Ни одна позиция чека не совпала с товарами акции', score: 0, scoredItems: 0 });
    expect(await transactions(id)).toEqual([]);
  });

  it('ticketSalesLimit: units beyond the cap are not scored and the ticket goes to manual', async () => {
    await setLimits({ ticketSalesLimit: 3 });
    const before = await fact();
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 5 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит товаров в одном чеке', score: 75, totalSales: 5 });
    expect(await transactions(id)).toEqual([]);
    expect(await fact()).toBe(before);
  });

  it("userScoreLimit: the user's period score caps the ticket", async () => {
    await setLimits({ userScoreLimit: 300 });
    const id = await createTicket(database.db, { userId: vendor, placeId: f.placeIds[1], items: [{ name: 'Чай Лисма', price: 15000, quantity: 3 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит баллов пользователя за период', score: 20 });
    expect(await transactions(id)).toEqual([]);
    expect(await userScore(vendor)).toBe(280);
  });

  it("placeScoreLimit: the place's period score caps the ticket", async () => {
    await setLimits({ placeScoreLimit: 290 });
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[0], items: [{ name: 'Сок Добрый яблоко', price: 12000, quantity: 2 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит баллов торговой точки за период', score: 7 });
  });

  it('requiresRegistration: an unconfirmed user goes to manual review', async () => {
    await setLimits({ requiresRegistration: true });
    const unconfirmed = await createUser(database.db, { phone: '+79991110003', role: 'vendor', placeId: f.placeIds[1], registrationConfirmed: false });
    const id = await createTicket(database.db, { userId: unconfirmed, placeId: f.placeIds[1], items: [{ name: 'Сок Добрый', price: 12000, quantity: 1 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect((await ticketRow(id)).statusDescription).toBe('Период акции требует подтверждённой регистрации пользователя');
    const confirmed = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Сок Добрый', price: 12000, quantity: 1 }] });
    expect((await process(confirmed)).outcome).toBe('processed');
    await setLimits({});
  });

  it('manual scoring accrues once and adds the counted units to the plan', async () => {
    await setLimits({ ticketSalesLimit: 1 });
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[0], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 2 }] });
    expect((await process(id)).outcome).toBe('manual');
    await setLimits({});
    const before = await fact();
    const scoreBefore = await userScore(vendor2);
    expect(await manualProcess(database.db, await loadCatalogue(database.db), id, 40)).toEqual({ status: 'processed', score: 40 });
    expect(await ticketRow(id)).toMatchObject({ status: 'processed', score: 40, statusDescription: 'Баллы начислены вручную' });
    expect(await transactions(id)).toEqual([{ amount: 40, userId: vendor2, periodId: f.periodId }]);
    expect(await fact()).toBe(before + 1);
    expect(await userScore(vendor2)).toBe(scoreBefore + 40);
  });
});

describe(`the auto-processor on ${BACKEND}`, () => {
  let clock = new Date();

  function processor(provider: FiscalProvider, options: { workers?: number; db?: Database; audit?: boolean } = {}) {
    const db = options.db ?? database;
    return new AutoProcessor({
      db: db.db,
      kind: db.kind,
      catalogue: new CatalogueCache(db.db, 0),
      provider,
      emitter,
      log: silent,
      counter: () => statusCounter(db.db),
      now: () => clock,
      workers: options.workers ?? 1,
      batchSize: 10,
      pollMs: 20,
      audit: options.audit ?? true,
    });
  }

  async function queueEmpty(): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from tickets where status in ('new', 'processing')`.execute(database.db);
    return rows[0]!.n === 0;
  }

  it('delays a receipt the fiscal service does not have yet, retries after 15 minutes, then processes it', async () => {
    const p = processor(new SimulatorProvider({ notReadyRate: 1 }));
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] });
    const claimed = await p.claim(10);
    expect(claimed.map((t) => t.id)).toEqual([id]);
    expect(await p.processClaimed(claimed)).toMatchObject({ delayed: 1 });
    const delayed = await sql<{ status: string; retryCount: number; nextRetryAt: Date; statusDescription: string }>`
      select status, retry_count, next_retry_at, status_description from tickets where id = ${id}`.execute(database.db);
    expect(delayed.rows[0]).toMatchObject({ status: 'delayed', retryCount: 1, statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут' });
    expect(new Date(delayed.rows[0]!.nextRetryAt).getTime()).toBe(clock.getTime() + 15 * 60_000);
    expect(await p.claim(10)).toEqual([]);
    const delayedRow = {
      ...SYSTEM_ROW,
      before: { status: 'processing', statusDescription: null },
      after: { status: 'delayed', statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут' },
    };
    expect(await auditRows(id)).toEqual([delayedRow]);

    clock = new Date(clock.getTime() + 16 * 60_000);
    const again = await p.claim(10);
    expect(again.map((t) => t.id)).toEqual([id]);
    expect(await p.processClaimed(again)).toMatchObject({ processed: 1 });
    const done = await ticketRow(id);
    expect(done.status).toBe('processed');
    const { rows } = await sql<{ n: number; total: string }>`select count(*)::int as n, sum(sum)::bigint as total from ticket_items where ticket_id = ${id}`.execute(database.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await transactions(id)).toEqual([{ amount: done.score, userId: vendor2, periodId: f.periodId }]);
    expect(await auditRows(id)).toEqual([
      delayedRow,
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут', score: null },
        after: { status: 'processed', statusDescription: 'Баллы начислены', score: done.score },
      },
    ]);
  });

  it('writes no audit row when the trail is off (only to measure its cost)', async () => {
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 1 }] });
    const notReady = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] });
    const p = processor({ name: 'never', fetch: async () => ({ kind: 'notReady' }) }, { audit: false });
    expect(await p.processClaimed(await p.claim(10))).toMatchObject({ processed: 1, delayed: 1 });
    expect(await auditRows(id)).toEqual([]);
    expect(await auditRows(notReady)).toEqual([]);
    await sql`update tickets set status = 'rejected' where id = ${notReady}`.execute(database.db);
  });

  it('rejects after the last retry, and rejects a receipt the fiscal service does not know', async () => {
    const p = processor({ name: 'never', fetch: async () => ({ kind: 'notReady' }) });
    const late = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] });
    await sql`update tickets set status = 'delayed', retry_count = 4, next_retry_at = ${clock} where id = ${late}`.execute(database.db);
    expect(await p.processClaimed(await p.claim(10))).toMatchObject({ rejected: 1 });
    expect(await ticketRow(late)).toMatchObject({ status: 'rejected', statusDescription: 'Чек не поступил в ФНС после всех повторных проверок' });
    expect(await auditRows(late)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null },
        after: { status: 'rejected', statusDescription: 'Чек не поступил в ФНС после всех повторных проверок' },
      },
    ]);

    const missing = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] });
    const q = processor(new SimulatorProvider({ notFoundRate: 1 }));
    expect(await q.processClaimed(await q.claim(10))).toMatchObject({ rejected: 1 });
    expect(await ticketRow(missing)).toMatchObject({ status: 'rejected', statusDescription: 'Чек не найден в ФНС' });
    expect(await auditRows(missing)).toEqual([
      { ...SYSTEM_ROW, before: { status: 'processing', statusDescription: null }, after: { status: 'rejected', statusDescription: 'Чек не найден в ФНС' } },
    ]);
  });

  it('returns stale claims to the queue, runs while the status is processing, records hourly history and publishes it', async () => {
    const stale = await createTicket(database.db, {
      userId: vendor2,
      placeId: f.placeIds[1],
      status: 'processing',
      processingStartedAt: new Date(clock.getTime() - 5 * 60_000),
      items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }],
    });
    const fresh = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
    const p = processor(new SimulatorProvider());
    events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await waitFor(queueEmpty, 15_000, 'the queue to empty');
      expect((await ticketRow(stale)).status).toBe('processed');
      expect((await ticketRow(fresh)).status).toBe('processed');
      // Its worker between batches: the stop is `stopped` at once (one status: see the tests below).
      await betweenBatches(p);
      const state = await p.requestStop();
      expect(state.status).toBe('stopped');
      const history = await p.history();
      const hour = new Date(clock);
      hour.setUTCMinutes(0, 0, 0);
      expect(history.at(-1)).toMatchObject({ hour: hour.toISOString() });
      expect(history.at(-1)!.processed).toBe(2);
      expect(events.some((e) => e.event === 'ticketAutoProcessor.historyRecord' && e.room === 'ticket-auto-processor')).toBe(true);
      expect(events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload)).toEqual(expect.arrayContaining(['processing', 'stopped']));
      await waitFor(() => events.some((e) => e.event === 'ticketAutoProcessor.ticketCounter'), 15_000, 'a counter');
      // Each change published once: the control loop does not publish again what a request published
      // (every live subscriber got each status twice).
      expect(events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload)).toEqual(['processing', 'stopped']);
    } finally {
      await p.close();
    }
  });

  /** Until the processor owns the status (at once on PGlite) and no worker of it settles a batch. */
  const betweenBatches = (p: AutoProcessor) => waitFor(() => p.isOwner && p.inFlight === 0, 10_000, 'the owner between batches');
  /** The processor's published statuses so far. */
  const statuses = () => events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload);
  /** The audit rows of the processor's start and stop since `after` (an audit_log id). */
  async function processorAudit(after: number) {
    const { rows } = await sql<{ action: string; before: unknown; after: unknown }>`
      select action, before, after from audit_log where model = 'Processor' and id > ${after} order by id`.execute(database.db);
    return rows;
  }
  const lastAuditId = async () => (await sql<{ id: number }>`select coalesce(max(id), 0)::int as id from audit_log`.execute(database.db)).rows[0]!.id;

  it('a stop with no batch in flight is `stopped` at once: one status published, not `stopping` then `stopped`', async () => {
    const p = processor(new SimulatorProvider());
    const audit = await lastAuditId();
    events.length = 0;
    p.start();
    try {
      const admin = { userId: vendor, role: 'admin', address: '127.0.0.1', client: 'web' } as const;
      await p.requestStart(admin);
      await betweenBatches(p);
      const state = await p.requestStop(admin);
      expect(state.status).toBe('stopped');
      expect(await p.readStatus()).toBe('stopped');
      expect(statuses()).toEqual(['processing', 'stopped']);
      // The control loop, woken by the stop, publishes nothing more (its next rounds included).
      await waitFor(() => events.some((e) => e.event === 'ticketAutoProcessor.ticketCounter'), 15_000, 'a round of the control loop');
      expect(statuses()).toEqual(['processing', 'stopped']);
      expect(await processorAudit(audit)).toEqual([
        { action: 'start', before: { status: 'stopped' }, after: { status: 'processing' } },
        { action: 'stop', before: { status: 'processing' }, after: { status: 'stopped' } },
      ]);
    } finally {
      await p.close();
    }
  });

  it('a stop while a batch is settled is `stopping` until the batch is done, then `stopped`; the batch is settled', async () => {
    let called!: () => void;
    const fetching = new Promise<void>((resolve) => (called = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const simulator = new SimulatorProvider();
    const held: FiscalProvider = {
      name: 'held',
      fetch: async (query, products) => {
        called();
        await answered;
        return simulator.fetch(query, products);
      },
    };
    const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] });
    const p = processor(held);
    events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await fetching;
      expect(p.inFlight).toBe(1);
      const state = await p.requestStop();
      expect(state.status).toBe('stopping');
      expect(statuses()).toEqual(['processing', 'stopping']);
      answer();
      await waitFor(() => statuses().length === 3, 10_000, 'the stopped event');
      expect(statuses()).toEqual(['processing', 'stopping', 'stopped']);
      expect(await p.readStatus()).toBe('stopped');
      expect((await ticketRow(id)).status).toBe('processed');
    } finally {
      answer();
      await p.close();
    }
  });

  it('no batch is taken while a stop with nothing in flight is written: a ticket queued meanwhile stays in the queue', async () => {
    let gate: Promise<void> | null = null;
    let open!: () => void;
    let entered!: () => void;
    const writing = new Promise<void>((resolve) => (entered = resolve));
    // The stop's transaction waits at `gate` before it runs: the stop is decided, not yet written.
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && gate) {
          const waitFor = gate;
          return () => ({
            execute: async (fn: Parameters<ReturnType<typeof target.transaction>['execute']>[0]) => {
              entered();
              await waitFor;
              return target.transaction().execute(fn);
            },
          });
        }
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const p = new AutoProcessor({
      db,
      kind: database.kind,
      catalogue: new CatalogueCache(database.db, 0),
      provider: new SimulatorProvider(),
      emitter,
      log: silent,
      counter: () => statusCounter(database.db),
      now: () => clock,
      workers: 1,
      batchSize: 10,
      pollMs: 20,
    });
    events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await betweenBatches(p);
      gate = new Promise<void>((resolve) => (open = resolve));
      const stopped = p.requestStop();
      await writing;
      const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
      // The worker, back from its pause (20 ms) with a ticket in the queue, waits for the stop to be
      // written instead of taking it (without the hold it takes the ticket and is never held).
      await waitFor(async () => p.held === 1, 10_000, 'the worker held by the stop being written');
      expect(p.inFlight).toBe(0);
      gate = null;
      open();
      expect((await stopped).status).toBe('stopped');
      expect(statuses()).toEqual(['processing', 'stopped']);
      expect((await ticketRow(id)).status).toBe('new');
      await sql`delete from tickets where id = ${id}`.execute(database.db);
    } finally {
      gate = null;
      open?.();
      await p.close();
    }
  });

  it('a start right after a stop runs its own workers only: the stopped ones still pausing end', async () => {
    let running = 0;
    let most = 0;
    const simulator = new SimulatorProvider();
    const counting: FiscalProvider = {
      name: 'counting',
      fetch: async (query, products) => {
        most = Math.max(most, ++running);
        // Long enough for a second worker, if there were one, to take the next ticket meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return simulator.fetch(query, products);
      },
    };
    // One worker, one ticket per batch, a pause of 200 ms after an empty queue.
    const p = new AutoProcessor({
      db: database.db,
      kind: database.kind,
      catalogue: new CatalogueCache(database.db, 0),
      provider: counting,
      emitter,
      log: silent,
      counter: () => statusCounter(database.db),
      now: () => clock,
      workers: 1,
      batchSize: 1,
      pollMs: 200,
    });
    events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await betweenBatches(p);
      expect((await p.requestStop()).status).toBe('stopped');
      await p.requestStart();
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) ids.push(await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1] }));
      await waitFor(async () => (await Promise.all(ids.map(ticketRow))).every((t) => t.status !== 'new' && t.status !== 'processing'), 15_000, 'the tickets settled');
      expect(most).toBe(1);
      expect(statuses()).toEqual(['processing', 'stopped', 'processing']);
    } finally {
      await p.requestStop();
      await p.close();
    }
  });

  it('a start or a stop that fails publishes nothing (never `processing`), and after a failed stop the workers go on', async () => {
    let failing = false;
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && failing) return () => ({ execute: async () => Promise.reject(new Error('the database refused')) });
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const p = new AutoProcessor({
      db,
      kind: database.kind,
      catalogue: new CatalogueCache(database.db, 0),
      provider: new SimulatorProvider(),
      emitter,
      log: silent,
      counter: () => statusCounter(database.db),
      now: () => clock,
      workers: 1,
      batchSize: 10,
      pollMs: 20,
    });
    // Stopped before it starts: the test before may close its processor while its stop is still
    // `stopping` (a batch in flight on a busy machine), which this one's control loop would finish
    // only a moment later.
    await setStopped(database.db);
    events.length = 0;
    p.start();
    try {
      failing = true;
      await expect(p.requestStart()).rejects.toThrow('the database refused');
      expect(statuses()).toEqual([]);
      expect(await p.readStatus()).toBe('stopped');
      failing = false;
      await p.requestStart();
      expect(statuses()).toEqual(['processing']);
      await betweenBatches(p);
      failing = true;
      await expect(p.requestStop()).rejects.toThrow('the database refused');
      failing = false;
      expect(statuses()).toEqual(['processing']);
      expect(await p.readStatus()).toBe('processing');
      // The stop held the workers while it was written; failed, they take the queue again.
      const id = await createTicket(database.db, { userId: vendor2, placeId: f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
      await waitFor(async () => (await ticketRow(id)).status === 'processed', 10_000, 'the ticket processed after the failed stop');
      expect(statuses()).toEqual(['processing']);
    } finally {
      failing = false;
      await p.requestStop();
      await p.close();
    }
  });

  it('keeps the last 168 hours of history', async () => {
    const p = processor(new SimulatorProvider());
    await sql`delete from processor_history`.execute(database.db);
    const base = new Date(clock);
    base.setUTCMinutes(0, 0, 0);
    await sql`insert into processor_history (hour, processed)
      select ${base}::timestamptz - (n || ' hours')::interval, 1 from generate_series(1, 170) n`.execute(database.db);
    await p.recordHistory({ processed: 2, rejected: 0, delayed: 0, manual: 0, failed: 0 });
    const history = await p.history();
    expect(history).toHaveLength(168);
    expect(history.at(-1)).toEqual({ hour: base.toISOString(), processed: 2, rejected: 0, delayed: 0, manual: 0, failed: 0 });
  });

  it('settles a batch with the same rules: duplicates within the batch, outside the period, no match, a limit, plan and bonus', async () => {
    await sql`update tickets set status = 'rejected' where status in ('new', 'delayed', 'processing')`.execute(database.db);
    await setLimits({ ticketSalesLimit: 4 });
    const buyer = await createUser(database.db, { phone: '+79991110009', role: 'vendor', placeId: f.placeIds[0] });
    const planBefore = await fact();
    const planRow = await sql<{ plan: number }>`select plan from plans where id = ${f.planId}`.execute(database.db);
    const left = Math.max(0, planRow.rows[0]!.plan - planBefore);
    const coffee = [{ name: 'Кофе Жокей', price: 30000, quantity: 2 }];
    const a = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: coffee, fiscal: ['7770001', '1', '1'] });
    const b = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: coffee, fiscal: ['7770001', '1', '1'] });
    const c = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: coffee, dateTime: new Date(Date.now() - 90 * 86_400_000) });
    const d = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: [{ name: 'Молоко', price: 9000, quantity: 1 }] });
    const e = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 6 }] });
    const g = await createTicket(database.db, { userId: buyer, placeId: f.placeIds[0], items: coffee });
    const p = processor(new SimulatorProvider());
    const claimed = await p.claim(10);
    expect(claimed.map((x) => x.id)).toEqual([a, b, c, d, e, g]);
    expect(await p.processClaimed(claimed)).toEqual({ processed: 2, rejected: 2, delayed: 0, manual: 2, failed: 0 });
    expect((await ticketRow(a)).status).toBe('processed');
    expect((await ticketRow(b)).statusDescription).toBe(`Повторная загрузка: этот чек уже загружен (чек №${a})`);
    expect((await ticketRow(c)).statusDescription).toBe('Дата чека вне периодов акции');
    expect((await ticketRow(d)).statusDescription).toBe('Ни одна позиция чека не совпала с товарами акции');
    expect(await ticketRow(e)).toMatchObject({
      status: 'manual',
      statusDescription: 'Превышен лимит товаров в одном чеке',
      score: 100 + (4 - Math.min(4, Math.max(0, left - 2))) * 5,
    });
    // a and g: 2 units each, plan units first, then bonus units with the bonus score
    const planA = Math.min(2, left);
    const planG = Math.min(2, Math.max(0, left - 2));
    expect(await ticketRow(a)).toMatchObject({ score: 50 + (2 - planA) * 5, planSales: planA, bonusSales: 2 - planA });
    expect(await ticketRow(g)).toMatchObject({ score: 50 + (2 - planG) * 5, planSales: planG, bonusSales: 2 - planG });
    expect(await fact()).toBe(planBefore + 4);
    expect((await transactions(a)).map((x) => x.amount)).toEqual([50 + (2 - planA) * 5]);
    expect(await userScore(buyer)).toBe(100 + (2 - planA) * 5 + (2 - planG) * 5);
    // One audit row per settled ticket, written by the batch's own UPDATE.
    expect(await auditRows(b)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null },
        after: { status: 'rejected', statusDescription: `Повторная загрузка: этот чек уже загружен (чек №${a})` },
      },
    ]);
    expect(await auditRows(g)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null, score: null },
        after: { status: 'processed', statusDescription: 'Баллы начислены', score: 50 + (2 - planG) * 5 },
      },
    ]);
    for (const id of [a, c, d, e])
      expect((await auditRows(id)).map((r) => [r.action, (r.after as { status: string }).status])).toEqual([['autoProcess', (await ticketRow(id)).status]]);
    await setLimits({});
  });

  const N = TEST_PG_URL ? 2000 : 300;
  it(`two processors with two workers each share one queue of ${N} tickets: each ticket processed exactly once`, async () => {
    await sql`update periods set user_score_limit = null, place_score_limit = null, ticket_sales_limit = null where id = ${f.periodId}`.execute(database.db);
    const users: number[] = [];
    for (let u = 0; u < 20; u += 1) users.push(await createUser(database.db, { phone: `+7999222${String(u).padStart(4, '0')}`, role: 'vendor', placeId: f.placeIds[u % 2] }));
    const start = await sql<{ id: number }>`select coalesce(max(id), 0) as id from tickets`.execute(database.db);
    await sql`
      insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
      select 'new', (${sql.val(users)}::int[])[1 + n % 20], case when n % 2 = 0 then ${f.placeIds[0]}::int else ${f.placeIds[1]}::int end,
        now() - interval '1 hour', 30000, '8888000011112222', (500000 + n)::text, (700000 + n)::text, 1
      from generate_series(1, ${N}) n`.execute(database.db);
    await sql`insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
      select id, 1, 'Кофе Жокей 250 г', 30000, 1, 30000 from tickets where id > ${start.rows[0]!.id}`.execute(database.db);

    const second = TEST_PG_URL ? await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl }) : database;
    const a = processor(new SimulatorProvider(), { workers: 2 });
    const b = processor(new SimulatorProvider(), { workers: 2, db: second });
    a.start();
    b.start();
    try {
      await a.requestStart();
      await waitFor(queueEmpty, 120_000, 'the queue to empty');
      await a.requestStop();
    } finally {
      await Promise.all([a.close(), b.close()]);
      if (second !== database) await second.close();
    }
    const { rows } = await sql<{ tickets: number; processed: number; txs: number; distinctTickets: number; sumScore: string; sumTx: string }>`
      select count(*)::int as tickets, count(*) filter (where t.status = 'processed')::int as processed,
        (select count(*)::int from transactions x where x.ticket_id > ${start.rows[0]!.id}) as txs,
        (select count(distinct x.ticket_id)::int from transactions x where x.ticket_id > ${start.rows[0]!.id}) as distinct_tickets,
        sum(t.score) as sum_score,
        (select sum(amount) from transactions x where x.ticket_id > ${start.rows[0]!.id}) as sum_tx
      from tickets t where t.id > ${start.rows[0]!.id}`.execute(database.db);
    expect(rows[0]).toEqual({ tickets: N, processed: N, txs: N, distinctTickets: N, sumScore: expect.anything(), sumTx: expect.anything() });
    expect(Number(rows[0]!.sumScore)).toBe(Number(rows[0]!.sumTx));
    const audited = await sql<{ rows: number; tickets: number }>`
      select count(*)::int as rows, count(distinct entity_id)::int as tickets from audit_log
      where model = 'Ticket' and action = 'autoProcess' and entity_id > ${start.rows[0]!.id}`.execute(database.db);
    expect(audited.rows[0]).toEqual({ rows: N, tickets: N });
    expect(a.settled.processed + b.settled.processed).toBe(N);
    expect(b.settled.processed, `a: ${a.settled.processed}`).toBeGreaterThan(0);
  }, 180_000);
});
