#!/usr/bin/env node
// `npm run test:chaos`: the repeatable attack and fault suite of issue 16. Starts its own PostgreSQL,
// Redis, two REST API replicas and two gateways on free loopback ports, runs the probes, prints one
// table and exits non-zero on any leak, 500, lost write, silent event loss or dead API. Everything it
// started is stopped and its temp folder removed, also on failure and Ctrl-C.
//
//   node chaos/run.mjs                       everything
//   node chaos/run.mjs --only auth,fuzz      some probes (auth, matrix, fuzz, limits, uploads, brute, faults, tokens, revoke, hostile)
//   node chaos/run.mjs --fuzz 20000 --seed 7 more filters, another seed
//   CHAOS_KEEP=1 node chaos/run.mjs          keep the temp folder (server logs) afterwards
import { cleanup, killAllNow, startWorld, tail } from './env.mjs';
import { authProbe } from './probes/auth.mjs';
import { bruteProbe } from './probes/brute.mjs';
import { faultsProbe } from './probes/faults.mjs';
import { fuzzProbe } from './probes/fuzz.mjs';
import { limitsProbe } from './probes/limits.mjs';
import { matrixProbe } from './probes/matrix.mjs';
import { uploadsProbe } from './probes/uploads.mjs';
import { gwExportProbe } from './probes/gw-export.mjs';
import { gwForwardedProbe } from './probes/gw-forwarded.mjs';
import { gwHeadersProbe } from './probes/gw-headers.mjs';
import { gwMetricsProbe } from './probes/gw-metrics.mjs';
import { gwReadonlyProbe } from './probes/gw-readonly.mjs';
import { gwSocketsProbe } from './probes/gw-sockets.mjs';
import { gwLiveProbe } from './probes/gw-live.mjs';
import { tokensProbe } from './probes/tokens.mjs';
import { hostileProbe } from './probes/hostile.mjs';
import { revokeProbe } from './probes/revoke.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const only = opt('only', '').split(',').filter(Boolean);
const fuzzCount = Number(opt('fuzz', 10_000));
const seed = Number(opt('seed', 16));
const TIME_LIMIT_MS = Number(opt('time-limit', 600)) * 1000;

const PROBES = [
  ['auth', authProbe],
  ['matrix', matrixProbe],
  ['fuzz', (w) => fuzzProbe(w, { count: fuzzCount, seed })],
  ['limits', limitsProbe],
  ['uploads', uploadsProbe],
  ['brute', bruteProbe],
  ['faults', faultsProbe],
  // The gateway's side of issue 23 (README, "Gateway probes of issue 23").
  ['gw-metrics', gwMetricsProbe],
  ['gw-forwarded', gwForwardedProbe],
  ['gw-export', gwExportProbe],
  ['gw-sockets', gwSocketsProbe],
  ['gw-headers', gwHeadersProbe],
  ['gw-readonly', gwReadonlyProbe],
  ['gw-live', gwLiveProbe],
  ['tokens', tokensProbe],
  ['revoke', revokeProbe],
  ['hostile', hostileProbe],
];

const started = Date.now();
const log = (msg) => console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);

let exiting = false;
async function finish(code) {
  if (exiting) return;
  exiting = true;
  await cleanup();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => (log(`${signal}: stopping everything`), finish(130)));
process.on('uncaughtException', (e) => (console.error(e), finish(2)));
process.on('unhandledRejection', (e) => (console.error(e), finish(2)));
process.on('exit', killAllNow);
setTimeout(() => (log(`time limit of ${TIME_LIMIT_MS / 1000} s reached`), finish(3)), TIME_LIMIT_MS).unref();

function printTable(rows) {
  const head = ['probe', 'tried', 'refused/survived', 'leaked/lost', '500s', 's'];
  const body = rows.map((r) => [r.probe, r.tried, r.refused, r.leaked, r.e500, r.seconds ?? '']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ') + ' |';
  const total = rows.reduce((t, r) => ({ tried: t.tried + r.tried, refused: t.refused + r.refused, leaked: t.leaked + r.leaked, e500: t.e500 + r.e500 }), { tried: 0, refused: 0, leaked: 0, e500: 0 });
  console.log('');
  console.log(line(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|') + '|');
  for (const b of body) console.log(line(b));
  console.log(line(['total', total.tried, total.refused, total.leaked, total.e500, ((Date.now() - started) / 1000).toFixed(0)]));
  console.log('');
  for (const r of rows) {
    for (const n of r.notes) console.log(`  ✗ ${r.probe}: ${n}`);
    for (const n of r.info) console.log(`  · ${r.probe}: ${n}`);
  }
  return total;
}

let world;
const rows = [];
try {
  log('starting PostgreSQL, Redis, 2 API replicas, 2 gateways');
  world = await startWorld(log);
  world.pgUrl = world.pg.url();
  for (const [name, probe] of PROBES) {
    if (only.length && !only.includes(name)) continue;
    log(`probe ${name}`);
    const t = Date.now();
    try {
      const result = await probe(world);
      for (const r of result) r.seconds = ((Date.now() - t) / 1000 / result.length).toFixed(0);
      rows.push(...result);
    } catch (error) {
      rows.push({ probe: `${name}: PROBE FAILED`, tried: 0, refused: 0, leaked: 1, e500: 0, notes: [String(error?.stack ?? error).split('\n').slice(0, 3).join(' ')], info: [] });
    }
    // A server that died during the probe is a failure of its own.
    const dead = [...world.apis, ...world.gateways].filter((s) => !s.alive() || s.unexpectedExits.length);
    for (const s of dead) {
      rows.push({ probe: `${s.name} died during ${name}`, tried: 1, refused: 0, leaked: 1, e500: 0, notes: [...s.unexpectedExits, tail(s.child.logFile, 15)], info: [] });
      s.unexpectedExits = [];
      if (!s.alive()) await s.restart().catch(() => {});
    }
  }
} catch (error) {
  console.error(error);
  rows.push({ probe: 'suite', tried: 0, refused: 0, leaked: 1, e500: 0, notes: [String(error?.message ?? error)], info: [] });
}
const total = printTable(rows);
const ok = total.leaked === 0 && total.e500 === 0 && rows.length > 0;
log(ok ? 'PASSED: 0 leaks, 0 × 500, 0 lost' : 'FAILED');
await finish(ok ? 0 : 1);
