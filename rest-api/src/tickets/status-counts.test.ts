// Counts by status from the deltas (status-counts.ts) against the real count of the table: after
// inserts, status changes (one and many rows, by SQL and by processing), deletes, folds, and under
// concurrent writers while folding; and the routes that use them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createCampaign, createTicket, createUser, freshDatabase, startLiveApp, ticketDaysDrift, waitFor } from '../../test/live';
import { appFor, BACKEND, createTestDatabase, filterQuery, startTestApi, type TestDatabase } from '../../test/support';
import { countByStatuses, countFromDeltas, countsPerStatus, deltaFilterOf, FOLD_THRESHOLD, foldStatusDeltas, statusesOf } from './status-counts';

let testDatabase: TestDatabase;
let database: Database;
let vendor: number;
let placeId: number;
let otherPlaceId: number;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await freshDatabase(testDatabase);
  const f = await createCampaign(database.db);
  placeId = f.placeIds[0]!;
  otherPlaceId = f.placeIds[1]!;
  vendor = await createUser(database.db, { phone: '+79991110001', role: 'vendor', placeId });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** What `select count(*) … group by status` says. */
async function truth(): Promise<Map<string | null, number>> {
  const { rows } = await sql<{ status: string | null; n: number }>`select status, count(*)::int as n from tickets group by status`.execute(database.db);
  return new Map(rows.map((row) => [row.status, row.n]));
}

async function expectExact(): Promise<void> {
  const real = await truth();
  const fast = await countsPerStatus(database.db);
  for (const [status, n] of fast) if (n === 0) fast.delete(status);
  expect(Object.fromEntries(fast)).toEqual(Object.fromEntries(real));
  const all = [...real.values()].reduce((a, b) => a + b, 0);
  expect(await countByStatuses(database.db, null)).toBe(all);
  expect(await countByStatuses(database.db, ['new', 'manual'])).toBe((real.get('new') ?? 0) + (real.get('manual') ?? 0));
  // By place, and within a scope of places (a sales rep's, a regional manager's).
  const byPlace = async (where: ReturnType<typeof sql<boolean>>) =>
    (await sql<{ n: number }>`select count(*)::int as n from tickets where ${where}`.execute(database.db)).rows[0]!.n;
  expect(await countFromDeltas(database.db, { statuses: ['new'], placeIds: [placeId] })).toBe(await byPlace(sql<boolean>`status = 'new' and place_id = ${placeId}`));
  expect(await countFromDeltas(database.db, { statuses: null, placeIds: [placeId, otherPlaceId] })).toBe(await byPlace(sql<boolean>`place_id in (${placeId}, ${otherPlaceId})`));
  expect(await countFromDeltas(database.db, { statuses: ['manual', 'rejected'], placeIds: null }, sql`place_id in (${placeId})`)).toBe(
    await byPlace(sql<boolean>`status in ('manual', 'rejected') and place_id = ${placeId}`),
  );
}

