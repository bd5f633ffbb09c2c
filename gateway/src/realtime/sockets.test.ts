import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server } from 'socket.io';
import type * as SocketIoClient from 'socket.io-client';
import type { Socket as ClientSocket } from 'socket.io-client';
import { createLogger } from '../shared/logger';
import { UpstreamSockets } from './sockets';
import { pushIterator } from './iterator';

/** Every socket.io client socket the class opens, by token (to see whether a dropped one may reconnect). */
const clientSockets = vi.hoisted(() => new Map<string, ClientSocket[]>());
vi.mock('socket.io-client', async (original) => {
  const actual = await original<typeof SocketIoClient>();
  const io = ((...args: Parameters<typeof actual.io>) => {
    const socket = actual.io(...args);
    const token = String((args[1] as { query?: { access_token?: string } } | undefined)?.query?.access_token);
    clientSockets.set(token, [...(clientSockets.get(token) ?? []), socket]);
    return socket;
  }) as typeof actual.io;
  return { ...actual, io };
});

/** A socket.io server standing in for the API: records joins and leaves, knows tokens. */
async function fakeApi(port = 0) {
  const http: HttpServer = createServer();
  const io = new Server(http);
  const log: string[] = [];
  io.use((socket, next) => {
    const token = socket.handshake.query.access_token;
    if (token === 'good' || token === 'other') next();
    else next(Object.assign(new Error('Authorization Required'), { data: { statusCode: 401, code: 'AUTHORIZATION_REQUIRED' } }));
  });
  const handshakes: Record<string, unknown>[] = [];
  io.on('connection', (socket) => {
    log.push(`connect ${socket.handshake.query.access_token}`);
    const h = socket.handshake.headers;
    handshakes.push({ forwarded: h['x-forwarded-for'], secret: h['x-gateway-secret'], client: h['x-client'] });
    socket.on('join', (room: string, ack?: (answer: unknown) => void) => {
      log.push(`join ${room}`);
      if (room === 'forbidden') return ack?.({ ok: false, message: `Нет доступа к комнате ${room}` });
      void socket.join(room);
      ack?.({ ok: true, room });
    });
    socket.on('leave', (room: string) => {
      log.push(`leave ${room}`);
      void socket.leave(room);
    });
  });
  await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
  const actualPort = (http.address() as AddressInfo).port;
  return {
    io,
    log,
    handshakes,
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((r) => void io.close(() => r())),
  };
}

/** Waits until `check` holds (generous: the machine may be busy). */
const until = (check: () => boolean, ms = 15_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time');
    },
    { timeout: ms, interval: 20 },
  );

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

/**
 * A fake API and the class in front of it (`options` on top of its URL and a silent logger), closed
 * after the test; with `apiClosedByTest`, the test closes the API itself (a restart).
 */
async function socketsOnFakeApi(options: Partial<ConstructorParameters<typeof UpstreamSockets>[0]> = {}, apiClosedByTest = false) {
  const api = await fakeApi();
  const sockets = new UpstreamSockets({ baseUrl: api.url, logger: createLogger('silent'), ...options });
  if (!apiClosedByTest) cleanup.push(() => api.close());
  cleanup.push(() => sockets.close());
  return { api, sockets };
}

