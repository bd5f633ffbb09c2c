import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static';

const js = 'console.log("the app");'.repeat(100);
const html = '<!doctype html><title>app</title>';
let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'assets', 'app-1.js'), js);
  writeFileSync(path.join(root, 'assets', 'app-1.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(root, 'assets', 'app-1.js.gz'), gzipSync(js));
  writeFileSync(path.join(root, 'assets', 'small-1.js'), 'x()');
  server = createServer(createStaticHandler(root));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer (node's http does not decode, as fetch would). */
function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app, precompressed', () => {
  it('sends the Brotli copy to a browser that takes it, with its length and Vary', async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.equals(brotliCompressSync(js))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('sends gzip when Brotli is not accepted or refused with q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/app-1.js', header);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.equals(gzipSync(js))).toBe(true);
    }
  });

  it('sends the file as it is without an accepted encoding, and small files always so', async () => {
    const plain = await get('/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(js);
    const small = await get('/assets/small-1.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toBeUndefined();
    expect(small.body.toString()).toBe('x()');
  });

  it('answers index.html for a screen path and 404 for a missing asset', async () => {
    const page = await get('/app/tickets', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toBe(html);
    expect((await get('/assets/gone-1.js', 'br')).status).toBe(404);
  });
});
