import type { Resolvers } from '../../__generated__/resolvers-types';
import * as messenger from '../../upstream/messenger';
import type { RestConversation } from '../../upstream/types';
import { ErrorCode, gatewayError } from '../../errors';
import { identity, socketStream } from '../../realtime/stream';
import { topics } from '../../realtime/topics';
import { paging } from '../lists';
import type { GatewayContext } from '../../context';
import { roomUser } from '../../security/checks';
import { readsRecord, scopeOf } from '../../security/scope';
import { readableEvents, whileReadable } from '../live/resolvers';
import { valueOf } from '../../realtime/shared-execution';
import { restFile } from '../files/resolvers';

/**
 * A page of a user's messages, optionally only those about a ticket, newest first: one
 * `GET /messages/byUserId/{userId}` call. The route answers a plain array (spec §7; rest-api and a
 * stock LoopBack API alike), no count: it is asked for one row more than the page, so that `total`
 * says whether an older page exists — exact on the last page, else this page's end plus one.
 */
async function messagePage(ctx: GatewayContext, userId: number, ticketId: number | null, pageArg: number | null | undefined, pageSizeArg: number | null | undefined) {
  const { page, pageSize, limit, skip } = paging(pageArg, pageSizeArg, 12);
  const where = ticketId === null ? {} : { ticketId };
  const res = await messenger.userMessages(ctx.upstream, userId, { where, order: 'createdAt DESC', limit: limit + 1, skip });
  const rows = Array.isArray(res) ? res : res.items;
  const total = Array.isArray(res) ? skip + rows.length : (res.total ?? skip + rows.length);
  return { items: rows.slice(0, limit), total, page, pageSize };
}

const conversationUser = (c: RestConversation): number | null => c.userId ?? c.user?.id ?? roomUser(c.roomName);

export const messengerResolvers: Resolvers = {
  Query: {
    async conversations(_p, args, ctx) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 24);
      const res = await messenger.myConversations(ctx.upstream, {
        limit,
        skip,
        search: args.search?.trim() || undefined,
        order: args.order ?? undefined,
      });
      const items = Array.isArray(res) ? res : res.items;
      return { items, total: Array.isArray(res) ? items.length : (res.total ?? items.length), page, pageSize };
    },
    async roomMessages(_p, { room, limit, before }, ctx) {
      return messenger.roomMessages(ctx.upstream, room, {
        limit: limit ?? 12,
        endDate: before ?? undefined,
      });
    },
    userMessages: (_p, args, ctx) => messagePage(ctx, args.userId, args.ticketId ?? null, args.page, args.pageSize),
  },
  Mutation: {
    sendMessage: (_p, { input }, ctx) =>
      messenger.sendAboutTicket(ctx.upstream, { ticketId: input.ticketId, text: input.text ?? undefined, file: restFile(input.file) ?? undefined }),
    sendRoomMessage: (_p, { room, text, file }, ctx) => messenger.sendToRoom(ctx.upstream, room.trim(), { text: text ?? undefined, file: restFile(file) ?? undefined }),
    markConversationRead: (_p, { room }, ctx) => messenger.markRead(ctx.upstream, room),
  },
  // The ticket page's chat with the ticket (issue 27): the row's `userId` names the conversation.
  Ticket: {
    messages: (t, args, ctx) => {
      if (t.userId == null) {
        const { page, pageSize } = paging(args.page, args.pageSize, 12);
        return { items: [], total: 0, page, pageSize };
      }
      return messagePage(ctx, t.userId, t.id, args.page, args.pageSize);
    },
  },
  Message: {
    saw: (m) => !!m.saw,
    sender: (m, _a, ctx) => m.sender ?? (m.senderId == null ? null : ctx.loaders.userById.load(m.senderId)),
    recipient: (m, _a, ctx) => m.recipient ?? (m.recipientId == null ? null : ctx.loaders.userById.load(m.recipientId)),
    ticket: (m, _a, ctx) => (m.ticketId == null ? null : ctx.loaders.ticketById.load(m.ticketId)),
  },
  // A conversation update may carry only the spec's fields (`roomName`, `hasNewMessage`, issue 37):
  // its person comes from the room, and a last message it does not carry is read, never answered as none.
  Conversation: {
    hasNewMessage: (c) => !!c.hasNewMessage,
    userId: (c) => conversationUser(c),
    // The conversation answers a short user; the full row comes through the loader.
    user: (c, _a, ctx) => {
      const id = conversationUser(c);
      return id == null ? null : ctx.loaders.userById.load(id);
    },
    lastMessage: async (c, _a, ctx) => {
      if (c.lastMessage !== undefined) return c.lastMessage;
      const id = conversationUser(c);
      return id == null ? null : ((await messagePage(ctx, id, null, 1, 1)).items[0] ?? null);
    },
  },
  Subscription: {
    messageAdded: {
      // A room is a person's conversation (`user-{id}`): the subscriber must read that person, and the
      // stream ends, saying nothing, once he no longer does (issue 37: a sales rep taken off the place).
      subscribe: async (_p, { room }, ctx) => {
        const userId = roomUser(room);
        const person = userId === null ? null : await ctx.loaders.userById.load(userId).catch(() => null);
        if (!(await readsRecord(ctx, await scopeOf(ctx), 'USER', person))) throw gatewayError(ErrorCode.NOT_FOUND, `Переписка ${room} не найдена`, { room });
        return whileReadable(ctx, 'USER', userId!, socketStream(ctx, { channel: topics.messageInRoom(room), map: (p) => (p?.room === room ? p : null) }));
      },
      resolve: identity,
    },
    ticketMessageAdded: {
      subscribe: async (_p, { ticketId }, ctx) => {
        const ticket = await ctx.loaders.ticketById.load(ticketId);
        // The ticket as the roles table lets the caller read it; the chat goes quiet once he no longer does (issue 37).
        if (!(await readsRecord(ctx, await scopeOf(ctx), 'TICKET', ticket))) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${ticketId} не найден`, { id: ticketId });
        if (ticket!.userId == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'У чека нет пользователя', { id: ticketId });
        return whileReadable(
          ctx,
          'TICKET',
          ticketId,
          socketStream(ctx, {
            channel: topics.messageToUser(ticket!.userId),
            map: (p) => (p?.ticketId === ticketId ? p : null),
          }),
        );
      },
      resolve: identity,
    },
    conversationUpdated: {
      // Staff sockets are in their own room on the API; no join needed. The API tells every staff
      // socket of every conversation: each is passed on only to whom reads its person when it comes (issue 37).
      subscribe: (_p, _a, ctx) =>
        readableEvents(
          ctx,
          'USER',
          (event) => {
            const c = valueOf(event);
            return c.userId ?? roomUser(c.roomName);
          },
          socketStream(ctx, { channel: topics.conversationUpdated(), map: (p) => (p && typeof p === 'object' && 'roomName' in p ? p : null) }),
        ),
      resolve: identity,
    },
    conversationRead: {
      subscribe: (_p, { room }, ctx) =>
        socketStream(ctx, {
          channel: topics.conversationRead(room),
          map: (r) => (r?.roomName === room ? { roomName: room, userId: r.userId ?? null, readerId: r.readerId ?? null, count: r.count ?? 0 } : null),
        }),
      resolve: identity,
    },
  },
};
