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
 * asked for (those with a ticket meeting them). Tickets and points per plan are aggregated once, not
 * per plan (a correlated count per plan scanned the tickets once per plan: 8 s on 20,000 tickets).
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
  const present = presentCte ? sql`, ${presentCte}` : sql``;
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
  // without resolving a place and a period per row.
  const plans = (join: RawBuilder<unknown>) => sql`
    from plans p join places pl on pl.id = p.place_id left join cities c on c.id = pl.city_id
    left join periods pe on pe.id = p.period_id
    ${presentCte ? sql`join present x on x.place_id = p.place_id and x.period_id = p.period_id` : sql``}
    ${join}
    where ${scope ?? sql`true`}`;
  const columns = sql`p.id as plan_id, p.place_id, p.period_id, p.campaign_id, p.plan, p.fact,
           pl.title as place_title, pl.address as place_address, pe.start_date as period_start_date, pe.end_date as period_end_date,
           count(*) over ()::int as total`;
  // A page (the screen's): its plans first, then the processed tickets of those plans alone, by the
  // partial index on tickets (plan_id) (issue 27: counting every plan's tickets read the whole table
  // on each page). Every row (analysts'): the tickets are counted once for all plans.
  const { rows } = page
    ? await sql<Row>`
    with ${presentCte ? sql`${presentCte},` : sql``} page as materialized (
      select ${columns} ${plans(sql``)}
      order by p.fact desc, p.plan desc, pl.title, p.id limit ${page.limit} offset ${page.offset}
    )
    select page.*, coalesce(pt.tickets, 0)::int as tickets, pt.score
    from page left join lateral (
      select count(*)::int as tickets, sum(t.score) as score from tickets t
      where t.plan_id = page.plan_id and t.status = 'processed' and t.plan_id is not null
    ) pt on true
    order by page.fact desc, page.plan desc, page.place_title, page.plan_id`.execute(db)
    : await sql<Row>`
    with plan_tickets as materialized (
      select tickets.plan_id, count(*)::int as tickets, sum(tickets.score) as score
      from tickets where tickets.plan_id is not null and tickets.status = 'processed'
      group by tickets.plan_id
    ) ${present}
    select ${columns}, coalesce(pt.tickets, 0)::int as tickets, pt.score
    ${plans(sql`left join plan_tickets pt on pt.plan_id = p.id`)}
    order by p.period_id, p.place_id limit 10000`.execute(db);
  // Past the last page no row carries the count: one more count answers it.
  let total = rows[0]?.total;
  if (total === undefined) total = page && page.offset > 0 ? await planFactCount(db, scope, conditions, present) : 0;
  return {
    total,
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

async function planFactCount(db: Kysely<DB>, scope: RawBuilder<SqlBool> | null, conditions: RawBuilder<SqlBool>[], present: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    with plan_tickets as (select 1) ${present}
    select count(*)::int as total
    from plans p join places pl on pl.id = p.place_id left join cities c on c.id = pl.city_id
    ${conditions.length > 0 ? sql`join present x on x.place_id = p.place_id and x.period_id = p.period_id` : sql``}
    where ${scope ?? sql`true`}`.execute(db);
  return rows[0]?.total ?? 0;
}
