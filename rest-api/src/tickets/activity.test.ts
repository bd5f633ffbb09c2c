// Sales-rep and vendor activity (`GET /tickets/stats?kind=activity`, product-rules §8): per sales rep
// the tickets of its places, points and places active; per vendor the tickets uploaded, points and
// the last upload; within the filters and the user's scope. Every figure is compared with SQL that
// counts the same thing another way (ticket by ticket, not place by place).
import { DefaultQueryExecutor, sql, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign, startLiveApp, ticketDaysDrift } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import type { ActivityItem } from './stats';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let manager: string;
let salesRep: string;
let vendor: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [admin, manager, salesRep, vendor] = (await Promise.all(['+79990000001', '+79990000002', '+79990000003', '+79990000004'].map((phone) => t.login(phone)))) as [
    string,
    string,
    string,
    string,
  ];
  for (const phone of ['+79990000002', '+79990000003']) {
    ids[phone] = (await sql<{ id: number }>`select id from users where phone = ${phone}`.execute(t.db)).rows[0]!.id;
  }
  // Points on some tickets, so the sums are not all zero.
  await sql`update tickets set score = (id % 7) * 10 where id % 3 = 0`.execute(t.db);
});
type Reply = { items: ActivityItem[] };
const get = (token: string, query: string) => t.request<Reply>(`/tickets/stats?kind=activity&${query}`, { token });

/** Sales reps by another route: each (rep, assigned place, ticket) row, counted per rep. */
async function expectedSalesReps(
  opts: { cityIds?: number[]; ticketCond?: ReturnType<typeof sql>; placeCond?: ReturnType<typeof sql>; repId?: number } = {},
): Promise<ActivityItem[]> {
  const { rows } = await sql<{ userId: number; tickets: number; score: string; activePlaces: number; places: number; lastUpload: Date | null }>`
    select up.user_id, count(t.id)::int as tickets, coalesce(sum(t.score), 0) as score, count(distinct t.place_id)::int as active_places,
           count(distinct up.place_id)::int as places, max(t.created_at) as last_upload
    from user_places up
    join users u on u.id = up.user_id
    join roles r on r.id = u.role_id
    join places p on p.id = up.place_id
    left join tickets t on t.place_id = up.place_id and ${opts.ticketCond ?? sql`true`}
    where r.name = 'salesMan' and ${opts.placeCond ?? sql`true`}
      ${opts.cityIds ? sql`and p.city_id in (${sql.join(opts.cityIds)})` : sql``}
      ${opts.repId ? sql`and up.user_id = ${opts.repId}` : sql``}
    group by up.user_id`.execute(t.db);
  return rows
    .map((r) => ({
      userId: r.userId,
      tickets: r.tickets,
      score: Number(r.score),
      activePlaces: r.activePlaces,
      places: r.places,
      lastUpload: r.lastUpload ? new Date(r.lastUpload).toISOString() : null,
    }))
    .sort((a, b) => b.tickets - a.tickets || a.userId - b.userId);
}

