// GET /tickets/stats (decisions §8): counts and sums of tickets grouped by keys, and plan vs fact by
// place and period, within the user's scope. Computed in the database.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { compileWhere } from '../filter/compile';
import type { AuthUser } from '../models/definition';
import { ticketModel } from './model';
import { ticketScope } from './repository';

export const GROUP_KEYS = ['status', 'day', 'campaign', 'period', 'region', 'city', 'place', 'user', 'product'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

const KEY_SQL: Record<GroupKey, RawBuilder<unknown>> = {
  status: sql`tickets.status`,
  day: sql`to_char(tickets.date_time at time zone 'UTC', 'YYYY-MM-DD')`,
  campaign: sql`tickets.campaign_id`,
  period: sql`tickets.period_id`,
  region: sql`c.region_id`,
  city: sql`pl.city_id`,
  place: sql`tickets.place_id`,
  user: sql`tickets.user_id`,
  product: sql`ti.product_id`,
};

export interface StatsQuery {
  where?: unknown;
  groupBy?: unknown;
  from?: unknown;
  to?: unknown;
  regionId?: unknown;
  cityId?: unknown;
  kind?: unknown;
  limit?: unknown;
}

function ids(value: unknown, name: string): number[] | null {
  if (value === undefined || value === null || value === '') return null;
  const list = (Array.isArray(value) ? value : String(value).split(',')).map((v) => Number(v));
  if (list.some((n) => !Number.isInteger(n))) throw new HttpError(400, `${name} must be an integer or a comma-separated list of integers`);
  return list;
}

function date(value: unknown, name: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) throw new HttpError(400, `${name} must be a date`);
  return d;
}

function parseGroupBy(value: unknown): GroupKey[] {
  if (value === undefined || value === null || value === '') return [];
  const keys = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((k) => k.trim()).filter((k) => k !== '');
  for (const key of keys) {
    if (!(GROUP_KEYS as readonly string[]).includes(key)) throw new HttpError(400, `Unknown groupBy key "${key}"; one of ${GROUP_KEYS.join(', ')}`);
  }
  return [...new Set(keys)] as GroupKey[];
}

export async function ticketStats(db: Kysely<DB>, caseFoldCollation: string | null, user: AuthUser, query: StatsQuery, parsedWhere: unknown): Promise<unknown> {
  if (user.roleName === 'vendor') throw new HttpError(403, 'Отчёты недоступны продавцам', { code: 'AUTHORIZATION_REQUIRED' });
  const regionIds = ids(query.regionId, 'regionId');
  const cityIds = ids(query.cityId, 'cityId');
  const from = date(query.from, 'from');
  const to = date(query.to, 'to');
  const conditions: Array<RawBuilder<SqlBool> | null> = [
    compileWhere(ticketModel, parsedWhere, { caseFoldCollation }),
    ticketScope(user),
    regionIds ? sql<SqlBool>`c.region_id in (${sql.join(regionIds)})` : null,
    cityIds ? sql<SqlBool>`pl.city_id in (${sql.join(cityIds)})` : null,
    from ? sql<SqlBool>`tickets.date_time >= ${from}` : null,
    to ? sql<SqlBool>`tickets.date_time < ${to}` : null,
  ];
  const present = conditions.filter((c): c is RawBuilder<SqlBool> => c !== null);
  const where = present.length > 0 ? sql`where ${sql.join(present, sql` and `)}` : sql``;

  if (query.kind === 'planFact') return planFact(db, user, present);

  const groupBy = parseGroupBy(query.groupBy);
  const byProduct = groupBy.includes('product');
  const join = sql`left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id
    ${byProduct ? sql`join ticket_items ti on ti.ticket_id = tickets.id` : sql``}`;
  const measures = byProduct
    ? sql`count(distinct tickets.id)::int as count, coalesce(sum(ti.sum), 0)::bigint as total_sum, null::bigint as score,
          coalesce(sum(ti.quantity), 0)::numeric as units`
    : sql`count(*)::int as count, coalesce(sum(tickets.total_sum), 0)::bigint as total_sum, coalesce(sum(tickets.score), 0)::bigint as score,
          coalesce(sum(tickets.total_sales), 0)::numeric as units`;
  const limit = query.limit === undefined ? 1000 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new HttpError(400, 'limit must be an integer from 1 to 10000');
  const keys = groupBy.map((key) => sql`${KEY_SQL[key]} as ${sql.id(`k_${key}`)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join([...keys, measures])}
    from tickets ${join} ${where}
    ${groupBy.length > 0 ? sql`group by ${sql.join(groupBy.map((key) => KEY_SQL[key]))} order by ${sql.join(groupBy.map((key) => KEY_SQL[key]))}` : sql``}
    limit ${limit}`.execute(db);
  const totals = await sql<Record<string, unknown>>`
    select count(*)::int as count, coalesce(sum(tickets.total_sum), 0)::bigint as total_sum, coalesce(sum(tickets.score), 0)::bigint as score,
           coalesce(sum(tickets.total_sales), 0)::numeric as units
    from tickets left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id ${where}`.execute(db);
  const measuresOf = (row: Record<string, unknown>) => ({
    count: Number(row.count),
    totalSum: Number(row.totalSum),
    score: row.score === null ? null : Number(row.score),
    units: Number(row.units),
  });
  return {
    groupBy,
    groups: rows.map((row) => ({
      key: Object.fromEntries(groupBy.map((key) => [key, row[`k${key[0]!.toUpperCase()}${key.slice(1)}`] ?? null])),
      ...measuresOf(row),
    })),
    totals: measuresOf(totals.rows[0] ?? {}),
  };
}

/** Plan vs fact by place and period; the ticket conditions narrow the plans to the places and periods asked for. */
async function planFact(db: Kysely<DB>, user: AuthUser, conditions: RawBuilder<SqlBool>[]): Promise<unknown> {
  const scope = ticketScope(user);
  const placeScope = scope === null ? sql`true` : sql`exists (select 1 from tickets where tickets.place_id = p.place_id and ${scope})
    or ${user.roleName === 'regionalManager'
      ? sql`pl.city_id in (select city_id from user_cities where user_id = ${user.id})`
      : sql`p.place_id in (select place_id from user_places where user_id = ${user.id})`}`;
  const ticketFilter = conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await sql<{ planId: number; placeId: number; periodId: number; campaignId: number | null; plan: number; fact: string; tickets: number; score: string | null }>`
    select p.id as plan_id, p.place_id, p.period_id, p.campaign_id, p.plan, p.fact,
      (select count(*)::int from tickets left join places pl2 on pl2.id = tickets.place_id
        where tickets.plan_id = p.id and tickets.status = 'processed') as tickets,
      (select sum(tickets.score) from tickets where tickets.plan_id = p.id and tickets.status = 'processed') as score
    from plans p join places pl on pl.id = p.place_id left join cities c on c.id = pl.city_id
    where (${placeScope})
      and exists (select 1 from tickets where tickets.place_id = p.place_id and tickets.period_id = p.period_id ${ticketFilter}
                  union all select 1 where ${conditions.length === 0 ? sql`true` : sql`false`})
    order by p.period_id, p.place_id limit 10000`.execute(db);
  return {
    items: rows.map((row) => ({
      planId: row.planId,
      placeId: row.placeId,
      periodId: row.periodId,
      campaignId: row.campaignId,
      plan: Number(row.plan),
      fact: Number(row.fact),
      percent: Number(row.plan) > 0 ? Math.round((Number(row.fact) / Number(row.plan)) * 1000) / 10 : null,
      tickets: row.tickets,
      score: Number(row.score ?? 0),
    })),
  };
}
