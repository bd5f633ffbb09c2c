// The only code in the gateway that speaks socket.io to the API. Per signed-in user (token) one
// connection, shared by all of that user's subscriptions; rooms are joined on the first subscriber
// and left after the last (reference counts), and rejoined after every reconnect, so an API restart
// does not end subscriptions. The API may speak socket.io 2 or 4 (`./protocol.ts`): configured, or
// found out before the first connection and again whenever one is lost or refused.
import type { Logger } from '../shared/logger';
import type { RequestOrigin } from '../upstream/client';
import { openClient, probeSocketIo, SocketIoProtocol, type ClientSocket, type SocketIoSetting, type SocketIoVersion } from './protocol';
import { commands, topics } from './topics';

/**
 * A handler of an upstream event. `source` is one object per event delivered by the socket, the
 * same for every handler of it (subscriptions execute each event once: shared-execution.ts).
 */
export type EventHandler = (payload: unknown, source: object) => void;
/** Told whether a token's link to the API is up, on every change. */
export type LinkHandler = (connected: boolean, since: Date) => void;

interface Connection {
  /** Undefined while the API's protocol is being found out (`auto`). */
  socket?: ClientSocket;
  version?: SocketIoVersion;
  rooms: Map<string, number>;
  /** Rooms the API acknowledged joining on the current socket connection. */
  joined: Set<string>;
  handlers: Map<string, Set<EventHandler>>;
  links: Set<LinkHandler>;
  /** The link is up (as last told to `links`). */
  up: boolean;
  /** The first attempt ended (connected or failed): before that, the link is neither up nor down. */
  settled: boolean;
  /** When the link last went up or down (or the connection began). */
  since: Date;
  subscribers: number;
  /** The link was up, or a loss was already warned about: later failures of this outage log at debug. */
  warned: boolean;
  idleTimer?: NodeJS.Timeout;
  retryTimer?: NodeJS.Timeout;
  retries: number;
  /** Sent with every handshake of this connection (the client's address, the gateway's secret). */
  headers: Record<string, string>;
}

export interface UpstreamSocketsOptions {
  baseUrl: string;
  logger: Logger;
  /** socket.io path on the API (default `/socket.io`). */
  path?: string;
  /** The API's socket.io version, or `auto` (default): probed (`probeSocketIo`). */
  protocol?: SocketIoSetting;
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
  readonly protocol: SocketIoProtocol;

