// A graphql-ws gateway on msw's WebSocket interception, for component tests: it acknowledges
// `connection_init`, answers pings, records the subscriptions the page opens, and lets a test push
// events (`emit`), drop every connection as a gateway restart would (`restart`), or refuse new
// connections as a gateway that is away (`setDown`).
import { ws } from 'msw';

interface Subscription {
  id: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  /** The operation's id (`persistedQuery`), as the web sends every operation. */
  extensions: Record<string, unknown> | undefined;
  send: (message: unknown) => void;
}

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client'];

const link = ws.link('ws://*/graphql');
let subscriptions: Subscription[] = [];
let clients: Client[] = [];
let down = false;
let connections = 0;
let closeCode: number | null = null;

const operationName = (query: string): string | undefined => /subscription\s+(\w+)/.exec(query)?.[1];

export const gatewaySocketHandler = link.addEventListener('connection', ({ client }) => {
  if (down) {
    client.close(1013, 'down'); // as a proxy says 'try again later'; a refused connection is 1006
    return;
  }
  if (closeCode !== null) {
    client.close(closeCode, 'closed by the test');
    return;
  }
  connections += 1;
  clients.push(client);
  const send = (message: unknown) => client.send(JSON.stringify(message));
  client.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      type: string;
      id?: string;
      payload?: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> };
    };
    if (message.type === 'connection_init') send({ type: 'connection_ack' });
    else if (message.type === 'ping') send({ type: 'pong' });
    else if (message.type === 'subscribe' && message.id && message.payload) {
      subscriptions.push({
        id: message.id,
        operationName: operationName(message.payload.query),
        variables: message.payload.variables ?? {},
        extensions: message.payload.extensions,
        send,
      });
    } else if (message.type === 'complete') {
      subscriptions = subscriptions.filter((s) => s.id !== message.id);
    }
  });
  client.addEventListener('close', () => {
    clients = clients.filter((c) => c !== client);
    subscriptions = subscriptions.filter((s) => s.send !== send);
  });
});

export const gatewaySocket = {
  /** Subscriptions open now, by operation name. */
  subscribed: (name?: string) => subscriptions.filter((s) => name === undefined || s.operationName === name),
  /** Connections accepted since the last reset. */
  connections: () => connections,
  /** Sends `data` to every open subscription of that operation; answers how many got it. */
  emit(name: string, data: unknown): number {
    const targets = subscriptions.filter((s) => s.operationName === name);
    for (const s of targets) s.send({ id: s.id, type: 'next', payload: { data } });
    return targets.length;
  },
  /** Drops every connection (a gateway restart, or `code` 1011: its failure); the client reconnects. */
  restart(code = 1012) {
    for (const client of [...clients]) client.close(code, 'restart');
    clients = [];
    subscriptions = [];
  },
  /** While down, new connections are refused. */
  setDown(value: boolean) {
    down = value;
    if (value) this.restart();
  },
  /** Closes new connections with this code (e.g. 4403: the session is gone). */
  closeWith(code: number | null) {
    closeCode = code;
  },
  reset() {
    subscriptions = [];
    clients = [];
    down = false;
    connections = 0;
    closeCode = null;
  },
};
