// Liveness and readiness (server.ts, gateway/README.md "Health checks"): live while the process
// serves; ready only while the API answers (the store is unused in front of an API with every
// addition), 503 with the reason while it is down, 200 again once it is back on its address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startOwnApi, type Harness } from './harness';

let h: Harness;
let port: number;

beforeAll(async () => {
  h = await startHarness({ ownApi: true });
  port = Number(new URL(h.api.url).port);
});

afterAll(async () => {
  await h?.gateway.close();
});

const get = async (path: string) => {
  const res = await fetch(`${h.gateway.url}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('health checks', () => {
  it('is live and ready while the API answers; /health as before', async () => {
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused' } });
    expect(await get('/health')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up' } });
  });

  it('is not ready while the API is down, still live; ready again once the API is back', async () => {
    await h.api.close();
    expect(await get('/health/ready')).toEqual({ status: 503, body: { status: 'unavailable', upstream: 'down', store: 'unused', reason: 'REST API не отвечает' } });
    expect(await get('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    const api = await startOwnApi({ port });
    try {
      expect(await get('/health/ready')).toEqual({ status: 200, body: { status: 'ok', upstream: 'up', store: 'unused' } });
    } finally {
      await api.close();
    }
  });
});
