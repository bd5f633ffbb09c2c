// What the REST API's benchmarks share: percentiles, a client of the server for one statement, and a
// throw-away database on the local PostgreSQL server (BENCH_PG_URL) that is dropped at the end, also
// when the time limit is reached.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `fn` with a connected client of `url`, closed afterwards. */
export async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database `<prefix>_<random>` on the local server for `fn` (its URL), dropped afterwards. Past
 * `timeLimitMs` the database is dropped and the process ends (exit 2). Loopback servers only.
 */
export async function withBenchDatabase<T>(prefix: string, timeLimitMs: number, fn: (databaseUrl: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(serverUrl).hostname)) {
    throw new Error('The benchmark runs against a local server only (loopback)');
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const drop = () => admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const deadline = setTimeout(() => {
    console.error('Benchmark time limit reached; dropping the database');
    void drop().finally(() => process.exit(2));
  }, timeLimitMs);
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`));
  console.log(`database ${name} created`);
  try {
    return await fn(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString());
  } finally {
    clearTimeout(deadline);
    await drop();
    console.log(`database ${name} dropped`);
  }
}

/** The demo staff a benchmark reads as, by role (scopes from the widest). */
export const STAFF = [
  ['administrator', '+79990000001'],
  ['regional manager', '+79990000002'],
  ['sales rep', '+79990000003'],
] as const;

/** The access token of a demo user (password demo1234) from the API at `base`. */
export async function loginToken(base: string, phone: string): Promise<string> {
  const response = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password: 'demo1234' }) });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Milliseconds a GET of `path` from the API at `base` takes with `token`, its body read; throws unless 200. */
export async function timedGet(base: string, token: string, path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: token } });
  const body = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  return ms;
}
