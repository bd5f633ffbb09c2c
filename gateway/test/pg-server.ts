// The local PostgreSQL server the LoopBack 3 tests run on: a database of their own, made and dropped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/** A fresh database on the server: its URL, and how to drop it. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined) };
}

/** A fresh database with rest-api's migrations and demo data, the API stopped: another app serves the tables. */
export async function seededDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await freshDatabase(prefix);
  await (await startApi({ port: 0, databaseUrl: database.url, logLevel: 'silent' })).close();
  return database;
}
