// The messenger's routes (spec §7, product-rules §5), each within the sender's scope (product-rules §1).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { parseObjectParam } from '../models/filter';
import type { AuthUser } from '../models/definition';
import { parseId } from '../models/routes';
import type { Realtime } from '../realtime/server';
import { staffRoom } from '../realtime/server';
import { visibleTicketUser } from '../tickets/repository';
import {
  canSeeConversation,
  CONVERSATION_ORDERS,
  MAX_USER_ID,
  roomOf,
  roomUserId,
  staffWatching,
  type ConversationOrder,
  type MessageJson,
  type MessagesRepository,
} from './repository';
import { component, routeOptions, type RouteDoc, type RouteSchema, type Schema } from '../openapi/docs';
import { FilterQuery, IdString } from '../openapi/schemas';
import { Type, type Static, type TProperties } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storedDate } from '../http/stored';
import { assertAttachable } from '../files/access';
import { FILE_REFERENCE_MESSAGE, ownFileReference, type FileReference } from '../files/references';

/** A route's validated schema (fastify) and its document (tag Message). */
const doc = <S extends RouteSchema = Record<never, never>>(openapi: Omit<RouteDoc, 'tags'>, schema: S = {} as S) => routeOptions({ tags: ['Message'], ...openapi }, schema);
const nullableInt = { type: 'integer', nullable: true };
const fileSchema: Schema = {
  type: 'object',
  nullable: true,
  required: ['container', 'path'],
  additionalProperties: true,
  properties: {
    server: { type: 'string', nullable: true },
    container: { type: 'string' },
    path: { type: 'string' },
    name: { type: 'string', nullable: true },
    mime: { type: 'string' },
  },
  description: 'An uploaded file (POST /fileUpload/single’s answer)',
};
const message = component('Message', {
  type: 'object',
  required: ['id', 'text', 'createdAt', 'updatedAt', 'file', 'senderId', 'recipientId', 'ticketId', 'room', 'saw'],
  properties: {
    id: { type: 'integer' },
    text: { type: 'string', nullable: true },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    file: fileSchema,
    senderId: nullableInt,
    recipientId: nullableInt,
    ticketId: nullableInt,
    room: { type: 'string', description: '`user-<id>`: the conversation of that user with the staff' },
    saw: { type: 'boolean' },
  },
});
const conversation = component('Conversation', {
  type: 'object',
  required: ['roomName', 'userId', 'hasNewMessage', 'lastMessage', 'user'],
  properties: {
    roomName: { type: 'string' },
    userId: { type: 'integer' },
    hasNewMessage: { type: 'boolean' },
    lastMessage: { type: 'object', allOf: [message], nullable: true },
    user: {
      type: 'object',
      nullable: true,
      required: ['id', 'name', 'surname', 'middleName', 'phone', 'avatar', 'roleName', 'placeId', 'cityId'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string', nullable: true },
        surname: { type: 'string', nullable: true },
        middleName: { type: 'string', nullable: true },
        phone: { type: 'string', nullable: true },
        avatar: {},
        roleName: { type: 'string', nullable: true },
        placeId: nullableInt,
        cityId: nullableInt,
      },
    },
  },
});
const count: Schema = { $ref: '#/components/schemas/Count' };
const RoomParams = Type.Object({ room: Type.String({ description: '`user-<id>` (another name: 422 ROOM_REQUIRED)' }) });
/** A message's body: a text (at least 3 characters without a file), a file of the product's own storage. */
const messageBody = <T extends TProperties>(extra: T) =>
  Type.Object(
    {
      text: Type.Optional(Type.Unsafe<string | null>({ type: 'string', nullable: true, description: 'At least 3 characters without a file' })),
      file: Type.Optional(Type.Unsafe<Record<string, unknown> | null>(fileSchema)),
      ...extra,
    },
    { additionalProperties: false },
  );
const roomMessage = messageBody({});
const optionalString = (description: string) => Type.Optional(Type.String({ description }));

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
  if (!Number.isInteger(n) || n < 0 || n > max) throw new HttpError(400, `${name}: ожидается целое число от 0 до ${max}`, { code: 'INVALID_PARAMETER' });
  return n;
}

function fileParam(value: Record<string, unknown> | null | undefined): FileReference | null {
  if (!value) return null;
  // Only the product's own storage (files/references.ts): no outside URL reaches a staff browser.
  const file = ownFileReference(value);
  if (!file) throw new HttpError(422, FILE_REFERENCE_MESSAGE, { code: 'INVALID_FILE' });
  return { ...file };
}

export interface MessengerDeps {
  db: Kysely<DB>;
  messages: MessagesRepository;
  realtime: Realtime;
}

export class Messenger {
  constructor(private readonly deps: MessengerDeps) {}

