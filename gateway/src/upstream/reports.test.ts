// Plan vs fact pages in front of an API that answers every row without `total` (an older stats
// route): the gateway orders and slices them as the API's pages would be (issue 27).
import { describe, expect, it } from 'vitest';
import type { Upstream } from './client';
import { planFactPage } from './reports';
import type { RestPlanFact } from './types';

const row = (planId: number, plan: number, fact: number, placeTitle?: string): RestPlanFact =>
  ({ planId, placeId: planId + 100, periodId: 4, campaignId: 2, plan, fact, percent: null, tickets: 0, score: 0, ...(placeTitle ? { placeTitle } : {}) }) as RestPlanFact;

function api(answer: unknown) {
  const queries: unknown[] = [];
  const upstream = {
    get: async (path: string, query: unknown) => {
      queries.push({ path, query });
      return answer;
    },
  } as unknown as Upstream;
  return { upstream, queries };
}

describe('planFactPage', () => {
  it('passes the page to the API and answers its page and total as they are', async () => {
    const { upstream, queries } = api({ total: 7, items: [row(1, 10, 3)] });
    expect(await planFactPage(upstream, { regionId: '5' }, 2, 4)).toEqual({ total: 7, items: [row(1, 10, 3)] });
    expect(queries).toEqual([{ path: '/tickets/stats', query: { regionId: '5', kind: 'planFact', limit: 2, offset: 4 } }]);
  });

  it('orders and slices every row when the API answers without total: most sold, biggest plan, title, id', async () => {
    const rows = [row(1, 10, 3, 'Б'), row(2, 20, 3, 'В'), row(3, 5, 9), row(4, 10, 3, 'А'), row(5, 1, 0)];
    const { upstream } = api({ items: rows });
    const page = await planFactPage(upstream, {}, 2, 1);
    expect(page.total).toBe(5);
    expect(page.items.map((r) => r.planId)).toEqual([2, 4]);
    expect((await planFactPage(upstream, {}, 2, 4)).items.map((r) => r.planId)).toEqual([5]);
  });
});
