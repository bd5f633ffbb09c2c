// Liveness and readiness (src/http/health.ts, gateway/README.md "Health checks"): live while the
// process serves; ready only while the API answers (the store is unused in front of an API with every
// addition) and, with `REDIS_URL`, while Redis answers; 503 with the reason while one is down, 200
// again once it is back on its address. Redis is the local one (`REDIS_URL`, default
// 127.0.0.1:6379), reached through a TCP relay of the test's own that it cuts and restores.
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startOwnApi, type Harness } from './harness';
import { deleteKeys, REDIS_URL } from './redis';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await startHarness({ ownApi: true });
  port = Number(new URL(h.api.url).port);
});

afterAll(async () => {
  await h?.gateway.close();
});

const get = async (path: string, base = h.gateway.url) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('health checks', () => {
  it('is live and ready while the API answers; /health as before', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused', redis: 'unused' } });
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up' } });
  });

  it('is not ready while the API is down, still live; ready again once the API is back', async () => {
    await h.api.close();
    expect(await get('/health/ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', upstream: 'down', store: 'unused', redis: 'unused', reason: 'REST API не отвечает' },
    });
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    const api = await startOwnApi({ port });
    try {
      expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused', redis: 'unused' } });
    } finally {
      await api.close();
    }
  });
});

/** A TCP relay on a port of its own to the local Redis: `cut` ends every connection and stops listening; `restore` listens again. */
async function redisRelay() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}

/** `/health/ready` asked again until it answers `status` (the client notices a cut, and reconnects, by itself), within 60 s. */
async function answerOf(base: string, status: number) {
  const deadline = Date.now() + 60_000;
  let answer = await get('/health/ready', base);
  while (answer.status !== status && Date.now() < deadline) answer = await get('/health/ready', base);
  return answer;
}

describe('readiness with the live state in Redis', () => {
  it('is not ready while Redis does not answer, still live; ready again once it is back', { timeout: 120_000 }, async () => {
    const relay = await redisRelay();
    const prefix = `test:health:${randomUUID()}:`;
    const shared = await startHarness({ REDIS_URL: `redis://127.0.0.1:${relay.port}`, REDIS_PREFIX: prefix, REST_TIMEOUT_MS: '2000' });
    const base = shared.gateway.url;
    try {
      expect(await get('/health/ready', base)).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused', redis: 'up' } });
      await relay.cut();
      expect(await answerOf(base, 503)).toEqual({ status: 503, body: { status: 'unavailable', upstream: 'up', store: 'unused', redis: 'down', reason: 'Redis не отвечает' } });
      expect(await get('/health/live', base)).toEqual({ status: 200, body: { status: 'ok' } });
      await relay.restore();
      expect(await answerOf(base, 200)).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused', redis: 'up' } });
    } finally {
      await shared.gateway.close();
      await relay.cut();
      await deleteKeys(prefix);
    }
  });
});