  constructor(private readonly options: UpstreamSocketsOptions) {
    const path = options.path ?? '/socket.io';
    this.protocol = new SocketIoProtocol(options.protocol ?? 'auto', () => probeSocketIo(options.baseUrl, path));
  }

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
      if (count === 0 && conn.socket?.connected) this.join(conn, room);
    }
    let set = conn.handlers.get(event);
    if (!set) {
      set = new Set();
      conn.handlers.set(event, set);
      if (conn.socket) this.dispatch(conn, conn.socket, event);
    }
    // The same function may listen twice; wrap it so each listen stops only itself.
    const own: EventHandler = (payload, source) => handler(payload, source);
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
          if (conn.socket?.connected) conn.socket.emit(commands.leave, room);
        } else {
          conn.rooms.set(room, left);
        }
      }
      this.release(token, conn);
    };
  }

  /**
   * Watches whether the link to the API for `token` is up: `handler` gets the state now, then every
   * change. Keeps the token's connection open (opens it) like a subscriber; returns the function that stops.
   */
  watchLink(token: string, handler: LinkHandler, origin: RequestOrigin = {}): () => void {
    const conn = this.connection(token, origin);
    clearTimeout(conn.idleTimer);
    conn.subscribers++;
    const own: LinkHandler = (connected, since) => handler(connected, since);
    conn.links.add(own);
    // A connection still on its first attempt is told when it ends (no 'down' flash while connecting).
    if (conn.settled) own(conn.up, conn.since);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      conn.links.delete(own);
      this.release(token, conn);
    };
  }

  /**
   * Whether the token's link to the API is up and since when; for a token without a connection
   * (no subscription open), whether the API's socket.io endpoint answers its handshake now.
   */
  async linkState(token: string): Promise<{ connected: boolean; since: Date }> {
    const conn = this.connections.get(token);
    if (conn) return { connected: conn.up, since: conn.since };
    const connected = await this.protocol.reachable();
    return { connected, since: this.protocol.lastProbe?.at ?? new Date() };
  }

  private release(token: string, conn: Connection): void {
    if (--conn.subscribers === 0) {
      conn.idleTimer = setTimeout(() => this.drop(token, conn), this.options.idleMs ?? 30_000);
      conn.idleTimer.unref();
    }
  }

  /** Tells the token's subscribers to read again (`resync`, with `reason`): live data may have been missed. */
  resync(token: string, reason: string): void {
    const conn = this.connections.get(token);
    for (const h of conn?.handlers.get(RESYNC_EVENT) ?? []) h({ reason }, {});
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
    return { connected: conn?.socket?.connected ?? false, rooms: [...(conn?.joined ?? [])], events };
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
    const headers = this.options.originHeaders?.(origin) ?? {};
    const conn: Connection = {
      rooms: new Map(),
      joined: new Set(),
      handlers: new Map(),
      links: new Set(),
      up: false,
      settled: false,
      since: new Date(),
      subscribers: 0,
      retries: 0,
      warned: false,
      headers,
    };
    this.connections.set(token, conn);
    const known = this.protocol.version;
    if (known) this.attach(token, conn, known);
    else this.detectThenAttach(token, conn);
    return conn;
  }

  /**
   * `auto` before the first answer: probes the API. Without an answer (the API away, a proxy that
   * passes only WebSocket upgrades) the 4.x client starts anyway: a 2.x server refuses it with
   * `connect_error`, which probes again and switches the client (`redetect`).
   */
  private detectThenAttach(token: string, conn: Connection): void {
    this.protocol.detect().then(
      (version) => {
        if (this.connections.get(token) === conn && !conn.socket) this.attach(token, conn, version);
      },
      (error: unknown) => {
        if (this.connections.get(token) !== conn || conn.socket) return;
        this.linkLost(conn, 'upstream socket.io protocol unknown: the API did not answer its handshake; trying socket.io 4', {
          message: (error as Error).message,
        });
        this.attach(token, conn, 4);
      },
    );
  }

  /** `auto` after a lost or refused connection: probes again; a changed protocol gets a new client. */
  private redetect(token: string, conn: Connection): void {
    if (this.protocol.setting !== 'auto') return;
    this.protocol.detect().then(
      (version) => {
        if (this.connections.get(token) !== conn || version === conn.version) return;
        this.options.logger.warn('upstream socket.io protocol changed', { from: conn.version, to: version });
        this.detach(conn);
        this.attach(token, conn, version);
      },
      () => undefined,
    );
  }

  /** Runs `fn` after a back-off delay (one pending at a time) while `conn` is still the token's. */
  private later(token: string, conn: Connection, fn: () => void): void {
    if (conn.retryTimer) return;
    const delay = Math.min(500 * 2 ** conn.retries++, 3000);
    conn.retryTimer = setTimeout(() => {
      conn.retryTimer = undefined;
      if (this.connections.get(token) === conn) fn();
    }, delay);
    conn.retryTimer.unref();
  }

  /** Warns once per outage (the first failure after the link was up, or the very first); then debug. */
  private linkLost(conn: Connection, message: string, meta: Record<string, unknown>): void {
    this.setLink(conn, false);
    if (conn.warned) this.options.logger.debug(message, meta);
    else this.options.logger.warn(message, meta);
    conn.warned = true;
  }

  /** Records the link's state; `links` are told of a change (and of the first attempt's outcome). */
  private setLink(conn: Connection, up: boolean): void {
    if (conn.settled && conn.up === up) return;
    conn.settled = true;
    conn.up = up;
    conn.since = new Date();
    for (const h of [...conn.links]) h(up, conn.since);
  }

  /** Opens a client of `version` for the connection and wires its events. */
  private attach(token: string, conn: Connection, version: SocketIoVersion): void {
    const socket = openClient(version, this.options.baseUrl, { path: this.options.path ?? '/socket.io', token, headers: conn.headers });
    conn.socket = socket;
    conn.version = version;
    for (const event of conn.handlers.keys()) this.dispatch(conn, socket, event);
    // socket.io-client gives up after a server-side disconnect (the API shutting down) and after a
    // refused handshake (an API still starting); while subscribers wait, reconnect with back-off.
    const retry = () => {
      if (socket.active) return;
      this.later(token, conn, () => {
        if (conn.socket === socket && !socket.connected) socket.connect();
      });
    };
    let connectedBefore = false;
    socket.on('connect', () => {
      conn.retries = 0;
      conn.warned = false;
      for (const room of conn.rooms.keys()) this.join(conn, room);
      this.options.logger.debug('upstream socket connected', { rooms: [...conn.rooms.keys()], socketio: version });
      this.setLink(conn, true);
      if (connectedBefore) {
        this.options.logger.info('upstream socket reconnected: subscribers are told to resync');
        const source = {};
        for (const h of conn.handlers.get(RESYNC_EVENT) ?? []) h({ reason: 'reconnect' }, source);
      }
      connectedBefore = true;
    });
    socket.on('disconnect', (reason: string) => {
      conn.joined.clear();
      if (reason === 'io client disconnect') return this.setLink(conn, false);
      this.linkLost(conn, 'upstream socket disconnected: live updates stop until it is back', { reason });
      if (reason === 'io server disconnect') retry();
      this.redetect(token, conn);
    });
    const revoked = () => {
      if (this.connections.get(token) !== conn) return;
      this.options.logger.info('upstream session revoked');
      this.drop(token, conn);
      this.options.onRevoked?.(token);
    };
    const refused = (code: string | undefined, message: string) => {
      if (code === 'AUTHORIZATION_REQUIRED') return revoked();
      this.linkLost(conn, 'upstream socket connect error: live updates unavailable', { message, socketio: version });
      retry();
      this.redetect(token, conn);
    };
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => refused(error.data?.code, error.message));
    // socket.io 2: the server's middleware refusing the connection arrives as `error` with its data
    // (or message); the engine connection stays open, so it is closed before trying again.
    if (version === 2) {
      socket.on('error', (data: { code?: string; message?: string } | string) => {
        if (socket.connected) return;
        socket.disconnect();
        refused(typeof data === 'object' ? data?.code : undefined, typeof data === 'object' ? String(data?.message) : String(data));
      });
    }
    socket.on(SESSION_REVOKED_EVENT, revoked);
  }

  /** Forwards `event` from the socket to the connection's handlers of it. */
  private dispatch(conn: Connection, socket: ClientSocket, event: string): void {
    socket.on(event, (payload: unknown) => {
      const source = {};
      for (const h of conn.handlers.get(event) ?? []) h(payload, source);
    });
  }

  /** Closes the connection's client (another replaces it, or the connection ends). */
  private detach(conn: Connection): void {
    const socket = conn.socket;
    if (!socket) return;
    conn.socket = undefined;
    conn.joined.clear();
    socket.removeAllListeners();
    socket.disconnect();
  }

  /** Asks the API to join `room`; its acknowledgement marks the room joined, if still wanted. */
  private join(conn: Connection, room: string): void {
    const socket = conn.socket;
    socket?.emit(commands.join, room, (answer?: { ok?: boolean }) => {
      if (answer?.ok !== false && conn.rooms.has(room) && conn.socket === socket && socket.connected) conn.joined.add(room);
    });
  }

  /** Closes the token's connection (only `expected`, when given: not a newer one of the same token). */
  private drop(token: string, expected?: Connection): void {
    const conn = this.connections.get(token);
    if (!conn || (expected && conn !== expected)) return;
    clearTimeout(conn.idleTimer);
    clearTimeout(conn.retryTimer);
    this.detach(conn);
    this.connections.delete(token);
    this.setLink(conn, false);
  }
}
