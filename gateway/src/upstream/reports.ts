// Reports (product-rules §8): the API's `GET /tickets/stats`, computed where the data is.
import { ErrorCode, gatewayError } from '../errors';
import type { Upstream } from './client';
import type { Where } from './loopback';
import type { RestActivity, RestPlanFact, RestTicketStats } from './types';
import { isMissingRoute } from './unsupported';

const STATS_PATH = '/tickets/stats';

/** The filter every kind of statistics takes: a ticket `where`, regions and cities (comma-separated ids), dates. */
export type StatsFilter = {
  where?: Where;
  regionId?: string;
  cityId?: string;
  from?: string;
  to?: string;
};

/**
 * The API's statistics, or UPSTREAM_UNSUPPORTED when it has no such route, whatever way it says so
 * (docs/adr/0004-capabilities-and-degradation.md): a 404 (`Unknown "Ticket" id "stats"` on most connectors, or no route at all), or
 * a 500 from `findById('stats')` on PostgreSQL: `invalid input syntax for type integer` in debug
 * mode, a bare `Internal Server Error` otherwise (then one probe tells it from a failing stats route).
 */
async function stats<T>(api: Upstream, query: StatsFilter & { groupBy?: string; kind?: string; by?: string; limit?: number; offset?: number }): Promise<T> {
  try {
    return await api.get<T>(STATS_PATH, query);
  } catch (error) {
    if (await isMissingRoute(api, STATS_PATH, error)) {
      throw gatewayError(ErrorCode.UPSTREAM_UNSUPPORTED, 'API не поддерживает статистику чеков (GET /tickets/stats)');
    }
    throw error;
  }
}

/** Sums grouped by `groupBy` (comma-separated keys; none: the totals only). */
export const ticketStats = (api: Upstream, filter: StatsFilter, groupBy: string | undefined, limit: number) => stats<RestTicketStats>(api, { ...filter, groupBy, limit });

/** `kind=planFact`: the plans with their facts. */
export const planFact = (api: Upstream, filter: StatsFilter) => stats<{ items: RestPlanFact[] }>(api, { ...filter, kind: 'planFact' }).then((r) => r.items);

/**
 * A page of plan vs fact, most sold first, and the count of every row. An API that answers without
 * `total` does not page: its rows are ordered and sliced here (the same order as the API's pages).
 */
export async function planFactPage(api: Upstream, filter: StatsFilter, limit: number, offset: number): Promise<{ items: RestPlanFact[]; total: number }> {
  const answer = await stats<{ items: RestPlanFact[]; total?: number }>(api, { ...filter, kind: 'planFact', limit, offset });
  if (typeof answer.total === 'number') return { items: answer.items, total: answer.total };
  const title = (row: RestPlanFact) => (typeof row.placeTitle === 'string' ? row.placeTitle : '');
  const sorted = [...answer.items].sort((a, b) => b.fact - a.fact || b.plan - a.plan || title(a).localeCompare(title(b)) || a.planId - b.planId);
  return { items: sorted.slice(offset, offset + limit), total: sorted.length };
}

/** `kind=activity&by=salesMan|vendor`: each sales rep's or vendor's activity. */
export const activity = (api: Upstream, filter: StatsFilter, by: string, limit: number) =>
  stats<{ items: RestActivity[] }>(api, { ...filter, kind: 'activity', by, limit }).then((r) => r.items);
