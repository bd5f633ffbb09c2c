// The one Apollo client's transport: queries over HTTP and subscriptions over graphql-ws, each operation
// by its id, a trace per request, and the live cache update from a subscription payload kept apart from
// a list's counts by status.
import { graphql } from '../../__generated__';
import { graphql as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewaySocket } from '../../test/gateway-socket';
import { server } from '../../test/server';
import { countersHandler, CountersQuery, CountersSubscription, liveClients, waitFor } from './client.fixtures';

const ScopedCountsQuery = graphql(`
  query ClientTestScopedCounts {
    ticketCounts {
      total
      statuses {
        status
        statusCode
        count
      }
    }
    autoProcessor {
      status
      counters {
        status
        statusCode
        count
      }
    }
  }
`);

const { start } = liveClients();

describe('the Apollo client', () => {
  it('sends queries over HTTP and subscriptions over graphql-ws on the same /graphql', async () => {
    const http = countersHandler([['new', 5]]);
    const { client, connection } = start();
    await waitFor(() => connection.get() === 'live', 'the socket is live');

    const result = await client.query({ query: CountersQuery });
    expect(result.data).toEqual({
      autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', counters: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 5 }] },
    });
    expect(http.calls()).toBe(1);

    const received: unknown[] = [];
    const subscription = client.subscribe({ query: CountersSubscription }).subscribe({ next: (value) => received.push(value.data) });
    await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed over the socket');
    expect(gatewaySocket.emit('ClientTestCountersLive', { ticketCounters: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 6 }] })).toBe(1);
    await waitFor(() => received.length === 1, 'the event arrived');
    expect(received).toEqual([{ ticketCounters: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 6 }] }]);
    expect(http.calls()).toBe(1); // the subscription never went over HTTP
    subscription.unsubscribe();
  });

  it('sends every operation by its id: over HTTP without its text, over the socket with it (docs/adr/0030-trusted-operations.md)', async () => {
    countersHandler([['new', 5]]);
    const bodies: string[] = [];
    const seen = globalThis.fetch;
    globalThis.fetch = (input, init) => (bodies.push(String(init?.body)), seen(input, init));
    try {
      const { client } = start();
      await client.query({ query: CountersQuery });
      client.subscribe({ query: CountersSubscription }).subscribe({});
      await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed over the socket');
    } finally {
      globalThis.fetch = seen;
    }
    const id = (document: object) => ({ version: 1, sha256Hash: (document as { __meta__: { hash: string } }).__meta__.hash.slice('sha256:'.length) });
    // Apollo adds its `clientLibrary` beside the id.
    const sent = bodies.map((b) => JSON.parse(b) as { extensions: { persistedQuery: unknown } }).map(({ extensions, ...rest }) => ({ ...rest, id: extensions.persistedQuery }));
    expect(sent).toEqual([{ operationName: 'ClientTestCounters', variables: {}, id: id(CountersQuery) }]);
    expect(gatewaySocket.subscribed('ClientTestCountersLive')[0]!.extensions?.persistedQuery).toEqual(id(CountersSubscription));
  });

  it('starts a W3C trace per request: a traceparent of its own on each (docs/adr/0020-traces.md)', async () => {
    const seen: Array<string | null> = [];
    server.use(
      mock.query('ClientTestCounters', ({ request }) => {
        seen.push(request.headers.get('traceparent'));
        return HttpResponse.json({ data: { autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', counters: [] } } });
      }),
    );
    const { client } = start();
    await client.query({ query: CountersQuery, fetchPolicy: 'network-only' });
    await client.query({ query: CountersQuery, fetchPolicy: 'network-only' });
    expect(seen.map((t) => /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/.test(t ?? ''))).toEqual([true, true]);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("keeps counts by status inside what counted them: a subscription's counters do not change a list's counts", async () => {
    // The processor's counters are the whole programme's; the tickets screen's named filters count its
    // own list in the role's scope. Shared by status, the first overwrote the second (a regional
    // manager saw the programme's counts over a list of his own).
    server.use(
      mock.query('ClientTestScopedCounts', () =>
        HttpResponse.json({
          data: {
            ticketCounts: { __typename: 'TicketCounts', total: 5, statuses: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 5 }] },
            autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', counters: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 40 }] },
          },
        }),
      ),
    );
    const { client, connection } = start();
    await waitFor(() => connection.get() === 'live', 'the socket is live');
    const shown: Array<[number | undefined, number | undefined]> = [];
    const watch = client.watchQuery({ query: ScopedCountsQuery }).subscribe({
      next: ({ data }) => {
        const d = data as { ticketCounts?: { statuses: Array<{ count: number }> }; autoProcessor?: { counters: Array<{ count: number }> } } | undefined;
        if (d?.ticketCounts) shown.push([d.ticketCounts.statuses[0]?.count, d.autoProcessor?.counters[0]?.count]);
      },
    });
    await waitFor(() => shown.length > 0, 'the query answered');
    expect(shown.at(-1)).toEqual([5, 40]);

    const received: unknown[] = [];
    const subscription = client.subscribe({ query: CountersSubscription }).subscribe({ next: (value) => received.push(value.data) });
    await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed');
    gatewaySocket.emit('ClientTestCountersLive', { ticketCounters: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 41 }] });
    await waitFor(() => received.length === 1, 'the event arrived');
    expect(shown.at(-1)).toEqual([5, 40]);
    expect(Object.keys(client.cache.extract() as Record<string, unknown>).filter((key) => key.startsWith('TicketStatusCount'))).toEqual([]);
    subscription.unsubscribe();
    watch.unsubscribe();
  });
});
