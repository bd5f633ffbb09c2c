// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';
import { receivedSize } from './route-size';

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of every text file they make smaller, small files included, and none of a file they would grow', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const small = 'export const a="ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab";'; // under 1 kB
    const files = { 'small.js': small, 'tiny.js': 'x()', 'image.png': small };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    expect(await precompress(Object.keys(files).map((name) => path.join(dir, name)))).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'small.js.br'))).toString()).toBe(small);
    expect(gunzipSync(readFileSync(path.join(dir, 'small.js.gz'))).toString()).toBe(small);
    // What route-size.ts counts as received is the copy the gateway sends.
    expect(readFileSync(path.join(dir, 'small.js.br')).length).toBe(receivedSize(small));
    expect(receivedSize('x()')).toBe(3);
    expect(['tiny.js.br', 'tiny.js.gz', 'image.png.br'].filter((name) => existsSync(path.join(dir, name)))).toEqual([]);
  });
});
