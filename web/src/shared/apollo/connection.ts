// The state of the live connection (graphql-ws) as the header's indicator shows it:
// - `connecting`: the first connection of this page load is being made;
// - `live`: connected and acknowledged by the gateway;
// - `reconnecting`: the connection dropped and the client is trying again (a gateway restart, a blip);
// - `offline`: the browser says it has no network, the page's first connection failed, or several
//   attempts in a row failed (the client keeps trying in the background with back-off);
// - `unavailable`: the page is connected, but the gateway says its own link to the API's events is
//   down (`liveStatusChanged`): nothing live arrives until it is back;
// - `failed`: the socket was closed in a way the client does not retry (graphql-ws's fatal closes, e.g.
//   4400, 1008, or 1011 and 4500 once their few retries failed): nothing live arrives until the page is
//   reloaded, and the header says so (issue 39).
import { useSyncExternalStore } from 'react';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'unavailable' | 'failed';

/** Failed attempts in a row after which a dropped connection counts as offline. */
export const OFFLINE_AFTER_ATTEMPTS = 3;

export interface ConnectionStatus {
  get(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /** The socket opened and the gateway acknowledged it. */
  connected(): void;
  /** The socket closed or failed; the client will try again. */
  dropped(): void;
  /** The socket closed for good (the client will not try again): a reload is needed. */
  failed(): void;
  /** The browser's own online/offline events. */
  network(online: boolean): void;
  /** The gateway's link to the API's events is up or down (its `liveStatusChanged`). */
  upstream(up: boolean): void;
}

export function createConnectionStatus(initiallyOnline = true): ConnectionStatus {
  /** The page's own connection (graphql-ws). */
  let page: Exclude<ConnectionState, 'unavailable'> = initiallyOnline ? 'connecting' : 'offline';
  /** What the gateway last said of its link to the API; unknown (taken as up) until it says. */
  let upstreamUp = true;
  let state: ConnectionState = page;
  let failures = 0;
  let online = initiallyOnline;
  let everConnected = false;
  const listeners = new Set<() => void>();

  const set = (next: typeof page) => {
    page = next;
    const shown: ConnectionState = page === 'live' && !upstreamUp ? 'unavailable' : page;
    if (shown === state) return;
    state = shown;
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connected() {
      failures = 0;
      everConnected = true;
      online = true;
      set('live');
    },
    dropped() {
      if (page === 'failed') return;
      failures += 1;
      // The gateway says its link's state again on the next connection.
      upstreamUp = true;
      // A first connection refused is no connection (the processor's panel says so), not a connection under way.
      if (!online || !everConnected || failures > OFFLINE_AFTER_ATTEMPTS) set('offline');
      else set('reconnecting');
    },
    failed() {
      upstreamUp = true;
      set('failed');
    },
    network(isOnline) {
      online = isOnline;
      if (page === 'failed') return;
      if (!isOnline) set('offline');
      else if (page === 'offline') set('reconnecting');
    },
    upstream(up) {
      upstreamUp = up;
      set(page);
    },
  };
}

/** The current state of a status store, re-rendering on change. */
export function useConnectionState(status: ConnectionStatus | null): ConnectionState | null {
  return useSyncExternalStore(
    (listener) => status?.subscribe(listener) ?? (() => undefined),
    () => status?.get() ?? null,
    () => status?.get() ?? null,
  );
}
