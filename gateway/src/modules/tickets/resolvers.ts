import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { modelPaths } from '../../upstream/api';
import type { GatewayContext } from '../../context';
import type { RestTicket, RestTicketUserDetails } from '../../upstream/types';
import { defined, requireRole } from '../mutations';
import { listResolver } from '../list-resolver';
import { asPoint } from '../../shared/geo';
import { PLACE_SHAPE, TICKET_SHAPE, USER_SHAPE } from '../shapes';

/** Spec §5: tickets are searched by fiscal document number. */
const SEARCH_FIELDS = ['fiscalDocumentNumber'];
/** Spec §9: default ticket order. */
const DEFAULT_ORDER = ['dateTime DESC'];
/** Spec §9: the ticket list shows 24 a page. */
const DEFAULT_PAGE_SIZE = 24;

/** Decisions §1: administrators and regional managers reject and score tickets. */
const REVIEWERS = ['admin', 'regionalManager'] as const;

/** A fresh read of a ticket after a write. */
const readTicket = (ctx: GatewayContext, id: number) => ctx.upstream.get<RestTicket>(`${modelPaths.tickets}/${id}`);

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
    ticketUserDetails: (_parent, { userId }, ctx) => ctx.upstream.get<RestTicketUserDetails>(`/ticket/userDetails/${userId}`),
  },
  Mutation: {
    async rejectTicket(_parent, { id, reason }, ctx) {
      await requireRole(ctx, REVIEWERS);
      // Spec §4: a reject is a patch of the status.
      return ctx.upstream.patch<RestTicket>(`${modelPaths.tickets}/${id}`, {
        status: 'rejected',
        ...(reason?.trim() ? { statusDescription: reason.trim() } : {}),
      });
    },
    async scoreTicket(_parent, { id, score }, ctx) {
      await requireRole(ctx, REVIEWERS);
      await ctx.upstream.post<{ status: string; score: number }>('/tickets/manualProcess', { ticketId: id, score });
      return readTicket(ctx, id);
    },
    async processTicket(_parent, { id }, ctx) {
      await requireRole(ctx, ['admin']);
      await ctx.upstream.get(`/tickets/process/${id}`);
      return readTicket(ctx, id);
    },
    async editTicket(_parent, { id, input }, ctx) {
      await requireRole(ctx, ['admin']);
      return ctx.upstream.post<RestTicket>(`/tickets/edit/${id}`, defined(input));
    },
  },
  TicketItem: {
    product: (i, _args, ctx) => (i.productId == null ? null : ctx.loaders.productById.load(i.productId)),
  },
  Ticket: {
    items: (t) => t.items ?? [],
    user: (t, _args, ctx) => t.user ?? (t.userId == null ? null : ctx.loaders.userById.load(t.userId)),
    place: (t, _args, ctx) => t.place ?? (t.placeId == null ? null : ctx.loaders.placeById.load(t.placeId)),
    campaign: (t, _args, ctx) => (t.campaignId == null ? null : ctx.loaders.campaignById.load(t.campaignId)),
    period: (t, _args, ctx) => (t.periodId == null ? null : ctx.loaders.periodById.load(t.periodId)),
    planId: (t) => t.planId ?? null,
    plan: (t, _args, ctx) => (t.planId == null ? null : ctx.loaders.planById.load(t.planId)),
    photos: (t) => t.photos ?? [],
    transactions: (t, _args, ctx) => t.transactions ?? ctx.loaders.transactionsByTicket.load(t.id),
    location: (t) => asPoint(t.location),
  },
};
