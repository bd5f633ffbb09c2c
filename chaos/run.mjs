#!/usr/bin/env node
// `npm run test:chaos`: the repeatable attack and fault suite of issue 16. Starts its own PostgreSQL,
// Redis, two REST API replicas and two gateways on free loopback ports, runs the probes, prints each
// probe's rows as it ends and one table at the end, and exits non-zero on any leak, 500, lost write,
// silent event loss, dead API, probe over its budget or error left unhandled. Everything it started is
// stopped and its temp folder removed, also on failure, on Ctrl-C and at the time limit.
//
//   node chaos/run.mjs                       everything
//   node chaos/run.mjs --only auth,fuzz      some probes (the names of PROBES below)
//   node chaos/run.mjs --fuzz 20000 --seed 7 more filters, another seed
//   node chaos/run.mjs --scale 2             budgets × 2 (default: the load per core, 1 to 4)
//   node chaos/run.mjs --time-limit 900      seconds (default: the budgets' sum and 180, × scale)
//   CHAOS_KEEP=1 node chaos/run.mjs          keep the temp folder (server logs) afterwards
import { availableParallelism, loadavg } from 'node:os';
import { cleanup, killAllNow, startWorld, tail } from './env.mjs';
import { authProbe } from './probes/auth.mjs';
import { bruteProbe } from './probes/brute.mjs';
import { bulkProbe } from './probes/bulk.mjs';
import { faultsProbe } from './probes/faults.mjs';
import { filesProbe } from './probes/files.mjs';
import { fuzzProbe } from './probes/fuzz.mjs';
import { limitsProbe } from './probes/limits.mjs';
import { matrixProbe } from './probes/matrix.mjs';
import { uploadsProbe } from './probes/uploads.mjs';
import { gwExportProbe } from './probes/gw-export.mjs';
import { gwForwardedProbe } from './probes/gw-forwarded.mjs';
import { gwHeadersProbe } from './probes/gw-headers.mjs';
import { gwMetricsProbe } from './probes/gw-metrics.mjs';
import { gwReadonlyProbe } from './probes/gw-readonly.mjs';
import { gwSchemaAccessProbe } from './probes/gw-schema-access.mjs';
import { gwSocketsProbe } from './probes/gw-sockets.mjs';
import { gwStoreProbe } from './probes/gw-store.mjs';
import { gwTrustedProbe } from './probes/gw-trusted.mjs';
import { gwLiveProbe } from './probes/gw-live.mjs';
import { gwReplicasProbe } from './probes/gw-replicas.mjs';
import { tokensProbe } from './probes/tokens.mjs';
import { hostileProbe } from './probes/hostile.mjs';
import { revokeProbe } from './probes/revoke.mjs';
import { signinProbe } from './probes/signin.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const only = opt('only', '').split(',').filter(Boolean);
const fuzzCount = Number(opt('fuzz', 10_000));
const seed = Number(opt('seed', 16));

// Each probe with its budget in seconds: what it takes with a busy loop beside it, times about two.
const PROBES = [
  ['auth', authProbe, 90],
  ['matrix', matrixProbe, 60],
  ['fuzz', (w) => fuzzProbe(w, { count: fuzzCount, seed }), 150],
  ['limits', limitsProbe, 60],
  ['uploads', uploadsProbe, 60],
  ['brute', bruteProbe, 90],
  ['signin', signinProbe, 90],
  ['bulk', bulkProbe, 60],
  ['files', filesProbe, 60],
  ['faults', faultsProbe, 120],
  // The gateway's side of issue 23 (README, "Gateway probes of issue 23").
  ['gw-metrics', gwMetricsProbe, 30],
  ['gw-forwarded', gwForwardedProbe, 30],
  ['gw-export', gwExportProbe, 60],
  ['gw-sockets', gwSocketsProbe, 60],
  ['gw-headers', gwHeadersProbe, 30],
  ['gw-readonly', gwReadonlyProbe, 60],
  ['gw-store', gwStoreProbe, 60],
  ['gw-schema-access', gwSchemaAccessProbe, 60],
  ['gw-trusted', gwTrustedProbe, 60],
  ['gw-live', gwLiveProbe, 90],
  ['gw-replicas', gwReplicasProbe, 120],
  ['tokens', tokensProbe, 120],
  ['revoke', revokeProbe, 60],
  ['hostile', hostileProbe, 90],
].filter(([name]) => !only.length || only.includes(name));

// Budgets grow with the machine's load (one busy core per core is the budgets' own assumption), at
// most fourfold; the whole suite's limit is the budgets' sum and the start of the world (180 s).
const SCALE = Number(opt('scale', Math.min(4, Math.max(1, loadavg()[0] / availableParallelism()))));
process.env.CHAOS_SCALE = String(SCALE); // env.mjs: how long a server's start may take
const TIME_LIMIT_MS = Number(opt('time-limit', Math.round(SCALE * (180 + PROBES.reduce((sum, [, , budget]) => sum + budget, 0))))) * 1000;

