// socket.io with a real client: the token handshake, rooms within the scope, the auto-processor's and
// the messenger's events, device commands, and a second replica on the same database and Redis.
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTicket, nextEvent, startLiveApp, waitFor } from '../../test/live';
import { appFor, BACKEND, TEST_PG_URL } from '../../test/support';
import { openDatabase } from '../db/database';

const t = appFor(() => startLiveApp({ seed: true, live: { redisUrl: 'redis://127.0.0.1:6379' } }));
let admin: string;
let manager: string;
let vendor: string;

beforeAll(async () => {
  [admin, manager, vendor] = (await Promise.all(['+79990000001', '+79990000002', '+79990000004'].map((phone) => t.login(phone)))) as [string, string, string];
});

const join = (socket: Socket, room: string) => socket.emitWithAck('join', room) as Promise<{ ok: boolean; message?: string }>;

describe(`socket.io on ${BACKEND}`, () => {
  it('refuses a connection without a valid access_token', async () => {
    await expect(t.socket('')).rejects.toThrow('Authorization Required');
    await expect(t.socket('not-a-token')).rejects.toThrow('Authorization Required');
  });

  it('lets admins and regional managers into ticket-auto-processor, with the status, whole history and counter on join', async () => {
    const refused = await t.socket(vendor);
    expect(await join(refused, 'ticket-auto-processor')).toEqual({ ok: false, message: 'Нет доступа к комнате ticket-auto-processor' });
    const socket = await t.socket(manager);
    const status = nextEvent(socket, 'ticketAutoProcessor.status');
    const history = nextEvent(socket, 'ticketAutoProcessor.history');
    const counter = nextEvent<Record<string, number>>(socket, 'ticketAutoProcessor.ticketCounter');
    expect(await join(socket, 'ticket-auto-processor')).toEqual({ ok: true, room: 'ticket-auto-processor' });
    expect(await status).toBe('stopped');
    expect(await history).toEqual([]);
    expect(Object.keys(await counter).sort()).toEqual(['delayed', 'manual', 'new', 'processed', 'processing', 'rejected']);
  });

  it('publishes status, history records and counters while the processor runs', async () => {
    const socket = await t.socket(admin);
    await join(socket, 'ticket-auto-processor');
    const statuses: string[] = [];
    socket.on('ticketAutoProcessor.status', (s: string) => statuses.push(s));
    const record = nextEvent<{ hour: string; processed: number; rejected: number }>(socket, 'ticketAutoProcessor.historyRecord', 20_000);
    const counter = nextEvent<Record<string, number>>(socket, 'ticketAutoProcessor.ticketCounter', 20_000);
    await t.request('/tickets/startAutoProcessing', { token: admin });
    const r = await record;
    expect(r.hour).toMatch(/T\d\d:00:00\.000Z$/);
    expect(r.processed + r.rejected).toBeGreaterThan(0);
    expect((await counter).new).toBeGreaterThanOrEqual(0);
    await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from tickets where status = 'new'`.execute(t.db)).rows[0]!.n === 0, 20_000, 'the queue');
    await t.request('/tickets/stopAutoProcessing', { token: admin });
    await waitFor(() => statuses.includes('stopped'), 10_000, 'stopped');
    expect(statuses[0]).toBe('processing');
  });

  it('delivers messenger events: newMessage to the room, convHasUpdated to staff who watch the conversation, hasReadConv on reading', async () => {
    const staff = await t.socket(admin);
    expect(await join(staff, 'user-4')).toEqual({ ok: true, room: 'user-4' });
    const app = await t.socket(vendor, { client: 'app' });
    expect(await join(app, 'user-5')).toMatchObject({ ok: false });
    const newMessage = nextEvent<{ text: string; room: string; senderId: number }>(staff, 'messenger.newMessage');
    const onDevice = nextEvent<{ text: string }>(app, 'messenger.newMessage');
    const updated = nextEvent<{ roomName: string; hasNewMessage: boolean; lastMessage: { text: string } }>(staff, 'messenger.convHasUpdated');
    const sent = await t.request('/messages/sendToRoom/user-4', { method: 'POST', token: vendor, body: { text: 'Здравствуйте, чек не принят' } });
    expect(sent.status).toBe(200);
    expect(await newMessage).toMatchObject({ text: 'Здравствуйте, чек не принят', room: 'user-4', senderId: 4 });
    expect((await onDevice).text).toBe('Здравствуйте, чек не принят');
    expect(await updated).toMatchObject({ roomName: 'user-4', hasNewMessage: true, lastMessage: { text: 'Здравствуйте, чек не принят' } });

    const read = nextEvent<{ roomName: string; readerId: number }>(app, 'messenger.hasReadConv');
    expect(await staff.emitWithAck('messenger.hasReadConv', 'user-4')).toEqual({ ok: true, count: 1 });
    expect(await read).toMatchObject({ roomName: 'user-4', readerId: 1 });
  });

  it('counts app devices by scope and sends them commands (admins only)', async () => {
    const device = await t.socket(vendor, { client: 'app' });
    await t.socket(admin); // a staff socket is not a device
    const count = async (scope: unknown) => (await t.request<{ count: number }>('/users/countSocketClients', { method: 'POST', token: admin, body: scope })).body.count;
    const all = await count({});
    expect(all).toBeGreaterThanOrEqual(1);
    expect(await count({ scope: { userId: 4 } })).toBe(all);
    expect(await count({ userId: 5 })).toBe(0);
    expect(await count({ scope: { roleName: 'vendor' } })).toBe(all);
    expect(await count({ scope: { roleName: 'admin' } })).toBe(0);
    expect(await count({ scope: { placeId: 1 } })).toBe(all);
    const received = nextEvent<{ url: string }>(device, 'openScreen');
    const sent = await t.request<{ count: number }>('/users/emitSocketEvent', {
      method: 'POST',
      token: admin,
      body: { event: 'openScreen', payload: { url: '/tickets' }, scope: { userId: 4 } },
    });
    expect(sent.body).toEqual({ count: all });
    expect(await received).toEqual({ url: '/tickets' });
    const none = await t.request<{ error: { message: string } }>('/users/emitSocketEvent', { method: 'POST', token: admin, body: { payload: {} } });
    expect([none.status, none.body.error.message]).toEqual([422, 'Требуется команда']);
    expect((await t.request('/users/countSocketClients', { method: 'POST', token: manager, body: {} })).status).toBe(403);
    const online = await t.request<Array<{ id: number; online?: boolean; isOnline?: boolean }>>('/vendors/withOnline?filter[where][id]=4', { token: admin });
    expect(online.status).toBe(200);
    expect(online.body[0]).toMatchObject({ id: 4 });
  });

  it('a second replica on the same database and Redis delivers events to a client of the first', async () => {
    const second = await startLiveApp({
      testDatabase: t.testDatabase,
      database: TEST_PG_URL ? await openDatabase({ dataDir: 'memory', databaseUrl: t.testDatabase.databaseUrl }) : { ...t.database, close: async () => {} },
      live: { redisUrl: 'redis://127.0.0.1:6379' },
    });
    try {
      const staff = await t.socket(admin);
      await join(staff, 'user-4');
      const device = await t.socket(vendor, { client: 'app' });
      const message = nextEvent<{ text: string }>(staff, 'messenger.newMessage');
      const ticket = await createTicket(t.db, { userId: 4, placeId: 1 });
      const reply = await second.request('/messages/send', { method: 'POST', token: admin, body: { ticketId: ticket, text: 'Пришлите фото чека' } });
      expect(reply.status).toBe(200);
      expect((await message).text).toBe('Пришлите фото чека');
      // device commands and counts reach sockets of every replica
      const count = await second.request<{ count: number }>('/users/countSocketClients', { method: 'POST', token: admin, body: { userId: 4 } });
      expect(count.body.count).toBeGreaterThanOrEqual(1);
      const command = nextEvent(device, 'sync');
      const sent = await second.request<{ count: number }>('/users/emitSocketEvent', { method: 'POST', token: admin, body: { event: 'sync', scope: { userId: 4 } } });
      expect(sent.body.count).toBe(count.body.count);
      expect(await command).toBeNull();
      // A sign-out on one replica ends that session's socket on the other (issue 16, finding 4).
      const session = await t.login('+79990000002');
      const socket = await t.socket(session);
      const revoked = nextEvent<{ reason: string }>(socket, 'session.revoked');
      const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await second.request('/users/logout', { method: 'POST', token: session })).status).toBe(204);
      expect(await revoked).toEqual({ reason: 'logout' });
      expect(await gone).toBe('io server disconnect');
    } finally {
      await second.close();
    }
  });
});
