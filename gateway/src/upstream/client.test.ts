import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../shared/logger';
import { Deadline, UpstreamPool, type UpstreamCall } from './client';

// A slow API that counts what reaches it.
const seen: { url: string; token: string | undefined }[] = [];
let server: Server;
let pool: UpstreamPool;
const calls: UpstreamCall[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url!, token: req.headers.authorization });
    setTimeout(() => {
      if (req.url === '/missing') res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { statusCode: 404, message: 'Unknown' } }));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, n: seen.length }));
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pool = new UpstreamPool({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 2000, logger: createLogger('silent'), onCall: (c) => calls.push(c) });
});
afterAll(async () => {
  await pool.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('identical reads under way', () => {
  it('costs one call for the same GET of one token; each caller gets its own copy of the answer', async () => {
    seen.length = 0;
    calls.length = 0;
    const [a, b, c] = await Promise.all([
      pool.forRequest('t1').get<{ url: string; n: number }>('/tickets/autoProcessing'),
      pool.forRequest('t1').get<{ url: string; n: number }>('/tickets/autoProcessing'),
      pool.forRequest('t1').get<{ url: string; n: number }>('/tickets/autoProcessing'),
    ]);
    expect(seen).toEqual([{ url: '/tickets/autoProcessing', token: 't1' }]);
    expect(calls).toHaveLength(1);
    expect([a, b, c]).toEqual([1, 1, 1].map((n) => ({ url: '/tickets/autoProcessing', n })));
    a.n = 99;
    expect(b.n).toBe(1); // parsed per caller: nothing shared between operations
  });

  it('calls again for another token, another query, a write, and once the first read is over', async () => {
    seen.length = 0;
    await Promise.all([
      pool.forRequest('t1').get('/users/me'),
      pool.forRequest('t2').get('/users/me'),
      pool.forRequest('t1').get('/users/me', { filter: { limit: 1 } }),
      pool.forRequest('t1').post('/users/me'),
    ]);
    expect(seen).toHaveLength(4);
    await pool.forRequest('t1').get('/users/me');
    expect(seen).toHaveLength(5);
  });

  it('writes a filter as JSON with every like key rewritten to ilike, and a like inside a text left alone', async () => {
    seen.length = 0;
    const like = { where: { and: [{ title: { like: '%a%' } }, { or: [{ inn: { like: '1%' } }] }] }, fields: ['id'] };
    const text = { where: { text: 'say "like" this', like_count: 1 }, limit: 2 };
    await Promise.all([pool.forRequest('t1').get('/places', { filter: like }), pool.forRequest('t1').get('/messages', { filter: text, skip: 3 })]);
    const filters = seen.map((s) => [s.url.split('?')[0], new URL(s.url, 'http://x').searchParams.get('filter')]);
    expect(filters.sort()).toEqual([
      ['/messages', '{"where":{"text":"say \\"like\\" this","like_count":1},"limit":2}'],
      ['/places', '{"where":{"and":[{"title":{"ilike":"%a%"}},{"or":[{"inn":{"ilike":"1%"}}]}]},"fields":["id"]}'],
    ]);
  });

  it('gives each caller an error of its own', async () => {
    const results = await Promise.allSettled([pool.forRequest('t1').get('/missing'), pool.forRequest('t1').get('/missing')]);
    const [a, b] = results.map((r) => (r as PromiseRejectedResult).reason as { extensions: { code: string } });
    expect(a!.extensions.code).toBe('NOT_FOUND');
    expect(b!.extensions.code).toBe('NOT_FOUND');
    expect(a).not.toBe(b);
  });
});

describe('the deadline of a call', () => {
  // An API that answers `/late` never, and `/stalled` with its headers and half a body, then nothing.
  let stalling: Server;
  let short: UpstreamPool;
  const stalledCalls: UpstreamCall[] = [];
  beforeAll(async () => {
    stalling = createServer((req, res) => {
      if (req.url === '/stalled') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"half":');
      }
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    short = new UpstreamPool({
      baseUrl: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
      timeoutMs: 300,
      logger: createLogger('silent'),
      onCall: (c) => stalledCalls.push(c),
    });
  });
  afterAll(async () => {
    await short.agent.destroy();
    stalling.closeAllConnections();
    await new Promise<void>((resolve) => stalling.close(() => resolve()));
  });

  it('answers UPSTREAM_TIMEOUT when the headers do not come in time, and when the body stops half way', async () => {
    const outcomes = await Promise.allSettled([short.forRequest('t1').get('/late'), short.forRequest('t1').post('/stalled', {})]);
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.extensions.code)).toEqual(['UPSTREAM_TIMEOUT', 'UPSTREAM_TIMEOUT']);
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.message)).toEqual(['REST API did not answer within 300 ms', 'REST API did not answer within 300 ms']);
    expect(stalledCalls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['GET', '/late', 'error'],
      ['POST', '/stalled', 'error'],
    ]);
  });

  it('a deadline aborts once and calls no listener that was removed', async () => {
    const deadline = new Deadline();
    let aborted = 0;
    const listener = () => aborted++;
    deadline.once('abort', listener);
    deadline.removeListener('abort', listener);
    deadline.abort(new Error('late'));
    deadline.abort(new Error('again'));
    expect([aborted, deadline.aborted, (deadline.reason as Error).message]).toEqual([0, true, 'late']);
  });
});
