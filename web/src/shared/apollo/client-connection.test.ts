// The one Apollo client's connection: the reconnect after a gateway restart (re-subscribing and
// refetching what the page shows), the gateway's resync and link state, offline and failed states, and
// the end of the session when the socket is refused (4403).
import { describe, expect, it, vi } from 'vitest';
import { gatewaySocket } from '../../test/gateway-socket';
import { isFinalClose } from './client';
import { countersHandler, CountersQuery, CountersSubscription, liveClients, waitFor } from './client.fixtures';
import { createConnectionStatus } from './connection';

const { start, dispose } = liveClients();

describe('the Apollo client', () => {
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
      const { client, connection } = start();
      const states: string[] = [];
      connection.subscribe(() => states.push(connection.get()));
      await waitFor(() => connection.get() === 'live', 'the socket is live');
      const subscription = client.subscribe({ query: CountersSubscription }).subscribe({});
      await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 'subscribed');
      gatewaySocket.restart(code);
      await waitFor(() => gatewaySocket.connections() === 2 && connection.get() === 'live', `live again after ${code}`);
      expect(states).toEqual(['live', 'reconnecting', 'live']);
      await waitFor(() => gatewaySocket.subscribed('ClientTestCountersLive').length === 1, 're-subscribed');
      subscription.unsubscribe();
      dispose();
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
      dispose();
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
});
