#!/usr/bin/env node
// Measures `npm start` as a new user meets it (issue 15): the first start on a fresh data folder
// (builds the web app and the servers when missing, migrates, seeds the demo), then a second start on
// the same data. Prints the seconds until the gateway's /health answers with the API up.
//
//   node scripts/measure-start.mjs            both starts, builds kept
//   node scripts/measure-start.mjs --clean    first start without web/dist and */dist (a fresh clone)
//   … --json                                   one BENCH_ROWS line for `npm run bench`
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.MEASURE_PORT ?? 4690);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-start-'));

if (process.argv.includes('--clean')) {
  for (const dir of ['web/dist', 'rest-api/dist', 'gateway/dist']) rmSync(path.join(root, dir), { recursive: true, force: true });
}

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
        const body = await res.json();
        if (res.ok && body.upstream === 'up') break;
      } catch {
        // not yet
      }
      if (performance.now() - started > 180_000) throw new Error('no answer within 180 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

try {
  const first = await startOnce();
  const again = await startOnce();
  if (process.argv.includes('--json')) {
    const clean = process.argv.includes('--clean');
    console.log(
      `BENCH_ROWS ${JSON.stringify([
        { what: `npm start, first start (fresh data folder, demo seeded${clean ? ', nothing built' : ''})`, figure: `${first.toFixed(1)} s`, goal: '≤ 20 s', met: first <= 20 },
        { what: 'npm start, started again on the same data', figure: `${again.toFixed(1)} s`, goal: '≤ 5 s', met: again <= 5 },
      ])}`,
    );
  } else {
    console.log(`first start (fresh data folder, demo seeded): ${first.toFixed(1)} s`);
    console.log(`second start (same data):                     ${again.toFixed(1)} s`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
