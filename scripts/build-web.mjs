#!/usr/bin/env node
// Builds the web app into web/dist when it is missing or older than its sources: the back-office,
// then the GraphQL explorer (a build of its own into the same folder). `npm start` calls it before
// it starts the servers, and `npm test` once before the browser lanes, so that two lanes never build
// into the same folder at once (one build's emptyOutDir deletes the other's files).
//
//   node scripts/build-web.mjs             build if stale
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'web');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether web/dist is missing or older than the sources and configs it is built from. */
export function isWebStale() {
  const index = path.join(web, 'dist', 'explorer.html'); // written last
  const sources = Math.max(
    newestMtime(path.join(web, 'src')),
    ...['index.html', 'explorer.html', 'vite.config.ts', 'vite.explorer.config.ts'].map((f) => statSync(path.join(web, f)).mtimeMs),
  );
  return !existsSync(index) || statSync(index).mtimeMs < sources;
}

/** Builds web/dist if it is stale; answers false when the build failed (its output is on the console). */
export function buildWebIfStale() {
  if (!isWebStale()) return true;
  console.log('Building the web app (web/dist)…');
  let result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (result.status === 0) {
    result = spawnSync('npx', ['vite', 'build', '-c', 'vite.explorer.config.ts', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  }
  if (result.status !== 0) console.error('The web build failed; see above.');
  return result.status === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildWebIfStale() ? 0 : 1);
}
