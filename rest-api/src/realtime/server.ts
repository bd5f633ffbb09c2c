// socket.io on the API's port (spec §7): the access token as the query parameter `access_token`
// (refused without a valid one), `join`/`leave` of rooms within the user's scope, events to rooms,
// and the Redis adapter when REDIS_URL is set so that events reach clients of every replica.
//
// A device of the mobile app connects with the handshake query `client=app`; it joins the room
// `devices` and is what device commands count and reach. Every other socket is a staff socket.
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { AuthRepository } from '../auth/repository';
import { READ_ONLY_MESSAGE } from '../auth/middleware';
import { hashToken } from '../auth/tokens';
import type { DB } from '../db/schema';
import type { AuthUser } from '../models/definition';

export const DEVICES_ROOM = 'devices';
export const staffRoom = (userId: number) => `staff-${userId}`;
/** Every socket of one session (token), and every socket of one user: ended when they are revoked. */
export const sessionRoom = (tokenId: string) => `session:${tokenId}`;
export const userSessionsRoom = (userId: number) => `sessions:${userId}`;
/** Sent to a socket whose session was revoked (sign-out, blocking) just before it is disconnected. */
export const SESSION_REVOKED_EVENT = 'session.revoked';
/** Sent to this replica's sockets when events may have been lost (its Redis was away and is back). */
export const RESYNC_EVENT = 'resync';

export interface SocketData {
  user: AuthUser;
  /** sha256 of the token the socket signed in with. */
  tokenId: string;
  client: 'app' | 'staff';
  /** The user's main place and assigned places (device scope by place). */
  placeIds: number[];
  /** Signed in with a read-only personal token: listens, never writes. */
  readOnly?: boolean;
  /** When the token expires (ms since the epoch, by the app's clock); null: never. */
  expiresAt?: number | null;
}

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_DELAY = 2 ** 31 - 1;

export type RoomGuard = (user: AuthUser, room: string) => Promise<boolean>;
export type JoinHook = (socket: Socket, room: string) => Promise<void>;

export interface DeviceScope {
  userId?: number;
  roleName?: string;
  placeId?: number;
}

export interface RealtimeOptions {
  app: FastifyInstance;
  db: Kysely<DB>;
  auth: AuthRepository;
  now: () => Date;
  redisUrl: string | null;
}

