// What the audit trail costs audited writes (issue 17): in one run, on PGlite in memory and on the
// local PostgreSQL server (a throw-away database, BENCH_PG_URL), rounds of place updates (the model
// engine's path) and manual ticket scores, alternately without an actor (no audit row, no "before"
// read) and with one (the row written in the same transaction).
//
//   npm run bench:audit -w rest-api                 # 6 rounds of 200 writes of each kind, both backends
//   npm run bench:audit -w rest-api -- --writes 500 --rounds 4 --only pglite
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { withActor, type AuditActor } from '../src/audit/context';
import { withBenchDatabase } from '../src/bench/lib';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { SYSTEM } from '../src/models/definition';
import { ModelEngine } from '../src/models/engine';
import { createRegistry } from '../src/models/registry';
import { loadCatalogue } from '../src/processor/catalogue';
import { manualProcess } from '../src/processor/manual-score';
import { createCampaign, createTicket } from '../test/live';

const { values } = parseArgs({
  options: { writes: { type: 'string', default: '200' }, rounds: { type: 'string', default: '6' }, only: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const writes = Number(values.writes);
const rounds = Number(values.rounds);

const benchRows: { what: string; figure: string; goal: string; met: boolean }[] = [];

async function bench(label: string, database: Database): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const f = await createCampaign(db, { plan: 1_000_000 });
  const { id: userId } = await db.insertInto('users').values({ phone: '+79990009999', name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
  const engine = new ModelEngine(db, createRegistry(), { caseFoldCollation: database.caseFoldCollation });
  const catalogue = await loadCatalogue(db);
  const actor: AuditActor = { userId: 1, role: 'admin', address: '127.0.0.1', client: 'script' };

  let counter = 0;
  let audited = false;
  async function placeUpdates(): Promise<number> {
    const started = performance.now();
    for (let i = 0; i < writes; i++) await engine.update('Place', f.placeIds[0], { title: `Магазин ${++counter}` }, SYSTEM);
    return (writes * 1000) / (performance.now() - started);
  }
  async function manualScores(): Promise<number> {
    const ids: number[] = [];
    for (let i = 0; i < writes; i++) ids.push(await createTicket(db, { userId, placeId: f.placeIds[0], status: 'manual' }));
    const started = performance.now();
    for (const id of ids) await manualProcess(db, catalogue, id, 5, audited ? actor : null);
    return (writes * 1000) / (performance.now() - started);
  }

  const results: Record<'off' | 'on', { places: number[]; scores: number[] }> = { off: { places: [], scores: [] }, on: { places: [], scores: [] } };
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      audited = mode === 'on';
      const run = async () => ({ places: await placeUpdates(), scores: await manualScores() });
      const r = audited ? await withActor(actor, run) : await run();
      results[mode].places.push(r.places);
      results[mode].scores.push(r.scores);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db);
  for (const kind of ['places', 'scores'] as const) {
    const off = median(results.off[kind]);
    const on = median(results.on[kind]);
    const cost = (off - on) / off;
    benchRows.push({
      what: `audit trail cost, ${kind === 'places' ? 'place updates' : 'manual scores'} (${label})`,
      figure: `${(cost * 100).toFixed(1)}% (${on.toFixed(0)} of ${off.toFixed(0)} writes/s)`,
      goal: '≤ 10%',
      met: cost <= 0.1,
    });
    console.log(
      `${label}: ${kind === 'places' ? 'place updates' : 'manual scores'}: ${off.toFixed(0)}/s without, ${on.toFixed(0)}/s with the audit trail (${(((off - on) / off) * 100).toFixed(1)}% slower)`,
    );
  }
  console.log(`audit rows written: ${rows[0]?.n ?? 0} (one per audited write: ${writes * 2 * rounds})`);
  console.log((await sql`select model, action, count(*)::int as n, count(distinct entity_id)::int as e from audit_log group by 1, 2`.execute(db)).rows);
}

if (!values.only || values.only === 'pglite') {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await bench('PGlite', database);
  } finally {
    await database.close();
  }
}
if (!values.only || values.only === 'pg') {
  await withBenchDatabase('rest_api_bench_audit', 10 * 60_000, async (databaseUrl) => {
    const database = await openDatabase({ dataDir: 'memory', databaseUrl });
    try {
      await bench('PostgreSQL server', database);
    } finally {
      await database.close();
    }
  });
}
if (values.json) console.log(`BENCH_ROWS ${JSON.stringify(benchRows)}`);
