// The messenger's routes (spec §7, decisions §5), each within the sender's scope (decisions §1).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { parseObjectParam } from '../filter';
import type { AuthUser } from '../models/definition';
import { parseId } from '../models/routes';
import type { Realtime } from '../realtime/server';
import { staffRoom } from '../realtime/server';
import { ticketScope } from '../tickets/repository';
import { isStaff, roomOf, roomUserId, type MessageJson, type MessagesRepository } from './repository';
import { canSeeConversation, staffWatching } from './scope';

type Query = Record<string, unknown>;

export const MESSAGE_ERRORS = {
  tooShort: 'Сообщение должно содержать не менее 3х символов',
  noRoom: 'Название комнаты не определено',
  empty: 'Введите текст или прикрепите файл',
  forbidden: 'Нет доступа к этой переписке',
} as const;

function forbidden(message: string = MESSAGE_ERRORS.forbidden): HttpError {
  return new HttpError(403, message, { code: 'AUTHORIZATION_REQUIRED' });
}

function intParam(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new HttpError(400, `${name} must be an integer from 0 to ${max}`);
  return n;
}

function fileParam(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(422, 'Файл сообщения должен быть объектом {server, container, path}', { code: 'INVALID_FILE' });
  const file = value as Record<string, unknown>;
  if (typeof file.container !== 'string' || typeof file.path !== 'string') {
    throw new HttpError(422, 'Файл сообщения должен быть объектом {server, container, path}', { code: 'INVALID_FILE' });
  }
  return file;
}

export interface MessengerDeps {
  db: Kysely<DB>;
  messages: MessagesRepository;
  realtime: Realtime;
}

export class Messenger {
  constructor(private readonly deps: MessengerDeps) {}

  async assertConversation(viewer: AuthUser, userId: number): Promise<void> {
    if (!(await canSeeConversation(this.deps.db, viewer, userId))) throw forbidden();
  }

  /** Stores a message and publishes it: newMessage to the room, convHasUpdated to staff who watch it. */
  async post(sender: AuthUser, userId: number, input: { text: string | null; file: unknown; ticketId: number | null }): Promise<MessageJson> {
    const message = await this.deps.messages.insert({
      text: input.text,
      file: input.file,
      senderId: sender.id,
      recipientId: sender.id === userId ? null : userId,
      ticketId: input.ticketId,
      room: roomOf(userId),
    });
    const room = roomOf(userId);
    this.deps.realtime.emit(room, 'messenger.newMessage', message);
    await this.publishConversation(userId);
    return message;
  }

  async publishConversation(userId: number): Promise<void> {
    const watchers = await staffWatching(this.deps.db, userId);
    if (watchers.length === 0) return;
    const hasNewMessage = await this.deps.messages.hasNewForStaff(userId);
    const { rows } = await sql<{ id: number }>`select id from messages where room = ${roomOf(userId)} order by id desc limit 1`.execute(this.deps.db);
    const [lastMessage] = rows[0] ? (await this.deps.messages.byRoom(roomOf(userId), 1, null)).items : [];
    this.deps.realtime.emit(watchers.map(staffRoom), 'messenger.convHasUpdated', { roomName: roomOf(userId), userId, hasNewMessage, lastMessage: lastMessage ?? null });
  }

  async read(reader: AuthUser, room: string): Promise<number> {
    const userId = roomUserId(room);
    if (userId === null) throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    await this.assertConversation(reader, userId);
    const count = await this.deps.messages.markRead(room, reader);
    this.deps.realtime.emit(room, 'messenger.hasReadConv', { roomName: room, userId, readerId: reader.id, count });
    if (count > 0) await this.publishConversation(userId);
    return count;
  }
}

