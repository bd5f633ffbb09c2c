// Fewer files per route. Rolldown's own split gives a chunk to each set of
// dynamic imports (screens, dialogs, inline editors…) that share a module: 50–75 files per /app
// route, a third of them under 1 kB, each compressed on its own (issue 42: 7–14 kB of gzip per route
// against the same code in fewer files). What matters to a route's weight is which *routes* load a
// module on arrival: this plugin builds the app once as Rolldown splits it (a plan, in memory), finds
// the routes that load each chunk (route-size.ts), and puts the modules loaded by the same routes into
// one chunk. A route loads exactly the code it loaded before, in fewer files; then the smallest of those
// chunks join larger ones (planGroups, TINY). The modules no route loads on arrival (what a button
// opens) are left to Rolldown's split.
//
// No two such chunks import each other: a module loaded by routes R imports only modules loaded by
// every route of R (a superset), so a cycle would need two equal sets, which are one chunk; a small
// chunk joins a larger one only where no path of imports leads from one to the other through a third.
import { createHash } from 'node:crypto';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { gzipSize, routeChunks, type ChunkInfo, type RouteBudget } from './route-size.ts';

interface Group {
  routes: Set<number>;
  modules: string[];
  /** Gzipped bytes of its chunks in the plan. */
  gzip: number;
  imports: Set<Group>;
}

/** Does `from` reach `to` through another group than `to` itself (merging them would close a cycle)? */
function reachesThroughOthers(from: Group, to: Group): boolean {
  const seen = new Set<Group>();
  const stack = [...from.imports].filter((group) => group !== to);
  while (stack.length > 0) {
    const group = stack.pop()!;
    if (group === to) return true;
    if (seen.has(group)) continue;
    seen.add(group);
    stack.push(...group.imports);
  }
  return false;
}

/**
 * Module id → the name of its chunk, from a plan build's chunks and the routes: the modules loaded by
 * the same routes in one chunk; then each chunk of at most `tiny` gzipped bytes joins the chunk loaded
 * by the fewest more routes among those loaded wherever it is (each of those routes loads its few
 * bytes more, each of its own routes one file less), where that closes no cycle of imports.
 */
export function planGroups(
  bundle: Record<string, ChunkInfo | { type: 'asset' }>,
  routes: readonly RouteBudget[],
  keep: (chunk: ChunkInfo) => boolean,
  tiny = 0,
): Map<string, string> {
  const loadedBy = new Map<ChunkInfo, number[]>();
  routes.forEach((route, index) => {
    for (const chunk of routeChunks(bundle, route.screen)) loadedBy.set(chunk, [...(loadedBy.get(chunk) ?? []), index]);
  });
  const bySignature = new Map<string, Group>();
  const groupOf = new Map<string, Group>();
  for (const [chunk, indexes] of loadedBy) {
    if (keep(chunk)) continue;
    const signature = indexes.join(',');
    let group = bySignature.get(signature);
    if (!group) bySignature.set(signature, (group = { routes: new Set(indexes), modules: [], gzip: 0, imports: new Set() }));
    group.modules.push(...(chunk.moduleIds ?? []));
    group.gzip += gzipSize(chunk.code);
    groupOf.set(chunk.fileName, group);
  }
  const groups = new Set(bySignature.values());
  for (const [chunk] of loadedBy) {
    const group = groupOf.get(chunk.fileName);
    for (const imported of chunk.imports) {
      const target = groupOf.get(imported);
      if (group && target && target !== group) group.imports.add(target);
    }
  }
  for (const small of [...groups].sort((a, b) => a.gzip - b.gzip)) {
    if (small.gzip > tiny) break;
    const within = [...groups].filter((group) => group !== small && [...small.routes].every((route) => group.routes.has(route)) && !reachesThroughOthers(small, group));
    const into = within.sort((a, b) => a.routes.size - b.routes.size || b.gzip - a.gzip)[0];
    if (!into) continue;
    into.modules.push(...small.modules);
    into.gzip += small.gzip;
    for (const imported of small.imports) if (imported !== into) into.imports.add(imported);
    for (const group of groups) {
      if (group.imports.delete(small) && group !== into) group.imports.add(into);
    }
    groups.delete(small);
  }
  const names = new Map<string, string>();
  for (const group of groups) {
    const signature = [...group.routes].sort((a, b) => a - b).join(',');
    const name = `routes-${group.routes.size}-${createHash('sha1').update(signature).digest('hex').slice(0, 6)}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

/**
 * The chunks (gzipped bytes, in the plan) that join a larger one loaded by more routes: at 400 every
 * route is lighter than with none joined (2026-11-29: 0.0–2.3 kB, 1–13 files fewer); at 1,000 the
 * records with a form of the catalogue load 9–10 kB more.
 */
export const TINY = 400;

export interface RouteChunks {
  plugin: Plugin;
  /** For `output.codeSplitting.groups`, below the groups of their own (`react`). */
  group: { debugName: string; name: (id: string) => string | null; priority: number; includeDependenciesRecursively: false };
}

/**
 * `plan()` is the build's config as Rolldown would split it (the same modules, without this plugin);
 * `keep` names the chunks of groups of their own, left as they are.
 */
export function routeChunksPlugin(routes: readonly RouteBudget[], plan: () => InlineConfig, keep: (chunk: ChunkInfo) => boolean): RouteChunks {
  let groups = new Map<string, string>();
  return {
    plugin: {
      name: 'bo:route-chunks',
      apply: 'build',
      async buildStart() {
        const result = await build({ ...plan(), configFile: false, logLevel: 'silent', build: { ...plan().build, write: false } });
        const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
        const bundle = Object.fromEntries(output.output.map((item) => [item.fileName, item])) as unknown as Record<string, ChunkInfo>;
        groups = planGroups(bundle, routes, keep, TINY);
      },
    },
    group: { debugName: 'routes', name: (id) => groups.get(id) ?? null, priority: 20, includeDependenciesRecursively: false },
  };
}
