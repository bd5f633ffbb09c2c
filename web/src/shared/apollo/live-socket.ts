// The live connection's code: graphql-ws and Apollo's link over it (~7 kB gzipped), loaded by
// client.ts beside the client rather than inside its chunk, so that no /app route waits for it before
// its first render (issue 27). Its options are client.ts's (reconnects, 4403, the connection status).
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type ClientOptions } from 'graphql-ws';

/**
 * A server's own failure (1011 'internal error', graphql-ws's 4500): graphql-ws never retries after
 * it, though the server is usually back a moment later (a restart, a dependency that failed once).
 * Up to `SERVER_ERROR_RETRIES` in a row reach graphql-ws as 1013 'try again later' and are retried
 * with back-off; a connection that stayed up `STABLE_MS` starts the count again. After that the close
 * stands, and the page says a reload is needed (docs/adr/0069-server-error-closes-retried.md).
 */
export const SERVER_ERROR_CLOSES: readonly number[] = [1011, 4500];
export const SERVER_ERROR_RETRIES = 3;
const STABLE_MS = 30_000;
const TRY_AGAIN_LATER = 1013;

type Socket = new (url: string | URL, protocols?: string | string[]) => WebSocket;

/** `Base` whose server-error closes reach `onclose` (graphql-ws's only close listener) as retried ones. */
export function retryingServerErrors(Base: Socket, now: () => number = Date.now): Socket {
  let inRow = 0;
  return class extends Base {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      let listener: ((event: CloseEvent | object) => void) | null = null;
      let openedAt: number | null = null;
      Object.defineProperty(this, 'onclose', { configurable: true, get: () => listener, set: (next: typeof listener) => void (listener = next) });
      this.addEventListener('open', () => void (openedAt = now()));
      this.addEventListener('close', (event) => {
        if (openedAt !== null && now() - openedAt >= STABLE_MS) inRow = 0;
        const retried = SERVER_ERROR_CLOSES.includes(event.code) && ++inRow <= SERVER_ERROR_RETRIES;
        listener?.call(this, retried ? { type: 'close', code: TRY_AGAIN_LATER, reason: event.reason, wasClean: event.wasClean, serverCode: event.code } : event);
      });
    }
  };
}

export function createLiveSocket(options: ClientOptions) {
  const Base = (options.webSocketImpl ?? globalThis.WebSocket) as Socket;
  const socket = createClient({ ...options, webSocketImpl: retryingServerErrors(Base) });
  return { socket, link: new GraphQLWsLink(socket) };
}
