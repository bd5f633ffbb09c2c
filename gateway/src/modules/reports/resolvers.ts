// Reports for the reports screen and for analysts, computed where the data is: the API's
// `GET /tickets/stats` (decisions §8). No scanning of tickets in the gateway.
import type { ReportFilter, Resolvers } from '../../__generated__/resolvers-types';
import * as reports from '../../upstream/reports';
import type { RestTicketStatsGroup } from '../../upstream/types';

/** A report filter as the stats route takes it: a ticket `where` plus region, city and dates. */
export function statsQuery(filter: ReportFilter | null | undefined): reports.StatsFilter {
  const f = filter ?? {};
  const where: Record<string, unknown> = {};
  if (f.campaignId != null) where.campaignId = f.campaignId;
  if (f.periodId != null) where.periodId = f.periodId;
  if (f.placeId != null) where.placeId = f.placeId;
  if (f.userId != null) where.userId = f.userId;
  if (f.status != null) where.status = f.status;
  return {
    where: Object.keys(where).length ? where : undefined,
    regionId: f.regionIds?.length ? f.regionIds.join(',') : undefined,
    cityId: f.cityIds?.length ? f.cityIds.join(',') : undefined,
    from: f.from ?? undefined,
    to: f.to ?? undefined,
  };
}

const num = (v: string | number | null | undefined) => (v == null ? null : Number(v));

export const reportResolvers: Resolvers = {
  Query: {
    // UPSTREAM_UNSUPPORTED from an API without the stats route (upstream/reports.ts).
    ticketStats: (_p, { groupBy, filter, limit }, ctx) =>
      reports.ticketStats(ctx.upstream, statsQuery(filter), groupBy?.length ? groupBy.join(',') : undefined, limit ?? 1000),
    planFact: (_p, { filter }, ctx) => reports.planFact(ctx.upstream, statsQuery(filter)),
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
        status: k.status == null ? null : String(k.status),
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
  PlanFact: {
    place: (p, _a, ctx) => ctx.loaders.placeById.load(p.placeId),
    period: (p, _a, ctx) => ctx.loaders.periodById.load(p.periodId),
  },
};
