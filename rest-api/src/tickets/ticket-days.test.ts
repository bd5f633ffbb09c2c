// The daily aggregates (migrations 0018–0020; docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md)
// against a recount of the tickets after every kind of write, concurrent ones too; and the reports
// that read them answer as the same reports read from the tickets (a where sends them there).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createTicket, createUser, startLiveApp, ticketDaysDrift, type Fixture, type LiveApp } from '../../test/live';
import { BACKEND, filterQuery } from '../../test/support';

let t: LiveApp;
let f: Fixture;
let vendor: number;

beforeAll(async () => {
  t = await startLiveApp({ seed: true });
  f = await createCampaign(t.db);
  vendor = await createUser(t.db, { phone: '+79991110002', role: 'vendor', placeId: f.placeIds[0] });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const at = (days: number, hours: number) => new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + hours * 3_600_000);
const rowsOf = async () => (await sql<{ n: number }>`select count(*)::int as n from ticket_days`.execute(t.db)).rows[0]!.n;

describe(`ticket_days on ${BACKEND}`, () => {
  it('equals a recount of the tickets as the migration left it', async () => {
    expect(await rowsOf()).toBeGreaterThan(0);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
  });

  it('stays exact through inserts, single and bulk changes of every measure, moves, and deletes', async () => {
    const [a, b] = [f.placeIds[0]!, f.placeIds[1]!];
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createTicket(t.db, { userId: vendor, placeId: i % 4 === 3 ? b : a, dateTime: at(3 - (i % 3), 10 + i) }));
    ids.push(await createTicket(t.db, { userId: vendor, placeId: null, dateTime: at(1, 2) }));
    await sql`update tickets set date_time = null where id = ${ids[12]!}`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    await sql`update tickets set score = 40, status = 'processed' where id = ${ids[0]!}`.execute(t.db);
    await sql`update tickets set total_sum = total_sum + 700, score = 5, total_sales = 2.5 where id = any(${ids.slice(1, 9)}::int[])`.execute(t.db);
    await sql`update tickets set place_id = ${b} where id = any(${ids.slice(4, 6)}::int[])`.execute(t.db);
    await sql`update tickets set date_time = date_time - interval '5 days' where id = ${ids[6]!}`.execute(t.db);
    // The latest upload of a day and place leaves it: the day's latest is recounted.
    await sql`update tickets set created_at = now() - interval '1 year' where id = ${ids[11]!}`.execute(t.db);
    await sql`update tickets set created_at = now() + interval '1 hour' where id = ${ids[10]!}`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    await sql`delete from tickets where id = ${ids[10]!}`.execute(t.db);
    await sql`delete from tickets where id = any(${[ids[3]!, ids[7]!, ids[11]!, ids[12]!]}::int[])`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
  });

  it('keeps the products by day exact through writes of receipt lines and of their receipts', async () => {
    const products = (await sql<{ id: number }>`select id from products order by id limit 2`.execute(t.db)).rows.map((r) => r.id);
    const item = { name: 'Кофе', price: 15_000, quantity: 2 };
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await createTicket(t.db, { userId: vendor, placeId: f.placeIds[0]!, dateTime: at(2 - (i % 2), 9 + i), items: [item, item, item] }));
    await sql`update ticket_items set product_id = ${products[0]!} where ticket_id = any(${ids}::int[]) and line_no < 3`.execute(t.db);
    await sql`update ticket_items set product_id = ${products[1]!}, sum = sum + 99 where ticket_id = ${ids[0]!} and line_no = 1`.execute(t.db);
    await sql`update ticket_items set quantity = 0.375 where ticket_id = ${ids[0]!} and line_no = 1`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    // A receipt's new date moves its lines (migration 0017), and with them their day's products.
    await sql`update tickets set date_time = date_time - interval '3 days' where id = ${ids[1]!}`.execute(t.db);
    await sql`update tickets set date_time = null where id = ${ids[2]!}`.execute(t.db);
    await sql`delete from ticket_items where ticket_id = ${ids[3]!} and line_no = 2`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    await sql`delete from tickets where id = any(${ids.slice(0, 3)}::int[])`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    const kept = await sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from ticket_day_products where product_id = ${products[0]!}`.execute(t.db);
    const lines = await sql<{ n: number }>`select count(*)::int as n from ticket_items where product_id = ${products[0]!}`.execute(t.db);
    expect(kept.rows[0]!.n).toBe(lines.rows[0]!.n);
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
  });

  it("keeps each plan's processed tickets and points exact through processing, rescoring, moves between plans and deletes", async () => {
    const other = await sql<{ id: number }>`insert into plans (plan, fact, place_id, period_id, campaign_id)
      values (100, 0, ${f.placeIds[1]!}, ${f.periodId}, ${f.campaignId}) returning id`.execute(t.db);
    const plans = [{ id: f.planId }, other.rows[0]!];
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createTicket(t.db, { userId: vendor, placeId: f.placeIds[0]!, dateTime: at(1, 8 + i) }));
    await sql`update tickets set plan_id = ${plans[0]!.id}, status = 'processed', score = 10 * id where id = any(${ids}::int[])`.execute(t.db);
    await sql`update tickets set score = 7 where id = ${ids[0]!}`.execute(t.db);
    await sql`update tickets set plan_id = ${plans[1]!.id} where id = any(${ids.slice(1, 3)}::int[])`.execute(t.db);
    await sql`update tickets set status = 'rejected' where id = ${ids[3]!}`.execute(t.db);
    await sql`update tickets set score = null where id = ${ids[4]!}`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    await sql`delete from tickets where id = any(${[ids[1]!, ids[5]!]}::int[])`.execute(t.db);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
    const kept = await sql<{ tickets: number }>`select tickets from plan_ticket_totals where plan_id = ${plans[0]!.id}`.execute(t.db);
    expect(kept.rows).toEqual([{ tickets: 2 }]);
  });

  it('loses nothing with concurrent writers of the same days and places', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await createTicket(t.db, { userId: vendor, placeId: f.placeIds[i % 2]!, dateTime: at(i % 3, 12) }));
    await Promise.all([
      ...ids.map((id, i) =>
        i % 3 === 0
          ? sql`update tickets set place_id = ${f.placeIds[(i + 1) % 2]!} where id = ${id}`.execute(t.db)
          : sql`update tickets set score = ${i}, date_time = date_time + interval '1 day' where id = ${id}`.execute(t.db),
      ),
      ...Array.from({ length: 10 }, (_, i) => createTicket(t.db, { userId: vendor, placeId: f.placeIds[i % 2]!, dateTime: at(i % 3, 13) })),
      sql`delete from tickets where id = any(${ids.slice(25)}::int[])`.execute(t.db),
    ]);
    expect(await ticketDaysDrift(t.db)).toEqual([]);
  });
});

describe(`reports from ticket_days on ${BACKEND}`, () => {
  it("answer every role's reports of days, places and products as they read from the tickets, over ranges cut mid-day", async () => {
    const calls = [
      'groupBy=day',
      'groupBy=region',
      'groupBy=city',
      'groupBy=place',
      'groupBy=city,day',
      'groupBy=user',
      'groupBy=status',
      'groupBy=status,place',
      'groupBy=region,user',
      'groupBy=status,user',
      'groupBy=product',
      'groupBy=product&regionId=1',
      'kind=activity&by=salesMan',
      'kind=activity&by=vendor',
    ];
    const ranges = [
      '',
      `&from=${at(10, 5).toISOString()}`,
      `&to=${at(2, 7).toISOString()}`,
      `&from=${at(10, 5).toISOString()}&to=${at(2, 7).toISOString()}`,
      `&from=${at(4, 0).toISOString()}&to=${at(2, 0).toISOString()}`,
      `&from=${at(3, 1).toISOString()}&to=${at(3, 20).toISOString()}`,
    ];
    // Every ticket has an id: the where sends a report to the tickets, and changes nothing else.
    const everyTicket = filterQuery({ id: { gt: 0 } }, 'where');
    for (const phone of ['+79990000001', '+79990000002', '+79990000003']) {
      const token = await t.login(phone);
      for (const call of calls) {
        for (const range of ranges) {
          const daily = await t.request(`/tickets/stats?${call}${range}`, { token });
          const direct = await t.request(`/tickets/stats?${call}${range}&${everyTicket}`, { token });
          expect(daily.status).toBe(200);
          expect(daily.body).toEqual(direct.body);
        }
      }
    }
    // Not an empty answer compared with another: the administrator's totals are the tickets of the range.
    const admin = await t.login('+79990000001');
    const { body } = await t.request<{ totals: { count: number } }>(`/tickets/stats?groupBy=place${ranges[3]}`, { token: admin });
    const inRange = await sql<{ n: number }>`select count(*)::int as n from tickets where date_time >= ${at(10, 5)} and date_time < ${at(2, 7)}`.execute(t.db);
    expect(body.totals.count).toBe(inRange.rows[0]!.n);
    expect(body.totals.count).toBeGreaterThan(0);
  });
});
