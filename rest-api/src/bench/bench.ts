// `npm run bench -w rest-api [-- --tickets 1000000 --requests 400]`: creates its own database on the
// local PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), fills
// it with the demo data and N tickets, then times the ticket list screen's call over loopback HTTP:
// GET /tickets?filter={where:{status, placeId}, order:'dateTime DESC', limit:24} with varied status
// and place (and its /tickets/count), reports p50/p95/p99, and drops the database. Bounded in
// requests and in time (15 minutes at most).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { generateLargeData } from '../seed/generate';

const STATUSES = ['new', 'processing', 'delayed', 'manual', 'processed', 'rejected'];
const TIME_LIMIT_MS = 15 * 60_000;

function args(argv: string[]): { tickets: number; requests: number; items: boolean } {
  const result = { tickets: 1_000_000, requests: 400, items: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tickets') result.tickets = Number(argv[++i]);
    else if (arg === '--requests') result.requests = Number(argv[++i]);
    else if (arg === '--no-items') result.items = false;
    else throw new Error(`Unknown argument ${arg} (use --tickets N, --requests N, --no-items)`);
  }
  if (!Number.isInteger(result.tickets) || result.tickets < 1000 || result.tickets > 5_000_000) throw new Error('--tickets: 1,000 to 5,000,000');
  if (!Number.isInteger(result.requests) || result.requests < 10 || result.requests > 5000) throw new Error('--requests: 10 to 5,000');
  return result;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${sorted.length})`;
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const options = args(process.argv.slice(2));
const serverUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const host = new URL(serverUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error('The benchmark runs against a local server only (loopback)');
const name = `rest_api_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const deadline = setTimeout(() => {
  console.error('Benchmark time limit reached; dropping the database');
  void admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).finally(() => process.exit(2));
}, TIME_LIMIT_MS);

await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`));
console.log(`database ${name} created`);
try {
  const database = await openDatabase({ dataDir: 'memory', databaseUrl });
  await migrateToLatest(database.db);
  const generated = await generateLargeData(database.db, {
    tickets: options.tickets,
    items: options.items,
    onProgress: (done, total) => process.stdout.write(`\rtickets ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  });
  console.log(`\ngenerated ${generated.tickets.toLocaleString('en')} tickets, ${generated.items.toLocaleString('en')} items in ${(generated.ms / 1000).toFixed(1)} s`);

  const app = await buildApp({ database, logLevel: 'warn' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const login = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '+79990000001', password: 'demo1234' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const { rows } = await admin(databaseUrl, (c) => c.query<{ place_id: number }>('select distinct place_id from tickets where place_id is not null'));
    const places = rows.map((r) => r.place_id);
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

    const timed = async (path: string): Promise<number> => {
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: accessToken } });
      const body = await response.text();
      const ms = performance.now() - start;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
      return ms;
    };
    const listPath = () => {
      const filter = { where: { status: pick(STATUSES), placeId: pick(places) }, order: 'dateTime DESC', limit: 24 };
      return `/tickets?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    };
    const countPath = () => `/tickets/count?where=${encodeURIComponent(JSON.stringify({ status: pick(STATUSES), placeId: pick(places) }))}`;

    for (let i = 0; i < 30; i++) await timed(listPath());
    const list: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < options.requests; i++) list.push(await timed(listPath()));
    for (let i = 0; i < Math.min(200, options.requests); i++) counts.push(await timed(countPath()));
    console.log(`GET /tickets?filter={where:{status,placeId},order:'dateTime DESC',limit:24} on ${options.tickets.toLocaleString('en')} tickets: ${summary(list)}`);
    console.log(`GET /tickets/count?where={status,placeId}: ${summary(counts)}`);
  } finally {
    await app.close();
  }
} finally {
  clearTimeout(deadline);
  await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  console.log(`database ${name} dropped`);
}
