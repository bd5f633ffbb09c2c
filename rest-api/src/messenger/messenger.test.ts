// The messenger's routes: validation messages, ticket-linked and room messages, pages with `rest`,
// conversations with hasNewMessage and the last message, read marks, and the scope of each role.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTicket, startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import type { ConversationJson, MessageJson } from './repository';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let salesRep: string;
let vendor: string;
let ticketId: number;

beforeAll(async () => {
  [admin, salesRep, vendor] = (await Promise.all(['+79990000001', '+79990000003', '+79990000004'].map((phone) => t.login(phone)))) as [string, string, string];
  ticketId = await createTicket(t.db, { userId: 4, placeId: 1 });
});

type ErrorBody = { error: { statusCode: number; message: string } };

describe(`messenger routes on ${BACKEND}`, () => {
  it("refuses short, empty and room-less messages with the spec's Russian messages", async () => {
    const short = await t.request<ErrorBody>('/messages/send', { method: 'POST', token: admin, body: { ticketId, text: '  ок ' } });
    expect([short.status, short.body.error.message]).toEqual([422, 'Сообщение должно содержать не менее 3х символов']);
    const empty = await t.request<ErrorBody>('/messages/sendToRoom/user-4', { method: 'POST', token: admin, body: { text: '   ' } });
    expect([empty.status, empty.body.error.message]).toEqual([422, 'Введите текст или прикрепите файл']);
    const noRoom = await t.request<ErrorBody>('/messages/sendToRoom', { method: 'POST', token: admin, body: { text: 'Привет' } });
    expect([noRoom.status, noRoom.body.error.message]).toEqual([422, 'Название комнаты не определено']);
    const badRoom = await t.request<ErrorBody>('/messages/sendToRoom/lobby', { method: 'POST', token: admin, body: { text: 'Привет' } });
    expect(badRoom.body.error.message).toBe('Название комнаты не определено');
  });

  it("sends ticket-linked messages (a file without text too) into the user's conversation", async () => {
    const sent = await t.request<MessageJson>('/messages/send', { method: 'POST', token: admin, body: { ticketId, text: '  Уточните дату покупки ' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ text: 'Уточните дату покупки', ticketId, senderId: 1, recipientId: 4, room: 'user-4', saw: false, file: null });
    const file = { server: 'http://x/files', container: 'messages', path: 'a.jpg', thumbs: { 200: 'a_200.jpg' }, mime: 'image/jpeg' };
    const withFile = await t.request<MessageJson>('/messages/send', { method: 'POST', token: vendor, body: { ticketId, file } });
    // The server is the product's own, whatever the client sent (issue 23, F7).
    expect(withFile.body).toMatchObject({ text: null, file: { ...file, server: '/files' }, senderId: 4, recipientId: null, room: 'user-4' });
    const forTicket = await t.request<MessageJson[]>(`/messages/byUserId/4?${filterQuery({ where: { ticketId }, order: 'createdAt ASC' })}`, { token: admin });
    expect(forTicket.body.map((m) => m.senderId)).toEqual([1, 4]);
  });

  it('pages a room by endDate with the count of older messages', async () => {
    for (let i = 1; i <= 5; i += 1) await t.request('/messages/sendToRoom/user-4', { method: 'POST', token: i % 2 ? vendor : admin, body: { text: `Сообщение ${i}` } });
    const first = await t.request<{ items: MessageJson[]; rest: number }>('/messages/byRoom/user-4?limit=3', { token: vendor });
    expect(first.body.items.map((m) => m.text)).toEqual(['Сообщение 3', 'Сообщение 4', 'Сообщение 5']);
    expect(first.body.rest).toBe(4);
    const older = await t.request<{ items: MessageJson[]; rest: number }>(`/messages/byRoom/user-4?limit=3&endDate=${encodeURIComponent(first.body.items[0]!.createdAt)}`, {
      token: vendor,
    });
    expect(older.body.rest).toBe(older.body.items.length === 3 ? 1 : 0);
  });

  it('lists conversations with hasNewMessage and the last message; reading clears it', async () => {
    const convs = await t.request<{ items: ConversationJson[]; total: number }>('/messages/myConvs?limit=24&skip=0', { token: admin });
    expect(convs.body.total).toBe(1);
    expect(convs.body.items[0]).toMatchObject({ roomName: 'user-4', userId: 4, hasNewMessage: true, lastMessage: { text: 'Сообщение 5' }, user: { id: 4, roleName: 'vendor' } });
    const read = await t.request<{ count: number }>('/messages/read/user-4', { method: 'POST', token: admin });
    expect(read.body.count).toBe(4);
    const after = await t.request<{ items: ConversationJson[] }>('/messages/myConvs', { token: admin });
    expect(after.body.items[0]!.hasNewMessage).toBe(false);
    const mine = await t.request<{ items: ConversationJson[]; total: number }>('/messages/myConvs', { token: vendor });
    expect(mine.body).toMatchObject({ total: 1, items: [{ roomName: 'user-4', hasNewMessage: true }] });
  });

  it("searches conversations by the user's name or phone and orders them by message, receipt or not at all", async () => {
    await t.request('/messages/sendToRoom/user-5', { method: 'POST', token: admin, body: { text: 'Здравствуйте, Олег' } });
    await t.request('/messages/sendToRoom/user-6', { method: 'POST', token: admin, body: { text: 'Здравствуйте, Ирина' } });
    const rooms = async (query: string) => (await t.request<{ items: ConversationJson[]; total: number }>(`/messages/myConvs?${query}`, { token: admin })).body;
    // Cyrillic case folding; every word must match a field
    expect(await rooms('search=КИСЕЛ')).toMatchObject({ total: 1, items: [{ roomName: 'user-5', user: { surname: 'Киселёв' } }] });
    expect((await rooms(`search=${encodeURIComponent('ирина кузь')}`)).items.map((c) => c.roomName)).toEqual(['user-6']);
    expect((await rooms(`search=${encodeURIComponent('+7999000010')}`)).items.map((c) => c.roomName)).toEqual(['user-6', 'user-5']);
    expect((await rooms('search=nobody')).total).toBe(0);
    expect((await rooms('order=messages')).items.map((c) => c.roomName)).toEqual(['user-6', 'user-5', 'user-4']);
    expect((await rooms('order=none')).items.map((c) => c.roomName)).toEqual(['user-4', 'user-5', 'user-6']);
    // user 4 has the newest receipt (created by this test)
    expect((await rooms('order=tickets')).items[0]!.roomName).toBe('user-4');
    expect((await t.request<ErrorBody>('/messages/myConvs?order=random', { token: admin })).status).toBe(400);
  });

  it('keeps each role in its scope', async () => {
    expect((await t.request('/messages/byRoom/user-5', { token: vendor })).status).toBe(403);
    expect((await t.request('/messages/sendToRoom/user-5', { method: 'POST', token: vendor, body: { text: 'Привет' } })).status).toBe(403);
    expect((await t.request('/messages/byUserId/4', { token: salesRep })).status).toBe(200);
    expect((await t.request('/messages/byUserId/2', { token: salesRep })).status).toBe(403);
    const convs = await t.request<{ total: number }>('/messages/myConvs', { token: salesRep });
    expect(convs.body.total).toBe(1);
  });
});
