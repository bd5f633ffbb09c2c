// The local PostgreSQL server the LoopBack 3 tests run on: a database of their own, made and dropped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { startApi } from '@bo/rest-api';

export const SERVER_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at SERVER_URL (within 3 s). */
export async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Says loudly that `file` was skipped for want of a server. */
export function warnSkipped(file: string): void {
  console.warn(
    `\n!!! ${file} SKIPPED: no PostgreSQL server answers at ${SERVER_URL.replace(/\/\/[^@]*@/, '//…@')}.` +
      '\n!!! The gateway was NOT proven against a real LoopBack 3 API. Set TEST_PG_URL or start PostgreSQL on 127.0.0.1:5432.\n',
  );
}

/** Runs `run` on a client of the server (or of the database at `url`). */
export async function onServer<T>(run: (client: pg.Client) => Promise<T>, url = SERVER_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Makes the database `name` on the server, empty or a copy of the database `from`: its URL. */
async function createDatabase(name: string, from?: string): Promise<string> {
  await onServer((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE ${from ? `"${from}"` : `template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database on the server (empty, or a copy of the database `from`): its URL, and how to drop it. */
export async function freshDatabase(prefix: string, from?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(name, from);
  return { url, drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined) };
}

let template: Promise<string> | undefined;

/**
 * The worker's seeded database (ADR 0086): rest-api's migrations and demo data, made once, by the
 * first file that asks, and named by the run (`pgTemplates` of global-setup.ts, which drops it) and
 * this process. Nothing connects to it after: PostgreSQL copies only a database nobody is in.
 */
function seededTemplate(): Promise<string> {
  return (template ??= (async () => {
    const name = `${inject('pgTemplates')}_${process.pid}`;
    await (await startApi({ port: 0, databaseUrl: await createDatabase(name), logLevel: 'silent' })).close();
    return name;
  })());
}

/**
 * A database with rest-api's migrations and demo data, as an API started on an empty one leaves it,
 * no API running (another app serves the tables, or the test starts one: it finds nothing to do): a
 * copy of the worker's template (`CREATE DATABASE … TEMPLATE`), a fraction of a second instead of the
 * migrations and the seed.
 */
export async function seededDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  return freshDatabase(prefix, await seededTemplate());
}

/** Drops the worker templates of the run named `run` (global-setup.ts, at the end). */
export async function dropTemplates(run: string): Promise<void> {
  await onServer(async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${run}_`]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