describe(`ticket counts by status on ${BACKEND}`, () => {
  it('reads only a bare status where (or none) as statuses', () => {
    expect(statusesOf(undefined)).toBeNull();
    expect(statusesOf({})).toBeNull();
    expect(statusesOf({ status: 'new' })).toEqual(['new']);
    expect(statusesOf({ status: { eq: 'new' } })).toEqual(['new']);
    expect(statusesOf({ status: { inq: ['new', 'manual'] } })).toEqual(['new', 'manual']);
    expect(statusesOf({ status: 'new', placeId: 1 })).toBe(false);
    expect(statusesOf({ status: { neq: 'new' } })).toBe(false);
    expect(statusesOf({ and: [{ status: 'new' }] })).toBe(false);
  });

  it('reads a where of statuses and places as a delta filter, and nothing else', () => {
    expect(deltaFilterOf(undefined)).toEqual({ statuses: null, placeIds: null });
    expect(deltaFilterOf({ status: 'new', placeId: 7 })).toEqual({ statuses: ['new'], placeIds: [7] });
    expect(deltaFilterOf({ placeId: { inq: [7, 8] } })).toEqual({ statuses: null, placeIds: [7, 8] });
    expect(deltaFilterOf({ placeId: { eq: 7 }, status: { inq: ['new', 'manual'] } })).toEqual({ statuses: ['new', 'manual'], placeIds: [7] });
    expect(deltaFilterOf({ placeId: '7' })).toBe(false);
    expect(deltaFilterOf({ placeId: 7.5 })).toBe(false);
    expect(deltaFilterOf({ placeId: null })).toBe(false);
    expect(deltaFilterOf({ status: 'new', userId: 3 })).toBe(false);
    expect(deltaFilterOf({ placeId: { neq: 7 } })).toBe(false);
  });

  it('stays exact through inserts, single and bulk status changes, deletes and folds', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createTicket(database.db, { userId: vendor, placeId, status: i % 3 === 0 ? 'manual' : 'new' }));
    await expectExact();
    await sql`update tickets set status = 'processed' where id = ${ids[0]!}`.execute(database.db);
    await sql`update tickets set score = 5 where id = ${ids[1]!}`.execute(database.db); // no status change, no delta
    await sql`update tickets set place_id = ${otherPlaceId} where id = any(${ids.slice(8, 11)}::int[])`.execute(database.db); // a move
    await sql`update tickets set status = 'rejected' where id = any(${ids.slice(2, 8)}::int[])`.execute(database.db);
    await expectExact();
    await sql`delete from tickets where id = any(${ids.slice(6, 10)}::int[])`.execute(database.db);
    await expectExact();
    await foldStatusDeltas(database.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ticket_status_deltas`.execute(database.db);
    const pairs = await sql<{ n: number }>`select count(*)::int as n from (select distinct status, place_id from tickets) p`.execute(database.db);
    expect(rows[0]!.n).toBe(pairs.rows[0]!.n);
    await expectExact();
  });

  it('folds the deltas by itself when they pile up, and stays exact', async () => {
    const id = await createTicket(database.db, { userId: vendor, placeId, status: 'new' });
    for (let i = 0; i <= FOLD_THRESHOLD / 2; i++) {
      await sql`update tickets set status = ${i % 2 === 0 ? 'manual' : 'new'} where id = ${id}`.execute(database.db);
    }
    const unfolded = sql<{ n: number }>`select count(*)::int as n from ticket_status_deltas where not folded`;
    expect((await unfolded.execute(database.db)).rows[0]!.n).toBeGreaterThan(FOLD_THRESHOLD);
    await countByStatuses(database.db, ['new']);
    expect((await unfolded.execute(database.db)).rows[0]!.n).toBe(0);
    const pairs = await sql<{ n: number }>`select count(*)::int as n from (select distinct status, place_id from tickets) p`.execute(database.db);
    expect((await sql<{ n: number }>`select count(*)::int as n from ticket_status_deltas`.execute(database.db)).rows[0]!.n).toBe(pairs.rows[0]!.n);
    await expectExact();
  });

  it('loses nothing with concurrent writers while folding', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await createTicket(database.db, { userId: vendor, placeId, status: 'new' }));
    const statuses = ['processing', 'manual', 'processed', 'rejected', 'delayed'];
    await Promise.all([
      ...ids.map((id, i) => sql`update tickets set status = ${statuses[i % statuses.length]!} where id = ${id}`.execute(database.db)),
      ...Array.from({ length: 10 }, () => createTicket(database.db, { userId: vendor, placeId, status: 'new' })),
      foldStatusDeltas(database.db),
      foldStatusDeltas(database.db),
      sql`delete from tickets where id = any(${ids.slice(0, 5)}::int[])`.execute(database.db),
    ]);
    await expectExact();
  });
});

describe(`GET /tickets/count from the status deltas on ${BACKEND}`, () => {
  const t = appFor(() => startTestApi());
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    admin = await t.login('+79990000001');
    manager = await t.login('+79990000002');
  });
  it("answers an administrator's status counts exactly as the list, and a scoped user's by the query", async () => {
    for (const where of [undefined, { status: 'new' }, { status: { inq: ['manual', 'delayed'] } }]) {
      const query = where === undefined ? '' : `?${filterQuery(where, 'where')}`;
      const count = await t.request<{ count: number }>(`/tickets/count${query}`, { token: admin });
      const all = await t.request<unknown[]>(`/tickets?${filterQuery({ where, fields: ['id'], limit: 100000 })}`, { token: admin });
      expect(count.body.count).toBe(all.body.length);
    }
    const scoped = await t.request<{ count: number }>(`/tickets/count?${filterQuery({ status: 'new' }, 'where')}`, { token: manager });
    const scopedList = await t.request<unknown[]>(`/tickets?${filterQuery({ where: { status: 'new' }, fields: ['id'], limit: 100000 })}`, { token: manager });
    expect(scoped.body.count).toBe(scopedList.body.length);
    const all = await t.request<{ count: number }>(`/tickets/count?${filterQuery({ status: 'new' }, 'where')}`, { token: admin });
    expect(scoped.body.count).toBeLessThan(all.body.count);
  });
});

describe(`GET /tickets/count while the processor runs, on ${BACKEND}`, () => {
  const t = appFor(() => startLiveApp({ seed: true }));
  it("keeps every role's named filters and a place's counts exact while the processor works through the queue", async () => {
    const tokens = { admin: await t.login('+79990000001'), manager: await t.login('+79990000002'), salesRep: await t.login('+79990000003') };
    const admin = tokens.admin;
    const count = async (token: string, where: unknown) =>
      (await t.request<{ count: number }>(`/tickets/count${where === undefined ? '' : `?${filterQuery(where, 'where')}`}`, { token })).body.count;
    const listed = async (token: string, where: unknown) =>
      (await t.request<unknown[]>(`/tickets?${filterQuery({ where, fields: ['id'], limit: 100000 })}`, { token })).body.length;
    const { body: places } = await t.request<{ placeId: number }[]>(`/tickets?${filterQuery({ where: { placeId: { neq: null } }, fields: ['placeId'], limit: 1 })}`, {
      token: admin,
    });
    const wheres: unknown[] = [
      undefined,
      ...['new', 'processing', 'delayed', 'manual', 'processed', 'rejected'].map((status) => ({ status })),
      { placeId: places[0]!.placeId },
      { status: { inq: ['processed', 'rejected'] }, placeId: places[0]!.placeId },
    ];
    // A queue long enough to read counts while it is worked through: 1,500 tickets of the demo's places.
    await sql`insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
      select 'new', t.user_id, t.place_id, now() - interval '1 hour', 10000, '9999078900005555', g::text, (4000000000 + g)::text, 1
      from generate_series(1, 1500) g
      join lateral (select user_id, place_id from tickets where place_id is not null order by id offset (g % 40) limit 1) t on true`.execute(t.db);
    expect(await count(tokens.admin, { status: 'new' })).toBeGreaterThanOrEqual(1500);
    const queue = async () => (await sql<{ n: number }>`select count(*)::int as n from tickets where status in ('new', 'processing')`.execute(t.db)).rows[0]!.n;
    // Counts read (and folds made) by every role while the processor changes statuses.
    let working = true;
    let reads = 0;
    const reader = (async () => {
      while (working) {
        await Promise.all(Object.values(tokens).flatMap((token) => wheres.map((where) => count(token, where))));
        reads += 1;
      }
    })();
    expect((await t.request('/tickets/startAutoProcessing', { token: admin })).status).toBe(200);
    await waitFor(async () => (await queue()) === 0, 60_000, 'the queue worked through');
    working = false;
    await reader;
    expect(reads).toBeGreaterThan(1);
    await t.request('/tickets/stopAutoProcessing', { token: admin });
    await waitFor(async () => (await t.request<{ status: string }>('/tickets/autoProcessing', { token: admin })).body.status === 'stopped', 30_000, 'the processor stopped');
    for (const [who, token] of Object.entries(tokens)) {
      for (const where of wheres) {
        expect({ who, where, count: await count(token, where) }).toEqual({ who, where, count: await listed(token, where) });
      }
    }
    // The reports' daily aggregate (docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md) too.
    expect(await ticketDaysDrift(t.db)).toEqual([]);
  });
});
