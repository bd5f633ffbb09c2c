// Live records (issue 25): a change recorded in the audit trail reaches the sockets in the record's
// room with who made it; the room is only for users who may read the record.
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTicket, nextEvent, startLiveApp } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';
import { parseRecordRoom, type RecordChangedPayload } from './records';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let vendor: string;

beforeAll(async () => {
  [admin, vendor] = (await Promise.all(['+79990000001', '+79990000004'].map((phone) => t.login(phone)))) as [string, string];
});

const join = (socket: Socket, room: string) => socket.emitWithAck('join', room) as Promise<{ ok: boolean; message?: string }>;

describe(`record rooms on ${BACKEND}`, () => {
  it('reads only rooms of the five followed models with a valid id', () => {
    expect(parseRecordRoom('record:Ticket:577')).toEqual({ model: 'Ticket', id: 577 });
    expect(parseRecordRoom('record:Period:1')).toEqual({ model: 'Period', id: 1 });
    expect([parseRecordRoom('record:Role:1'), parseRecordRoom('record:Ticket:0'), parseRecordRoom('record:Ticket:99999999999'), parseRecordRoom('record:Ticket:1x')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('sends a manual score of a ticket to its room with the actor, and nothing of another ticket', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: 1, status: 'manual', items: [{ name: 'Товар', price: 10_000, quantity: 1 }] });
    const other = await createTicket(t.db, { userId: 4, placeId: 1, status: 'manual' });
    const socket = await t.socket(admin);
    expect(await join(socket, `record:Ticket:${id}`)).toEqual({ ok: true, room: `record:Ticket:${id}` });
    const events: RecordChangedPayload[] = [];
    socket.on('record.changed', (payload: RecordChangedPayload) => events.push(payload));
    const before = await t.request('/tickets/manualProcess', { method: 'POST', token: admin, body: { ticketId: other, score: 1 } });
    expect(before.status).toBe(200);
    const changed = nextEvent<RecordChangedPayload>(socket, 'record.changed');
    const scored = await t.request('/tickets/manualProcess', { method: 'POST', token: admin, body: { ticketId: id, score: 7 } });
    expect(scored.status).toBe(200);
    const event = await changed;
    expect({ ...event, at: typeof event.at }).toEqual({ model: 'Ticket', id, action: 'score', at: 'string', actor: { id: 1, name: 'Анна', surname: 'Смирнова' }, client: null });
    expect(events.filter((e) => e.id !== id)).toEqual([]);
    socket.disconnect();
  });

  it('refuses a record room outside the user scope and of an unknown model', async () => {
    const socket = await t.socket(vendor);
    const foreign = await createTicket(t.db, { userId: 1, placeId: 1 });
    expect(await join(socket, `record:Ticket:${foreign}`)).toEqual({ ok: false, message: `Нет доступа к комнате record:Ticket:${foreign}` });
    expect(await join(socket, 'record:Role:1')).toEqual({ ok: false, message: 'Нет доступа к комнате record:Role:1' });
    socket.disconnect();
  });
});
