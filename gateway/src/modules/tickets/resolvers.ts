import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { modelPaths } from '../../upstream/api';
import type { RestTicket } from '../../upstream/types';
import { listResolver } from '../list-resolver';
import { PLACE_SHAPE, TICKET_SHAPE, USER_SHAPE } from '../shapes';

/** Spec §5: tickets are searched by fiscal document number. */
const SEARCH_FIELDS = ['fiscalDocumentNumber'];
/** Spec §9: default ticket order. */
const DEFAULT_ORDER = ['dateTime DESC'];
/** Spec §9: the ticket list shows 24 a page. */
const DEFAULT_PAGE_SIZE = 24;

export const ticketResolvers: Resolvers = {
  Query: {
    tickets: listResolver<RestTicket>({
      path: modelPaths.tickets,
      searchFields: SEARCH_FIELDS,
      defaultOrder: DEFAULT_ORDER,
      defaultPageSize: DEFAULT_PAGE_SIZE,
      shape: TICKET_SHAPE,
      relations: { user: USER_SHAPE, place: PLACE_SHAPE },
    }),
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