type AnySocket = Socket<Record<string, (...args: unknown[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;

export class Realtime {
  readonly io: Server;
  readonly #o: RealtimeOptions;
  readonly #guards: Array<{ match: (room: string) => boolean; allow: RoomGuard; onJoin?: JoinHook }> = [];
  readonly #handlers = new Map<string, (user: AuthUser, args: unknown[]) => Promise<unknown>>();
  /** Device sockets of this replica by user id. */
  readonly #localDevices = new Map<number, number>();
  /** Users with a device on any replica (refreshed from the adapter every few seconds). */
  #onlineEverywhere = new Set<number>();
  #refresh: NodeJS.Timeout | null = null;
  #redis: Array<{ quit(): Promise<unknown>; disconnect(): Promise<unknown> }> = [];
  /** Waiting for this replica to notice that Redis is away (`redisLost`). */
  #lostWaiters: Array<() => void> = [];

  /** Resolves once this replica has noticed Redis is away: the events from then on are lost until the `resync`. */
  redisLost(): Promise<void> {
    return new Promise((resolve) => this.#lostWaiters.push(resolve));
  }

  #noticeLost(): void {
    const waiters = this.#lostWaiters;
    this.#lostWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  private constructor(options: RealtimeOptions) {
    this.#o = options;
    this.io = new Server(options.app.server, { cors: { origin: true, credentials: true }, serveClient: false });
  }

  static async create(options: RealtimeOptions): Promise<Realtime> {
    const realtime = new Realtime(options);
    if (options.redisUrl) {
      const pub = createClient({ url: options.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (error) => options.app.log.error({ err: error }, 'redis (socket.io publish) failed'));
      sub.on('error', (error) => options.app.log.error({ err: error }, 'redis (socket.io subscribe) failed'));
      // While Redis is away, events between replicas are lost: when it is back, this replica's clients
      // are told to read again what they show (`resync`; the gateway passes it on to subscribers).
      let lost = false;
      const noticeLost = () => {
        lost = true;
        realtime.#noticeLost();
      };
      // The adapter publishes without handling the answer (`this.pubClient.publish(…)`): a PUBLISH in
      // flight when Redis goes away rejects (ECONNRESET), and that unhandled rejection ended the
      // process (found by `npm run test:chaos`). The outage is logged by the `error` listener, and the
      // events it loses are signalled by `resync` when Redis is back.
      const publish = pub.publish.bind(pub);
      Object.assign(pub, {
        publish: (...args: Parameters<typeof publish>) =>
          publish(...args).catch(() => {
            noticeLost();
            return 0;
          }),
      });
      for (const client of [pub, sub]) {
        client.on('error', noticeLost);
        client.on('reconnecting', noticeLost);
        client.on('ready', () => {
          if (!lost) return;
          lost = false;
          options.app.log.warn('redis is back: clients are told to resync');
          realtime.io.local.emit(RESYNC_EVENT, { reason: 'events-lost' });
        });
      }
      await Promise.all([pub.connect(), sub.connect()]);
      realtime.#redis = [pub, sub];
      realtime.io.adapter(createAdapter(pub, sub));
      realtime.#refresh = setInterval(() => void realtime.#refreshOnline(), 5000);
      realtime.#refresh.unref();
    }
    realtime.#setUp();
    options.app.addHook('preClose', async () => {
      if (realtime.#refresh) clearInterval(realtime.#refresh);
      realtime.io.local.disconnectSockets(true);
      realtime.io.engine.close();
    });
    options.app.addHook('onClose', async () => {
      // A client that came back from an outage may never answer QUIT: disconnect after a short wait.
      await Promise.allSettled(
        realtime.#redis.map((client) =>
          Promise.race([client.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]).finally(() => client.disconnect().catch(() => undefined)),
        ),
      );
    });
    return realtime;
  }

  /** Rooms matching `match` may be joined by users `allow` lets in; `onJoin` then runs for the socket. */
  addRoom(match: (room: string) => boolean, allow: RoomGuard, onJoin?: JoinHook): void {
    this.#guards.push({ match, allow, ...(onJoin ? { onJoin } : {}) });
  }

  /** A client event: `handler` runs with the socket's user; its answer goes to the ack callback. */
  handle(event: string, handler: (user: AuthUser, args: unknown[]) => Promise<unknown>): void {
    this.#handlers.set(event, handler);
  }

  emit(room: string | string[], event: string, payload: unknown): void {
    this.io.to(room).emit(event, payload);
  }

  /**
   * Ends the sockets of a revoked session (sign-out: its token) or of every session of a user
   * (blocked), on every replica: `session.revoked` first, so a client (the gateway) knows why, then
   * the server-side disconnect. Their handshake would be refused from now on anyway.
   */
  endSessions(scope: { tokenId: string } | { userId: number }): void {
    const room = 'tokenId' in scope ? sessionRoom(scope.tokenId) : userSessionsRoom(scope.userId);
    this.io.to(room).emit(SESSION_REVOKED_EVENT, { reason: 'tokenId' in scope ? 'logout' : 'blocked' });
    this.io.in(room).disconnectSockets(true);
  }

  /** OnlineUsers (`/vendors/withOnline`): a device of the user is connected to any replica. */
  isOnline(userId: number): boolean {
    return (this.#localDevices.get(userId) ?? 0) > 0 || this.#onlineEverywhere.has(userId);
  }

  async #refreshOnline(): Promise<void> {
    try {
      const sockets = await this.io.in(DEVICES_ROOM).fetchSockets();
      this.#onlineEverywhere = new Set(sockets.map((s) => (s.data as SocketData).user.id));
    } catch {
      // another replica did not answer in time; keep the last set
    }
  }

  async #deviceSockets(scope: DeviceScope) {
    const sockets = await this.io.in(DEVICES_ROOM).fetchSockets();
    return sockets.filter((s) => {
      const data = s.data as SocketData;
      if (scope.userId !== undefined && data.user.id !== scope.userId) return false;
      if (scope.roleName !== undefined && data.user.roleName !== scope.roleName) return false;
      if (scope.placeId !== undefined && !data.placeIds.includes(scope.placeId)) return false;
      return true;
    });
  }

  /** Devices of the app connected in a scope, on every replica. */
  async countDevices(scope: DeviceScope): Promise<number> {
    return (await this.#deviceSockets(scope)).length;
  }

  /** Sends `event` to the devices in a scope; answers how many got it. */
  async emitToDevices(scope: DeviceScope, event: string, payload: unknown): Promise<number> {
    const sockets = await this.#deviceSockets(scope);
    for (const socket of sockets) socket.emit(event, payload);
    return sockets.length;
  }

  async #authenticate(socket: AnySocket): Promise<SocketData | null> {
    const query = socket.handshake.query;
    const fromQuery = Array.isArray(query.access_token) ? query.access_token[0] : query.access_token;
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const token = typeof fromQuery === 'string' && fromQuery ? fromQuery : typeof auth?.token === 'string' ? auth.token : null;
    if (!token) return null;
    const tokenId = hashToken(token);
    const stored = await this.#o.auth.findToken(tokenId);
    if (!stored || stored.blocked) return null;
    if (stored.ttl !== null && this.#o.now().getTime() - new Date(stored.createdAt).getTime() >= stored.ttl * 1000) return null;
    const placeIds = await this.#o.auth.placesOfUser(stored.userId);
    const client = query.client === 'app' ? 'app' : 'staff';
    const expiresAt = stored.ttl === null ? null : new Date(stored.createdAt).getTime() + stored.ttl * 1000;
    return { user: { id: stored.userId, roleName: stored.roleName }, tokenId, client, placeIds, readOnly: stored.readOnly, expiresAt };
  }

  #setUp(): void {
    this.io.use((socket, next) => {
      this.#authenticate(socket as unknown as AnySocket)
        .then((data) => {
          if (!data) {
            const error = new Error('Authorization Required') as Error & { data?: unknown };
            error.data = { statusCode: 401, code: 'AUTHORIZATION_REQUIRED' };
            next(error);
            return;
          }
          Object.assign(socket.data, data);
          next();
        })
        .catch((error: unknown) => next(error as Error));
    });

    this.io.on('connection', (raw) => {
      const socket = raw as unknown as AnySocket;
      const data = socket.data;
      // Internal rooms (not joinable, not leavable): a revoked session ends its sockets through them.
      void socket.join([sessionRoom(data.tokenId), userSessionsRoom(data.user.id)]);
      this.#endAtExpiry(socket);
      if (data.client === 'app') {
        void socket.join([DEVICES_ROOM, `user-${data.user.id}`]);
        this.#localDevices.set(data.user.id, (this.#localDevices.get(data.user.id) ?? 0) + 1);
        socket.on('disconnect', () => {
          const left = (this.#localDevices.get(data.user.id) ?? 1) - 1;
          if (left > 0) this.#localDevices.set(data.user.id, left);
          else this.#localDevices.delete(data.user.id);
        });
      } else {
        void socket.join(staffRoom(data.user.id));
      }

      socket.on('join', (...args: unknown[]) => {
        const room = args[0];
        const ack = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as (answer: unknown) => void) : null;
        void this.#join(socket, room).then((answer) => {
          if (!answer.ok) socket.emit('joinError', { room, message: answer.message });
          ack?.(answer);
        });
      });
      for (const [event, handler] of this.#handlers) {
        socket.on(event, (...args: unknown[]) => {
          const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: unknown) => void) : null;
          if (data.readOnly) {
            ack?.({ ok: false, message: READ_ONLY_MESSAGE });
            return;
          }
          handler(data.user, args).then(
            (answer) => ack?.(answer ?? { ok: true }),
            (error: unknown) => ack?.({ ok: false, message: (error as Error).message }),
          );
        });
      }
      socket.on('leave', (...args: unknown[]) => {
        const room = args[0];
        const ack = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as (answer: unknown) => void) : null;
        if (typeof room === 'string' && room !== DEVICES_ROOM && room !== staffRoom(data.user.id) && !room.startsWith('session')) void socket.leave(room);
        ack?.({ ok: true, room });
      });
    });
  }

  /** A socket lives no longer than its token: at expiry it is told `session.revoked` (expired) and disconnected. */
  #endAtExpiry(socket: AnySocket): void {
    const expiresAt = socket.data.expiresAt;
    if (expiresAt === null || expiresAt === undefined) return;
    let timer: NodeJS.Timeout | null = null;
    const check = () => {
      const left = expiresAt - this.#o.now().getTime();
      if (left <= 0) {
        socket.emit(SESSION_REVOKED_EVENT, { reason: 'expired' });
        socket.disconnect(true);
        return;
      }
      timer = setTimeout(check, Math.min(left, MAX_DELAY));
      timer.unref();
    };
    check();
    socket.on('disconnect', () => {
      if (timer) clearTimeout(timer);
    });
  }

  async #join(socket: AnySocket, room: unknown): Promise<{ ok: true; room: string } | { ok: false; message: string }> {
    if (typeof room !== 'string' || room.trim() === '') return { ok: false, message: 'Название комнаты не определено' };
    const guard = this.#guards.find((g) => g.match(room));
    try {
      if (!guard || !(await guard.allow(socket.data.user, room))) return { ok: false, message: `Нет доступа к комнате ${room}` };
      await socket.join(room);
      await guard.onJoin?.(socket as unknown as Socket, room);
      return { ok: true, room };
    } catch (error) {
      this.#o.app.log.error({ err: error, room }, 'socket join failed');
      return { ok: false, message: 'Не удалось войти в комнату' };
    }
  }
}
