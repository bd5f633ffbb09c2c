import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planGroups } from './chunk-groups';
import type { ChunkInfo } from './route-size';

const chunk = (fileName: string, moduleIds: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  code: moduleIds.join(';'),
  isEntry: false,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports: [],
  ...extra,
});

// Two routes: the entry, a list (`/list.tsx`) and a record (`/record.tsx`); what only the record
// loads is split in two chunks by Rolldown, what both load in one, a dialog no route loads on arrival.
const bundle = {
  'index.js': chunk('index.js', ['/main.tsx'], { isEntry: true, imports: ['react.js'] }),
  'react.js': chunk('react.js', ['react']),
  'list.js': chunk('list.js', ['/list.tsx'], { imports: ['kit.js'] }),
  'record.js': chunk('record.js', ['/record.tsx'], { imports: ['kit.js', 'form.js'] }),
  'kit.js': chunk('kit.js', ['/kit.tsx', '/table.tsx']),
  'form.js': chunk('form.js', ['/form.tsx']),
  'dialog.js': chunk('dialog.js', ['/dialog.tsx'], { imports: ['form.js'] }),
};
const routes = [
  { name: 'list', screen: /list\.tsx$/, budget: 1 },
  { name: 'record', screen: /record\.tsx$/, budget: 1 },
];
const keep = (item: ChunkInfo) => item.fileName === 'react.js';

/** The modules of each planned chunk, the chunks in a stable order. */
const together = (names: Map<string, string>) => {
  const chunks = new Map<string, string[]>();
  for (const [id, name] of names) chunks.set(name, [...(chunks.get(name) ?? []), id]);
  return [...chunks.values()].map((ids) => ids.sort()).sort((a, b) => a[0]!.localeCompare(b[0]!));
};

describe('planGroups', () => {
  it('puts the modules loaded by the same routes in one chunk, and leaves alone what no route loads and the kept chunks', () => {
    const names = planGroups(bundle, routes, keep);
    expect(together(names)).toEqual([['/form.tsx', '/record.tsx'], ['/kit.tsx', '/main.tsx', '/table.tsx'], ['/list.tsx']]);
    expect([...names.values()].every((name) => /^routes-[12]-[0-9a-f]{6}$/.test(name))).toBe(true);
  });

  it('joins a chunk of at most `tiny` gzipped bytes to the chunk of a superset of its routes', () => {
    // The record's own code does not compress: its chunk is over `tiny` and stays its own.
    const record = chunk('record.js', ['/record.tsx'], { imports: ['kit.js', 'form.js'], code: randomBytes(600).toString('base64') });
    const names = planGroups({ ...bundle, 'record.js': record }, routes, keep, 100);
    expect(together(names)).toEqual([
      ['/form.tsx', '/record.tsx'],
      ['/kit.tsx', '/list.tsx', '/main.tsx', '/table.tsx'],
    ]);
  });
});
