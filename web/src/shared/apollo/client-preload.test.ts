// A route's preload (docs/adr/0083-route-starters-beside-the-screen.md): the query a starter sent before
// the screen's code arrived is the screen's one request, refusals included, forgotten after a mutation.
import { graphql } from '../../__generated__';
import { graphql as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { CountersQuery, liveClients, waitFor } from './client.fixtures';

const StopProcessorMutation = graphql(`
  mutation ClientTestStopProcessor {
    stopAutoProcessing
  }
`);

describe('the Apollo client', () => {
  const { start } = liveClients();

  describe("a route's preload (docs/adr/0083-route-starters-beside-the-screen.md)", () => {
    const hash = (CountersQuery as unknown as { __meta__: { hash: string } }).__meta__.hash.slice('sha256:'.length);
    /** The counters' handler answering `new` as `counts` says at each read, each read counted. */
    function counting(counts: () => number) {
      let reads = 0;
      server.use(
        mock.query('ClientTestCounters', () => {
          reads += 1;
          const counters = [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: counts() }];
          return HttpResponse.json({ data: { autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', counters } } });
        }),
      );
      return { reads: () => reads };
    }

    it("is the query's one request: the query sent after it takes its answer", async () => {
      const http = counting(() => 5);
      const { client, preload } = start();
      preload('ClientTestCounters', hash, {});
      await waitFor(() => http.reads() === 1, 'the preload reached the gateway');
      const { data } = await client.query({ query: CountersQuery });
      expect(data?.autoProcessor?.counters.map((c) => c.count)).toEqual([5]);
      expect(http.reads()).toBe(1);
      // Taken once: a read after it asks the gateway.
      await client.query({ query: CountersQuery, fetchPolicy: 'network-only' });
      expect(http.reads()).toBe(2);
    });

    it('reads its answer whole as it comes, taken or not: a screen that stays mounted never asks, and the request still ends', async () => {
      counting(() => 5);
      const responses: Response[] = [];
      const fetched = globalThis.fetch;
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
        const response = await fetched(...args);
        responses.push(response);
        return response;
      });
      try {
        const { preload } = start();
        preload('ClientTestCounters', hash, {});
        await waitFor(() => responses.length === 1 && responses[0]!.bodyUsed, 'the preload read its answer');
      } finally {
        spy.mockRestore();
      }
    });

    it("gives the query the gateway's refusal as its own request would have", async () => {
      let reads = 0;
      server.use(
        mock.query('ClientTestCounters', () => {
          reads += 1;
          return HttpResponse.json({ data: null, errors: [{ message: 'Недостаточно прав.', extensions: { code: 'FORBIDDEN' } }] });
        }),
      );
      const { client, preload } = start();
      preload('ClientTestCounters', hash, {});
      const { error } = await client.query({ query: CountersQuery, errorPolicy: 'all' });
      expect(error?.message).toBe('Недостаточно прав.');
      expect(reads).toBe(1);
    });

    it('is forgotten after a mutation: the query asks again, and shows what was read after it', async () => {
      let count = 5;
      const http = counting(() => count);
      server.use(mock.mutation('ClientTestStopProcessor', () => HttpResponse.json({ data: { stopAutoProcessing: 'STOPPING' } })));
      const { client, preload } = start();
      preload('ClientTestCounters', hash, {});
      await waitFor(() => http.reads() === 1, 'the preload reached the gateway');
      count = 6;
      await client.mutate({ mutation: StopProcessorMutation });
      const { data } = await client.query({ query: CountersQuery });
      expect(data?.autoProcessor?.counters.map((c) => c.count)).toEqual([6]);
      expect(http.reads()).toBe(2);
    });

    it('is not sent for what the screen has read already (it is in the cache), but when the screen reads on every visit', async () => {
      const http = counting(() => 5);
      const { client, preload } = start();
      await client.query({ query: CountersQuery });
      preload('ClientTestCounters', hash, {});
      expect(http.reads()).toBe(1);
      preload('ClientTestCounters', hash, {}, true);
      await waitFor(() => http.reads() === 2, 'the preload reached the gateway');
      await client.query({ query: CountersQuery, fetchPolicy: 'network-only' });
      expect(http.reads()).toBe(2);
    });
  });
});
