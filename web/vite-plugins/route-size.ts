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

/** The chunks a route loads and their gzipped sizes. `screen` matches the screen module's path. */
export function routeSize(bundle: Record<string, ChunkInfo | { type: 'asset' }>, screen: RegExp): RouteSize {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const screenChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId && screen.test(chunk.facadeModuleId));
  if (!entry) throw new Error('route-size: the bundle has no entry chunk');
  if (!screenChunk) throw new Error(`route-size: no chunk is the screen ${screen}`);

  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  visit(screenChunk.fileName);

  const files = [...seen].map((fileName) => ({ fileName, gzip: gzipSize(chunks.get(fileName)!.code) }));
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** Kilobytes as Vite reports them (1 kB = 1000 bytes). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface RouteSizeOptions {
  /** A name for the report, e.g. `sign-in route`. */
  name: string;
  /** Matches the module id of the route's screen. */
  screen: RegExp;
  /** Budget in bytes, gzipped. */
  budget: number;
}

/** Prints `sign-in route JS: 123.4 KB gzipped (budget 200 KB)` and fails the build over the budget. */
export function routeSizePlugin(options: RouteSizeOptions): Plugin {
  return {
    name: 'bo:route-size',
    apply: 'build',
    generateBundle(_output, bundle) {
      const size = routeSize(bundle as unknown as Record<string, ChunkInfo>, options.screen);
      const lines = size.files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.fileName}`);
      const summary = `${options.name} JS: ${kb(size.gzip)} gzipped (budget ${kb(options.budget)})`;
      console.log(`\n${summary}\n${lines.join('\n')}`);
      if (size.gzip > options.budget) {
        this.error(`${options.name} JS is ${kb(size.gzip)} gzipped, over the budget of ${kb(options.budget)}`);
      }
    },
  };
}
