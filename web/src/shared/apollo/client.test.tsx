// The one Apollo client: the split between HTTP and graphql-ws, the reconnect after a gateway restart
// (re-subscribing and refetching what the page shows), the live cache update from a subscription
// payload kept apart from a list's counts by status, the page cache policies, and the end of the session when the socket is refused (4403).
import { gql } from '@apollo/client';
import { graphql } from '../../__generated__';
import { graphql as mock, HttpResponse } from 'msw';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewaySocket } from '../../test/gateway-socket';
import { server } from '../../test/server';
import { createApolloClient, createCache, HISTORY_TYPES, isFinalClose, PAGE_TYPES, type LiveApolloClient } from './client';
import { createConnectionStatus } from './connection';

const URI = 'http://localhost:3000/graphql';

const CountersQuery = graphql(`
  query ClientTestCounters {
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

const CountersSubscription = graphql(`
  subscription ClientTestCountersLive {
    ticketCounters {
      status
      statusCode
      count
    }
  }
`);

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

let live: LiveApolloClient | null = null;
afterEach(() => {
  live?.dispose();
  live = null;
});

function start(options: Parameters<typeof createApolloClient>[0] = {}) {
  live = createApolloClient({ uri: URI, retryDelay: () => 20, ...options });
  return live;
}

const waitFor = async (check: () => boolean, label: string) => {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting: ${label}`);
    },
    { timeout: 15_000, interval: 10 },
  );
};

function countersHandler(counts: Array<[string, number]>) {
  let calls = 0;
  server.use(
    mock.query('ClientTestCounters', () => {
      calls += 1;
      return HttpResponse.json({
        data: {
          autoProcessor: {
            __typename: 'AutoProcessor',
            status: 'stopped',
            counters: counts.map(([code, count]) => ({ __typename: 'TicketStatusCount', status: code.toUpperCase(), statusCode: code, count })),
          },
        },
      });
    }),
  );
  return { calls: () => calls };
}

