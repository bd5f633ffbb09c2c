#!/usr/bin/env node
// `npm run check:cycles`: lists the import cycles among the hand-written files of rest-api/src,
// gateway/src and web/src and exits 1 on any. Every import counts: `import type` and `export … from`
// as well as dynamic `import()` (a lazy route that imports back is a circle too). Imports are read
// with the TypeScript compiler (ts.preProcessFile) and resolved with each workspace's tsconfig;
// `__generated__` folders are left out, as are imports that resolve outside these folders.
//
// A cycle is reported as a strongly connected component of the import graph (the files that reach
// each other), with enough concrete circles (a → b → … → a) to cover every import inside it.
//
// It checks rest-api's layers too (docs/architecture.md, "rest-api in layers"): a hand-written file
// (tests aside) imports only its own layer or the ones below it, and the domains' own rules hold.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['rest-api', 'gateway', 'web'];

/** Known circles, each allowed only as exactly this set of files (a circle that grows fails). None now. */
const ALLOWED = [];

/**
 * rest-api's layers, lowest first, by path under rest-api/src; the first that matches is a file's.
 * Every file no pattern names is a domain's (tickets, processor, users, messenger, undo, …).
 */
const REST_LAYERS = [
  ['wiring', /^(app|main|index)\.ts$|^models\/registry\.ts$|^realtime\/setup\.ts$|^(seed|bench)\//, 3],
  [
    'floor',
    /^(db|http|models|openapi)\/|^(errors|config)\.ts$|^audit\/(log|context)\.ts$|^auth\/(middleware|tokens|token-cache|repository)\.ts$|^files\/(storage|references)\.ts$/,
    0,
  ],
  ['policy', /^auth\/scope\.ts$/, 1],
  ['domain', /./, 2],
];
/** Domain folders that must not import another: [from, to]. The tickets' routes drive the processor; it never imports them. */
const FORBIDDEN = [['processor', 'tickets']];
/** Imports that run up today, each allowed only as exactly this edge (a new one fails). None now. */
const ALLOWED_UP = [];

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

function compilerOptions(workspace) {
  const configPath = path.join(root, workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return parsed.options;
}

/** file (relative to the root) → the files it imports (relative to the root). */
function importGraph() {
  const graph = new Map();
  const perWorkspace = WORKSPACES.map((workspace) => ({
    workspace,
    options: compilerOptions(workspace),
    files: sourceFiles(path.join(root, workspace, 'src')),
  }));
  const known = new Set(perWorkspace.flatMap((w) => w.files.map(rel)));
  for (const { options, files } of perWorkspace) {
    const cache = ts.createModuleResolutionCache(root, (f) => f, options);
    for (const file of files) {
      const imports = new Set();
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport) continue;
        const target = rel(path.resolve(resolved.resolvedFileName));
        if (known.has(target)) imports.add(target);
      }
      graph.set(rel(file), [...imports].sort());
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file, or one that imports itself. */
function circles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    // Iterative, so a deep import chain cannot overflow the stack.
    const work = [[v, 0]];
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = graph.get(node) ?? [];
      if (i < next.length) {
        frame[1]++;
        const w = next[i];
        if (!indexOf.has(w)) {
          indexOf.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) {
          low.set(node, Math.min(low.get(node), indexOf.get(w)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
      }
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indexOf.has(v)) visit(v);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Shortest path from `from` to `to` inside the component (breadth first). */
function shortestPath(graph, members, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  const path = [];
  for (let node = to; node !== null; node = previous.get(node)) path.unshift(node);
  return path;
}

/** Circles (a → … → a) through every import inside the component, the shortest through each. */
function concreteCircles(graph, component) {
  const members = new Set(component);
  const covered = new Set();
  const found = [];
  for (const from of component) {
    for (const to of graph.get(from) ?? []) {
      if (!members.has(to) || covered.has(`${from}\n${to}`)) continue;
      const circle = [from, ...shortestPath(graph, members, to, from)];
      for (let i = 0; i + 1 < circle.length; i++) covered.add(`${circle[i]}\n${circle[i + 1]}`);
      found.push(circle);
    }
  }
  return found;
}

const graph = importGraph();
const allowed = new Set(ALLOWED.map((files) => [...files].sort().join('\n')));
let failures = 0;
for (const component of circles(graph)) {
  const isAllowed = allowed.has(component.join('\n'));
  if (!isAllowed) failures++;
  console.log(`${isAllowed ? 'allowed' : 'CYCLE'} (${component.length} files): ${component.join(', ')}`);
  for (const circle of concreteCircles(graph, component)) console.log(`  ${circle.join(' → ')}`);
}
const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
console.log(`${graph.size} files, ${edges} imports: ${failures ? `${failures} import cycle(s)` : 'no import cycles'}`);

const REST = 'rest-api/src/';
const layerOf = (file) => REST_LAYERS.find(([, pattern]) => pattern.test(file));
let upward = 0;
for (const [from, targets] of graph) {
  if (!from.startsWith(REST) || /\.test\.ts$/.test(from)) continue;
  const a = from.slice(REST.length);
  for (const to of targets.filter((t) => t.startsWith(REST)).map((t) => t.slice(REST.length))) {
    const [fromLayer, , fromRank] = layerOf(a);
    const [toLayer, , toRank] = layerOf(to);
    const forbidden = FORBIDDEN.some(([f, t]) => a.startsWith(`${f}/`) && to.startsWith(`${t}/`));
    if ((toRank <= fromRank && !forbidden) || ALLOWED_UP.includes(`${a} -> ${to}`)) continue;
    upward++;
    console.log(`LAYER: rest-api/src/${a} (${fromLayer}) imports rest-api/src/${to} (${toLayer})${forbidden ? ': a domain it must not import' : ''}`);
  }
}
console.log(upward ? `${upward} import(s) of rest-api run up its layers` : 'rest-api: no import runs up its layers');
process.exit(failures || upward ? 1 : 0);
