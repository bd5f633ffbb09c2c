// Benchmark of the auto-processor with the fiscal simulator: N tickets without lines in the queue
// (the simulator writes their receipts), spread over many users and places with plans; W workers.
// Loopback only: a throw-away database on the local PostgreSQL server (dropped afterwards), then
// the same on PGlite in memory.
//
//   npm run bench:processor -w rest-api                      # both backends, 10000 / 3000 tickets
//   npm run bench:processor -w rest-api -- --tickets 20000 --workers 8 --only pg
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { AutoProcessor } from '../src/processor/auto';
import { CatalogueCache } from '../src/processor/catalogue';
import { SimulatorProvider } from '../src/processor/fiscal';
import { createCampaign, createUser } from '../test/live';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string' },
    workers: { type: 'string', default: '8' },
    batch: { type: 'string', default: '50' },
    only: { type: 'string' },
    url: { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});

const host = new URL(values.url).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
  console.error(`bench:processor runs on loopback only; ${host} is not`);
  process.exit(1);
}

async function prepare(database: Database, tickets: number): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const f = await createCampaign(db, { plan: 1000 });
  // 40 more places with plans, 400 users
  const places: number[] = [...f.placeIds];
  for (let i = 0; i < 40; i += 1) {
    const { rows } = await sql<{ id: number }>`insert into places (title, city_id, campaign_id) values (${`Магазин ${i + 3}`}, ${f.cityIds[i % 2]}, ${f.campaignId}) returning id`.execute(db);
    places.push(rows[0]!.id);
    await sql`insert into plans (plan, fact, place_id, period_id, campaign_id) values (500, 0, ${rows[0]!.id}, ${f.periodId}, ${f.campaignId})`.execute(db);
  }
  const users: number[] = [];
  for (let i = 0; i < 400; i += 1) users.push(await createUser(db, { phone: `+7900${String(i).padStart(7, '0')}`, role: 'vendor', placeId: places[i % places.length]! }));
  await sql`
    insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
    select 'new', (${sql.val(users)}::int[])[1 + n % ${users.length}], (${sql.val(places)}::int[])[1 + n % ${places.length}],
      now() - interval '2 hours', 20000 + (n % 50) * 1000, '9999078900004321', n::text, (1000000000 + n)::text, 1
    from generate_series(1, ${tickets}) n`.execute(db);
  await sql`analyze`.execute(db);
}

async function run(label: string, database: Database, tickets: number, workers: number): Promise<void> {
  const t0 = Date.now();
  await prepare(database, tickets);
  const prepared = Date.now() - t0;
  const processor = new AutoProcessor({
    db: database.db,
    kind: database.kind,
    catalogue: new CatalogueCache(database.db, 5000),
    provider: new SimulatorProvider({ notReadyRate: 0.1, notFoundRate: 0.02 }),
    emitter: { emit: () => {} },
    log: { error: (o) => console.error(o), info: () => {} },
    workers,
    batchSize: Number(values.batch),
    pollMs: 20,
  });
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
  const { rows } = await sql<{ status: string; n: number }>`select status, count(*)::int as n from tickets group by status order by status`.execute(database.db);
  const { rows: tx } = await sql<{ n: number; dup: number }>`
    select count(*)::int as n, (select count(*)::int from (select ticket_id from transactions group by ticket_id having count(*) > 1) d) as dup from transactions`.execute(database.db);
  console.log(
    `${label}: ${tickets} tickets in ${seconds.toFixed(2)} s = ${Math.round(tickets / seconds)} tickets/s ` +
      `(${workers} workers, batch ${values.batch}; setup ${(prepared / 1000).toFixed(1)} s) — ` +
      `${rows.map((r) => `${r.status} ${r.n}`).join(', ')}; ${tx[0]!.n} transactions, ${tx[0]!.dup} tickets with more than one`,
  );
}

const workers = Number(values.workers);
if (values.only !== 'pglite') {
  const name = `bench_processor_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const url = new URL(values.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: url.toString() });
  try {
    await run('PostgreSQL server', database, Number(values.tickets ?? 10000), workers);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
if (values.only !== 'pg') {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await run('PGlite (in memory)', database, Number(values.tickets ?? 3000), workers);
  } finally {
    await database.close();
  }
}
