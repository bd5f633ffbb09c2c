// The generated receipts are spread over the year as a programme's are (issue 42): by day, week,
// season and hour, with many uploaders and the statuses of a running programme.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { generateLargeData } from './generate';
import { receiptTimes } from './receipt-times';

const NOW = new Date('2026-11-29T03:00:00Z'); // 06:00 in Moscow
const TICKETS = 20_000;
const DAY = 86_400_000;

let testDatabase: TestDatabase;
let database: Database;
let firstId: number;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl });
  await migrateToLatest(database.db);
  await generateLargeData(database.db, { tickets: TICKETS, items: false, now: NOW });
  const { rows } = await sql<{ n: number }>`select (max(id) - ${TICKETS - 1})::int as n from tickets`.execute(database.db);
  firstId = rows[0]!.n;
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** Counts of the generated tickets by a Moscow-time expression of `t.date_time`. */
async function countBy(expression: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ k: string; n: number }>`
    select ${sql.raw(expression.replaceAll('@', "(t.date_time at time zone 'Europe/Moscow')"))}::text as k, count(*)::int as n
    from tickets t where t.id >= ${firstId} group by 1`.execute(database.db);
  return new Map(rows.map((r) => [r.k, r.n]));
}

describe('generateLargeData', () => {
  it('puts every receipt on one of the 365 days before today, none on a day of its own', async () => {
    const times = receiptTimes(NOW);
    expect(times.todayStart.toISOString()).toBe('2026-11-28T21:00:00.000Z');
    const { rows } = await sql<{ n: number; early: number; late: number }>`
      select count(*)::int as n, count(*) filter (where date_time < ${new Date(times.todayStart.getTime() - 365 * DAY)})::int as early,
             count(*) filter (where date_time >= ${times.todayStart})::int as late
      from tickets where id >= ${firstId}`.execute(database.db);
    expect(rows[0]).toEqual({ n: TICKETS, early: 0, late: 0 });
    const days = await countBy("to_char(@, 'YYYY-MM-DD')");
    expect(days.size).toBe(365);
    // The busiest day (a Saturday of December) expects 0.51 % of the receipts.
    expect(Math.max(...days.values()) / TICKETS).toBeLessThan(0.007);
  });

  it("leaves the planner the counts of every table it filled, the daily aggregates' included", async () => {
    const tables = ['tickets', 'ticket_days', 'ticket_day_statuses', 'ticket_day_users'];
    const read = async (table: string) =>
      (
        await sql<{ estimate: number; n: number }>`
          select (select reltuples from pg_class where relname = ${table})::int as estimate, (select count(*) from ${sql.table(table)})::int as n`.execute(database.db)
      ).rows[0]!;
    const figures = await Promise.all(tables.map(read));
    expect(figures.map((f) => f.estimate)).toEqual(figures.map((f) => f.n));
    expect(Math.min(...figures.map((f) => f.n))).toBeGreaterThan(1000);
  });

  it('gives the last 30 days their share of the year', async () => {
    const times = receiptTimes(NOW);
    const expected = times.dayShares.slice(0, 30).reduce((a, b) => a + b, 0) * TICKETS;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from tickets where id >= ${firstId} and date_time >= ${new Date(times.todayStart.getTime() - 30 * DAY)}`.execute(database.db);
    expect(Math.abs(rows[0]!.n / expected - 1)).toBeLessThan(0.1);
  });

  it('sells more at the weekend, in December and in the evening', async () => {
    const weekdays = await countBy('extract(isodow from @)');
    expect(weekdays.get('6')! / weekdays.get('1')!).toBeGreaterThan(1.3); // Saturday / Monday: 1.5 expected
    const months = await countBy('extract(month from @)');
    expect(months.get('12')! / months.get('8')!).toBeGreaterThan(1.6); // December / August: 1.93 expected
    const hours = await countBy('extract(hour from @)');
    expect((hours.get('18')! + hours.get('19')!) / (hours.get('3')! + hours.get('4')!)).toBeGreaterThan(50); // 75 expected
  });

  it('stores the receipts in the order of their days, as they are uploaded', async () => {
    const { rows } = await sql<{ r: number; misplaced: number }>`
      select corr(id, extract(epoch from date_time))::float8 as r,
             count(*) filter (where date_time < lag_day)::int as misplaced
      from (select id, date_time, lag(date_trunc('day', date_time at time zone 'Europe/Moscow')) over (order by id) at time zone 'Europe/Moscow' as lag_day
            from tickets where id >= ${firstId}) t`.execute(database.db);
    expect(rows[0]!.r).toBeGreaterThan(0.999);
    expect(rows[0]!.misplaced).toBe(0); // no receipt is of a day before its predecessor's
  });

  it('draws the uploader and the status per receipt', async () => {
    const { rows } = await sql<{ users: number; processed: number }>`
      select count(distinct user_id)::int as users, (count(*) filter (where status = 'processed'))::float8 / count(*) as processed
      from tickets where id >= ${firstId}`.execute(database.db);
    expect(rows[0]!.users).toBeGreaterThan(1000);
    expect(Math.abs(rows[0]!.processed - 0.7)).toBeLessThan(0.02);
  });
});
