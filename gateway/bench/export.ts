// `npx tsx bench/export.ts [--tickets 1000000] [--json]` (in gateway/): the streamed CSV export of
// every ticket (`GET /export/tickets.csv`, issue 13) on N tickets on the local PostgreSQL server
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Creates its own database,
// fills it (`npm run generate -w rest-api -- --no-items`), starts the compiled API and gateway as
// their own processes, downloads the whole export as an administrator while sampling the gateway's
// resident memory every 100 ms, then drops the database. The goal: the gateway's memory does not grow
// with the rows (it pages the API and writes as it goes).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildServers, emitRows, freePort, root, rssMb, startServer, waitFor } from './lib';

const ticketsArg = process.argv.indexOf('--tickets');
const TICKETS = ticketsArg > 0 ? Number(process.argv[ticketsArg + 1]) : 1_000_000;
if (!Number.isInteger(TICKETS) || TICKETS < 1000 || TICKETS > 5_000_000) throw new Error('--tickets: 1,000 to 5,000,000');
const serverUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(serverUrl).hostname)) throw new Error('The benchmark runs against a local server only');
const name = `gateway_bench_export_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
const children: ReturnType<typeof startServer>[] = [];
try {
  const started = Date.now();
  const generated = spawnSync('npx', ['tsx', 'src/seed/generate-cli.ts', '--tickets', String(TICKETS), '--no-items'], {
    cwd: `${root}/rest-api`,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (generated.status !== 0) throw new Error('generating the tickets failed');
  console.log(`generated ${TICKETS.toLocaleString('en')} tickets in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  buildServers();
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  children.push(startServer('rest-api', { PORT: String(apiPort), DATABASE_URL: databaseUrl, DATA_DIR: 'memory' }));
  const gatewayProcess = startServer('gateway', { PORT: String(gatewayPort), UPSTREAM_URL: api, WEB_DIST: 'none' });
  children.push(gatewayProcess);
  await waitFor(`${api}/users/me`);
  await waitFor(`${gateway}/health`);
  const login = (await (
    await fetch(`${api}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '+79990000001', password: 'demo1234' }) })
  ).json()) as { accessToken: string };
  const headers = { authorization: login.accessToken };
  const total = ((await (await fetch(`${api}/tickets/count`, { headers })).json()) as { count: number }).count;
  // Warm the gateway up (a small export), then its memory at rest.
  await (await fetch(`${gateway}/export/tickets.csv?where=${encodeURIComponent(JSON.stringify({ id: { lt: 5000 } }))}`, { headers })).text();
  const pid = gatewayProcess.pid!;
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = performance.now();
  const response = await fetch(`${gateway}/export/tickets.csv`, { headers });
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let rows = -1; // the header
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    for (const c of decoder.decode(chunk, { stream: true })) if (c === '\n') rows++;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = rssMb(pid);
  console.log(
    `export of ${rows.toLocaleString('en')} rows (API count ${total.toLocaleString('en')}), ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
  );
  console.log(`gateway RSS: ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during (+${(peak - baseline).toFixed(0)} MB), ${after.toFixed(0)} MB after`);
  if (rows !== total) throw new Error(`the export has ${rows} rows, the API counts ${total}`);
  emitRows([
    {
      what: `CSV export of ${total.toLocaleString('en')} tickets through the gateway (streamed): gateway RSS growth`,
      figure: `+${(peak - baseline).toFixed(0)} MB (${baseline.toFixed(0)} → ${peak.toFixed(0)} MB), ${seconds.toFixed(0)} s`,
      goal: '< +100 MB',
      met: peak - baseline < 100,
    },
  ]);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  console.log(`database ${name} dropped`);
}
