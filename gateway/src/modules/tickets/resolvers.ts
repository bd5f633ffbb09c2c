import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { ticketsApi } from '../../upstream/api';
import { combine, paging, searchWhere, selects, toLoopbackOrder, toLoopbackWhere, type WhereInput } from '../lists';
import { includeFor, restFields, type RestShape } from '../projection';

/** Spec §5: tickets are searched by fiscal document number. */
const SEARCH_FIELDS = ['fiscalDocumentNumber'];
/** Spec §9: default ticket order. */
const DEFAULT_ORDER = ['dateTime DESC'];
/** Spec §9: the ticket list shows 24 a page. */
const DEFAULT_PAGE_SIZE = 24;

const TICKET_SHAPE: RestShape = { needs: { user: ['userId'], place: ['placeId'] } };
/** Stored user and place properties; other selections (role, cityIds, …) ask for whole rows. */
const USER_SHAPE: RestShape = {
  stored: new Set(['id', 'name', 'surname', 'middleName', 'phone', 'email', 'phoneVerified', 'emailVerified', 'blocked', 'roleId', 'platform', 'inn', 'cityId', 'placeId', 'score', 'pendingScore', 'registrationConfirmed', 'registrationConfirmedAt', 'createdAt']),
};
const PLACE_SHAPE: RestShape = {
  needs: { city: ['cityId'] },
  stored: new Set(['id', 'internalId', 'title', 'description', 'address', 'inn', 'cityId', 'blocked']),
};

export const ticketResolvers: Resolvers = {
  Query: {
    async tickets(_parent, args, ctx, info) {
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, DEFAULT_PAGE_SIZE);
      const where = combine([toLoopbackWhere(args.where as WhereInput | null), searchWhere(args.search, SEARCH_FIELDS)]);
      const order = toLoopbackOrder(args.orderBy, DEFAULT_ORDER);
      const fields = restFields(info, ['items'], TICKET_SHAPE);
      const include = includeFor(info, ['items'], { user: USER_SHAPE, place: PLACE_SHAPE });
      const [items, total] = await Promise.all([
        ticketsApi.find(ctx.upstream, { where, order, limit, skip, fields, include }),
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
