import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { countByStatus, edit, editPreview, manualProcess, processNow, reject, tickets, userDetails } from '../../upstream/tickets';
import type { GatewayContext } from '../../context';
import { defined } from '../mutations';
import { requireRole, TICKET_ACTION_ROLES, viewerRole } from '../../security/scope';
import { listResolver } from '../list-resolver';
import { combine, searchWhere, toLoopbackWhere, type WhereInput } from '../lists';
import { answerIsRow, asIncluded, includeFor, restFields } from '../projection';
import type { RelationKey } from '../../upstream/shapes';
import type { GraphQLResolveInfo } from 'graphql';
import type { RestTicket } from '../../upstream/types';
import { asPoint } from '../../shared/geo';
import { PLACE_SHAPE, TICKET_SHAPE, USER_SHAPE } from '../shapes';
import { restTicketWhere, statusCount, statusTakes, ticketStatusActions, ticketStatusOf, ticketStatusTitle } from './status';

/** Spec §5: tickets are searched by fiscal document number. */
const SEARCH_FIELDS = ['fiscalDocumentNumber'];
/** Spec §9: default ticket order. */
const DEFAULT_ORDER = ['dateTime DESC'];
/** Spec §9: the ticket list shows 24 a page. */
const DEFAULT_PAGE_SIZE = 24;

/** What a ticket may include, when the API is known to have it (upstream/shapes.ts). */
const TICKET_RELATIONS = { 'Ticket.user': USER_SHAPE, 'Ticket.place': PLACE_SHAPE };

/**
 * A derived label of a write's answer is what a read would answer when it is the title of the
 * status the answer holds (the titles are distinct, so a label kept from before a status change
 * does not agree). A label of the API's own wording is not vouched for: the row is read again.
 */
const ticketLabelAgrees = (name: string, row: Record<string, unknown>) =>
  name === 'statusTitle' && typeof row.status === 'string' && row.statusTitle === ticketStatusTitle(row.status);

/**
 * The ticket after a write: the write's answer when it is the changed row holding what the
 * operation selects (`answerIsRow`), else a fresh read. Either way the ticket loader is primed with
 * it, so the rest of the operation reuses it instead of the row it may hold from before the write.
 */
async function ticketAfterWrite(ctx: GatewayContext, info: GraphQLResolveInfo, id: number, answer: unknown): Promise<RestTicket> {
  const row = answerIsRow(info, [], TICKET_SHAPE, answer, id, ticketLabelAgrees) ? (answer as RestTicket) : await tickets.findById(ctx.upstream, id);
  ctx.loaders.ticketById.clear(id).prime(id, row);
  return row;
}

export const ticketResolvers: Resolvers = {
  Query: {
    tickets: listResolver({
      route: tickets,
      searchFields: SEARCH_FIELDS,
      defaultOrder: DEFAULT_ORDER,
      defaultPageSize: DEFAULT_PAGE_SIZE,
      shape: TICKET_SHAPE,
      relations: TICKET_RELATIONS,
      prepareWhere: async (where) => restTicketWhere(where),
    }),
    async ticket(_parent, { id }, ctx, info) {
      // The ticket page: the row with its user and place included in the same call when they are
      // selected (two calls fewer than their loaders), and only the selected properties when they
      // are all stored (issue 27: a ticket has 44), else through the batching loader.
      await ctx.capabilities.shapesKnown;
      const nameOf = (key: RelationKey) => ctx.capabilities.relation(key);
      const byHook = ctx.capabilities.shapes.labels.kind === 'hook';
      const include = includeFor(info, [], TICKET_RELATIONS, nameOf, byHook);
      const fields = restFields(info, [], TICKET_SHAPE, byHook);
      const ticket = await (include || fields ? ctx.loaders.ticketByIdWith(include, fields) : ctx.loaders.ticketById).load(id);
      if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${id} не найден`, { id });
      return include ? asIncluded([ticket], TICKET_RELATIONS, nameOf)[0]! : ticket;
    },
    ticketUserDetails: (_parent, { userId }, ctx) => userDetails(ctx.upstream, userId),
    // The where exactly as the `tickets` list builds it, so each count is that list's total.
    async ticketCounts(_parent, { where, search }, ctx) {
      const answer = await countByStatus(
        ctx.upstream,
        combine([toLoopbackWhere(restTicketWhere((where ?? undefined) as WhereInput | undefined)), searchWhere(search, SEARCH_FIELDS)]) ?? {},
      );
      return answer && { total: answer.total, statuses: answer.statuses.map((s) => statusCount(s.status, s.count)) };
    },
    async ticketEditPreview(_parent, { id, input }, ctx) {
      await requireRole(ctx, ['admin']);
      return editPreview(ctx.upstream, id, defined(input));
    },
  },
  Mutation: {
    // Each write's answer stands for the ticket when it is the changed row (rest-api answers every
    // one of them with the ticket as read after the write); otherwise the ticket is read again.
    async rejectTicket(_parent, { id, reason }, ctx, info) {
      await statusTakes(ctx, id, 'REJECT');
      // A stock LoopBack PATCH answers the updated instance, but as it was loaded: a statusTitle of
      // a `loaded` hook is the old status's, which `ticketLabelAgrees` sees, and the row is read.
      return ticketAfterWrite(ctx, info, id, await reject(ctx.upstream, id, reason?.trim() || undefined));
    },
    async scoreTicket(_parent, { id, score }, ctx, info) {
      await statusTakes(ctx, id, 'SCORE');
      // Spec §7 answers `{status, score}` (so does the stock LoopBack fixture): no row, read again.
      return ticketAfterWrite(ctx, info, id, await manualProcess(ctx.upstream, { ticketId: id, score }));
    },
    async processTicket(_parent, { id }, ctx, info) {
      await statusTakes(ctx, id, 'PROCESS');
      return ticketAfterWrite(ctx, info, id, await processNow(ctx.upstream, id));
    },
    async editTicket(_parent, { id, input }, ctx, info) {
      await statusTakes(ctx, id, 'EDIT');
      return ticketAfterWrite(ctx, info, id, await edit(ctx.upstream, id, defined(input)));
    },
  },
  TicketItem: {
    product: (i, _args, ctx) => (i.productId == null ? null : ctx.loaders.productById.load(i.productId)),
  },
  Ticket: {
    // Decisions §3: the gateway asks the API for `status` only (a LoopBack model computes
    // `statusTitle` in a hook, so it is no column to select) and names it (status.ts) when the row
    // does not carry the API's own label.
    status: (t) => ticketStatusOf(t.status),
    statusCode: (t) => t.status,
    statusTitle: (t) => t.statusTitle ?? ticketStatusTitle(t.status),
    // What the status takes (status.ts) that the caller's role may do (the policy's table).
    actions: async (t, _args, ctx) => {
      const role = await viewerRole(ctx);
      return ticketStatusActions(t.status).filter((action) => (TICKET_ACTION_ROLES[action] as readonly string[]).includes(role ?? ''));
    },
    // A receipt's lines: the JSON column, or rows of a related model (upstream/shapes.ts).
    items: (t, _args, ctx) => {
      const lines = ctx.capabilities.shapes.ticketLines;
      return lines.kind === 'model' ? ctx.loaders.ticketLinesOf(lines).load(t.id) : (t.items ?? []);
    },
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