describe('UpstreamSockets', () => {
  it('tells the API in its handshake where the subscription comes from (issue 23, F2): the client address and the secret', async () => {
    const originHeaders = (o: { client?: string; address?: string | null }) => ({
      ...(o.client ? { 'x-client': o.client } : {}),
      ...(o.address ? { 'x-forwarded-for': o.address } : {}),
      'x-gateway-secret': 'the-secret-of-the-gateway',
    });
    const { api, sockets } = await socketsOnFakeApi({ originHeaders });
    sockets.listen('good', null, 'messenger.newMessage', () => {}, { client: 'web', address: '198.51.100.7' });
    await until(() => api.handshakes.length === 1);
    expect(api.handshakes).toEqual([{ forwarded: '198.51.100.7', secret: 'the-secret-of-the-gateway', client: 'web' }]);
  });

  it('shares one connection per token and joins a room once for many subscribers', async () => {
    const { api, sockets } = await socketsOnFakeApi({ idleMs: 50 });
    const got: unknown[] = [];
    const stopA = sockets.listen('good', 'ticket-auto-processor', 'ticketAutoProcessor.status', (p) => got.push(['a', p]));
    const stopB = sockets.listen('good', 'ticket-auto-processor', 'ticketAutoProcessor.status', (p) => got.push(['b', p]));
    await until(() => api.log.includes('join ticket-auto-processor'));
    expect(sockets.connectionCount).toBe(1);
    expect(sockets.rooms('good')).toEqual({ 'ticket-auto-processor': 2 });

    api.io.to('ticket-auto-processor').emit('ticketAutoProcessor.status', { status: 'processing' });
    await until(() => got.length === 2);
    expect(got).toEqual([
      ['a', { status: 'processing' }],
      ['b', { status: 'processing' }],
    ]);

    stopA();
    expect(sockets.rooms('good')).toEqual({ 'ticket-auto-processor': 1 });
    stopB();
    await until(() => api.log.includes('leave ticket-auto-processor'));
    expect(api.log.filter((l) => l.startsWith('join'))).toEqual(['join ticket-auto-processor']);
    await until(() => sockets.connectionCount === 0);
  });

  it('rejoins its rooms after the API restarts', async () => {
    const { api, sockets } = await socketsOnFakeApi({}, true);
    const got: unknown[] = [];
    sockets.listen('good', 'user-7', 'messenger.newMessage', (p) => got.push(p));
    await until(() => api.log.includes('join user-7'));
    await api.close();

    const again = await fakeApi(api.port);
    cleanup.push(() => again.close());
    await until(() => again.log.includes('join user-7'), 10_000);
    again.io.to('user-7').emit('messenger.newMessage', { id: 1, text: 'Здравствуйте' });
    await until(() => got.length === 1);
    expect(got).toEqual([{ id: 1, text: 'Здравствуйте' }]);
  });

  it('lists the rooms the API acknowledged joining, not a refused one, and forgets them on leave and on a lost connection', async () => {
    const { api, sockets } = await socketsOnFakeApi({}, true);
    const stopA = sockets.listen('good', 'user-1', 'messenger.newMessage', () => {});
    sockets.listen('good', 'forbidden', 'messenger.newMessage', () => {});
    sockets.listen('other', 'user-1', 'messenger.newMessage', () => {});
    expect(sockets.listening('good')).toEqual({ connected: false, rooms: [], events: { 'messenger.newMessage': 2 } });
    await until(() => sockets.joinedRoomCount === 2);
    await until(() => api.log.includes('join forbidden'));
    expect(sockets.listening('good')).toEqual({ connected: true, rooms: ['user-1'], events: { 'messenger.newMessage': 2 } });
    expect(sockets.listening('other')).toEqual({ connected: true, rooms: ['user-1'], events: { 'messenger.newMessage': 1 } });
    stopA();
    expect(sockets.listening('good')).toEqual({ connected: true, rooms: [], events: { 'messenger.newMessage': 1 } });
    await api.close();
    await until(() => !sockets.listening('other').connected);
    expect(sockets.listening('other')).toEqual({ connected: false, rooms: [], events: { 'messenger.newMessage': 1 } });
    const again = await fakeApi(api.port);
    cleanup.push(() => again.close());
    await until(() => sockets.joinedRoomCount === 1, 10_000);
    expect(sockets.listening('other')).toEqual({ connected: true, rooms: ['user-1'], events: { 'messenger.newMessage': 1 } });
    expect(sockets.listening('nobody')).toEqual({ connected: false, rooms: [], events: {} });
  });

  it('keeps users apart: each token has its own connection and rooms', async () => {
    const { api, sockets } = await socketsOnFakeApi();
    sockets.listen('good', 'user-1', 'messenger.newMessage', () => {});
    sockets.listen('other', 'user-2', 'messenger.newMessage', () => {});
    await until(() => api.log.filter((l) => l.startsWith('join')).length === 2);
    expect(sockets.connectionCount).toBe(2);
    expect(sockets.rooms('good')).toEqual({ 'user-1': 1 });
    expect(sockets.rooms('other')).toEqual({ 'user-2': 1 });
  });
});

describe('UpstreamSockets and revoked sessions', () => {
  it('drops the connection and reports the token when the API sends session.revoked', async () => {
    const revoked: string[] = [];
    const { api, sockets } = await socketsOnFakeApi({ onRevoked: (t) => revoked.push(t) });
    const got: unknown[] = [];
    const otherGot: unknown[] = [];
    clientSockets.clear();
    sockets.listen('good', 'user-1', 'messenger.newMessage', (p) => got.push(p));
    sockets.listen('other', 'user-2', 'messenger.newMessage', (p) => otherGot.push(p));
    await until(() => api.log.filter((l) => l.startsWith('join')).length === 2);
    for (const [, socket] of api.io.of('/').sockets) {
      if (socket.handshake.query.access_token === 'good') {
        socket.emit('session.revoked', { reason: 'logout' });
        socket.disconnect(true);
      }
    }
    await until(() => revoked.length === 1);
    expect(revoked).toEqual(['good']);
    expect(sockets.connectionCount).toBe(1);
    api.io.to('user-1').emit('messenger.newMessage', { id: 1 });
    api.io.to('user-2').emit('messenger.newMessage', { id: 2 });
    await until(() => otherGot.length === 1);
    // No reconnect with the revoked token: its one client socket is closed for good (not `active`, so
    // socket.io-client does not reconnect it), and no more events.
    expect(clientSockets.get('good')?.map((socket) => socket.active)).toEqual([false]);
    expect(api.log.filter((l) => l === 'connect good')).toHaveLength(1);
    expect(got).toEqual([]);
    expect(otherGot).toEqual([{ id: 2 }]);
  });

  it('a token the API refuses (revoked while the socket was away) is reported too', async () => {
    const revoked: string[] = [];
    const { sockets } = await socketsOnFakeApi({ onRevoked: (t) => revoked.push(t) });
    sockets.listen('revoked-token', 'user-1', 'messenger.newMessage', () => {});
    await until(() => revoked.length === 1);
    expect(revoked).toEqual(['revoked-token']);
    expect(sockets.connectionCount).toBe(0);
  });
});

describe('pushIterator', () => {
  it('queues pushed values until pulled and cleans up once on return', async () => {
    let cleaned = 0;
    let push!: (v: number) => void;
    const it = pushIterator<number>((p) => {
      push = p;
      return () => cleaned++;
    });
    push(1);
    push(2);
    expect(await it.next()).toEqual({ value: 1, done: false });
    expect(await it.next()).toEqual({ value: 2, done: false });
    const pending = it.next();
    push(3);
    expect(await pending).toEqual({ value: 3, done: false });
    await it.return!();
    await it.return!();
    expect(cleaned).toBe(1);
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });
});
