// Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file of the build, so
// the gateway (and nginx's `gzip_static`) serve compressed bytes without compressing per request.
// Files under 1 KB are left alone: their headers would cost more than they save.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compresses the given files (paths); answers how many were worth it. */
export async function precompress(paths: readonly string[]): Promise<number> {
  const done = await Promise.all(
    paths
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) return false;
        // Brotli quality 9: within a few percent of 11 at a fraction of the time (the first start builds the web).
        const [br, gzipped] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gz(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        return true;
      }),
  );
  return done.filter(Boolean).length;
}

/** Compresses what this build wrote (the main app and the explorer are two builds into one folder). */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await precompress(Object.keys(bundle).map((name) => path.join(dir, name)));
    },
  };
}
