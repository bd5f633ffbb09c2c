#!/usr/bin/env node
// `npm test`: the whole suite in one command — the schema check, typecheck and lint of every
// workspace, the import-cycle check, the unit and integration tests of rest-api, gateway and web,
// then the browser tests.
// Prints one closing line with the totals: `Total: N passed, N failed, N skipped`.
//
// E2E_REQUIRED=1 makes a missing Chromium a failure instead of a loud skip (CI sets it).
// TEST_ONLY=rest-api,gateway runs only those steps (for development).
// TEST_CHAOS=1 adds the attack and fault suite (chaos/), beside the static checks (CI sets it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers } from './build-servers.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.env.TEST_ONLY ? new Set(process.env.TEST_ONLY.split(',')) : null;
const reports = mkdtempSync(path.join(tmpdir(), 'bo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];

function step(name, command, args, options = {}) {
  if (only && !only.has(name)) return true;
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
  return ok;
}

const vitestArgs = (out) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`];

/** Adds a suite's JSON report to the totals and its failed tests to the list. */
function collect(name, out, ok) {
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failedTests.push(`${name}: ${where} > ${test.fullName}\n    ${reason}`);
      }
      // A file that failed outside any test (an import or a hook) has no failed assertion.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedTests.push(
          `${name}: ${where}\n    ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      }
    }
  } else if (!ok) {
    totals.failed += 1;
  }
}

function vitest(name, workspace, extraEnv = {}) {
  if (only && !only.has(name)) return;
  const out = path.join(reports, `${name}.json`);
  const ok = step(name, 'npx', vitestArgs(out), { cwd: path.join(root, workspace), env: { ...process.env, ...extraEnv } });
  collect(name, out, ok);
}

/**
 * Suites side by side, each printed whole when it ends. For suites that share nothing (own servers,
 * own databases) and run one test file at a time each: two of them keep two cores busy.
 */
async function vitestSideBySide(suites) {
  const chosen = suites.filter(([name]) => !only || only.has(name) || only.has(name.split(':')[0]));
  await Promise.all(
    chosen.map(async ([name, workspace, extraEnv = {}, files = []]) => {
      const out = path.join(reports, `${name.replace(':', '-')}.json`);
      const args = [...vitestArgs(out), ...files];
      console.log(
        `\n=== ${name}: ${['npx', ...args].join(' ')} (beside ${
          chosen
            .filter(([n]) => n !== name)
            .map(([n]) => n)
            .join(', ') || 'nothing'
        })`,
      );
      const started = Date.now();
      const child = spawn('npx', args, { cwd: path.join(root, workspace), env: { ...process.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const ok = (await new Promise((resolve) => child.on('close', resolve))) === 0;
      console.log(`\n=== ${name}: output\n${output.trimEnd()}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failedSteps.push(name);
      collect(name, out, ok);
    }),
  );
}

/** One command, its output printed whole when it ends; a non-zero exit fails its step. */
async function runCommand([name, command, args, cwd = root]) {
  const begun = Date.now();
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const ok = code === 0;
  if (output.trim()) console.log(output.trimEnd());
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
}

/**
 * The static checks, two at a time (each is one single-threaded process: on two cores this halves
 * their time).
 */
async function checks(list) {
  const chosen = list.filter(([name]) => !only || only.has(name) || only.has(name.split(':')[0]));
  if (chosen.length === 0) return;
  console.log(`\n=== checks: ${chosen.map(([name]) => name).join(', ')} (two at a time)`);
  const started = Date.now();
  const run = async () => {
    for (let next = chosen.shift(); next; next = chosen.shift()) await runCommand(next);
  };
  await Promise.all([run(), run()]);
  console.log(`=== checks: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const tsc = (workspace) => [`typecheck:${workspace}`, 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], path.join(root, workspace)];
// CI (TEST_CHAOS=1) runs the attack and fault suite beside the checks and then beside the REST API's
// and the gateway's suites: it spends much of its time waiting out the faults it causes (a database
// down for seconds, tokens expiring) and runs longer than the checks (CI1 of 2026-11-27: checks
// 75 s, chaos 263 s), so a core would idle while it ends alone.
const chaos =
  process.env.TEST_CHAOS === '1' && (!only || only.has('chaos'))
    ? (console.log('\n=== chaos: node chaos/run.mjs (beside the checks, then the rest-api and gateway suites)'), runCommand(['chaos', 'node', ['chaos/run.mjs']]))
    : Promise.resolve();
// Longest first, so the two lanes end together.
await checks([
  tsc('web'),
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  tsc('gateway'),
  tsc('rest-api'),
  tsc('e2e'),
  ['schema', 'node', ['scripts/check-schema.mjs']],
  ['cycles', 'node', ['scripts/check-cycles.mjs']],
  ['docs', 'node', ['scripts/check-docs.mjs']],
  // .prettierrc.json: the least churn from the style the code was written in (issue 38).
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
]);
// The REST API's suite (each file its own API and database) and the gateway's (its own API in
// memory) share nothing, and each runs one file at a time: side by side they keep both cores busy.
await vitestSideBySide([
  ['rest-api', 'rest-api'],
  ['gateway', 'gateway'],
]);
await chaos;
vitest('web', 'web');
// The browser tests in two lanes, each with its own product and browser (e2e/global-setup.ts), so
// that a test waiting on a page leaves the other core to the other lane. The second lane is named
// here; the first takes every other file, so a new file always runs.
// Lanes by the file times of a rehearsal on 2026-11-30 (files 747 and 649 s): the explorer (35 s)
// moved to the second. One lane alone took 900 s for every file on a quiet machine, as long as the
// longer of two.
const E2E_SECOND_LANE = [
  'stock-loopback',
  'dates-deletes',
  'people',
  'catalogue',
  'live-records',
  'live',
  'walking-skeleton',
  'review-queue',
  'bulk',
  'assignments',
  'explorer',
].map((name) => `tests/${name}.test.ts`);
const e2eFiles = readdirSync(path.join(root, 'e2e/tests'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `tests/${f}`);
const unknownLane = E2E_SECOND_LANE.filter((file) => !e2eFiles.includes(file));
if (unknownLane.length) throw new Error(`scripts/test.mjs: no such browser test file: ${unknownLane.join(', ')}`);
// The product's builds (web/dist, */dist/main.js) once, before the lanes: each lane's `npm start`
// would otherwise build into the same folders at the same time on a fresh checkout.
if (!only || ['e2e', 'e2e:1', 'e2e:2'].some((name) => only.has(name))) {
  const started = Date.now();
  const ok = buildWebIfStale();
  await buildServers({ onlyStale: true });
  console.log(`=== build: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push('build');
}
await vitestSideBySide([
  ['e2e:1', 'e2e', {}, e2eFiles.filter((file) => !E2E_SECOND_LANE.includes(file))],
  ['e2e:2', 'e2e', {}, E2E_SECOND_LANE],
]);

rmSync(reports, { recursive: true, force: true });
console.log('');
// Repeated at the very end, where a log cut to its tail still shows them.
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
