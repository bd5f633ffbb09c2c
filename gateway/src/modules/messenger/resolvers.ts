import type { Resolvers } from '../../__generated__/resolvers-types';
import type { RestConversation, RestFile, RestMessage } from '../../upstream/types';
import { ErrorCode, gatewayError } from '../../errors';
import { identity, socketStream } from '../../realtime/stream';
import { paging } from '../lists';

type Page<T> = T[] | { items: T[]; total?: number };

/** A GraphQL FileInput as the API stores it: thumbnails keyed by width. */
function restFile(file: { server?: string | null; container: string; path: string; mime?: string | null; thumbs?: readonly { width: number; path: string }[] | null } | null | undefined): RestFile | undefined {
  if (!file) return undefined;
  return {
    server: file.server ?? null,
    container: file.container,
    path: file.path,
    mime: file.mime ?? null,
    thumbs: file.thumbs ? Object.fromEntries(file.thumbs.map((t) => [String(t.width), t.path])) : null,
  };
}


export const messengerResolvers: Resolvers = {
  Query: {
    async conversations(_p, args, ctx) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 24);
      const res = await ctx.upstream.get<Page<RestConversation>>('/messages/myConvs', { limit, skip });
      const items = Array.isArray(res) ? res : res.items;
      return { items, total: Array.isArray(res) ? items.length : (res.total ?? items.length), page, pageSize };
    },
    async roomMessages(_p, { room, limit, before }, ctx) {
      return ctx.upstream.get<{ items: RestMessage[]; rest: number }>(`/messages/byRoom/${encodeURIComponent(room)}`, {
        limit: limit ?? 12,
        endDate: before ?? undefined,
      });
    },
    async userMessages(_p, args, ctx) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const where = args.ticketId == null ? {} : { ticketId: args.ticketId };
      const res = await ctx.upstream.get<Page<RestMessage>>(`/messages/byUserId/${args.userId}`, {
        filter: { where, order: 'createdAt DESC', limit, skip },
      });
      const items = Array.isArray(res) ? res : res.items;
      return { items, total: Array.isArray(res) ? skip + items.length : (res.total ?? items.length), page, pageSize };
    },
  },
  Mutation: {
    sendMessage: (_p, { input }, ctx) =>
      ctx.upstream.post<RestMessage>('/messages/send', { ticketId: input.ticketId, text: input.text ?? undefined, file: restFile(input.file) }),
    sendRoomMessage: (_p, { room, text, file }, ctx) =>
      ctx.upstream.post<RestMessage>(`/messages/sendToRoom/${encodeURIComponent(room.trim())}`, { text: text ?? undefined, file: restFile(file) }),
    async markConversationRead(_p, { room }, ctx) {
      const res = await ctx.upstream.post<{ count: number }>(`/messages/read/${encodeURIComponent(room)}`);
      return res.count;
    },
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
        socketStream(ctx, { room, event: 'messenger.newMessage', map: (p) => ((p as RestMessage)?.room === room ? (p as RestMessage) : null) }),
      resolve: identity,
    },
    ticketMessageAdded: {
      subscribe: async (_p, { ticketId }, ctx) => {
        const ticket = await ctx.loaders.ticketById.load(ticketId);
        if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${ticketId} не найден`, { id: ticketId });
        if (ticket.userId == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'У чека нет пользователя', { id: ticketId });
        return socketStream(ctx, {
          room: `user-${ticket.userId}`,
          event: 'messenger.newMessage',
          map: (p) => ((p as RestMessage)?.ticketId === ticketId ? (p as RestMessage) : null),
        });
      },
      resolve: identity,
    },
    conversationUpdated: {
      // Staff sockets are in their own room on the API; no join needed.
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, { room: null, event: 'messenger.convHasUpdated', map: (p) => (p && typeof p === 'object' && 'roomName' in p ? (p as RestConversation) : null) }),
      resolve: identity,
    },
    conversationRead: {
      subscribe: (_p, { room }, ctx) =>
        socketStream(ctx, {
          room,
          event: 'messenger.hasReadConv',
          map: (p) => {
            const r = p as { roomName?: string; userId?: number; readerId?: number; count?: number } | null;
            return r?.roomName === room ? { roomName: room, userId: r.userId ?? null, readerId: r.readerId ?? null, count: r.count ?? 0 } : null;
          },
        }),
      resolve: identity,
    },
  },
};