const started = Date.now();
const log = (msg) => console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${msg}`);
const rows = [];
let current = 'the start';

let exiting = false;
async function finish(code) {
  if (exiting) return;
  exiting = true;
  await cleanup();
  process.exit(code);
}

/** A finding of the suite itself (a probe that failed, overran or left an error unhandled). */
function failure(probe, error) {
  return {
    probe,
    tried: 0,
    refused: 0,
    leaked: 1,
    e500: 0,
    notes: [
      String(error?.stack ?? error)
        .split('\n')
        .slice(0, 3)
        .join(' '),
    ],
    info: [],
  };
}

/** Each row as soon as its probe ends, with its findings: a run cut short still says what it saw. */
function report(...ended) {
  for (const r of ended) {
    rows.push(r);
    const bad = r.leaked || r.e500;
    log(`${bad ? '✗' : '✓'} ${r.probe}: tried ${r.tried}, refused/survived ${r.refused}, leaked/lost ${r.leaked}, 500s ${r.e500}${r.seconds ? `, ${r.seconds} s` : ''}`);
    for (const n of r.notes) log(`    ✗ ${n}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => (log(`${signal}: stopping everything`), printTable(rows), finish(130)));
// An error nobody handled (a pg client's 'error' event, a promise of a probe that overran) is a
// finding of the probe running, never the end of the suite.
process.on('uncaughtException', (e) => report(failure(`unhandled error during ${current}`, e)));
process.on('unhandledRejection', (e) => report(failure(`unhandled rejection during ${current}`, e)));
process.on('exit', killAllNow);
setTimeout(() => {
  log(`time limit of ${TIME_LIMIT_MS / 1000} s reached during ${current}`);
  report(failure(`${current}: stopped by the time limit`, `${TIME_LIMIT_MS / 1000} s`));
  printTable(rows);
  finish(3);
}, TIME_LIMIT_MS).unref();

function printTable(rows) {
  const head = ['probe', 'tried', 'refused/survived', 'leaked/lost', '500s', 's'];
  const body = rows.map((r) => [r.probe, r.tried, r.refused, r.leaked, r.e500, r.seconds ?? '']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ') + ' |';
  const total = rows.reduce((t, r) => ({ tried: t.tried + r.tried, refused: t.refused + r.refused, leaked: t.leaked + r.leaked, e500: t.e500 + r.e500 }), {
    tried: 0,
    refused: 0,
    leaked: 0,
    e500: 0,
  });
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

/** The probe's rows, or a failure when it throws or overruns its budget (it is then left behind). */
async function runProbe(name, probe, budget, world) {
  let timer;
  const overrun = new Promise((resolve) => {
    timer = setTimeout(() => resolve([failure(`${name}: over its budget`, `still running after ${budget} s (${SCALE.toFixed(1)} × ${budget / SCALE} s)`)]), budget * 1000);
  });
  const t = Date.now();
  try {
    const result = await Promise.race([
      Promise.resolve()
        .then(() => probe(world))
        .then((r) => (Array.isArray(r) ? r : [r])),
      overrun,
    ]);
    for (const r of result) r.seconds ??= ((Date.now() - t) / 1000 / result.length).toFixed(0);
    return result;
  } catch (error) {
    return [failure(`${name}: PROBE FAILED`, error)];
  } finally {
    clearTimeout(timer);
  }
}

log(`${PROBES.length} probes, budgets × ${SCALE.toFixed(1)} (load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores), time limit ${TIME_LIMIT_MS / 1000} s`);
let world;
try {
  log('starting PostgreSQL, Redis, 2 API replicas, 2 gateways');
  world = await startWorld(log);
  world.pgUrl = world.pg.url();
  for (const [name, probe, budget] of PROBES) {
    current = `probe ${name}`;
    log(`probe ${name} (budget ${Math.round(budget * SCALE)} s)`);
    report(...(await runProbe(name, probe, Math.round(budget * SCALE), world)));
    // A server that died during the probe is a failure of its own.
    const dead = [...world.apis, ...world.gateways].filter((s) => !s.alive() || s.unexpectedExits.length);
    for (const s of dead) {
      report({ probe: `${s.name} died during ${name}`, tried: 1, refused: 0, leaked: 1, e500: 0, notes: [...s.unexpectedExits, tail(s.child.logFile, 15)], info: [] });
      s.unexpectedExits = [];
      if (!s.alive()) await s.restart().catch(() => {});
    }
  }
  current = 'the end';
} catch (error) {
  console.error(error);
  report(failure('suite', error?.message ?? error));
}
const total = printTable(rows);
const ok = total.leaked === 0 && total.e500 === 0 && rows.length > 0;
log(ok ? 'PASSED: 0 leaks, 0 × 500, 0 lost' : 'FAILED');
await finish(ok ? 0 : 1);
