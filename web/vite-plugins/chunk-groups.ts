// Fewer files per route, at no cost to any route. Rolldown's own split gives a chunk to each set of
// dynamic imports (screens, dialogs, inline editors…) that share a module: 50–75 files per /app
// route, a third of them under 1 kB, each compressed on its own (issue 42: 7–14 kB of gzip per route
// against the same code in fewer files). What matters to a route's weight is which *routes* load a
// module on arrival: this plugin builds the app once as Rolldown splits it (a plan, in memory), finds
// the routes that load each chunk (route-size.ts), and puts the modules loaded by the same routes into
// one chunk. A route loads exactly the code it loaded before, in fewer files. The modules no route
// loads on arrival (what a button opens) are left to Rolldown's split.
//
// No two such chunks import each other: a module loaded by routes R imports only modules loaded by
// every route of R (a superset), so a cycle would need two equal sets, which are one chunk.
import { createHash } from 'node:crypto';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { routeChunks, type ChunkInfo, type RouteBudget } from './route-size.ts';

/** Module id → the name of its chunk, from a plan build's chunks and the routes. */
export function planGroups(bundle: Record<string, ChunkInfo | { type: 'asset' }>, routes: readonly RouteBudget[], keep: (chunk: ChunkInfo) => boolean): Map<string, string> {
  const loadedBy = new Map<ChunkInfo, number[]>();
  routes.forEach((route, index) => {
    for (const chunk of routeChunks(bundle, route.screen)) loadedBy.set(chunk, [...(loadedBy.get(chunk) ?? []), index]);
  });
  const groups = new Map<string, string>();
  for (const [chunk, indexes] of loadedBy) {
    if (keep(chunk)) continue;
    const signature = indexes.join(',');
    const name = `routes-${indexes.length}-${createHash('sha1').update(signature).digest('hex').slice(0, 6)}`;
    for (const id of chunk.moduleIds ?? []) groups.set(id, name);
  }
  return groups;
}

export interface RouteChunks {
  plugin: Plugin;
  /** For `output.codeSplitting.groups`, below the groups of their own (`react`). */
  group: { name: (id: string) => string | null; priority: number; includeDependenciesRecursively: false };
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
        groups = planGroups(bundle, routes, keep);
      },
    },
    group: { name: (id) => groups.get(id) ?? null, priority: 20, includeDependenciesRecursively: false },
  };
}
