// Reports for the reports screen and for analysts, computed where the data is: the API's
// `GET /tickets/stats` (product-rules §8). No scanning of tickets in the gateway.
import type { GraphQLResolveInfo } from 'graphql';
import type { ReportFilter, Resolvers } from '../../__generated__/resolvers-types';
import * as reports from '../../upstream/reports';
import type { RestTicketStatsGroup } from '../../upstream/types';
import { paging } from '../lists';
import { selectedFields } from '../projection';
import { restStatusCondition, ticketStatusOf } from '../tickets/status';

/** A report filter as the stats route takes it: a ticket `where` plus region, city and dates. */
export function statsQuery(filter: ReportFilter | null | undefined): reports.StatsFilter {
  const f = filter ?? {};
  const where: Record<string, unknown> = {};
  if (f.campaignId != null) where.campaignId = f.campaignId;
  if (f.periodId != null) where.periodId = f.periodId;
  if (f.placeId != null) where.placeId = f.placeId;
  if (f.userId != null) where.userId = f.userId;
  if (f.status != null) where.status = restStatusCondition(f.status);
  return {
    where: Object.keys(where).length ? where : undefined,
    regionId: f.regionIds?.length ? f.regionIds.join(',') : undefined,
    cityId: f.cityIds?.length ? f.cityIds.join(',') : undefined,
    from: f.from ?? undefined,
    to: f.to ?? undefined,
  };
}

const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * Whether a field's selection reads only `labels` (and `__typename`): then the labels that came with
 * the report's row answer it, and no place or period is looked up per row (issue 27). Another field
 * reads the whole object through its batched loader.
 */
export function selectsOnly(info: GraphQLResolveInfo, labels: ReadonlySet<string>): boolean {
  const fields = selectedFields(info, []);
  return !!fields && [...fields].every((name) => name === '__typename' || labels.has(name));
}
const PLACE_LABEL = new Set(['id', 'title', 'address']);
const PERIOD_LABEL = new Set(['id', 'startDate', 'endDate']);

export const reportResolvers: Resolvers = {
  Query: {
    // UPSTREAM_UNSUPPORTED from an API without the stats route (upstream/reports.ts).
    ticketStats: (_p, { groupBy, filter, limit }, ctx) => reports.ticketStats(ctx.upstream, statsQuery(filter), groupBy?.length ? groupBy.join(',') : undefined, limit ?? 1000),
    planFact: (_p, { filter }, ctx) => reports.planFact(ctx.upstream, statsQuery(filter)),
    planFactPage: async (_p, { filter, page, pageSize }, ctx) => {
      const paged = paging(page, pageSize, 50);
      const answer = await reports.planFactPage(ctx.upstream, statsQuery(filter), paged.limit, paged.skip);
      return { ...answer, page: paged.page, pageSize: paged.pageSize };
    },
    activity: (_p, { by, filter, limit }, ctx) => reports.activity(ctx.upstream, statsQuery(filter), by, limit ?? 1000),
  },
  ActivityRow: {
    user: (a, _a, ctx) => ctx.loaders.userById.load(a.userId),
  },
  TicketStats: {
    groupBy: (s) => s.groupBy as never,
    groups: (s) => s.groups,
  },
  TicketStatsGroup: {
    key: (g: RestTicketStatsGroup) => {
      const k = g.key;
      return {
        status: k.status == null ? null : ticketStatusOf(String(k.status)),
        statusCode: k.status == null ? null : String(k.status),
        day: k.day == null ? null : String(k.day),
        campaignId: num(k.campaign),
        periodId: num(k.period),
        regionId: num(k.region),
        cityId: num(k.city),
        placeId: num(k.place),
        userId: num(k.user),
        productId: num(k.product),
      };
    },
  },
  TicketStatsGroupKey: {
    campaign: (k, _a, ctx) => (k.campaignId == null ? null : ctx.loaders.campaignById.load(k.campaignId)),
    period: (k, _a, ctx) => (k.periodId == null ? null : ctx.loaders.periodById.load(k.periodId)),
    region: (k, _a, ctx) => (k.regionId == null ? null : ctx.loaders.regionById.load(k.regionId)),
    city: (k, _a, ctx) => (k.cityId == null ? null : ctx.loaders.cityById.load(k.cityId)),
    place: (k, _a, ctx) => (k.placeId == null ? null : ctx.loaders.placeById.load(k.placeId)),
    user: (k, _a, ctx) => (k.userId == null ? null : ctx.loaders.userById.load(k.userId)),
    product: (k, _a, ctx) => (k.productId == null ? null : ctx.loaders.productById.load(k.productId)),
  },
  // The API's rows carry the place's and the period's labels; an API without them (or a selection
  // beyond them) reads the places and periods through the batched loaders: one call per relation.
  PlanFact: {
    place: (p, _a, ctx, info) =>
      typeof p.placeTitle === 'string' && selectsOnly(info, PLACE_LABEL)
        ? ({ id: p.placeId, title: p.placeTitle, address: p.placeAddress ?? null } as never)
        : ctx.loaders.placeById.load(p.placeId),
    period: (p, _a, ctx, info) =>
      typeof p.periodStartDate === 'string' && typeof p.periodEndDate === 'string' && selectsOnly(info, PERIOD_LABEL)
        ? ({ id: p.periodId, startDate: p.periodStartDate, endDate: p.periodEndDate } as never)
        : ctx.loaders.periodById.load(p.periodId),
  },
};
