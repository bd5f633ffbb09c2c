import { describe, expect, it } from 'vitest';
import { createMetrics, operationLabel, routeLabel, ROUTE_LABELS } from './metrics';

describe('metric labels (issue 23, F3)', () => {
  it('name an operation only when it is one of the web app’s', () => {
    expect([operationLabel('TicketsRoute'), operationLabel('ticketsroute'), operationLabel(`X${'x'.repeat(5000)}`), operationLabel(null)]).toEqual([
      'TicketsRoute',
      'other',
      'other',
      'other',
    ]);
  });

  it('turn ids and room names of REST paths into patterns', () => {
    expect(
      ['/tickets/123', '/users/setUserPlace/4/1', '/messages/byRoom/user-5', '/messages/sendToRoom/anything-a-client-writes', '/messages/read/x', '/tickets/count'].map(routeLabel),
    ).toEqual(['/tickets/:id', '/users/setUserPlace/:id/:id', '/messages/byRoom/:room', '/messages/sendToRoom/:room', '/messages/read/:room', '/tickets/count']);
  });

  it('count REST routes past the bound as `other`', async () => {
    const metrics = createMetrics();
    for (let i = 0; i < ROUTE_LABELS + 50; i++) metrics.restCall({ method: 'GET', path: `/route${'x'.repeat(i)}`, search: '', status: 200, durationMs: 1, requestId: 'r' });
    const text = await metrics.registry.metrics();
    const routes = new Set([...text.matchAll(/rest_calls_total\{method="GET",route="([^"]+)"/g)].map((m) => m[1]));
    expect(routes.size).toBe(ROUTE_LABELS + 1);
    expect(text).toContain('rest_calls_total{method="GET",route="other",status="200"} 50');
  });
});
