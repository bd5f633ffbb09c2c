// Benchmark of the auto-processor with the fiscal simulator: rounds of N tickets without lines in the
// queue (the simulator writes their receipts), spread over many users and places with plans; W
// workers. Rounds alternate without and with the audit trail (issue 17: one row per settled ticket),
// in one run, and the medians give what the trail costs the processor's throughput.
// Loopback only: a throw-away database on the local PostgreSQL server (dropped afterwards), then
// the same on PGlite in memory.
//
//   npm run bench:processor -w rest-api                      # both backends, 6 rounds of 5000 / 3000 tickets
//   npm run bench:processor -w rest-api -- --tickets 20000 --workers 8 --rounds 6 --only pg
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { withBenchDatabase } from '../src/bench/lib';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { AutoProcessor } from '../src/processor/auto';
import { CatalogueCache } from '../src/processor/catalogue';
import { SimulatorProvider, type FiscalProvider } from '../src/processor/fiscal';
import { statusCounter } from '../src/tickets/status-counts';
import { createCampaign, createUser } from '../test/live';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string' },
    workers: { type: 'string', default: '8' },
    batch: { type: 'string', default: '50' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '6' },
    json: { type: 'boolean', default: false },
  },
});

/** The campaign, 42 places with plans and 400 vendors; answers the places and users for the tickets. */
async function prepare(database: Database): Promise<{ places: number[]; users: number[] }> {
  const db = database.db;
  await migrateToLatest(db);
  const f = await createCampaign(db, { plan: 1000 });
  const places: number[] = [...f.placeIds];
  for (let i = 0; i < 40; i += 1) {
    const { rows } = await sql<{
      id: number;
    }>`insert into places (title, city_id, campaign_id) values (${`Магазин ${i + 3}`}, ${f.cityIds[i % 2]}, ${f.campaignId}) returning id`.execute(db);
    places.push(rows[0]!.id);
    await sql`insert into plans (plan, fact, place_id, period_id, campaign_id) values (500, 0, ${rows[0]!.id}, ${f.periodId}, ${f.campaignId})`.execute(db);
  }
  const users: number[] = [];
  for (let i = 0; i < 400; i += 1) users.push(await createUser(db, { phone: `+7900${String(i).padStart(7, '0')}`, role: 'vendor', placeId: places[i % places.length]! }));
  return { places, users };
}

/**
 * Queues `tickets` new tickets on an empty ticket table: every round starts from the same state (the
 * tickets, lines, accruals, status counts and audit rows of the round before are removed, plan facts
 * and scores set back to 0), so no mode runs on larger tables than the other.
 */
async function queue(database: Database, fixture: { places: number[]; users: number[] }, tickets: number): Promise<void> {
  const { places, users } = fixture;
  await sql`truncate tickets, ticket_items, transactions, audit_log, ticket_status_deltas, processor_history restart identity cascade`.execute(database.db);
  await sql`update plans set fact = 0`.execute(database.db);
  await sql`update users set score = 0`.execute(database.db);
  await sql`
    insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
    select 'new', (${sql.val(users)}::int[])[1 + n % ${users.length}], (${sql.val(places)}::int[])[1 + n % ${places.length}],
      now() - interval '2 hours', 20000 + (n % 50) * 1000, '9999078900004321', n::text, (1000000000 + n)::text, 1
    from generate_series(1, ${tickets}) n`.execute(database.db);
  await sql`analyze`.execute(database.db);
}

/** A processor of the benchmark: batches of `--batch`, no events, errors printed. */
function processorOf(database: Database, options: { workers: number; audit: boolean; provider: FiscalProvider }): AutoProcessor {
  return new AutoProcessor({
    db: database.db,
    kind: database.kind,
    catalogue: new CatalogueCache(database.db, 60_000),
    counter: () => statusCounter(database.db),
    emitter: { emit: () => {} },
    log: { error: (o) => console.error(o), info: () => {} },
    batchSize: Number(values.batch),
    pollMs: 20,
    ...options,
  });
}

