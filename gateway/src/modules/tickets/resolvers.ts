import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { ticketsApi } from '../../upstream/api';
import { combine, includesFor, paging, searchWhere, selects, toLoopbackOrder, toLoopbackWhere, type WhereInput } from '../lists';

/** Spec §5: tickets are searched by fiscal document number. */
const SEARCH_FIELDS = ['fiscalDocumentNumber'];
/** Spec §9: default ticket order. */
const DEFAULT_ORDER = ['dateTime DESC'];
/** Spec §9: the ticket list shows 24 a page. */
const DEFAULT_PAGE_SIZE = 24;

export const ticketResolvers: Resolvers = {
  Query: {
    async tickets(_parent, args, ctx, info) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, DEFAULT_PAGE_SIZE);
      const where = combine([toLoopbackWhere(args.where as WhereInput | null), searchWhere(args.search, SEARCH_FIELDS)]);
      const order = toLoopbackOrder(args.orderBy, DEFAULT_ORDER);
      const include = includesFor(info, ['user', 'place']);
      const [items, total] = await Promise.all([
        ticketsApi.find(ctx.upstream, { where, order, limit, skip, include }),
        selects(info, 'total') ? ticketsApi.count(ctx.upstream, where ?? {}) : Promise.resolve(-1),
      ]);
      return { items, total, page, pageSize };
    },
    async ticket(_parent, { id }, ctx) {
      const ticket = await ctx.loaders.ticketById.load(id);
      if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${id} не найден`, { id });
      return ticket;
    },
  },
  Ticket: {
    items: (t) => t.items ?? [],
    user: (t, _args, ctx) => t.user ?? (t.userId == null ? null : ctx.loaders.userById.load(t.userId)),
    place: (t, _args, ctx) => t.place ?? (t.placeId == null ? null : ctx.loaders.placeById.load(t.placeId)),
  },
};
