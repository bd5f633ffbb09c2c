// Opens the database: PGlite in memory or in a folder, or a PostgreSQL server (DATABASE_URL).
import { traceQuery, tracingOn } from '../http/tracing';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';
import { collationSql } from './sql';

export interface DatabaseOptions {
  /** A folder for PGlite, or `memory`. */
  dataDir: string;
  /** A PostgreSQL server; wins over `dataDir`. */
  databaseUrl?: string | null;
  /** PGlite in memory only: a data folder dumped by `dump()` (a seeded template, tests) to start from. */
  template?: Blob;
  /** Called with pool errors of idle server connections (which would otherwise crash the process). */
  onPoolError?: (error: Error) => void;
}

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /**
   * A collation that folds Cyrillic case in ILIKE, for a database whose LC_CTYPE does not (`C`);
   * null when the database's own collation already does.
   */
  caseFoldCollation: string | null;
  /**
   * LISTEN on a channel of this database, where this process is its only client (PGlite): the callback
   * runs before the statement whose commit notified answers. Absent on a PostgreSQL server.
   */
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite: its data folder as a tarball, which `template` starts another database from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Collations that fold non-ASCII case, in order of preference (libc, PostgreSQL 17+ builtin, ICU). */
const CASE_FOLD_CANDIDATES = ['C.utf8', 'C.UTF-8', 'pg_c_utf8', 'unicode', 'und-x-icu'];

export const MEMORY = 'memory';

function createKysely(dialect: Dialect): Kysely<DB> {
  // With traces on (http/tracing.ts), each statement is a span; otherwise Kysely logs nothing.
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()], ...(tracingOn() ? { log: traceQuery } : {}) });
}

async function openPglite(dataDir: string, template?: Blob): Promise<{ db: Kysely<DB>; pglite: PGlite }> {
  let pglite: PGlite;
  if (dataDir === MEMORY) {
    // From a template PGlite skips initdb, seconds of a core.
    pglite = await PGlite.create(template ? { loadDataDir: template } : {});
  } else {
    await mkdir(dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir });
  }
  return { db: createKysely(new PGliteDialect(pglite)), pglite };
}

async function openPostgres(databaseUrl: string, onPoolError?: (error: Error) => void): Promise<Kysely<DB>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', (error) => onPoolError?.(error));
  // A client that is checked out (the auto-processor's lock session, a long query) has no listener of
  // the pool's, and pg emits 'error' on it when its server session ends (restart, terminated
  // backend): without a listener of its own that is an uncaught exception and the process exits. Its
  // user learns of the loss from its next query, which fails; the pool then drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => onPoolError?.(error));
  });
  const db = createKysely(new PostgresDialect({ pool }));
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    const url = new URL(databaseUrl);
    url.password = url.password ? '***' : '';
    throw new Error(`Cannot connect to the PostgreSQL server at ${url.toString()}: ${(error as Error).message}`, { cause: error });
  }
  return db;
}

/** Finds how to make ILIKE fold Cyrillic case in this database (stack.md point 9). */
export async function detectCaseFoldCollation(db: Kysely<DB>): Promise<string | null> {
  const probe = async (collation: string | null): Promise<boolean> => {
    const left = collation === null ? sql`'Привет'` : sql`'Привет' collate ${collationSql(collation)}`;
    const { rows } = await sql<{ folds: boolean }>`select ${left} ilike 'привет%' as folds`.execute(db);
    return rows[0]?.folds === true;
  };
  if (await probe(null)) return null;
  for (const candidate of CASE_FOLD_CANDIDATES) {
    try {
      if (await probe(candidate)) return candidate;
    } catch {
      // collation not present in this server; try the next
    }
  }
  return null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const kind = options.databaseUrl ? 'postgres' : 'pglite';
  const pglite = options.databaseUrl ? null : await openPglite(options.dataDir, options.template);
  const db = pglite ? pglite.db : await openPostgres(options.databaseUrl!, options.onPoolError);
  try {
    const { rows } = await sql<{ encoding: string }>`select current_setting('server_encoding') as encoding`.execute(db);
    const encoding = rows[0]?.encoding;
    if (encoding !== 'UTF8') {
      throw new Error(`The database encoding must be UTF8, it is ${encoding}; create it with ENCODING 'UTF8'`);
    }
    const caseFoldCollation = await detectCaseFoldCollation(db);
    let closed = false;
    return {
      db,
      kind,
      caseFoldCollation,
      ...(pglite
        ? {
            listen: (channel: string, callback: (payload: string) => void) => pglite.pglite.listen(channel, callback),
            dump: () => pglite.pglite.dumpDataDir('none'),
          }
        : {}),
      async close() {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
