import type { Resolvers } from '../../__generated__/resolvers-types';
import * as messenger from '../../upstream/messenger';
import type { RestFile } from '../../upstream/types';
import { ErrorCode, gatewayError } from '../../errors';
import { identity, socketStream } from '../../realtime/stream';
import { topics } from '../../realtime/topics';
import { paging } from '../lists';

/** A GraphQL FileInput as the API stores it: thumbnails keyed by width. */
function restFile(file: { server?: string | null; container: string; path: string; mime?: string | null; name?: string | null; thumbs?: readonly { width: number; path: string }[] | null } | null | undefined): RestFile | undefined {
  if (!file) return undefined;
  return {
    server: file.server ?? null,
    container: file.container,
    path: file.path,
    mime: file.mime ?? null,
    thumbs: file.thumbs ? Object.fromEntries(file.thumbs.map((t) => [String(t.width), t.path])) : null,
    ...(file.name ? { name: file.name } : {}),
  };
}


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
    async userMessages(_p, args, ctx) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const where = args.ticketId == null ? {} : { ticketId: args.ticketId };
      const res = await messenger.userMessages(ctx.upstream, args.userId, { where, order: 'createdAt DESC', limit, skip });
      const items = Array.isArray(res) ? res : res.items;
      return { items, total: Array.isArray(res) ? skip + items.length : (res.total ?? items.length), page, pageSize };
    },
  },
  Mutation: {
    sendMessage: (_p, { input }, ctx) =>
      messenger.sendAboutTicket(ctx.upstream, { ticketId: input.ticketId, text: input.text ?? undefined, file: restFile(input.file) }),
    sendRoomMessage: (_p, { room, text, file }, ctx) =>
      messenger.sendToRoom(ctx.upstream, room.trim(), { text: text ?? undefined, file: restFile(file) }),
    markConversationRead: (_p, { room }, ctx) => messenger.markRead(ctx.upstream, room),
  },
  Message: {
    saw: (m) => !!m.saw,
    sender: (m, _a, ctx) => m.sender ?? (m.senderId == null ? null : ctx.loaders.userById.load(m.senderId)),
    recipient: (m, _a, ctx) => m.recipient ?? (m.recipientId == null ? null : ctx.loaders.userById.load(m.recipientId)),
    ticket: (m, _a, ctx) => (m.ticketId == null ? null : ctx.loaders.ticketById.load(m.ticketId)),
  },
  Conversation: {
    hasNewMessage: (c) => !!c.hasNewMessage,
    userId: (c) => c.userId ?? c.user?.id ?? null,
    // The conversation answers a short user; the full row comes through the loader.
    user: (c, _a, ctx) => {
      const id = c.userId ?? c.user?.id;
      return id == null ? null : ctx.loaders.userById.load(id);
    },
  },
  Subscription: {
    messageAdded: {
      subscribe: (_p, { room }, ctx) =>
        socketStream(ctx, { channel: topics.messageInRoom(room), map: (p) => (p?.room === room ? p : null) }),
      resolve: identity,
    },
    ticketMessageAdded: {
      subscribe: async (_p, { ticketId }, ctx) => {
        const ticket = await ctx.loaders.ticketById.load(ticketId);
        if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${ticketId} не найден`, { id: ticketId });
        if (ticket.userId == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'У чека нет пользователя', { id: ticketId });
        return socketStream(ctx, {
          channel: topics.messageToUser(ticket.userId),
          map: (p) => (p?.ticketId === ticketId ? p : null),
        });
      },
      resolve: identity,
    },
    conversationUpdated: {
      // Staff sockets are in their own room on the API; no join needed.
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, { channel: topics.conversationUpdated(), map: (p) => (p && typeof p === 'object' && 'roomName' in p ? p : null) }),
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