export function registerMessengerRoutes(app: FastifyInstance, deps: MessengerDeps, messenger: Messenger): void {
  const { db, messages } = deps;

  app.get<{ Params: { userId: string } }>('/messages/byUserId/:userId', async (request) => {
    const user = requireUser(request);
    const userId = parseId(request.params.userId);
    if (userId === null) throw new HttpError(404, `Unknown "User" id "${request.params.userId}".`, { code: 'MODEL_NOT_FOUND' });
    await messenger.assertConversation(user, userId);
    const filter = parseObjectParam((request.query as Query).filter) ?? {};
    const where = (filter.where ?? {}) as Record<string, unknown>;
    const ticketId = where.ticketId === undefined || where.ticketId === null ? null : Number(where.ticketId);
    if (ticketId !== null && !Number.isInteger(ticketId)) throw new HttpError(400, 'where.ticketId must be an integer');
    const order = String(Array.isArray(filter.order) ? filter.order[0] : (filter.order ?? 'createdAt DESC'));
    return messages.byUser(userId, {
      ticketId,
      limit: intParam(filter.limit, 'limit', 12, 1000),
      skip: intParam(filter.skip ?? filter.offset, 'skip', 0, 1_000_000),
      ascending: /\sasc$/i.test(order.trim()),
    });
  });

  app.post('/messages/send', async (request) => {
    const user = requireUser(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const file = fileParam(body.file);
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (!file && text.length < 3) throw new HttpError(422, MESSAGE_ERRORS.tooShort, { code: 'MESSAGE_TOO_SHORT' });
    const ticketId = body.ticketId === undefined || body.ticketId === null ? null : Number(body.ticketId);
    if (ticketId === null || !Number.isInteger(ticketId)) throw new HttpError(422, 'Не указан чек сообщения (ticketId)', { code: 'TICKET_REQUIRED' });
    const scope = ticketScope(user) ?? sql`true`;
    const { rows } = await sql<{ userId: number | null }>`select tickets.user_id from tickets where tickets.id = ${ticketId} and ${scope}`.execute(db);
    const ticket = rows[0];
    if (!ticket) throw new HttpError(404, `Unknown "Ticket" id "${ticketId}".`, { code: 'MODEL_NOT_FOUND' });
    if (ticket.userId === null) throw new HttpError(422, 'У чека нет пользователя', { code: 'TICKET_WITHOUT_USER' });
    await messenger.assertConversation(user, ticket.userId);
    return messenger.post(user, ticket.userId, { text: text || null, file, ticketId });
  });

  app.get<{ Params: { room: string } }>('/messages/byRoom/:room', async (request) => {
    const user = requireUser(request);
    const userId = roomUserId(request.params.room);
    if (userId === null) throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    await messenger.assertConversation(user, userId);
    const query = request.query as Query;
    let endDate: Date | null = null;
    if (query.endDate !== undefined && query.endDate !== '') {
      endDate = new Date(String(query.endDate));
      if (Number.isNaN(endDate.getTime())) throw new HttpError(400, 'endDate must be a date');
    }
    return messages.byRoom(request.params.room, intParam(query.limit, 'limit', 12, 1000), endDate);
  });

  const sendToRoom = async (user: AuthUser, room: string | undefined, body: Record<string, unknown>) => {
    if (!room || room.trim() === '') throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    const userId = roomUserId(room.trim());
    if (userId === null) throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    const file = fileParam(body.file);
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (!file && text === '') throw new HttpError(422, MESSAGE_ERRORS.empty, { code: 'MESSAGE_EMPTY' });
    await messenger.assertConversation(user, userId);
    return messenger.post(user, userId, { text: text || null, file, ticketId: null });
  };
  app.post<{ Params: { room: string } }>('/messages/sendToRoom/:room', async (request) =>
    sendToRoom(requireUser(request), request.params.room, (request.body ?? {}) as Record<string, unknown>));
  app.post('/messages/sendToRoom', async (request) => sendToRoom(requireUser(request), undefined, {}));

  app.get('/messages/myConvs', async (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    return messages.conversations(user, intParam(query.limit, 'limit', 24, 1000), intParam(query.skip, 'skip', 0, 1_000_000));
  });

  /** Read marks: the reader's side has seen the other side's messages (also the socket event `messenger.hasReadConv`). */
  app.post<{ Params: { room: string } }>('/messages/read/:room', async (request) => {
    const user = requireUser(request);
    return { count: await messenger.read(user, request.params.room) };
  });

  void isStaff;
}
