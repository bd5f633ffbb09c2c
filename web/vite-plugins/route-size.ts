// Reports the JavaScript one route loads, gzipped and as the browser receives it, and fails the build
// above a budget. "Loads" = the entry chunk, the chunk of the route's screen (its `lazy` import), and
// every chunk either of them imports statically, each counted once. Dynamic imports of those chunks
// (other screens, the Apollo client of /app) are not loaded by the route and are not counted.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the plugin needs of a Rollup/Rolldown output chunk. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in the chunk (a screen may share its chunk with others, vite-plugins/chunk-groups.ts). */
  moduleIds?: readonly string[];
  imports: readonly string[];
}

export interface Sizes {
  /** Gzip at level 9. */
  gzip: number;
  /** What the gateway sends a browser that takes Brotli: the build's copy (precompress.ts), or the file. */
  received: number;
}

export interface RouteSize extends Sizes {
  files: Array<{ fileName: string } & Sizes>;
}

export function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

const compressed = new Map<string, Buffer>();

/**
 * Brotli at its best (quality 11, text mode, the size hint of the file), as precompress.ts writes it;
 * `quality` lower for the explorer's Monaco (not a route: 12 s of CPU at 11 on the first start);
 * each content compressed once per build process (the size report, then the copies written).
 */
export function brotli(bytes: Buffer, quality = 11): Buffer {
  const key = `${quality}:${createHash('sha1').update(bytes).digest('base64')}`;
  let copy = compressed.get(key);
  if (!copy) {
    copy = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    compressed.set(key, copy);
  }
  return copy;
}

/** The bytes a browser taking Brotli receives: the Brotli copy, or the file where it is no smaller. */
export function receivedSize(code: string): number {
  const bytes = Buffer.from(code);
  return Math.min(bytes.length, brotli(bytes).length);
}

const sizesOf = (chunk: ChunkInfo): Sizes => ({ gzip: gzipSize(chunk.code), received: receivedSize(chunk.code) });

/**
 * The chunks a route loads: the entry, the chunks holding the modules `screen` matches (what the route
 * imports dynamically: its screen; for /app also the layout and the Apollo client), and every chunk
 * they import statically.
 */
export function routeChunks(bundle: Record<string, ChunkInfo | { type: 'asset' }>, screen: RegExp | readonly RegExp[]): ChunkInfo[] {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-size: the bundle has no entry chunk');
  const screens = (screen instanceof RegExp ? [screen] : screen).map((pattern) => {
    const found =
      [...chunks.values()].find((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId)) ??
      [...chunks.values()].find((chunk) => chunk.moduleIds?.some((id) => pattern.test(id)));
    if (!found) throw new Error(`route-size: no chunk is the screen ${pattern}`);
    return found;
  });

  const seen = new Map<string, ChunkInfo>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  for (const chunk of screens) visit(chunk.fileName);
  return [...seen.values()];
}

/**
 * The chunks a route loads and their sizes. `screen` matches the module of each chunk the route loads
 * by a dynamic import (its screen; for /app also the layout and the Apollo client).
 */
export function routeSize(bundle: Record<string, ChunkInfo | { type: 'asset' }>, screen: RegExp | readonly RegExp[], measure: (chunk: ChunkInfo) => Sizes = sizesOf): RouteSize {
  const files = routeChunks(bundle, screen).map((chunk) => ({ fileName: chunk.fileName, ...measure(chunk) }));
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: keyof Sizes) => files.reduce((total, file) => total + file[key], 0);
  return { files, gzip: sum('gzip'), received: sum('received') };
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
  /** Budget in bytes as the browser receives the route (Brotli where it is smaller), when it has one. */
  received?: number;
}

/** The route's report line, `sign-in route JS: 123.4 kB gzipped (budget 150.0 kB), 110.2 kB as received…`. */
export function routeLine(route: RouteBudget, size: RouteSize): string {
  const received = route.received === undefined ? '' : ` (budget ${kb(route.received)})`;
  return `${route.name} JS: ${kb(size.gzip)} gzipped (budget ${kb(route.budget)}), ${kb(size.received)} as received${received}, ${size.files.length} files`;
}

/** What is over its budget in a route, or nothing. */
export function overBudget(route: RouteBudget, size: RouteSize): string[] {
  const over: string[] = [];
  if (size.gzip > route.budget) over.push(`${route.name} JS is ${kb(size.gzip)} gzipped, over the budget of ${kb(route.budget)}`);
  if (route.received !== undefined && size.received > route.received) {
    over.push(`${route.name} JS is ${kb(size.received)} as received, over the budget of ${kb(route.received)}`);
  }
  return over;
}

/**
 * Prints each route's line and files, and fails the build when one is over a budget (each chunk is
 * compressed once for all routes). It measures the chunks as they are written: after Vite's
 * generateBundle has written each dynamic import's list of files to preload into the chunk.
 */
export function routeSizePlugin(routes: readonly RouteBudget[]): Plugin {
  return {
    name: 'bo:route-size',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const cache = new Map<string, Sizes>();
        const measure = (chunk: ChunkInfo) => {
          let sizes = cache.get(chunk.fileName);
          if (sizes === undefined) cache.set(chunk.fileName, (sizes = sizesOf(chunk)));
          return sizes;
        };
        const over: string[] = [];
        for (const route of routes) {
          const size = routeSize(bundle as unknown as Record<string, ChunkInfo>, route.screen, measure);
          const lines = size.files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${kb(file.received).padStart(9)}  ${file.fileName}`);
          console.log(`\n${routeLine(route, size)}\n${lines.join('\n')}`);
          over.push(...overBudget(route, size));
        }
        if (over.length > 0) this.error(over.join('; '));
      },
    },
  };
}
