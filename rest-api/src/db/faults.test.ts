// Issue 16, finding 1: the API survives the end of its PostgreSQL sessions (a server restart or
// terminated backends), idle or checked out, and the auto-processor takes its status lock again.
// Needs a PostgreSQL server (TEST_PG_URL); PGlite has no sessions to lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../index';
import { PROCESSOR_LOCK_KEY } from '../processor/auto';
import { waitFor } from '../../test/live';
import { admin, createTestDatabase, httpClient, TEST_PG_URL, type Request, type TestDatabase } from '../../test/support';

describe.skipIf(!TEST_PG_URL)('database sessions ending under the API (PostgreSQL server)', () => {
  let database: TestDatabase;
  let api: RunningApi;
  let request: Request;
  let dbName: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dbName = new URL(database.databaseUrl!).pathname.slice(1);
    api = await startApi({ port: 0, databaseUrl: database.databaseUrl!, logLevel: 'silent', seedDemo: false });
    request = httpClient(api.url);
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const lockHolders = () =>
    admin(
      async (c) =>
        (
          await c.query<{ pid: number }>(
            `select l.pid from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and l.objid = $1 and l.granted and d.datname = $2`,
            [PROCESSOR_LOCK_KEY, dbName],
          )
        ).rows,
    );

  it('keeps running when every session of its database is terminated, and re-acquires the processor lock', async () => {
    await waitFor(async () => (await lockHolders()).length === 1, 15_000, 'the processor lock');
    const [before] = await lockHolders();
    const killed = await admin(async (c) =>
      (await c.query<{ pid: number }>(`select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [dbName])).rows.map(
        (r) => r.pid,
      ),
    );
    expect(killed.length).toBeGreaterThan(0);
    // The terminated sessions are gone: their clients in the API got the error (an uncaught 'error'
    // would end the process here).
    await waitFor(
      async () => (await admin(async (c) => (await c.query(`select 1 from pg_stat_activity where pid = any($1)`, [killed])).rowCount)) === 0,
      15_000,
      'the terminated sessions gone',
    );
    const wrongPassword = () => request('/users/login', { method: 'POST', body: { phone: '+70000000000', password: 'x' } });
    await waitFor(async () => (await wrongPassword()).status === 401, 10_000, 'the API answering again');
    await waitFor(
      async () => {
        const holders = await lockHolders();
        return holders.length === 1 && holders[0]!.pid !== before!.pid;
      },
      15_000,
      'the processor lock taken again',
    );
    expect(api.app.server.listening).toBe(true);
  }, 60_000);
});