/** The type names the pattern's first group captures across the schema's files, sorted. */
function schemaTypes(pattern: RegExp): string[] {
  const schemaDir = path.resolve(__dirname, '../../../../schema');
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => [...readFileSync(path.join(schemaDir, file), 'utf8').matchAll(pattern)].map((m) => m[1]!))
    .sort();
}

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

  it('reconnects after a gateway restart: reconnecting, then live again, re-subscribed, and the shown queries read again', async () => {
    const http = countersHandler([['new', 5]]);
    const { client, connection } = start();
    const states: string[] = [];
    connection.subscribe(() => states.push(connection.get()));
    await waitFor(() => connection.get() === 'live', 'the socket is live');
    const watch = client.watchQuery({ query: CountersQuery }).subscribe({});
    await waitFor(() => http.calls() === 1, 'the query was read once');
    const subscription = client.subscribe({ query: CountersSubscription }).subscribe({});
    await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed');
    expect(gatewaySocket.connections()).toBe(1);

    gatewaySocket.restart();
    await waitFor(() => gatewaySocket.connections() === 2 && connection.get() === 'live', 'live again');
    expect(states).toEqual(['live', 'reconnecting', 'live']);
    await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 're-subscribed');
    await waitFor(() => http.calls() === 2, 'the shown query was read again after the reconnect');
    subscription.unsubscribe();
    watch.unsubscribe();
  });

  it("reads the shown queries again on the gateway's resync signal (events it lost), without a reconnect", async () => {
    const http = countersHandler([['new', 5]]);
    const { client, connection } = start();
    await waitFor(() => connection.get() === 'live', 'the socket is live');
    const watch = client.watchQuery({ query: CountersQuery }).subscribe({});
    await waitFor(() => http.calls() === 1, 'the query was read once');
    await waitFor(() => gatewaySocket.subscribed('LiveResync').length === 1, 'the client listens for resync');
    expect(gatewaySocket.emit('LiveResync', { resync: { __typename: 'ResyncSignal', reason: 'reconnect' } })).toBe(1);
    await waitFor(() => http.calls() === 2, 'the shown query was read again');
    expect(gatewaySocket.connections()).toBe(1);
    watch.unsubscribe();
  });

  it("says live updates are unavailable while the gateway's link to the API is down, and live again when it is back", async () => {
    const { connection } = start();
    const states: string[] = [];
    connection.subscribe(() => states.push(connection.get()));
    await waitFor(() => gatewaySocket.subscribed('LiveStatus').length === 1, 'the client listens for the link state');
    await waitFor(() => connection.get() === 'live', 'the socket is live');
    const status = (upstreamConnected: boolean) => ({ liveStatusChanged: { __typename: 'LiveStatus', upstreamConnected } });
    expect(gatewaySocket.emit('LiveStatus', status(false))).toBe(1);
    await waitFor(() => connection.get() === 'unavailable', 'unavailable');
    expect(gatewaySocket.emit('LiveStatus', status(true))).toBe(1);
    await waitFor(() => connection.get() === 'live', 'live again');
    expect(states).toEqual(['live', 'unavailable', 'live']);

    // A gateway restart forgets what the old one said: reconnecting, then live until told otherwise.
    expect(gatewaySocket.emit('LiveStatus', status(false))).toBe(1);
    await waitFor(() => connection.get() === 'unavailable', 'unavailable again');
    gatewaySocket.restart();
    await waitFor(() => gatewaySocket.connections() === 2 && connection.get() === 'live', 'live after the restart');
    expect(states).toEqual(['live', 'unavailable', 'live', 'unavailable', 'reconnecting', 'live']);
  });

  it('counts as offline after several failed attempts while the gateway is away, and comes back by itself', async () => {
    const { connection } = start();
    await waitFor(() => connection.get() === 'live', 'the socket is live');
    gatewaySocket.setDown(true);
    await waitFor(() => connection.get() === 'offline', 'offline after several refused attempts');
    gatewaySocket.setDown(false);
    await waitFor(() => connection.get() === 'live', 'live again once the gateway is back');
  });

  it('reconnects after a server error close (1011, 4500): graphql-ws alone would give up on it (issue 39)', async () => {
    for (const code of [1011, 4500]) {
      const { connection } = start();
      const states: string[] = [];
      connection.subscribe(() => states.push(connection.get()));
      await waitFor(() => connection.get() === 'live', 'the socket is live');
      const subscription = live!.client.subscribe({ query: CountersSubscription }).subscribe({});
      await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed');
      gatewaySocket.restart(code);
      await waitFor(() => gatewaySocket.connections() === 2 && connection.get() === 'live', `live again after ${code}`);
      expect(states).toEqual(['live', 'reconnecting', 'live']);
      await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 're-subscribed');
      subscription.unsubscribe();
      live?.dispose();
      live = null;
      gatewaySocket.reset();
    }
  });

  it("says a reload is needed once a server error close keeps coming (3 retries) or after a close graphql-ws never retries, not 'reconnecting' forever (issue 39)", async () => {
    for (const [code, retries] of [
      [1011, 3],
      [4500, 3],
      [4400, 0],
      [1008, 0],
    ] as const) {
      gatewaySocket.closeWith(code);
      const retryDelay = vi.fn(() => 20);
      const { connection } = start({ retryDelay });
      await waitFor(() => connection.get() === 'failed', `failed after ${code}`);
      expect(retryDelay).toHaveBeenCalledTimes(retries);
      connection.network(true);
      expect(connection.get()).toBe('failed');
      live?.dispose();
      live = null;
    }
    expect([1000, 1001, 1006, 1012, 1013, 4403, 4499].map(isFinalClose)).toEqual([false, false, false, false, false, false, false]);
    expect([1002, 1008, 1011, 4400, 4500].map(isFinalClose)).toEqual([true, true, true, true, true]);
  });

  it("says there is no connection once the page's first connection is refused, not 'connecting' while it retries (issue 39)", () => {
    const refused = createConnectionStatus();
    expect(refused.get()).toBe('connecting');
    refused.dropped();
    expect(refused.get()).toBe('offline');
    refused.connected();
    refused.dropped();
    expect(refused.get()).toBe('reconnecting');
  });

  it('ends the session when the gateway refuses the socket as forbidden (4403), and stops retrying', async () => {
    gatewaySocket.closeWith(4403);
    const onUnauthenticated = vi.fn();
    // graphql-ws decides at the close whether to retry; a retry would first ask for its delay.
    const retryDelay = vi.fn(() => 20);
    start({ onUnauthenticated, retryDelay });
    await waitFor(() => onUnauthenticated.mock.calls.length === 1, 'signed out');
    // One turn of the event loop: the client's reaction to the close (its promises) has run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(retryDelay).not.toHaveBeenCalled();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(gatewaySocket.connections()).toBe(0);
  });

  it('has a cache policy for every paged list type of the schema', () => {
    expect([...PAGE_TYPES].sort()).toEqual(schemaTypes(/^type (\w+Page) \{/gm));
  });

  it("keeps a message's file whole when a smaller selection of it (the conversation list's) is written later", () => {
    const cache = createCache();
    const Bubble = gql`
      query ClientTestBubble {
        roomMessages(room: "user-5") {
          rest
          items {
            id
            file {
              path
              mime
              url
            }
          }
        }
      }
    `;
    const Last = gql`
      query ClientTestLast {
        roomMessages(room: "user-5") {
          rest
          items {
            id
            file {
              path
            }
          }
        }
      }
    `;
    const slice = (file: object) => ({ roomMessages: { __typename: 'MessageSlice', rest: 0, items: [{ __typename: 'Message', id: 7, file }] } });
    const file = { __typename: 'File', path: 'messages/a.png', mime: 'image/png', url: '/files/messages/a.png' };
    cache.writeQuery({ query: Bubble, data: slice(file) });
    cache.writeQuery({ query: Last, data: slice({ __typename: 'File', path: 'messages/a.png' }) });
    expect(cache.readQuery({ query: Bubble })).toEqual(slice(file));
    // Another file replaces it whole.
    cache.writeQuery({ query: Last, data: slice({ __typename: 'File', path: 'messages/b.png' }) });
    expect(cache.readQuery({ query: Bubble, returnPartialData: false })).toBeNull();
  });
  it("keeps an entity's newer history when an older read of it answers after a mutation's answer", () => {
    const cache = createCache();
    const History = gql`
      query ClientTestHistory {
        ticket(id: 3) {
          id
          history(pageSize: 50) {
            total
            items {
              id
              action
            }
          }
        }
      }
    `;
    const ticket = (...ids: number[]) => ({
      ticket: {
        __typename: 'Ticket',
        id: 3,
        history: { __typename: 'AuditLogPage', total: ids.length, items: ids.map((id) => ({ __typename: 'AuditLogEntry', id, action: `a${id}` })) },
      },
    });
    cache.writeQuery({ query: History, data: ticket(5, 4) });
    // The read sent before the mutation answers after it: the mutation's entries stay.
    cache.writeQuery({ query: History, data: ticket(4) });
    expect(cache.readQuery({ query: History })).toEqual(ticket(5, 4));
    // A newer page replaces it.
    cache.writeQuery({ query: History, data: ticket(6, 5, 4) });
    expect(cache.readQuery({ query: History })).toEqual(ticket(6, 5, 4));
    // Every entity of the schema with a `history` has the policy.
    expect([...HISTORY_TYPES].sort()).toEqual(schemaTypes(/^(?:extend )?type (\w+) \{[^}]*^\s+history\(/gm));
  });
});
