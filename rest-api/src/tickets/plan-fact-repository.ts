// Plan vs fact by place and period for GET /tickets/stats (product-rules §8; tickets/stats.ts reads the
// parameters), within the user's scope, computed in the database; the counts and sums of tickets by
// keys and the activity reports are in stats-repository.ts.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { reportPlaceScope } from '../auth/scope';
import type { DB } from '../db/schema';
import type { AuthUser } from '../models/definition';
import { iso, type StatsConditions } from './stats-repository';

/** Plan vs fact by place and period within the user's scope: every row, or a page (see tickets/stats.ts). */
export function planFactStats(db: Kysely<DB>, user: AuthUser, conditions: StatsConditions, page: { limit: number; offset: number } | null): Promise<unknown> {
  return planFact(db, user, conditions.tickets, page);
}

/**
 * Plan vs fact by place and period; the ticket conditions narrow the plans to the places and periods
 * asked for (those with a ticket meeting them).
 */
async function planFact(db: Kysely<DB>, user: AuthUser, conditions: RawBuilder<SqlBool>[], page: { limit: number; offset: number } | null): Promise<unknown> {
  const scope = reportPlaceScope(user, sql`pl.id`);
  // The places and periods with a ticket meeting the conditions, computed once and hash-joined (as
  // `(place_id, period_id) in (select …)` PostgreSQL ran it per plan: 11 s with a date on 1M tickets).
  const presentCte =
    conditions.length > 0
      ? sql`present as materialized (
        select distinct tickets.place_id, tickets.period_id
        from tickets left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id
        where tickets.period_id is not null and ${sql.join(conditions, sql` and `)})`
      : null;
  type Row = {
    planId: number;
    placeId: number;
    periodId: number;
    campaignId: number | null;
    plan: number;
    fact: string;
    tickets: number;
    score: string | null;
    placeTitle: string | null;
    placeAddress: string | null;
    periodStartDate: Date | string | null;
    periodEndDate: Date | string | null;
    total: number;
  };
  // The place's and the period's labels come with each row (issue 27): a client draws the report
  // without resolving a place and a period per row. Each plan's processed tickets and points are kept
  // per plan (migration 0021): a page (the screen's) or every row (analysts') reads them, not the tickets.
  const withPresent = presentCte ? sql`with ${presentCte}` : sql``;
  const plans = sql`
    from plans p join places pl on pl.id = p.place_id left join cities c on c.id = pl.city_id
    left join periods pe on pe.id = p.period_id
    ${presentCte ? sql`join present x on x.place_id = p.place_id and x.period_id = p.period_id` : sql``}
    left join plan_ticket_totals pt on pt.plan_id = p.id
    where ${scope ?? sql`true`}`;
  const { rows } = await sql<Row>`
    ${withPresent}
    select p.id as plan_id, p.place_id, p.period_id, p.campaign_id, p.plan, p.fact,
      pl.title as place_title, pl.address as place_address, pe.start_date as period_start_date, pe.end_date as period_end_date,
      count(*) over ()::int as total, coalesce(pt.tickets, 0)::int as tickets, pt.score
    ${plans}
    ${page ? sql`order by p.fact desc, p.plan desc, pl.title, p.id limit ${page.limit} offset ${page.offset}` : sql`order by p.period_id, p.place_id limit 10000`}`.execute(db);
  // Past the last page no row carries the count: one more count answers it.
  let total = rows[0]?.total;
  if (total === undefined && page && page.offset > 0) total = (await sql<{ total: number }>`${withPresent} select count(*)::int as total ${plans}`.execute(db)).rows[0]?.total;
  return {
    total: total ?? 0,
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
      placeTitle: row.placeTitle,
      placeAddress: row.placeAddress,
      periodStartDate: iso(row.periodStartDate),
      periodEndDate: iso(row.periodEndDate),
    })),
  };
}
