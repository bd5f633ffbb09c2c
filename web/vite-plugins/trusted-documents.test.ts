// The build keeps the last builds' lists of operations beside its own (docs/adr/0030-trusted-operations.md).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustedDocumentsPlugin } from './trusted-documents';

type Hook = (this: unknown, ...args: unknown[]) => void;

function build(root: string, manifest: string): Record<string, string> {
  const plugin = trustedDocumentsPlugin({ manifest, keep: 3 });
  const emitted: Record<string, string> = {};
  (plugin.configResolved as Hook)({ root, build: { outDir: 'dist' } });
  (plugin.buildStart as Hook).call({});
  (plugin.generateBundle as Hook).call({ emitFile: ({ fileName, source }: { fileName: string; source: string }) => (emitted[fileName] = source) });
  return emitted;
}

describe('the trusted documents of a build', () => {
  it("are this build's list and the two newest before it; the same list twice adds none", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bo-trusted-build-'));
    const folder = path.join(root, 'dist', 'trusted-documents');
    mkdirSync(folder, { recursive: true });
    for (const name of ['20260101T000000000Z', '20260201T000000000Z', '20260301T000000000Z']) writeFileSync(path.join(folder, `${name}.json`), `{"${name}":""}`);
    const manifest = path.join(root, 'persisted-documents.json');
    writeFileSync(manifest, '{"new":""}');
    const emitted = build(root, manifest);
    const names = Object.keys(emitted).sort();
    expect(names.slice(0, 2)).toEqual(['trusted-documents/20260201T000000000Z.json', 'trusted-documents/20260301T000000000Z.json']);
    expect(names).toHaveLength(3);
    expect(emitted[names[2]!]).toBe('{"new":""}');
    writeFileSync(manifest, '{"20260301T000000000Z":""}');
    expect(Object.keys(build(root, manifest)).sort()).toEqual([
      'trusted-documents/20260101T000000000Z.json',
      'trusted-documents/20260201T000000000Z.json',
      'trusted-documents/20260301T000000000Z.json',
    ]);
  });
});
