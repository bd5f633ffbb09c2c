// The web's list of operations (codegen's `persisted-documents.json`: id → text) written into the
// build as `trusted-documents/<built at>.json`, beside the lists of the builds before it (read from
// the old build before it is emptied), the newest `keep` kept: the gateway loads every list of the
// folder, so a page still open from the last deploys keeps working (docs/adr/0030-trusted-operations.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const TRUSTED_DOCUMENTS_DIR = 'trusted-documents';

export function trustedDocumentsPlugin(options: { manifest: string; keep?: number }): Plugin {
  const keep = options.keep ?? 3;
  let folder = '';
  let lists: { name: string; text: string }[] = [];
  return {
    name: 'bo:trusted-documents',
    apply: 'build',
    configResolved(config) {
      folder = path.resolve(config.root, config.build.outDir, TRUSTED_DOCUMENTS_DIR);
    },
    buildStart() {
      lists = existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }))
        : [];
    },
    generateBundle() {
      const text = readFileSync(options.manifest, 'utf8');
      // A build with the same operations as the last one adds no list.
      if (lists.at(-1)?.text !== text) lists.push({ name: `${new Date().toISOString().replace(/[-:.]/g, '')}.json`, text });
      for (const list of lists.slice(-keep)) this.emitFile({ type: 'asset', fileName: `${TRUSTED_DOCUMENTS_DIR}/${list.name}`, source: list.text });
    },
  };
}