describe(`GET /tickets/stats?kind=activity on ${BACKEND}`, () => {
  it('per sales rep, as an administrator: tickets of its places, points, places active, last upload — as SQL counts them', async () => {
    const reply = await get(admin, 'by=salesMan');
    expect(reply.status).toBe(200);
    const expected = await expectedSalesReps();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((r) => r.tickets > 0 && r.score > 0)).toBe(true);
    expect(reply.body.items).toEqual(expected);
  });

  it('per vendor, as an administrator: tickets uploaded, points, places, last upload', async () => {
    const reply = await get(admin, 'by=vendor&limit=10000');
    expect(reply.status).toBe(200);
    const { rows } = await sql<{ userId: number; tickets: number; score: string; activePlaces: number; lastUpload: Date | null }>`
      select u.id as user_id, count(t.id)::int as tickets, coalesce(sum(t.score), 0) as score, count(distinct t.place_id)::int as active_places,
             max(t.created_at) as last_upload
      from users u join roles r on r.id = u.role_id left join tickets t on t.user_id = u.id
      where r.name = 'vendor' group by u.id having count(t.id) > 0 or bool_or(u.place_id is not null)`.execute(t.db);
    const expected = rows
      .map((r) => ({
        userId: r.userId,
        tickets: r.tickets,
        score: Number(r.score),
        activePlaces: r.activePlaces,
        places: null,
        lastUpload: r.lastUpload ? new Date(r.lastUpload).toISOString() : null,
      }))
      .sort((a, b) => b.tickets - a.tickets || a.userId - b.userId);
    expect(expected.some((r) => r.tickets > 0)).toBe(true);
    expect(reply.body.items).toEqual(expected);
    const total = await t.request<{ count: number }>(`/tickets/count`, { token: admin });
    const byVendors = (
      await sql<{ n: number }>`select count(*)::int as n from tickets t join users u on u.id = t.user_id join roles r on r.id = u.role_id where r.name = 'vendor'`.execute(t.db)
    ).rows[0]!.n;
    expect(reply.body.items.reduce((s, i) => s + i.tickets, 0)).toBe(byVendors);
    expect(byVendors).toBeLessThanOrEqual(total.body.count);
  });

  it('filters by status, dates and city', async () => {
    const { rows } = await sql<{ cityId: number; from: Date }>`
      select p.city_id, min(t.date_time) + (max(t.date_time) - min(t.date_time)) / 2 as from
      from tickets t join places p on p.id = t.place_id join user_places up on up.place_id = p.id
      group by p.city_id order by count(*) desc limit 1`.execute(t.db);
    const { cityId, from } = rows[0]!;
    const fromIso = new Date(from).toISOString();
    const reply = await get(admin, `by=salesMan&cityId=${cityId}&from=${encodeURIComponent(fromIso)}&${filterQuery({ status: 'processed' }, 'where')}`);
    expect(reply.status).toBe(200);
    const expected = await expectedSalesReps({ cityIds: [cityId], ticketCond: sql`t.status = 'processed' and t.date_time >= ${new Date(fromIso)}` });
    expect(reply.body.items).toEqual(expected);
    expect(reply.body.items.length).toBeGreaterThan(0);
  });

  it("stays in the scope: a regional manager's cities, a sales rep itself; vendors are refused", async () => {
    const managerId = ids['+79990000002']!;
    const cities = (await sql<{ cityId: number }>`select city_id from user_cities where user_id = ${managerId}`.execute(t.db)).rows.map((r) => r.cityId);
    expect(cities.length).toBeGreaterThan(0);
    const asManager = await get(manager, 'by=salesMan');
    expect(asManager.body.items).toEqual(await expectedSalesReps({ cityIds: cities }));
    const vendors = await get(manager, 'by=vendor&limit=10000');
    const inCities = (
      await sql<{ n: number }>`
      select count(*)::int as n from tickets t join places p on p.id = t.place_id join users u on u.id = t.user_id join roles r on r.id = u.role_id
      where r.name = 'vendor' and p.city_id in (${sql.join(cities)})`.execute(t.db)
    ).rows[0]!.n;
    expect(vendors.body.items.reduce((s, i) => s + i.tickets, 0)).toBe(inCities);

    const repId = ids['+79990000003']!;
    const asRep = await get(salesRep, 'by=salesMan');
    expect(asRep.body.items.map((i) => i.userId)).toEqual([repId]);
    expect(asRep.body.items).toEqual(await expectedSalesReps({ repId }));
    const repVendors = await get(salesRep, 'by=vendor&limit=10000');
    const ofPlaces = (
      await sql<{ n: number }>`
      select count(*)::int as n from tickets t join users u on u.id = t.user_id join roles r on r.id = u.role_id
      where r.name = 'vendor' and t.place_id in (select place_id from user_places where user_id = ${repId})`.execute(t.db)
    ).rows[0]!.n;
    expect(repVendors.body.items.reduce((s, i) => s + i.tickets, 0)).toBe(ofPlaces);

    expect((await get(vendor, 'by=vendor')).status).toBe(403);
    expect((await get(admin, 'by=colour')).status).toBe(400);
  });
});

