// `npm run bench -w gateway [-- --json]`: the same reads straight from the REST API and through the
// gateway, in one run, on this machine's loopback. Starts the compiled REST API (PGlite in memory,
// demo data) and gateway as separate processes, as in production, then drives them from this process.
// Direct and gateway runs are interleaved in rounds, so a noisy moment of the machine hits both.
//
//   single ticket:   GET /tickets/{id}                       vs  query { ticket(id) { … } }
//   page of 24:      the spec's client — GET /tickets?filter (include user, place) and
//                    GET /tickets/count, in parallel          vs  query { tickets { total items { … user place } } }
//
// The floor: a bare `node:http` server (a process of its own) answering the same ticket's JSON from
// memory, at the same concurrency: how far the product is from what this machine can serve at all.
// CPU per request: each server's user + system time (/proc, 10 ms ticks) over the gateway's throughput
// runs of the interleaved rounds after the first (1,500 requests at the defaults), so a warm process:
// JIT and pools settled by the warm-up and a first round. The REST API's figure is the part of its
// CPU the gateway's reads cost it (the direct runs between them are not counted).
//
// Throughput at BENCH_CONCURRENCY (default 16) over BENCH_REQUESTS (default 2000) requests; medians at
// concurrency 1 over BENCH_LATENCY_REQUESTS (default 400). Bounded in count and time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { buildServers, emitRows, freePort, json, startServer, waitFor, type BenchRow } from './lib';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 400);
const ROUNDS = 4;
const DEADLINE_MS = 120_000;
const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

async function call(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}) {
  const res = await request(url, { dispatcher: agent, method: init.method ?? 'GET', headers: init.headers, body: init.body });
  const text = await res.body.text();
  if (res.statusCode >= 400 || text.includes('"errors"')) throw new Error(`${res.statusCode} ${url}: ${text.slice(0, 300)}`);
  return text;
}

type Op = (i: number) => Promise<unknown>;

async function throughput(op: Op, total: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const deadline = Date.now() + DEADLINE_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && Date.now() < deadline) await op(next++);
    }),
  );
  return next / ((performance.now() - started) / 1000);
}

/** Latencies at concurrency 1, one request after another (ms). */
async function latencies(op: Op, total: number, offset: number): Promise<number[]> {
  const times: number[] = [];
  const deadline = Date.now() + DEADLINE_MS;
  for (let i = 0; i < total && Date.now() < deadline; i++) {
    const t = performance.now();
    await op(offset + i);
    times.push(performance.now() - t);
  }
  return times;
}

const medianOf = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** A process's user + system CPU so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The floor: a bare node:http server answering `body` from memory to every request. */
function startFloor(port: number, body: string) {
  const script = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(process.env.BODY) }); s.end(process.env.BODY); }).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', script], { env: { ...process.env, BODY: body }, stdio: 'ignore' });
}

