// Reports the gzipped size of the JavaScript one route loads and fails the build above a budget.
// "Loads" = the entry chunk, the chunk of the route's screen (its `lazy` import), and every chunk
// either of them imports statically, each counted once. Dynamic imports of those chunks (other
// screens, the Apollo client of /app) are not loaded by the route and are not counted.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the plugin needs of a Rollup/Rolldown output chunk. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

export interface RouteSize {
  files: Array<{ fileName: string; gzip: number }>;
  gzip: number;
}

export function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

/**
 * The chunks a route loads and their gzipped sizes. `screen` matches the module of each chunk the
 * route loads by a dynamic import (its screen; for /app also the layout and the Apollo client).
 */
export function routeSize(
  bundle: Record<string, ChunkInfo | { type: 'asset' }>,
  screen: RegExp | readonly RegExp[],
  gzipOf: (chunk: ChunkInfo) => number = (chunk) => gzipSize(chunk.code),
): RouteSize {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-size: the bundle has no entry chunk');
  const screens = (screen instanceof RegExp ? [screen] : screen).map((pattern) => {
    const found = [...chunks.values()].find((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId));
    if (!found) throw new Error(`route-size: no chunk is the screen ${pattern}`);
    return found;
  });

  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  for (const chunk of screens) visit(chunk.fileName);

  const files = [...seen].map((fileName) => ({ fileName, gzip: gzipOf(chunks.get(fileName)!) }));
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** Kilobytes as Vite reports them (1 kB = 1000 bytes). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface RouteBudget {
  /** A name for the report, e.g. `sign-in route`. */
  name: string;
  /** Matches the module id of each chunk the route loads dynamically (its screen…). */
  screen: RegExp | readonly RegExp[];
  /** Budget in bytes, gzipped. */
  budget: number;
}

/**
 * Prints `sign-in route JS: 123.4 kB gzipped (budget 150.0 kB)` for every route and fails the build
 * when one is over its budget (each chunk is compressed once for all routes).
 */
export function routeSizePlugin(routes: readonly RouteBudget[]): Plugin {
  return {
    name: 'bo:route-size',
    apply: 'build',
    generateBundle(_output, bundle) {
      const cache = new Map<string, number>();
      const gzipOf = (chunk: ChunkInfo) => {
        let size = cache.get(chunk.fileName);
        if (size === undefined) cache.set(chunk.fileName, (size = gzipSize(chunk.code)));
        return size;
      };
      const over: string[] = [];
      for (const route of routes) {
        const size = routeSize(bundle as unknown as Record<string, ChunkInfo>, route.screen, gzipOf);
        const lines = size.files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.fileName}`);
        console.log(`\n${route.name} JS: ${kb(size.gzip)} gzipped (budget ${kb(route.budget)})\n${lines.join('\n')}`);
        if (size.gzip > route.budget) over.push(`${route.name} JS is ${kb(size.gzip)} gzipped, over the budget of ${kb(route.budget)}`);
      }
      if (over.length > 0) this.error(over.join('; '));
    },
  };
}