describe(`GET /tickets/stats?kind=planFact on ${BACKEND} (aggregated once, issue 13's benchmark)`, () => {
  it("answers each plan's processed tickets and points as a count per plan does, in the manager's scope too", async () => {
    const f = await createCampaign(t.db);
    await sql`insert into plans (plan, fact, place_id, period_id, campaign_id)
      select 100, 5, pl.id, ${f.periodId}, ${f.campaignId} from places pl where pl.id in (select distinct place_id from tickets where place_id is not null)`.execute(t.db);
    await sql`update tickets set plan_id = p.id, period_id = p.period_id, status = 'processed'
      from plans p where p.place_id = tickets.place_id and tickets.id % 4 = 0`.execute(t.db);
    const perPlan = async (cities?: number[]) =>
      (
        await sql<{ planId: number; tickets: number; score: string | null }>`
          select p.id as plan_id,
            (select count(*)::int from tickets where tickets.plan_id = p.id and tickets.status = 'processed') as tickets,
            (select sum(tickets.score) from tickets where tickets.plan_id = p.id and tickets.status = 'processed') as score
          from plans p join places pl on pl.id = p.place_id
          where ${cities ? sql`pl.city_id in (${sql.join(cities)})` : sql`true`}
          order by p.period_id, p.place_id`.execute(t.db)
      ).rows.map((r) => ({ planId: r.planId, tickets: r.tickets, score: Number(r.score ?? 0) }));
    const reply = await t.request<{ items: Array<{ planId: number; tickets: number; score: number }> }>('/tickets/stats?kind=planFact', { token: admin });
    const expected = await perPlan();
    expect(expected.some((p) => p.tickets > 0)).toBe(true);
    expect(reply.body.items.map(({ planId, tickets, score }) => ({ planId, tickets, score }))).toEqual(expected);
    const cities = (await sql<{ cityId: number }>`select city_id from user_cities where user_id = ${ids['+79990000002']!}`.execute(t.db)).rows.map((r) => r.cityId);
    const asManager = await t.request<{ items: Array<{ planId: number; tickets: number; score: number }> }>('/tickets/stats?kind=planFact', { token: manager });
    const inCities = new Set((await perPlan(cities)).filter((p) => p.tickets > 0).map((p) => p.planId));
    // The manager's plans are the plans of its cities with a ticket there (what the scope condition asks).
    for (const id of inCities) expect(asManager.body.items.map((i) => i.planId)).toContain(id);
    for (const item of asManager.body.items) expect(expected.find((p) => p.planId === item.planId)).toEqual({ planId: item.planId, tickets: item.tickets, score: item.score });
  });
});