  async assertConversation(viewer: AuthUser, userId: number): Promise<void> {
    // `user-9999999999`: no such user can exist (ids are int4); not a database error (issue 16).
    if (userId > MAX_USER_ID) throw new HttpError(404, `Unknown "User" id "${userId}".`, { code: 'MODEL_NOT_FOUND' });
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
    const [lastMessage] = (await this.deps.messages.byRoom(roomOf(userId), 1, null)).items;
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

export function registerMessengerRoutes(fastify: FastifyInstance, deps: MessengerDeps, messenger: Messenger): void {
  const { db, messages } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/messages/byUserId/:userId',
    doc(
      {
        operationId: 'messageByUserId',
        summary: 'The messages of a user’s conversation (filter: where.ticketId, order createdAt ASC|DESC, limit, skip)',
        response: { type: 'array', items: message },
      },
      { params: Type.Object({ userId: IdString('The user id') }), querystring: FilterQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const userId = parseId(request.params.userId);
      if (userId === null) throw new HttpError(404, `Unknown "User" id "${request.params.userId}".`, { code: 'MODEL_NOT_FOUND' });
      await messenger.assertConversation(user, userId);
      const filter = parseObjectParam(request.query.filter) ?? {};
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
    },
  );

  app.post(
    '/messages/send',
    doc(
      {
        operationId: 'messageSend',
        summary: 'Send a message about a ticket to its user’s conversation: the message',
        response: message,
      },
      { body: messageBody({ ticketId: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The ticket' }) }) },
    ),
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const file = fileParam(body.file);
      if (file) await assertAttachable(db, user, file);
      const text = (body.text ?? '').trim();
      if (!file && text.length < 3) throw new HttpError(422, MESSAGE_ERRORS.tooShort, { code: 'MESSAGE_TOO_SHORT' });
      const { ticketId } = body;
      const ticket = await visibleTicketUser(db, user, ticketId);
      if (!ticket) throw new HttpError(404, `Unknown "Ticket" id "${ticketId}".`, { code: 'MODEL_NOT_FOUND' });
      if (ticket.userId === null) throw new HttpError(422, 'У чека нет пользователя', { code: 'TICKET_WITHOUT_USER' });
      await messenger.assertConversation(user, ticket.userId);
      return messenger.post(user, ticket.userId, { text: text || null, file, ticketId });
    },
  );

  app.get(
    '/messages/byRoom/:room',
    doc(
      {
        operationId: 'messageByRoom',
        summary: 'A conversation’s latest messages before endDate: {items, rest}',
        response: {
          type: 'object',
          required: ['items', 'rest'],
          properties: { items: { type: 'array', items: message }, rest: { type: 'integer', description: 'How many older messages remain' } },
        },
      },
      { params: RoomParams, querystring: Type.Object({ limit: optionalString('Default 12, at most 1000'), endDate: optionalString('Messages before this date (ISO 8601)') }) },
    ),
    async (request) => {
      const user = requireUser(request);
      const userId = roomUserId(request.params.room);
      if (userId === null) throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
      await messenger.assertConversation(user, userId);
      const { query } = request;
      let endDate: Date | null = null;
      if (query.endDate !== undefined && query.endDate !== '') {
        endDate = storedDate(String(query.endDate));
        if (!endDate) throw new HttpError(400, 'endDate: ожидается дата в формате ISO 8601 (годы 1–9999)', { code: 'INVALID_PARAMETER' });
      }
      return messages.byRoom(request.params.room, intParam(query.limit, 'limit', 12, 1000), endDate);
    },
  );

  const sendToRoom = async (user: AuthUser, room: string | undefined, body: Static<typeof roomMessage>) => {
    if (!room || room.trim() === '') throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    const userId = roomUserId(room.trim());
    if (userId === null) throw new HttpError(422, MESSAGE_ERRORS.noRoom, { code: 'ROOM_REQUIRED' });
    const file = fileParam(body.file);
    if (file) await assertAttachable(db, user, file);
    const text = (body.text ?? '').trim();
    if (!file && text === '') throw new HttpError(422, MESSAGE_ERRORS.empty, { code: 'MESSAGE_EMPTY' });
    await messenger.assertConversation(user, userId);
    return messenger.post(user, userId, { text: text || null, file, ticketId: null });
  };
  app.post(
    '/messages/sendToRoom/:room',
    doc(
      { operationId: 'messageSendToRoom', summary: 'Send a message (text or a file) to a conversation: the message', response: message },
      { params: RoomParams, body: roomMessage },
    ),
    async (request) => sendToRoom(requireUser(request), request.params.room, request.body),
  );
  app.post(
    '/messages/sendToRoom',
    doc({ operationId: 'messageSendToNoRoom', summary: 'Without a room: always 422 ROOM_REQUIRED (as the spec’s server)', response: message }),
    async (request) => sendToRoom(requireUser(request), undefined, {}),
  );

  app.get(
    '/messages/myConvs',
    doc(
      {
        operationId: 'messageMyConvs',
        summary: 'The conversations the user may see: {items, total}',
        response: { type: 'object', required: ['items', 'total'], properties: { items: { type: 'array', items: conversation }, total: { type: 'integer' } } },
      },
      {
        querystring: Type.Object({
          limit: optionalString('Default 24, at most 1000'),
          skip: optionalString('Default 0'),
          search: optionalString('Words matched in the user’s name and phone'),
          order: optionalString(`One of ${CONVERSATION_ORDERS.join(', ')}`),
        }),
      },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      const order = query.order === undefined || query.order === '' ? undefined : String(query.order);
      if (order !== undefined && !(CONVERSATION_ORDERS as readonly string[]).includes(order)) {
        throw new HttpError(400, `order: допустимы ${CONVERSATION_ORDERS.join(', ')}`, { code: 'INVALID_PARAMETER' });
      }
      return messages.conversations(user, intParam(query.limit, 'limit', 24, 1000), intParam(query.skip, 'skip', 0, 1_000_000), null, {
        search: query.search === undefined ? undefined : String(query.search),
        order: order as ConversationOrder | undefined,
      });
    },
  );

  /** Read marks: the reader's side has seen the other side's messages (also the socket event `messenger.hasReadConv`). */
  app.post(
    '/messages/read/:room',
    doc({ operationId: 'messageRead', summary: 'Mark the other side’s messages of a conversation read: {count}', response: count }, { params: RoomParams }),
    async (request) => {
      const user = requireUser(request);
      return { count: await messenger.read(user, request.params.room) };
    },
  );
}
