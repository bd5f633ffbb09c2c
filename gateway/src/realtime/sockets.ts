// The only code in the gateway that speaks socket.io to the API. Per signed-in user (token) one
// connection, shared by all of that user's subscriptions; rooms are joined on the first subscriber
// and left after the last (reference counts), and rejoined after every reconnect, so an API restart
// does not end subscriptions.
import { io, type Socket } from 'socket.io-client';
import type { Logger } from '../shared/logger';
import type { RequestOrigin } from '../upstream/client';
import { commands, topics } from './topics';

export type EventHandler = (payload: unknown) => void;

interface Connection {
  socket: Socket;
  rooms: Map<string, number>;
  /** Rooms the API acknowledged joining on the current socket connection. */
  joined: Set<string>;
  handlers: Map<string, Set<EventHandler>>;
  subscribers: number;
  idleTimer?: NodeJS.Timeout;
  retryTimer?: NodeJS.Timeout;
  retries: number;
}

export interface UpstreamSocketsOptions {
  baseUrl: string;
  logger: Logger;
  /** socket.io path on the API (default `/socket.io`). */
  path?: string;
  /** How long an unused connection stays open, ms. */
  idleMs?: number;
  /**
   * The API revoked the token's session (`session.revoked` before it disconnects the socket, or a
   * reconnect refused with AUTHORIZATION_REQUIRED): the connection is dropped, then this is called.
   */
  onRevoked?: (token: string) => void;
  /**
   * The headers telling the API where a connection comes from (`UpstreamPool.originHeaders`: the
   * client's address and the gateway's secret), sent with the socket.io handshake.
   */
  originHeaders?: (origin: RequestOrigin) => Record<string, string>;
}

/** What the API sends a socket whose session it revoked (sign-out, blocking) before disconnecting it. */
const SESSION_REVOKED_EVENT = topics.sessionRevoked().event;

/**
 * Live data may have been missed: the API sends it when its events between replicas were lost (its
 * Redis was away), and this class dispatches it itself, with `{ reason: 'reconnect' }`, when a
 * connection comes back after being lost (events sent meanwhile never arrived).
 */
const RESYNC_EVENT = topics.resync().event;