buildServers();
const [apiPort, gatewayPort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;
const children = [
  startServer('rest-api', { PORT: String(apiPort), DATA_DIR: 'memory' }),
  startServer('gateway', { PORT: String(gatewayPort), UPSTREAM_URL: api, WEB_DIST: 'none' }),
];
try {
  await waitFor(`${api}/users/me`);
  await waitFor(`${gateway}/health`);
  const login = JSON.parse(
    await call(`${api}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+79990000001', password: 'demo1234' }),
    }),
  ) as { accessToken: string };
  const auth = { authorization: login.accessToken };
  const gql = (query: string, variables: object) =>
    call(`${gateway}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });

  const ids = JSON.parse(await call(`${api}/tickets?filter=${encodeURIComponent(JSON.stringify({ fields: ['id'], limit: 500 }))}`, { headers: auth })) as { id: number }[];
  const idAt = (i: number) => ids[i % ids.length]!.id;
  const TICKET_FIELDS = 'id status statusTitle dateTime totalSum score fiscalDocumentNumber';
  const directSingle: Op = (i) => call(`${api}/tickets/${idAt(i)}`, { headers: auth });
  const gatewaySingle: Op = (i) => gql(`query ($id: Int!) { ticket(id: $id) { ${TICKET_FIELDS} } }`, { id: idAt(i) });

  const pageFilter = (i: number) => encodeURIComponent(JSON.stringify({ order: ['dateTime DESC', 'id DESC'], limit: 24, skip: (i % 20) * 24, include: ['user', 'place'] }));
  const directPage: Op = (i) => Promise.all([call(`${api}/tickets?filter=${pageFilter(i)}`, { headers: auth }), call(`${api}/tickets/count`, { headers: auth })]);
  const gatewayPage: Op = (i) =>
    gql(`query ($page: Int) { tickets(page: $page, pageSize: 24) { total items { ${TICKET_FIELDS} user { id name surname phone } place { id title address } } } }`, {
      page: (i % 20) + 1,
    });

  // Warm up both paths (JIT, connection pools, PGlite caches).
  for (const op of [directSingle, gatewaySingle, directPage, gatewayPage]) await throughput(op, 200, 8);

  const rows: string[][] = [];
  const benchRows: BenchRow[] = [];
  /** CPU per request of each server, over the gateway's throughput runs after the first round. */
  const cpuRows: Array<{ name: string; gateway: number; api: number }> = [];
  const report = async (name: string, direct: Op, viaGateway: Op, goals?: { kept: number; addedMs: number }) => {
    // Interleaved: ROUNDS rounds of direct then gateway, for throughput and for latency.
    const per = Math.ceil(REQUESTS / ROUNDS);
    const perLatency = Math.ceil(LATENCY_REQUESTS / ROUNDS);
    let dSeconds = 0;
    let gSeconds = 0;
    const dTimes: number[] = [];
    const gTimes: number[] = [];
    const used = { gateway: 0, api: 0, requests: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      dSeconds += per / (await throughput(direct, per, CONCURRENCY));
      const [g0, a0] = [cpuMs(children[1]!.pid!), cpuMs(children[0]!.pid!)];
      gSeconds += per / (await throughput(viaGateway, per, CONCURRENCY));
      if (r > 0) {
        used.gateway += cpuMs(children[1]!.pid!) - g0;
        used.api += cpuMs(children[0]!.pid!) - a0;
        used.requests += per;
      }
      dTimes.push(...(await latencies(direct, perLatency, r * perLatency)));
      gTimes.push(...(await latencies(viaGateway, perLatency, r * perLatency)));
    }
    cpuRows.push({ name, gateway: used.gateway / used.requests, api: used.api / used.requests });
    const dT = (per * ROUNDS) / dSeconds;
    const gT = (per * ROUNDS) / gSeconds;
    const dM = medianOf(dTimes);
    const gM = medianOf(gTimes);
    const kept = gT / dT;
    rows.push([name, dT.toFixed(0), gT.toFixed(0), `${(kept * 100).toFixed(0)}%`, dM.toFixed(2), gM.toFixed(2), `${gM - dM >= 0 ? '+' : ''}${(gM - dM).toFixed(2)}`]);
    benchRows.push({
      what: `gateway overhead, ${name}: throughput kept; median added`,
      figure: `${(kept * 100).toFixed(0)}% (${gT.toFixed(0)} of ${dT.toFixed(0)} req/s); ${gM - dM >= 0 ? '+' : ''}${(gM - dM).toFixed(2)} ms`,
      goal: goals ? `≥ ${goals.kept * 100}%; ≤ ${goals.addedMs} ms` : 'none (the spec client: 2 calls)',
      met: goals ? kept >= goals.kept && gM - dM <= goals.addedMs : null,
    });
  };
  await report('single ticket', directSingle, gatewaySingle, { kept: 0.8, addedMs: 1 });
  await report('page of 24 + relations + total', directPage, gatewayPage);
  const [singleCpu, pageCpu] = cpuRows as [(typeof cpuRows)[number], (typeof cpuRows)[number]];

  // The floor, then the product's single read again, interleaved.
  const floorPort = await freePort();
  const floorBody = await call(`${api}/tickets/${idAt(0)}`, { headers: auth });
  const floor = startFloor(floorPort, floorBody);
  children.push(floor);
  await waitFor(`http://127.0.0.1:${floorPort}/`);
  const floorOp: Op = () => call(`http://127.0.0.1:${floorPort}/`);
  await throughput(floorOp, 500, CONCURRENCY);
  let floorSeconds = 0;
  let productSeconds = 0;
  const per = Math.ceil(REQUESTS / ROUNDS);
  for (let r = 0; r < ROUNDS; r++) {
    floorSeconds += per / (await throughput(floorOp, per, CONCURRENCY));
    productSeconds += per / (await throughput(gatewaySingle, per, CONCURRENCY));
  }
  const floorRate = (per * ROUNDS) / floorSeconds;
  const productRate = (per * ROUNDS) / productSeconds;
  benchRows.push(
    {
      what: 'one ticket by id through the gateway, against the floor (bare node:http, same JSON from memory)',
      figure: `${productRate.toFixed(0)} of ${floorRate.toFixed(0)} req/s (${((productRate / floorRate) * 100).toFixed(1)} %)`,
      goal: '≥ 3 × 344 req/s (the rate before issue 27)',
      met: productRate >= 3 * 344,
    },
    {
      what: 'CPU per read: gateway / REST API, one ticket',
      figure: `${singleCpu.gateway.toFixed(2)} / ${singleCpu.api.toFixed(2)} ms`,
      goal: 'gateway ≤ 0.5 ms',
      met: singleCpu.gateway <= 0.5,
    },
    {
      what: 'CPU per read: gateway / REST API, page of 24 + relations + total',
      figure: `${pageCpu.gateway.toFixed(2)} / ${pageCpu.api.toFixed(2)} ms`,
      goal: 'gateway ≤ 1 ms',
      met: pageCpu.gateway <= 1,
    },
  );
  rows.push(['floor (bare node:http)', '', floorRate.toFixed(0), '', '', '', '']);

  const header = ['read', 'direct req/s', 'gateway req/s', 'kept', 'direct p50 ms', 'gateway p50 ms', 'added ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  if (json) emitRows(benchRows);
  else {
    console.log(`\nconcurrency ${CONCURRENCY}, ${REQUESTS} requests per throughput run, ${LATENCY_REQUESTS} per median, ${ROUNDS} interleaved rounds\n`);
    console.log(line(header));
    for (const r of rows) console.log(line(r));
    console.log('');
    for (const r of benchRows.slice(-3)) console.log(`${r.what}: ${r.figure}`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await agent.close();
}
