#!/usr/bin/env node
// `npm run bench`: every benchmark of the product, on bounded loads, one after another (they share
// the machine's two cores, so never in parallel), then one table: what, the figure, the goal, met.
// Each benchmark prints its rows as one `BENCH_ROWS [...]` line when run with `--json`; its other
// output goes to bench-logs/ (git-ignored). README.md ("Benchmarks") explains each one.
//
//   npm run bench                      all of them
//   npm run bench -- --only fanout     those whose name contains a word (start, size, lighthouse,
//                                      overhead, fanout, fanout-10k, bulk, export, totals, reports, audit, processor, queue, live, screens)
//
// The totals need the local PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// The screens run on SCREENS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bo_screens_1m), a
// database made and filled once, on the first run, with `npm run generate -w rest-api -- --tickets 1000000`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const logs = path.join(root, 'bench-logs');
const screensDatabase = process.env.SCREENS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_screens_1m';
mkdirSync(logs, { recursive: true });

/** Each benchmark: a name, the command, and how long it may take. */
const BENCHES = [
  { name: 'start', cmd: ['node', 'scripts/measure-start.mjs', '--clean', '--json'], minutes: 5 },
  { name: 'size', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'], cwd: 'web', minutes: 3, rows: signInSize },
  { name: 'lighthouse', cmd: ['node', 'scripts/lighthouse.mjs', '--json'], minutes: 5 },
  { name: 'overhead', cmd: ['npx', 'tsx', 'bench/bench.ts', '--json'], cwd: 'gateway', minutes: 8 },
  { name: 'fanout', cmd: ['npx', 'tsx', 'bench/fanout.ts', '--json'], cwd: 'gateway', minutes: 6 },
  { name: 'fanout-10k', cmd: ['npx', 'tsx', 'bench/fanout.ts', '--subscribers', '10000', '--open', '20000', '--events', '4', '--json'], cwd: 'gateway', minutes: 8 },
  { name: 'bulk', cmd: ['npx', 'tsx', 'bench/bulk.ts', '--json'], cwd: 'gateway', minutes: 6 },
  { name: 'export', cmd: ['npx', 'tsx', 'bench/export.ts', '--tickets', '1000000', '--json'], cwd: 'gateway', minutes: 15 },
  { name: 'totals', cmd: ['npx', 'tsx', 'src/bench/bench.ts', '--tickets', '1000000', '--requests', '200', '--no-items', '--json'], cwd: 'rest-api', minutes: 15 },
  { name: 'reports', cmd: ['npx', 'tsx', 'src/bench/reports.ts', '--tickets', '1000000', '--json'], cwd: 'rest-api', minutes: 25 },
  { name: 'audit', cmd: ['npx', 'tsx', 'scripts/bench-audit.ts', '--json'], cwd: 'rest-api', minutes: 6 },
  { name: 'processor', cmd: ['npx', 'tsx', 'scripts/bench-processor.ts', '--json'], cwd: 'rest-api', minutes: 10 },
  { name: 'queue', cmd: ['npx', 'tsx', 'bench/review-queue.ts', '--json'], cwd: 'e2e', minutes: 15 },
  { name: 'live', cmd: ['npx', 'tsx', 'bench/live-records.ts', '--json'], cwd: 'e2e', minutes: 10 },
  { name: 'screens', cmd: ['npx', 'tsx', 'bench/screens.ts', '--json'], cwd: 'e2e', minutes: 40, env: { DATABASE_URL: screensDatabase }, prepare: screensData },
];

/**
 * The screens' database, made once: created on its server and filled with 1,000,000 tickets by
 * `npm run generate` when it does not exist yet (a fresh machine); kept for later runs.
 */
async function screensData() {
  const url = new URL(screensDatabase);
  const name = decodeURIComponent(url.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const psql = (sql) => spawnSync('psql', [server.href, '-tAc', sql], { encoding: 'utf8' });
  const found = psql(`select 1 from pg_database where datname = '${name.replaceAll("'", "''")}'`);
  if (found.status !== 0) throw new Error(`psql could not reach ${server.host}: ${found.stderr}`);
  if (found.stdout.trim() === '1') return;
  process.stdout.write(`(creating ${name} with 1,000,000 tickets) `);
  const created = psql(`create database "${name.replaceAll('"', '""')}"`);
  if (created.status !== 0) throw new Error(`could not create ${name}: ${created.stderr}`);
  const filled = spawnSync('npm', ['run', 'generate', '-w', 'rest-api', '--', '--tickets', '1000000'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: screensDatabase },
    encoding: 'utf8',
    timeout: 45 * 60_000,
  });
  writeFileSync(path.join(logs, 'screens-generate.log'), `${filled.stdout}\n${filled.stderr}`);
  if (filled.status !== 0) {
    psql(`drop database if exists "${name.replaceAll('"', '""')}"`);
    throw new Error(`npm run generate failed (bench-logs/screens-generate.log)`);
  }
}

/** The sign-in route's size from the web build's own report (web/vite-plugins/route-size.ts). */
function signInSize(output) {
  const match = /sign-in route JS: ([\d.]+) kB gzipped \(budget ([\d.]+) kB\)/.exec(output);
  if (!match) return [];
  const size = Number(match[1]);
  return [{ what: 'sign-in route JavaScript, gzipped', figure: `${size.toFixed(1)} kB`, goal: '≤ 150 kB (issue 27)', met: size <= 150 }];
}

async function run(bench) {
  const started = Date.now();
  try {
    await bench.prepare?.();
  } catch (error) {
    return { rows: [{ what: bench.name, figure: `not prepared: ${error.message}`, goal: '', met: false }], seconds: (Date.now() - started) / 1000 };
  }
  return new Promise((resolve) => {
    const child = spawn(bench.cmd[0], bench.cmd.slice(1), { cwd: path.join(root, bench.cwd ?? '.'), env: { ...process.env, ...bench.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), bench.minutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      writeFileSync(path.join(logs, `${bench.name}.log`), output);
      const line = output.split('\n').find((l) => l.startsWith('BENCH_ROWS '));
      const rows = bench.rows ? bench.rows(output) : line ? JSON.parse(line.slice('BENCH_ROWS '.length)) : [];
      if (!rows.length) rows.push({ what: bench.name, figure: `failed (exit ${code}; bench-logs/${bench.name}.log)`, goal: '', met: false });
      resolve({ rows, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const table = [];
for (const bench of BENCHES.filter((b) => !only || b.name.includes(only))) {
  process.stdout.write(`${bench.name}… `);
  const { rows, seconds } = await run(bench);
  console.log(`${seconds.toFixed(0)} s`);
  table.push(...rows);
}

const mark = (met) => (met === true ? 'yes' : met === false ? 'NO' : '—');
console.log('\n| what | figure | goal | met |\n|---|---|---|---|');
for (const r of table) console.log(`| ${r.what} | ${r.figure} | ${r.goal} | ${mark(r.met)} |`);
process.exitCode = table.some((r) => r.met === false) ? 1 : 0;