export class UpstreamSockets {
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly options: UpstreamSocketsOptions) {}

  /**
   * Listens to `event` in `room` for the user with `token`; returns the function that stops.
   * `room` may be null for events the API sends to the user's own socket. `origin`: the client of
   * the subscription (its address goes with the handshake when this opens the token's connection).
   */
  listen(token: string, room: string | null, event: string, handler: EventHandler, origin: RequestOrigin = {}): () => void {
    const conn = this.connection(token, origin);
    clearTimeout(conn.idleTimer);
    conn.subscribers++;
    if (room) {
      const count = conn.rooms.get(room) ?? 0;
      conn.rooms.set(room, count + 1);
      if (count === 0 && conn.socket.connected) this.join(conn, room);
    }
    let set = conn.handlers.get(event);
    if (!set) {
      set = new Set();
      conn.handlers.set(event, set);
      conn.socket.on(event, (payload: unknown) => {
        for (const h of conn.handlers.get(event) ?? []) h(payload);
      });
    }
    // The same function may listen twice; wrap it so each listen stops only itself.
    const own: EventHandler = (payload) => handler(payload);
    set.add(own);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      set.delete(own);
      if (room) {
        const left = (conn.rooms.get(room) ?? 1) - 1;
        if (left <= 0) {
          conn.rooms.delete(room);
          conn.joined.delete(room);
          if (conn.socket.connected) conn.socket.emit(commands.leave, room);
        } else {
          conn.rooms.set(room, left);
        }
      }
      if (--conn.subscribers === 0) {
        conn.idleTimer = setTimeout(() => this.drop(token, conn), this.options.idleMs ?? 30_000);
        conn.idleTimer.unref();
      }
    };
  }

  /** Rooms currently joined for a token, with their subscriber counts (for tests and metrics). */
  rooms(token: string): Record<string, number> {
    return Object.fromEntries(this.connections.get(token)?.rooms ?? []);
  }

  /**
   * What reaches a token's subscribers now: whether its socket is connected (events to the user's own
   * socket arrive), the rooms the API acknowledged joining (their events arrive), and how many
   * subscribers listen to each event. An API that does
   * not acknowledge `join` (optional in the contract) still sends the events; its rooms are not listed.
   */
  listening(token: string): { connected: boolean; rooms: string[]; events: Record<string, number> } {
    const conn = this.connections.get(token);
    const events = Object.fromEntries([...(conn?.handlers ?? [])].filter(([, set]) => set.size > 0).map(([event, set]) => [event, set.size]));
    return { connected: conn?.socket.connected ?? false, rooms: [...(conn?.joined ?? [])], events };
  }

  /** How many rooms are joined over every connection (a gauge). */
  get joinedRoomCount(): number {
    let count = 0;
    for (const conn of this.connections.values()) count += conn.joined.size;
    return count;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  close(): void {
    for (const token of [...this.connections.keys()]) this.drop(token);
  }

  private connection(token: string, origin: RequestOrigin): Connection {
    const existing = this.connections.get(token);
    if (existing) return existing;
    const socket = io(this.options.baseUrl, {
      path: this.options.path ?? '/socket.io',
      query: { access_token: token },
      extraHeaders: this.options.originHeaders?.(origin) ?? {},
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
    });
    const conn: Connection = { socket, rooms: new Map(), joined: new Set(), handlers: new Map(), subscribers: 0, retries: 0 };
    // socket.io-client gives up after a server-side disconnect (the API shutting down) and after a
    // refused handshake (an API still starting); while subscribers wait, reconnect with back-off.
    const retry = () => {
      if (conn.retryTimer || socket.active || this.connections.get(token) !== conn) return;
      const delay = Math.min(500 * 2 ** conn.retries++, 3000);
      conn.retryTimer = setTimeout(() => {
        conn.retryTimer = undefined;
        if (this.connections.get(token) === conn && !socket.connected) socket.connect();
      }, delay);
      conn.retryTimer.unref();
    };
    let connectedBefore = false;
    socket.on('connect', () => {
      conn.retries = 0;
      for (const room of conn.rooms.keys()) this.join(conn, room);
      this.options.logger.debug('upstream socket connected', { rooms: [...conn.rooms.keys()] });
      if (connectedBefore) {
        this.options.logger.info('upstream socket reconnected: subscribers are told to resync');
        for (const h of conn.handlers.get(RESYNC_EVENT) ?? []) h({ reason: 'reconnect' });
      }
      connectedBefore = true;
    });
    socket.on('disconnect', (reason) => {
      conn.joined.clear();
      this.options.logger.info('upstream socket disconnected', { reason });
      if (reason === 'io server disconnect') retry();
    });
    const revoked = () => {
      if (this.connections.get(token) !== conn) return;
      this.options.logger.info('upstream session revoked');
      this.drop(token, conn);
      this.options.onRevoked?.(token);
    };
    socket.on('connect_error', (error) => {
      this.options.logger.debug('upstream socket connect error', { message: error.message });
      if ((error as Error & { data?: { code?: string } }).data?.code === 'AUTHORIZATION_REQUIRED') revoked();
      else retry();
    });
    socket.on(SESSION_REVOKED_EVENT, revoked);
    this.connections.set(token, conn);
    return conn;
  }

  /** Asks the API to join `room`; its acknowledgement marks the room joined, if still wanted. */
  private join(conn: Connection, room: string): void {
    conn.socket.emit(commands.join, room, (answer?: { ok?: boolean }) => {
      if (answer?.ok !== false && conn.rooms.has(room) && conn.socket.connected) conn.joined.add(room);
    });
  }

  /** Closes the token's connection (only `expected`, when given: not a newer one of the same token). */
  private drop(token: string, expected?: Connection): void {
    const conn = this.connections.get(token);
    if (!conn || (expected && conn !== expected)) return;
    clearTimeout(conn.idleTimer);
    clearTimeout(conn.retryTimer);
    conn.socket.removeAllListeners();
    conn.socket.disconnect();
    this.connections.delete(token);
  }
}
