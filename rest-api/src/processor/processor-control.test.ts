// The auto-processor's control on a real database: stale claims back to the queue, start and stop
// with each status published once, hourly history, two processors on one queue. The outcomes of
// processing: processor.test.ts.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createTicket, createUser, waitFor } from '../../test/live';
import { processorBench } from '../../test/processor';
import { BACKEND, TEST_PG_URL } from '../../test/support';
import { SimulatorProvider, type FiscalProvider } from './fiscal';
import { setStopped } from './state-repository';

const w = processorBench();
const { ticketRow, processor, queueEmpty, betweenBatches, statuses, processorAudit, lastAuditId } = w;

describe(`the auto-processor on ${BACKEND}`, () => {
  // Each test starts from `stopped`: a test that fails, or closes its processor while its stop is still
  // `stopping` (a batch in flight on a busy machine), does not fail the next one.
  beforeEach(() => setStopped(w.database.db));

  it('returns stale claims to the queue, runs while the status is processing, records hourly history and publishes it', async () => {
    const stale = await createTicket(w.database.db, {
      userId: w.vendor2,
      placeId: w.f.placeIds[1],
      status: 'processing',
      processingStartedAt: new Date(w.clock.getTime() - 5 * 60_000),
      items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }],
    });
    const fresh = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
    const p = processor(new SimulatorProvider());
    w.events.length = 0;
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
      const hour = new Date(w.clock);
      hour.setUTCMinutes(0, 0, 0);
      expect(history.at(-1)).toMatchObject({ hour: hour.toISOString() });
      expect(history.at(-1)!.processed).toBe(2);
      expect(w.events.some((e) => e.event === 'ticketAutoProcessor.historyRecord' && e.room === 'ticket-auto-processor')).toBe(true);
      expect(w.events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload)).toEqual(expect.arrayContaining(['processing', 'stopped']));
      await waitFor(() => w.events.some((e) => e.event === 'ticketAutoProcessor.ticketCounter'), 15_000, 'a counter');
      // Each change published once: the control loop does not publish again what a request published
      // (every live subscriber got each status twice).
      expect(w.events.filter((e) => e.event === 'ticketAutoProcessor.status').map((e) => e.payload)).toEqual(['processing', 'stopped']);
    } finally {
      await p.close();
    }
  });

  it('publishes no status its control loop read before a stop was published (`processing` after `stopped`)', async () => {
    const p = processor(new SimulatorProvider());
    w.events.length = 0;
    // Released in any case: a loop held forever would hold the close (and the status) for the next tests.
    let release = () => {};
    p.start();
    try {
      await p.requestStart();
      await betweenBatches(p);
      // The control loop's next read of the row answers `processing`, and is held until the stop is
      // published; then the loop reads on (twice: whatever it made of the held read is done by then).
      const read = p.readStatus.bind(p);
      let loopRead = false;
      const held = new Promise<void>((resolve) => (release = resolve));
      let readsAfter = 0;
      p.readStatus = async () => {
        p.readStatus = async () => {
          readsAfter++;
          return read();
        };
        const status = await read();
        loopRead = true;
        await held;
        return status;
      };
      await waitFor(() => loopRead, 15_000, 'the control loop to read the status');
      // Between batches again right before the stop (a worker may have taken the queue meanwhile: then
      // the stop is `stopping`, CI's failure of this test under load).
      await betweenBatches(p);
      expect((await p.requestStop()).status).toBe('stopped');
      readsAfter = 0;
      release();
      await waitFor(() => readsAfter >= 2, 15_000, 'two more rounds of the control loop');
      expect(statuses()).toEqual(['processing', 'stopped']);
    } finally {
      release();
      await p.close();
    }
  });

  it('a stop with no batch in flight is `stopped` at once: one status published, not `stopping` then `stopped`', async () => {
    const p = processor(new SimulatorProvider());
    const audit = await lastAuditId();
    w.events.length = 0;
    p.start();
    try {
      const admin = { userId: w.vendor, role: 'admin', address: '127.0.0.1', client: 'web' } as const;
      await p.requestStart(admin);
      await betweenBatches(p);
      const state = await p.requestStop(admin);
      expect(state.status).toBe('stopped');
      expect(await p.readStatus()).toBe('stopped');
      expect(statuses()).toEqual(['processing', 'stopped']);
      // The control loop, woken by the stop, publishes nothing more (its next rounds included).
      await waitFor(() => w.events.some((e) => e.event === 'ticketAutoProcessor.ticketCounter'), 15_000, 'a round of the control loop');
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
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] });
    const p = processor(held);
    w.events.length = 0;
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
    const db = new Proxy(w.database.db, {
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
    const p = processor(new SimulatorProvider(), { via: db });
    w.events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await betweenBatches(p);
      gate = new Promise<void>((resolve) => (open = resolve));
      const stopped = p.requestStop();
      await writing;
      const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
      // The worker, back from its pause (20 ms) with a ticket in the queue, waits for the stop to be
      // written instead of taking it (without the hold it takes the ticket and is never held).
      await waitFor(async () => p.held === 1, 10_000, 'the worker held by the stop being written');
      expect(p.inFlight).toBe(0);
      gate = null;
      open();
      expect((await stopped).status).toBe('stopped');
      expect(statuses()).toEqual(['processing', 'stopped']);
      expect((await ticketRow(id)).status).toBe('new');
      await sql`delete from tickets where id = ${id}`.execute(w.database.db);
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
    const p = processor(counting, { batchSize: 1, pollMs: 200 });
    w.events.length = 0;
    p.start();
    try {
      await p.requestStart();
      await betweenBatches(p);
      expect((await p.requestStop()).status).toBe('stopped');
      await p.requestStart();
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) ids.push(await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] }));
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
    const db = new Proxy(w.database.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && failing) return () => ({ execute: async () => Promise.reject(new Error('the database refused')) });
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const p = processor(new SimulatorProvider(), { via: db });
    w.events.length = 0;
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
      const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Сок Добрый', price: 100, quantity: 1 }] });
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
    await sql`delete from processor_history`.execute(w.database.db);
    const base = new Date(w.clock);
    base.setUTCMinutes(0, 0, 0);
    await sql`insert into processor_history (hour, processed)
      select ${base}::timestamptz - (n || ' hours')::interval, 1 from generate_series(1, 170) n`.execute(w.database.db);
    await p.recordHistory({ processed: 2, rejected: 0, delayed: 0, manual: 0, failed: 0 });
    const history = await p.history();
    expect(history).toHaveLength(168);
    expect(history.at(-1)).toEqual({ hour: base.toISOString(), processed: 2, rejected: 0, delayed: 0, manual: 0, failed: 0 });
  });

  const N = TEST_PG_URL ? 2000 : 300;
  it(`two processors with two workers each share one queue of ${N} tickets: each ticket processed exactly once`, async () => {
    await sql`update periods set user_score_limit = null, place_score_limit = null, ticket_sales_limit = null where id = ${w.f.periodId}`.execute(w.database.db);
    const users: number[] = [];
    for (let u = 0; u < 20; u += 1) users.push(await createUser(w.database.db, { phone: `+7999222${String(u).padStart(4, '0')}`, role: 'vendor', placeId: w.f.placeIds[u % 2] }));
    const start = await sql<{ id: number }>`select coalesce(max(id), 0) as id from tickets`.execute(w.database.db);
    await sql`
      insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
      select 'new', (${sql.val(users)}::int[])[1 + n % 20], case when n % 2 = 0 then ${w.f.placeIds[0]}::int else ${w.f.placeIds[1]}::int end,
        now() - interval '1 hour', 30000, '8888000011112222', (500000 + n)::text, (700000 + n)::text, 1
      from generate_series(1, ${N}) n`.execute(w.database.db);
    await sql`insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
      select id, 1, 'Кофе Жокей 250 г', 30000, 1, 30000 from tickets where id > ${start.rows[0]!.id}`.execute(w.database.db);

    const second = TEST_PG_URL ? await openDatabase({ dataDir: 'memory', databaseUrl: w.testDatabase.databaseUrl }) : w.database;
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
      if (second !== w.database) await second.close();
    }
    const { rows } = await sql<{ tickets: number; processed: number; txs: number; distinctTickets: number; sumScore: string; sumTx: string }>`
      select count(*)::int as tickets, count(*) filter (where t.status = 'processed')::int as processed,
        (select count(*)::int from transactions x where x.ticket_id > ${start.rows[0]!.id}) as txs,
        (select count(distinct x.ticket_id)::int from transactions x where x.ticket_id > ${start.rows[0]!.id}) as distinct_tickets,
        sum(t.score) as sum_score,
        (select sum(amount) from transactions x where x.ticket_id > ${start.rows[0]!.id}) as sum_tx
      from tickets t where t.id > ${start.rows[0]!.id}`.execute(w.database.db);
    expect(rows[0]).toEqual({ tickets: N, processed: N, txs: N, distinctTickets: N, sumScore: expect.anything(), sumTx: expect.anything() });
    expect(Number(rows[0]!.sumScore)).toBe(Number(rows[0]!.sumTx));
    const audited = await sql<{ rows: number; tickets: number }>`
      select count(*)::int as rows, count(distinct entity_id)::int as tickets from audit_log
      where model = 'Ticket' and action = 'autoProcess' and entity_id > ${start.rows[0]!.id}`.execute(w.database.db);
    expect(audited.rows[0]).toEqual({ rows: N, tickets: N });
    expect(a.settled.processed + b.settled.processed).toBe(N);
    expect(b.settled.processed, `a: ${a.settled.processed}`).toBeGreaterThan(0);
  }, 180_000);
});
