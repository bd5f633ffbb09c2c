// The gateway's own store (issue 24): embedded PGlite (a folder, or `memory`) by default, a PostgreSQL
// server with `GATEWAY_DATABASE_URL`. Plain SQL with `$n` parameters on both; the schema is the SQL
// files of `gateway/migrations/`, applied in the order of their names, each once, at open.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const MEMORY = 'memory';

export interface StoreDb {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction (one connection); `exec` runs a script of several statements. */
  transaction<T>(work: (query: StoreDb['query'], exec: (script: string) => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface StoreLocation {
  /** A PostgreSQL server (wins over `dataDir`). */
  databaseUrl: string | null;
  /** A PGlite folder, or `memory`. */
  dataDir: string;
}

async function openPglite(dataDir: string): Promise<StoreDb> {
  if (dataDir !== MEMORY) await mkdir(dataDir, { recursive: true });
  const db = dataDir === MEMORY ? await PGlite.create() : await PGlite.create({ dataDir });
  const query = async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows;
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      db.transaction((tx) =>
        work(
          async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows,
          async (script) => void (await tx.exec(script)),
        ),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(databaseUrl: string, onError: (error: Error) => void): Promise<StoreDb> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const url = new URL(databaseUrl);
    url.password = url.password ? '***' : '';
    throw new Error(`Cannot connect to the gateway's PostgreSQL server at ${url.toString()}: ${(error as Error).message}`, { cause: error });
  }
  return {
    kind: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(
          async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
          async (script) => void (await client.query(script)),
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations not applied yet, in the order of their file names, each in a transaction
 * with its row in `gateway_migrations`; an advisory lock keeps two gateways on one server from
 * applying the same one twice. Answers the names applied now.
 */
export async function migrate(db: StoreDb, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  await db.query('create table if not exists gateway_migrations (name text primary key, applied_at timestamptz not null default now())');
  return db.transaction(async (query, exec) => {
    await query('select pg_advisory_xact_lock(240024)');
    const done = new Set((await query<{ name: string }>('select name from gateway_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(dir, file), 'utf8');
      await exec(sql);
      await query('insert into gateway_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Opens the store and migrates it. */
export async function openStoreDb(location: StoreLocation, migrationsDir: string, onError: (error: Error) => void): Promise<StoreDb> {
  const db = location.databaseUrl ? await openPostgres(location.databaseUrl, onError) : await openPglite(location.dataDir);
  try {
    await migrate(db, migrationsDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
