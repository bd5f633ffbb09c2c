// Issue 23, F3: /metrics is not public (a bearer token, or an internal port), and nothing a client
// writes adds series: operation names outside the web app's are counted as `other`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ METRICS_TOKEN, METRICS_PORT: '0' });
});
afterAll(async () => {
  await h?.close();
});

const scrape = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('/metrics', () => {
  it('answers only with its bearer token on the public port, and without one on the internal port', async () => {
    const url = `${h.gateway.url}/metrics`;
    expect((await scrape(url)).status).toBe(401);
    expect((await scrape(url, { authorization: 'Bearer wrong-token-of-the-same-len' })).status).toBe(401);
    expect((await scrape(url, { authorization: METRICS_TOKEN })).status).toBe(401);
    const ok = await scrape(url, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('graphql_ws_connections');
    expect(h.gateway.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const internal = await scrape(h.gateway.metricsUrl!);
    expect(internal.status).toBe(200);
    expect(await internal.text()).toContain('graphql_ws_connections');
    expect((await scrape(h.gateway.metricsUrl!.replace('/metrics', '/graphql'))).status).toBe(404);
  });

  it('is not served on the public port at all without METRICS_TOKEN', async () => {
    const plain = await startHarness();
    try {
      expect((await scrape(`${plain.gateway.url}/metrics`)).status).toBe(404);
      expect(plain.gateway.metricsUrl).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('counts 300 operations with long made-up names as `other`: no series and no bytes per name', async () => {
    const before = await (await scrape(h.gateway.metricsUrl!)).text();
    for (let i = 0; i < 300; i += 1) {
      const name = `Op${i}_${'x'.repeat(2000)}`;
      await h.gql(`query ${name} { ping }`, {});
    }
    await h.gql('query TicketsRoute { ping }', {});
    const after = await (await scrape(h.gateway.metricsUrl!)).text();
    expect(after).not.toContain('xxxxxxxxxx');
    expect(after).toMatch(/graphql_operations_total\{operation="other",type="query",outcome="ok"\} 300\n/);
    expect(after).toMatch(/graphql_operations_total\{operation="TicketsRoute",type="query",outcome="ok"\} 1\n/);
    const series = (text: string) => text.split('\n').filter((l) => l.startsWith('graphql_operation')).length;
    // `other` and TicketsRoute: one counter line and one histogram (11 buckets, +Inf, sum, count) each.
    expect(series(after) - series(before)).toBe(2 * (1 + 14));
    expect(after.length - before.length).toBeLessThan(10_000);
  });
});
