// Hostile parameters on every route (issue 23, F4): values JavaScript parses but PostgreSQL does not
// store (years beyond 9999, ids beyond int4, 1e300) answer 400 with a Russian message, never a 500.
// Every GET route of the OpenAPI document, each of its query and path parameters in turn.
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});
const HOSTILE = ['200000-01-01', '+275760-09-13T00:00:00Z', '1e300', '9999999999', '-2147483649', '1.5', 'NaN', '0x10', ' ', 'x'.repeat(3000)];
const PARAMS: Record<string, string> = { id: '2', userId: '4', placeId: '1', roleName: 'vendor', campaignId: '1', room: 'user-4', container: 'photos', path: 'x.jpg' };

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
}

describe('hostile parameters', () => {
  it('answers the report 400 with a Russian message for dates and ids PostgreSQL does not store', async () => {
    for (const query of ['from=200000-01-01', 'from=%2B275760-09-13T00:00:00Z', 'to=0000-01-01', 'regionId=1e300', 'cityId=9999999999', 'regionId=1,-1', 'limit=1e3']) {
      const reply = await t.request<{ error: { statusCode: number; message: string; code: string } }>(`/tickets/stats?${query}`, { token: admin });
      expect([query, reply.status, reply.body.error.code, /[а-я]/.test(reply.body.error.message)]).toEqual([query, 400, 'INVALID_PARAMETER', true]);
    }
    const fine = await t.request('/tickets/stats?from=2020-01-01&to=9999-12-31&regionId=1,2&groupBy=status', { token: admin });
    expect(fine.status).toBe(200);
  });

  it('never answers 500 on any GET route, whatever value a parameter gets', async () => {
    const document = (await t.request<{ paths: Record<string, Record<string, Operation>> }>('/openapi.json')).body;
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      const get = methods.get;
      if (!get) continue;
      const names = (get.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      for (const { name, in: where } of names) {
        for (const value of HOSTILE) {
          const filled = path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(param === name && where === 'path' ? value : (PARAMS[param] ?? '1')));
          const url = where === 'query' ? `${filled}?${name}=${encodeURIComponent(value)}` : filled;
          const reply = await t.request(url, { token: admin });
          requests += 1;
          if (reply.status >= 500) failures.push(`${reply.status} GET ${url.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  }, 300_000);
});
