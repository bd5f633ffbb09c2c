#!/usr/bin/env node
// Compiles the REST API and the gateway to JavaScript for production (issue 15): one ES module per
// process (`rest-api/dist/main.js`, `gateway/dist/main.js`), bundled by esbuild from the TypeScript
// sources, packages left to node_modules. `dist/` sits beside `src/`, so every path a module builds
// from `import.meta.url` (data folder, schema files, web build) is the same from either.
//
//   node scripts/build-servers.mjs                     build both
//   node scripts/build-servers.mjs --if-stale          build only what is older than its sources
//   node scripts/build-servers.mjs rest-api --if-stale one of them
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.test.ts')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `out` is older than the sources it is built from (its workspace's, and shared code it imports). */
export function isStale(workspace) {
  const out = path.join(root, workspace, 'dist', 'main.js');
  if (!existsSync(out)) return true;
  const sources = Math.max(newestMtime(path.join(root, workspace, 'src')), statSync(path.join(root, workspace, 'package.json')).mtimeMs);
  return statSync(out).mtimeMs < sources;
}

export async function buildServers({ onlyStale = false, workspaces = ['rest-api', 'gateway'] } = {}) {
  for (const workspace of workspaces) {
    if (onlyStale && !isStale(workspace)) continue;
    const started = Date.now();
    await build({
      entryPoints: [path.join(root, workspace, 'src', 'main.ts')],
      outfile: path.join(root, workspace, 'dist', 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
      // Bundled CommonJS dependencies (none today) would need `require`; keep it available.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
    console.log(`Built ${workspace}/dist/main.js in ${Date.now() - started} ms`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  await buildServers({ onlyStale: ifStale, ...(named.length ? { workspaces: named } : {}) });
}
