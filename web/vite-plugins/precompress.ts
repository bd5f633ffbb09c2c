// Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the build, so
// the gateway (and nginx's `gzip_static`) serve compressed bytes without compressing per request:
// Brotli at its best (quality 11, route-size.ts's `brotli`), gzip at level 9, each copy only where it
// is smaller than the file (a file of a few bytes goes as it is). Issue 42: what a browser receives is
// the best compression each file allows, small files included.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotli } from './route-size.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Compresses the given files (paths); answers how many copies were written. */
export async function precompress(paths: readonly string[], quality = 11): Promise<number> {
  let written = 0;
  for (const file of paths.filter((name) => COMPRESSIBLE.test(name))) {
    const bytes = await readFile(file);
    for (const [suffix, copy] of [
      ['.br', brotli(bytes, quality)],
      ['.gz', gzipSync(bytes, { level: 9 })],
    ] as const) {
      if (copy.length >= bytes.length) continue;
      await writeFile(`${file}${suffix}`, copy);
      written += 1;
    }
  }
  return written;
}

/**
 * Compresses what this build wrote (the main app and the explorer are two builds into one folder).
 * The explorer's build asks for Brotli 9: its Monaco editor (2.8 MB) costs ~12 s of CPU at 11, which
 * the first start pays, for 8 % fewer bytes on a page no route loads.
 */
export function precompressPlugin({ quality }: { quality?: number } = {}): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await precompress(
        Object.keys(bundle).map((name) => path.join(dir, name)),
        quality,
      );
    },
  };
}
