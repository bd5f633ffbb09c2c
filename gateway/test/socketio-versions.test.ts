// Live updates in front of socket.io 2 and 4 alike (issue 24): a real socket.io server of each
// version beside a LoopBack-like REST stub, the token in the handshake's query as a LoopBack 3-era
// app reads it; the gateway finds the version out (`UPSTREAM_SOCKETIO=auto`, the default), and a
// GraphQL subscription receives the API's `messenger.newMessage`. The link's state is exposed as
// `liveStatusChanged` / `liveStatus` and follows the link going down and back up.
import type { Server as HttpServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { Server as ServerV4 } from 'socket.io';
import ioV2 from 'socket.io-v2';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import { lbError, startFakeLoopback, type FakeLoopback } from './fake-loopback';
import { until, wsClient } from './harness';

const TOKEN = 'lb3-token-admin';
const ADMIN = { id: 1, phone: '+79990000001', firstName: 'Анна', lastName: 'Админова', roleId: 1, roleName: 'admin', role: { id: 1, name: 'admin' } };

interface SocketHandle {
  id: string;
  handshake: { query: Record<string, unknown> };
  disconnect(close?: boolean): unknown;
}

/** A socket.io server of `version` on the API's HTTP server, as a LoopBack 3-era app runs it. */
function attachSocketIo(version: 2 | 4, server: HttpServer) {
  const state = { refuse: false };
  const joined = new Set<string>();
  const connectionGate = (query: Record<string, unknown>): Error | null => {
    if (state.refuse) return new Error('Service Unavailable');
    if (query.access_token !== TOKEN) return Object.assign(new Error('Authorization Required'), { data: { code: 'AUTHORIZATION_REQUIRED' } });
    return null;
  };
  const io2 = version === 2 ? ioV2(server) : null;
  const io4 = version === 4 ? new ServerV4(server) : null;
  const onJoin = (room: string) => joined.add(room);
  if (io2) {
    io2.use((socket, next) => next(connectionGate(socket.handshake.query) ?? undefined));
    io2.on('connection', (socket) => {
      socket.on('join', (room: string) => void socket.join(room, () => onJoin(room)));
      socket.on('leave', (room: string) => void socket.leave(room));
    });
  }
  if (io4) {
    io4.use((socket, next) => next(connectionGate(socket.handshake.query) ?? undefined));
    io4.on('connection', (socket) => {
      socket.on('join', (room: string) => {
        void socket.join(room);
        onJoin(room);
      });
      socket.on('leave', (room: string) => void socket.leave(room));
    });
  }
  const sockets = (): SocketHandle[] => (io2 ? Object.values(io2.sockets.sockets) : [...io4!.sockets.sockets.values()]);
  return {
    state,
    joined,
    connected: () => sockets().length,
    ids: () => sockets().map((s) => s.id),
    emit: (room: string, event: string, payload: unknown) => (io2 ? io2.to(room).emit(event, payload) : io4!.to(room).emit(event, payload)),
    disconnectAll: () => sockets().forEach((s) => s.disconnect(true)),
    close: () => new Promise<void>((resolve) => (io2 ? io2.close(() => resolve()) : void io4!.close(() => resolve()))),
  };
}

/** Collects a subscription's values and errors. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const values: T[] = [];
  const errors: unknown[] = [];
  client.subscribe<T>({ query, variables }, { next: (v) => values.push(v.data as T), error: (e) => errors.push(e), complete: () => {} });
  return { values, errors };
}

let cleanup: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

async function setUp(version: 2 | 4) {
  const api: FakeLoopback = await startFakeLoopback({
    // The person of the room the test subscribes to (the gateway checks the subscriber reads him).
    models: { '/users': { properties: ['id', 'name', 'roleId'], rows: [{ id: 5, name: 'Ольга', roleId: 4 }] } },
    routes: {
      'GET /users/me': (req) => (req.token === TOKEN ? { body: ADMIN } : lbError(401, 'Authorization Required', 'AUTHORIZATION_REQUIRED')),
      'GET /messages/byUserId/5': () => ({ body: [{ id: 41, text: 'Чек принят', room: 'user-5', senderId: 1, createdAt: '2026-11-26T06:00:00.000Z', saw: false }] }),
    },
  });
  cleanup.push(() => api.close());
  const sio = attachSocketIo(version, api.server);
  cleanup.push(() => sio.close());
  const config = loadConfig({ PORT: '0', UPSTREAM_URL: api.url, WEB_DIST: 'none', LOG_LEVEL: 'silent' });
  const warnings: string[] = [];
  const logger = createLogger('warn', (line) => warnings.push((JSON.parse(line) as { msg: string }).msg));
  const gateway: RunningGateway = await startGateway({ config, logger });
  cleanup.push(() => gateway.close());
  const client = wsClient(gateway.url, `access_token=${TOKEN}`);
  cleanup.push(() => client.dispose());
  const gql = async (query: string) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `access_token=${TOKEN}` },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  return { api, sio, gateway, client, gql, warnings };
}

type Live = { liveStatusChanged: { upstreamConnected: boolean; upstreamProtocol: string | null } };

describe.each([2, 4] as const)('live updates in front of a socket.io %i API', (version) => {
  it('a message the API emits to a room reaches the GraphQL subscription, and the link state follows the link', async () => {
    const { sio, client, gql, warnings } = await setUp(version);
    const live = collect<Live>(client, 'subscription { liveStatusChanged { upstreamConnected upstreamProtocol } }');
    const conversations = collect(client, 'subscription { conversationUpdated { roomName userId hasNewMessage lastMessage { id text } } }');
    const messages = collect(client, 'subscription ($room: String!) { messageAdded(room: $room) { id text room senderId } }', { room: 'user-5' });
    await until(() => sio.joined.has('user-5'), 15_000, `the gateway joining user-5 on the socket.io ${version} server`);

    sio.emit('user-5', 'messenger.newMessage', { id: 41, text: 'Чек принят', room: 'user-5', senderId: 1, createdAt: '2026-11-26T06:00:00.000Z', saw: false });
    await until(() => messages.values.length === 1, 10_000, 'the message');
    expect(messages.values).toEqual([{ messageAdded: { id: 41, text: 'Чек принят', room: 'user-5', senderId: 1 } }]);
    expect(messages.errors).toEqual([]);
    const protocol = `V${version}`;
    expect(live.values).toEqual([{ liveStatusChanged: { upstreamConnected: true, upstreamProtocol: protocol } }]);
    expect(await gql('{ liveStatus { upstreamConnected upstreamProtocol } }')).toEqual({
      data: { liveStatus: { upstreamConnected: true, upstreamProtocol: protocol } },
    });

    // A conversation update with only the spec's fields (issue 37): the person from the room, the last message read.
    for (const id of sio.ids()) sio.emit(id, 'messenger.convHasUpdated', { roomName: 'user-5', hasNewMessage: true });
    await until(() => conversations.values.length === 1, 10_000, 'the conversation update');
    expect(conversations.values).toEqual([{ conversationUpdated: { roomName: 'user-5', userId: 5, hasNewMessage: true, lastMessage: { id: 41, text: 'Чек принят' } } }]);

    expect(warnings).toEqual([]);

    // The API drops the link and refuses it for a while: the state says so (and the log, once as a
    // warning however many attempts fail), then comes back.
    sio.state.refuse = true;
    sio.disconnectAll();
    await until(() => live.values.length === 2, 10_000, 'the lost link');
    expect(live.values[1]).toEqual({ liveStatusChanged: { upstreamConnected: false, upstreamProtocol: protocol } });
    expect(await gql('{ liveStatus { upstreamConnected } }')).toEqual({ data: { liveStatus: { upstreamConnected: false } } });
    sio.state.refuse = false;
    await until(() => live.values.length === 3, 15_000, 'the link back');
    expect(live.values[2]).toEqual({ liveStatusChanged: { upstreamConnected: true, upstreamProtocol: protocol } });
    expect(live.errors).toEqual([]);
    expect(warnings).toEqual(['upstream socket disconnected: live updates stop until it is back']);
  });
});
