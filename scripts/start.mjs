#!/usr/bin/env node
// `npm start`: builds the web app and the two servers when they are missing or stale, starts the REST
// API on PGlite (or the API at UPSTREAM_URL), then the gateway, prints where to sign in, and stops
// everything on Ctrl-C. The servers run as compiled JavaScript (`*/dist/main.js`, esbuild bundles of
// their TypeScript, `scripts/build-servers.mjs`): no TypeScript loader in the running processes.
//
// Environment (all optional):
//   PORT          gateway port (default 4000)          API_PORT   REST API port (default 3001)
//   HOST          address to listen on (127.0.0.1)     DATA_DIR   PGlite data folder (./.data/pglite)
//   DATABASE_URL  use a PostgreSQL server instead of PGlite
//   UPSTREAM_URL  use an existing REST API instead of starting rest-api/
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServers } from './build-servers.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const host = env.HOST || '127.0.0.1';
const port = env.PORT || '4000';
const apiPort = env.API_PORT || '3001';
const dataDir = path.resolve(root, env.DATA_DIR || '.data/pglite');
const external = env.UPSTREAM_URL;
const upstreamUrl = external || `http://${host}:${apiPort}`;

const children = [];
let stopping = false;

function run(name, script, childEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: { ...env, ...childEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
    stop(1);
  });
  children.push(child);
  return child;
}

// A part that is still starting is waited for (PGlite's first migration and demo data take a minute on a
// busy machine); one that exits stops everything at once (`run`), so only a part that neither answers
// nor exits is given up on, after START_TIMEOUT_S (default 300 s).
const START_TIMEOUT_MS = Number(env.START_TIMEOUT_S ?? 300) * 1000;

async function waitFor(url, what, ms = START_TIMEOUT_MS) {
  const started = Date.now();
  let told = false;
  while (Date.now() < started + ms) {
    if (stopping) return;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (!told && Date.now() > started + 30_000) {
        told = true;
        console.log(`${what} is still starting…`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  console.error(`${what} did not answer at ${url} within ${ms / 1000} s.`);
  stop(1);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (!alive.length) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!buildWebIfStale()) process.exit(1);
await buildServers({ onlyStale: true });
// The gateway proves to the API that the client address it forwards is its own (rest-api/README.md,
// "Client addresses"): a fresh secret per start unless one is given.
const gatewaySecret = env.GATEWAY_SECRET || randomBytes(32).toString('hex');
if (!external) {
  run('REST API', 'rest-api/dist/main.js', { PORT: apiPort, HOST: host, DATA_DIR: env.DATA_DIR === 'memory' ? 'memory' : dataDir, GATEWAY_SECRET: gatewaySecret });
  await waitFor(`${upstreamUrl}/users/me`, 'The REST API');
}
run('Gateway', 'gateway/dist/main.js', { PORT: port, HOST: host, UPSTREAM_URL: upstreamUrl, GATEWAY_SECRET: gatewaySecret });
await waitFor(`http://${host}:${port}/health`, 'The gateway');
if (!stopping) {
  console.log(
    [
      '',
      `  Back-office:  http://${host}:${port}/`,
      `  GraphQL:      http://${host}:${port}/graphql (the explorer in a browser)`,
      `  REST API:     ${upstreamUrl}${external ? ' (external)' : ''}`,
      ...(external
        ? []
        : [
            `  Demo sign-in: +79990000001 / demo1234   administrator (data in ${env.DATA_DIR === 'memory' ? 'memory' : dataDir})`,
            '                +79990000002 / demo1234   regional manager',
            '                +79990000003 / demo1234   sales representative',
            '                +79990000004 / demo1234   vendor',
          ]),
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}