describe(`GET /tickets/stats?kind=planFact&limit&offset on ${BACKEND} (a page with labels, issue 27)`, () => {
  type Item = {
    planId: number;
    placeId: number;
    plan: number;
    fact: number;
    placeTitle: string | null;
    placeAddress: string | null;
    periodStartDate: string | null;
    periodEndDate: string | null;
  };
  type Page = { items: Item[]; total: number };

  it('answers a page, most sold first, with the place and period labels and the count of every row; rejects a bad offset', async () => {
    const f = await createCampaign(t.db);
    await sql`insert into plans (plan, fact, place_id, period_id, campaign_id)
      select 100 + pl.id % 5, pl.id % 11, pl.id, ${f.periodId}, ${f.campaignId} from places pl on conflict do nothing`.execute(t.db);
    const { rows: expected } = await sql<{ planId: number; placeId: number; title: string | null; address: string | null; startDate: Date; endDate: Date }>`
      select p.id as plan_id, p.place_id, pl.title, pl.address, pe.start_date, pe.end_date
      from plans p join places pl on pl.id = p.place_id join periods pe on pe.id = p.period_id
      order by p.fact desc, p.plan desc, pl.title, p.id`.execute(t.db);
    expect(expected.length).toBeGreaterThan(6);
    const first = await t.request<Page>('/tickets/stats?kind=planFact&limit=3', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(expected.length);
    const second = await t.request<Page>('/tickets/stats?kind=planFact&limit=3&offset=3', { token: admin });
    expect([...first.body.items, ...second.body.items].map((i) => i.planId)).toEqual(expected.slice(0, 6).map((r) => r.planId));
    const e = expected[3]!;
    expect(second.body.items[0]).toMatchObject({
      planId: e.planId,
      placeId: e.placeId,
      placeTitle: e.title,
      placeAddress: e.address,
      periodStartDate: new Date(e.startDate).toISOString(),
      periodEndDate: new Date(e.endDate).toISOString(),
    });
    // Past the last page: no rows, and still the count.
    const past = await t.request<Page>(`/tickets/stats?kind=planFact&limit=3&offset=${expected.length}`, { token: admin });
    expect(past.body).toEqual({ total: expected.length, items: [] });
    expect((await t.request('/tickets/stats?kind=planFact&limit=3&offset=-1', { token: admin })).status).toBe(400);
  });
});

/**
 * A campaign's period with a plan for every place, and every `every`-th ticket of a place processed
 * under its plan.
 */
async function plansWithTickets(every: number): Promise<void> {
  const f = await createCampaign(t.db);
  await sql`insert into plans (plan, fact, place_id, period_id, campaign_id)
    select 100, pl.id % 13, pl.id, ${f.periodId}, ${f.campaignId} from places pl on conflict do nothing`.execute(t.db);
  await sql`update tickets set plan_id = p.id, period_id = p.period_id, status = 'processed'
    from plans p where p.place_id = tickets.place_id and p.period_id = ${f.periodId} and tickets.id % ${every} = 0`.execute(t.db);
}

/**
 * The plan-fact page of two as `token` asks it (the one query the route ran on `plans p`), and that
 * query's plan as run, explained on a table the planner treats as large (no sequential scan).
 */
async function planFactPage(token: string) {
  const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as { executeQuery: (query: CompiledQuery) => Promise<unknown> };
  const spy = vi.spyOn(base, 'executeQuery');
  const reply = await t.request<{ items: Array<{ planId: number; tickets: number }> }>('/tickets/stats?kind=planFact&limit=2', { token });
  const queries = spy.mock.calls.map(([query]) => query).filter((q) => /\bplans p\b/.test(q.sql));
  spy.mockRestore();
  expect(reply.status).toBe(200);
  expect(reply.body.items).toHaveLength(2);
  expect(queries).toHaveLength(1);
  const plan = await t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>({
      ...queries[0]!,
      sql: `explain (analyze, format json) ${queries[0]!.sql}`,
    });
    return rows[0]!['QUERY PLAN'][0]!.Plan;
  });
  return { items: reply.body.items, plan };
}

describe(`GET /tickets/stats?kind=planFact&limit on ${BACKEND}: a page reads its plans' kept totals (issues 27, 42)`, () => {
  /** Rows a query read from `tickets` (kept and filtered out, every loop), by its plan as run. */
  function ticketRowsRead(node: Record<string, unknown>): number {
    const own =
      node['Relation Name'] === 'tickets'
        ? ((node['Actual Rows'] as number) + ((node['Rows Removed by Filter'] as number | undefined) ?? 0)) * (node['Actual Loops'] as number)
        : 0;
    return own + ((node.Plans as Record<string, unknown>[] | undefined) ?? []).reduce((sum, child) => sum + ticketRowsRead(child), 0);
  }

  it("answers the processed tickets of the page's plans from their kept totals, reading no ticket", async () => {
    await plansWithTickets(2);
    // The most sold plans (the first page) are plans with tickets.
    await sql`update plans set fact = 1000 + id % 7 where id in (select plan_id from tickets where plan_id is not null)`.execute(t.db);
    await sql`analyze tickets`.execute(t.db);
    const { items, plan } = await planFactPage(admin);
    const pageIds = items.map((i) => i.planId);
    const { rows: counted } = await sql<{ n: number; all: number }>`
      select count(*) filter (where plan_id in (${sql.join(pageIds)}))::int as n, count(*)::int as all
      from tickets where status = 'processed' and plan_id is not null`.execute(t.db);
    expect(items.reduce((sum, i) => sum + i.tickets, 0)).toBe(counted[0]!.n);
    expect(counted[0]!.n).toBeGreaterThan(0);
    expect(counted[0]!.all).toBeGreaterThan(counted[0]!.n);
    // The query as the route ran it reads no ticket (migration 0021).
    expect(ticketRowsRead(plan)).toBe(0);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
  });
});

