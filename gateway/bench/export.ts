// `npx tsx bench/export.ts [--tickets 1000000] [--runs 3] [--json]` (in gateway/): the streamed CSV
// export of every ticket (`GET /export/tickets.csv`, issue 13) on N tickets on the local PostgreSQL
// server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Creates its own
// database, fills it once (`npm run generate -w rest-api -- --no-items`), starts the compiled API, then
// for each run a fresh gateway process: a small export to warm it up, its memory at rest, the whole
// export downloaded as an administrator while the gateway's resident memory (every 100 ms) and its
// V8 heap in use (its /metrics, every 250 ms) are sampled; then drops the database. The goal
// (issue 42): the gateway's memory does not grow with the rows, under +100 MB in every run.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { arg, buildServers, emitRows, freePort, log, root, rssMb, startServer, waitFor } from './lib';

const TICKETS = arg('tickets', 1_000_000, 1000, 5_000_000);
const RUNS = arg('runs', 3, 1, 10);
const GOAL_MB = 100;
const serverUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(serverUrl).hostname)) throw new Error('The benchmark runs against a local server only');
const name = `gateway_bench_export_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const METRICS_TOKEN = randomBytes(24).toString('hex');
const mb = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(0)} MB`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The gateway's V8 heap in use, MB (its /metrics). */
async function heapMb(gateway: string): Promise<number> {
  const text = await (await fetch(`${gateway}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_nodejs_heap_size_used_bytes '));
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : NaN;
}

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  rss: { before: number; peak: number; after: number };
  heap: { before: number; peak: number };
  /** The machine's 1-minute load average at the start and at the end of the download. */
  load: [number, number];
}

/** One export through a fresh gateway process. */
async function run(api: string, headers: Record<string, string>): Promise<Run> {
  const gatewayPort = await freePort();
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const child: ChildProcess = startServer('gateway', { PORT: String(gatewayPort), UPSTREAM_URL: api, WEB_DIST: 'none', METRICS_TOKEN });
  try {
    await waitFor(`${gateway}/health`);
    // Warm the gateway up (a small export), then its memory at rest.
    await (await fetch(`${gateway}/export/tickets.csv?where=${encodeURIComponent(JSON.stringify({ id: { lt: 5000 } }))}`, { headers })).text();
    const pid = child.pid!;
    const rss = { before: rssMb(pid), peak: 0, after: 0 };
    const heap = { before: await heapMb(gateway), peak: 0 };
    rss.peak = rss.before;
    heap.peak = heap.before;
    const rssSampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMb(pid))), 100);
    let sampling = true;
    const heapSampler = (async () => {
      while (sampling) {
        heap.peak = Math.max(heap.peak, await heapMb(gateway));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const loadBefore = loadavg()[0]!;
    const t0 = performance.now();
    const response = await fetch(`${gateway}/export/tickets.csv`, { headers });
    if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let rows = -1; // the header
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      for (let at = (chunk as Uint8Array).indexOf(10); at >= 0; at = (chunk as Uint8Array).indexOf(10, at + 1)) rows++;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(rssSampler);
    sampling = false;
    await heapSampler;
    rss.peak = Math.max(rss.peak, rssMb(pid));
    rss.after = rssMb(pid);
    return { rows, bytes, seconds, rss, heap, load: [loadBefore, loadavg()[0]!] };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

await admin(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
let apiProcess: ChildProcess | undefined;
try {
  const started = Date.now();
  const generated = spawnSync('npx', ['tsx', 'src/seed/generate-cli.ts', '--tickets', String(TICKETS), '--no-items'], {
    cwd: `${root}/rest-api`,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (generated.status !== 0) throw new Error('generating the tickets failed');
  log(`generated ${TICKETS.toLocaleString('en')} tickets in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  buildServers();
  const apiPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  apiProcess = startServer('rest-api', { PORT: String(apiPort), DATABASE_URL: databaseUrl, DATA_DIR: 'memory' });
  await waitFor(`${api}/users/me`);
  const login = (await (
    await fetch(`${api}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '+79990000001', password: 'demo1234' }) })
  ).json()) as { accessToken: string };
  const headers = { authorization: login.accessToken };
  const total = ((await (await fetch(`${api}/tickets/count`, { headers })).json()) as { count: number }).count;
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await run(api, headers);
    runs.push(r);
    log(
      `run ${i}/${RUNS}: ${r.rows.toLocaleString('en')} rows (API count ${total.toLocaleString('en')}), ${(r.bytes / 1e6).toFixed(0)} MB in ${r.seconds.toFixed(1)} s ` +
        `(${Math.round(r.rows / r.seconds).toLocaleString('en')} rows/s); gateway RSS ${r.rss.before.toFixed(0)} → peak ${r.rss.peak.toFixed(0)} MB (${mb(r.rss.peak - r.rss.before)}), ` +
        `${r.rss.after.toFixed(0)} MB after; V8 heap in use ${r.heap.before.toFixed(0)} → peak ${r.heap.peak.toFixed(0)} MB (${mb(r.heap.peak - r.heap.before)}); load ${r.load.map((l) => l.toFixed(0)).join('–')}`,
    );
    if (r.rows !== total) throw new Error(`the export has ${r.rows} rows, the API counts ${total}`);
  }
  const rssGrowth = Math.max(...runs.map((r) => r.rss.peak - r.rss.before));
  const heapGrowth = Math.max(...runs.map((r) => r.heap.peak - r.heap.before));
  log(`max over ${RUNS} runs: RSS ${mb(rssGrowth)}, V8 heap ${mb(heapGrowth)} (goal: under +${GOAL_MB} MB in every run)`);
  emitRows([
    {
      what: `CSV export of ${total.toLocaleString('en')} tickets through the gateway (streamed), ${RUNS} runs: the gateway's largest growth`,
      figure: `RSS ${runs.map((r) => mb(r.rss.peak - r.rss.before)).join(', ')}; heap ${runs.map((r) => mb(r.heap.peak - r.heap.before)).join(', ')}; ${runs.map((r) => r.seconds.toFixed(0)).join(', ')} s; load ${runs.map((r) => r.load.map((l) => l.toFixed(0)).join('–')).join(', ')}`,
      goal: `< +${GOAL_MB} MB`,
      met: rssGrowth < GOAL_MB && heapGrowth < GOAL_MB,
    },
  ]);
} finally {
  apiProcess?.kill('SIGTERM');
  if (apiProcess && apiProcess.exitCode === null) await once(apiProcess, 'exit');
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  log(`database ${name} dropped`);
}