/** One round: the queue processed to the end by a processor with or without the trail; tickets/s. */
async function round(database: Database, tickets: number, workers: number, audit: boolean): Promise<number> {
  const processor = processorOf(database, { workers, audit, provider: new SimulatorProvider({ notReadyRate: 0.1, notFoundRate: 0.02 }) });
  processor.start();
  const started = Date.now();
  await processor.requestStart();
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from tickets where status in ('new', 'processing')`.execute(database.db);
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  await processor.requestStop();
  await processor.close();
  return tickets / seconds;
}

/**
 * The write path alone, finely interleaved: tickets that already have their lines (no fiscal service)
 * claimed 50 at a time by one worker and settled by `processClaimed`, batches alternating between a
 * processor without the trail and one with it; the settling time of each mode summed. Drift of the
 * machine or the tables falls on both modes alike.
 */
async function interleaved(database: Database, fixture: { places: number[]; users: number[] }, tickets: number): Promise<Record<'off' | 'on', number>> {
  await queue(database, fixture, tickets);
  await sql`insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
    select id, 1, 'Кофе Жокей 250 г', 30000, 1 + id % 3, 30000 * (1 + id % 3) from tickets`.execute(database.db);
  const unused: FiscalProvider = { name: 'unused', fetch: async () => ({ kind: 'notFound' }) };
  const make = (audit: boolean) => processorOf(database, { workers: 1, audit, provider: unused });
  const processors = { off: make(false), on: make(true) };
  const ms = { off: 0, on: 0 };
  const settled = { off: 0, on: 0 };
  for (let i = 0; ; i += 1) {
    // off, on, on, off…; the first four batches warm up and are not counted
    const mode = i % 4 === 0 || i % 4 === 3 ? 'off' : 'on';
    const claimed = await processors[mode].claim(Number(values.batch));
    if (claimed.length === 0) break;
    const started = performance.now();
    await processors[mode].processClaimed(claimed);
    if (i < 4) continue;
    ms[mode] += performance.now() - started;
    settled[mode] += claimed.length;
  }
  return { off: (settled.off * 1000) / ms.off, on: (settled.on * 1000) / ms.on };
}

const benchRows: { what: string; figure: string; goal: string; met: boolean }[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run(label: string, database: Database, tickets: number, workers: number): Promise<void> {
  const t0 = Date.now();
  const fixture = await prepare(database);
  const prepared = Date.now() - t0;
  const rate: Record<'off' | 'on', number[]> = { off: [], on: [] };
  const rounds = Number(values.rounds);
  // A warm-up round first (caches, JIT, the server's buffers), not counted.
  await queue(database, fixture, tickets);
  console.log(`${label}: warm-up: ${Math.round(await round(database, tickets, workers, false))} tickets/s`);
  for (let r = 0; r < rounds; r += 1) {
    // off, on, on, off, off, on…: neither mode always runs first after a warm-up
    const audit = r % 4 === 1 || r % 4 === 2;
    await queue(database, fixture, tickets);
    const perSecond = await round(database, tickets, workers, audit);
    rate[audit ? 'on' : 'off'].push(perSecond);
    console.log(`${label}: round ${r + 1}, audit ${audit ? 'on' : 'off'}: ${tickets} tickets, ${Math.round(perSecond)} tickets/s`);
  }
  const { rows } = await sql<{ status: string; n: number }>`select status, count(*)::int as n from tickets group by status order by status`.execute(database.db);
  const { rows: tx } = await sql<{ n: number; dup: number }>`
    select count(*)::int as n, (select count(*)::int from (select ticket_id from transactions group by ticket_id having count(*) > 1) d) as dup from transactions`.execute(
    database.db,
  );
  const { rows: audited } = await sql<{ n: number }>`select count(*)::int as n from audit_log where action = 'autoProcess'`.execute(database.db);
  const off = median(rate.off);
  const on = median(rate.on);
  const cost = (off - on) / off;
  console.log(
    `${label}: ${Math.round(off)} tickets/s without the audit trail, ${Math.round(on)} with it (${(cost * 100).toFixed(1)}% slower); ` +
      `${rounds} rounds of ${tickets} tickets (${workers} workers, batch ${values.batch}; setup ${(prepared / 1000).toFixed(1)} s) — the last round: ` +
      `${rows.map((r) => `${r.status} ${r.n}`).join(', ')}; ${tx[0]!.n} transactions, ${tx[0]!.dup} tickets with more than one; ` +
      `${audited[0]!.n} audit rows of the processor`,
  );
  const fine = await interleaved(database, fixture, tickets * 4);
  const fineCost = (fine.off - fine.on) / fine.off;
  console.log(
    `${label}: settling alone, batches interleaved (${tickets * 4} tickets with lines, 1 worker): ${Math.round(fine.off)} tickets/s without the trail, ` +
      `${Math.round(fine.on)} with it (${(fineCost * 100).toFixed(1)}% slower)`,
  );
  benchRows.push({
    what: `audit trail cost, processor's settling, batches interleaved (${label})`,
    figure: `${(fineCost * 100).toFixed(1)}% (${Math.round(fine.on)} of ${Math.round(fine.off)} tickets/s)`,
    goal: '≤ 10%',
    met: fineCost <= 0.1,
  });
  benchRows.push({ what: `processor throughput (${label}, ${workers} workers)`, figure: `${Math.round(on)} tickets/s`, goal: '', met: true });
  benchRows.push({
    what: `audit trail cost, processor (${label})`,
    figure: `${(cost * 100).toFixed(1)}% (${Math.round(on)} of ${Math.round(off)} tickets/s)`,
    goal: '≤ 10%',
    met: cost <= 0.1,
  });
}

const workers = Number(values.workers);
if (values.only !== 'pglite') {
  await withBenchDatabase('bench_processor', 15 * 60_000, async (databaseUrl) => {
    const database = await openDatabase({ dataDir: 'memory', databaseUrl });
    try {
      await run('PostgreSQL server', database, Number(values.tickets ?? 5000), workers);
    } finally {
      await database.close();
    }
  });
}
if (values.only !== 'pg') {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await run('PGlite (in memory)', database, Number(values.tickets ?? 3000), workers);
  } finally {
    await database.close();
  }
}
if (values.json) console.log(`BENCH_ROWS ${JSON.stringify(benchRows)}`);