describe(`GET /tickets/stats?kind=planFact&limit on ${BACKEND}: a scoped page finds its places and periods among the tickets with a period (issue 27)`, () => {
  /** The scans of `tickets` under the plan node, with the index each used. */
  function ticketScans(node: Record<string, unknown>): Array<{ index: unknown; filter: unknown }> {
    const own = node['Relation Name'] === 'tickets' ? [{ index: node['Index Name'], filter: node.Filter }] : [];
    return [...own, ...((node.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(ticketScans)];
  }
  const subplan = (node: Record<string, unknown>, name: string): Record<string, unknown> | undefined =>
    node['Subplan Name'] === name ? node : ((node.Plans as Record<string, unknown>[] | undefined) ?? []).map((child) => subplan(child, name)).find(Boolean);

  it("a regional manager's report reads the scope's tickets that have a period by an index of those alone", async () => {
    await plansWithTickets(3);
    // The query as the route ran it: the places and periods with a ticket come from the index of the
    // tickets with a period, no ticket filtered out.
    const { plan } = await planFactPage(manager);
    expect(ticketScans(subplan(plan, 'CTE present')!)).toEqual([{ index: 'tickets_place_id_period_id_idx', filter: undefined }]);
  });
});

describe(`GET /tickets/stats?groupBy=product on ${BACKEND} (lines alone, by their receipt's place and date, without a where)`, () => {
  type Reply = { groups: Array<{ key: { product: number | null }; count: number; totalSum: number; units: number }> };
  const figures = (reply: Reply) => reply.groups.map(({ key, count, totalSum, units }) => ({ key, count, totalSum, units }));
  /** A where every ticket meets: the report joins the lines to their tickets. Lines by SQL through their tickets. */
  const everyTicket = filterQuery({ id: { gt: 0 } }, 'where');
  async function expectedProducts(from: Date | null, managerId?: number) {
    const scope = managerId ? sql`t.place_id in (select p.id from places p join user_cities uc on uc.city_id = p.city_id where uc.user_id = ${managerId})` : sql`true`;
    const { rows } = await sql<{ productId: number | null; count: number; totalSum: string; units: string }>`
      select ti.product_id, count(*)::int as count, sum(ti.sum) as total_sum, sum(ti.quantity) as units
      from ticket_items ti join tickets t on t.id = ti.ticket_id where ${from ? sql`t.date_time >= ${from}` : sql`true`} and ${scope}
      group by ti.product_id order by ti.product_id nulls last`.execute(t.db);
    return rows.map((r) => ({ key: { product: r.productId }, count: r.count, totalSum: Number(r.totalSum), units: Number(r.units) }));
  }

  it('counts receipt lines, sums and units per product, the same with and without the join to tickets', async () => {
    await sql`insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum)
      select t.id, 100 + (t.id % 5), p.id, p.title, 1000 + t.id, 1 + (t.id % 3), (1000 + t.id) * (1 + (t.id % 3))
      from tickets t cross join lateral (select id, title from products order by id offset (t.id % 3) limit 1) p
      where t.id % 2 = 0`.execute(t.db);
    const expected = await expectedProducts(null);
    const plain = await t.request<Reply>('/tickets/stats?groupBy=product', { token: admin });
    expect(figures(plain.body)).toEqual(expected);
    const joined = await t.request<Reply>(`/tickets/stats?groupBy=product&${everyTicket}`, { token: admin });
    expect(joined.body.groups).toEqual(plain.body.groups);
  });

  it("over a range reads the lines by their receipt's date, with the figures of SQL, of the ticket-by-ticket and of the joined path", async () => {
    await sql`insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum)
      select t.id, 200, null, 'Строка ' || t.id, 500 + t.id, 1, 500 + t.id from tickets t where t.id % 2 = 1`.execute(t.db);
    const from = new Date(Date.now() - 30 * 86_400_000);
    const expected = await expectedProducts(from);
    expect(expected).not.toEqual(await expectedProducts(null));
    const since = `from=${encodeURIComponent(from.toISOString())}`;
    const month = await t.request<Reply>(`/tickets/stats?groupBy=product&${since}`, { token: admin });
    expect(figures(month.body)).toEqual(expected);
    // Within a quarter, with a where: the lines ticket by ticket; up to a year from now: joined.
    const byTicket = await t.request<Reply>(`/tickets/stats?groupBy=product&${since}&${everyTicket}`, { token: admin });
    expect(byTicket.body.groups).toEqual(month.body.groups);
    const to = encodeURIComponent(new Date(Date.now() + 365 * 86_400_000).toISOString());
    const joined = await t.request<Reply>(`/tickets/stats?groupBy=product&${since}&to=${to}&${everyTicket}`, { token: admin });
    expect(joined.body.groups).toEqual(month.body.groups);
    // A regional manager's: the lines of its places, over all time and over the month.
    const managerId = ids['+79990000002']!;
    const scoped = await t.request<Reply>('/tickets/stats?groupBy=product', { token: manager });
    expect(figures(scoped.body)).toEqual(await expectedProducts(null, managerId));
    expect(figures(scoped.body)).not.toEqual(await expectedProducts(null));
    const scopedMonth = await t.request<Reply>(`/tickets/stats?groupBy=product&${since}`, { token: manager });
    expect(figures(scopedMonth.body)).toEqual(await expectedProducts(from, managerId));
  });

  it("a line carries its receipt's date and place whoever writes it: a receipt moved out of the range or the scope takes its lines along", async () => {
    const managerId = ids['+79990000002']!;
    const from = new Date(Date.now() - 30 * 86_400_000);
    const since = `from=${encodeURIComponent(from.toISOString())}`;
    const [moved] = (
      await sql<{ id: number }>`select t.id from tickets t where t.date_time >= ${from} and exists (select 1 from ticket_items i where i.ticket_id = t.id)
        order by t.id limit 1`.execute(t.db)
    ).rows;
    const stray = async () =>
      (
        await sql<{ n: number }>`
        select count(*)::int as n from ticket_items i join tickets t on t.id = i.ticket_id
        where i.date_time is distinct from t.date_time or i.place_id is distinct from t.place_id`.execute(t.db)
      ).rows[0]!.n;
    const before = await expectedProducts(from);
    await sql`update tickets set date_time = ${new Date(from.getTime() - 86_400_000)} where id = ${moved!.id}`.execute(t.db);
    expect(await stray()).toBe(0);
    const month = await t.request<Reply>(`/tickets/stats?groupBy=product&${since}`, { token: admin });
    expect(figures(month.body)).toEqual(await expectedProducts(from));
    expect(figures(month.body)).not.toEqual(before); // and to a place outside the manager's cities:
    const scopedBefore = await expectedProducts(null, managerId);
    await sql`update tickets set place_id = (select p.id from places p where p.city_id not in (select city_id from user_cities where user_id = ${managerId}) limit 1)
      where id = (select min(t.id) from tickets t join ticket_items i on i.ticket_id = t.id
        join places p on p.id = t.place_id join user_cities uc on uc.city_id = p.city_id and uc.user_id = ${managerId})`.execute(t.db);
    expect(await stray()).toBe(0);
    const scoped = await t.request<Reply>('/tickets/stats?groupBy=product', { token: manager });
    expect(figures(scoped.body)).toEqual(await expectedProducts(null, managerId));
    expect(figures(scoped.body)).not.toEqual(scopedBefore);
    // A line written with another date or place takes its receipt's.
    await sql`update ticket_items set date_time = now(), place_id = null where ticket_id = ${moved!.id}`.execute(t.db);
    expect(await stray()).toBe(0);
  });
});
