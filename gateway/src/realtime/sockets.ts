// The only code in the gateway that speaks socket.io to the API. Per signed-in user (token) one
// connection, shared by all of that user's subscriptions; rooms are joined on the first subscriber
// and left after the last (reference counts), and rejoined after every reconnect, so an API restart
// does not end subscriptions.
import { io, type Socket } from 'socket.io-client';
import type { Logger } from '../shared/logger';

export type EventHandler = (payload: unknown) => void;

interface Connection {
  socket: Socket;
  rooms: Map<string, number>;
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
}

export class UpstreamSockets {
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly options: UpstreamSocketsOptions) {}

  /**
   * Listens to `event` in `room` for the user with `token`; returns the function that stops.
   * `room` may be null for events the API sends to the user's own socket.
   */
  listen(token: string, room: string | null, event: string, handler: EventHandler): () => void {
    const conn = this.connection(token);
    clearTimeout(conn.idleTimer);
    conn.subscribers++;
    if (room) {
      const count = conn.rooms.get(room) ?? 0;
      conn.rooms.set(room, count + 1);
      if (count === 0 && conn.socket.connected) conn.socket.emit('join', room);
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
          if (conn.socket.connected) conn.socket.emit('leave', room);
        } else {
          conn.rooms.set(room, left);
        }
      }
      if (--conn.subscribers === 0) {
        conn.idleTimer = setTimeout(() => this.drop(token), this.options.idleMs ?? 30_000);
        conn.idleTimer.unref();
      }
    };
  }

  /** Rooms currently joined for a token, with their subscriber counts (for tests and metrics). */
  rooms(token: string): Record<string, number> {
    return Object.fromEntries(this.connections.get(token)?.rooms ?? []);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  close(): void {
    for (const token of [...this.connections.keys()]) this.drop(token);
  }

  private connection(token: string): Connection {
    const existing = this.connections.get(token);
    if (existing) return existing;
    const socket = io(this.options.baseUrl, {
      path: this.options.path ?? '/socket.io',
      query: { access_token: token },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
    });
    const conn: Connection = { socket, rooms: new Map(), handlers: new Map(), subscribers: 0, retries: 0 };
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
    socket.on('connect', () => {
      conn.retries = 0;
      for (const room of conn.rooms.keys()) socket.emit('join', room);
      this.options.logger.debug('upstream socket connected', { rooms: [...conn.rooms.keys()] });
    });
    socket.on('disconnect', (reason) => {
      this.options.logger.info('upstream socket disconnected', { reason });
      if (reason === 'io server disconnect') retry();
    });
    socket.on('connect_error', (error) => {
      this.options.logger.debug('upstream socket connect error', { message: error.message });
      retry();
    });
    this.connections.set(token, conn);
    return conn;
  }

  private drop(token: string): void {
    const conn = this.connections.get(token);
    if (!conn) return;
    clearTimeout(conn.idleTimer);
    clearTimeout(conn.retryTimer);
    conn.socket.removeAllListeners();
    conn.socket.disconnect();
    this.connections.delete(token);
  }
}
