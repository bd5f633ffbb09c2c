// The audit trail kept whole: a rolled-back write leaves no row, the row is written in the change's own
// transaction, rows are append-only and old ones purged; GET /auditLogs answers each role its rows
// and no route writes one. What each audited write records: audit.test.ts.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditApp, web } from '../../test/audit';
import { createTicket, createUser, waitFor } from '../../test/live';
import { BACKEND } from '../../test/support';
import { DESCRIPTIONS } from '../processor/process';
import { purgeAudit, recordAudit, scheduleAuditRetention } from './log';

const t = auditApp();
const { mark, written } = t;

describe(`audit_log on ${BACKEND}`, () => {
  it('a refused invite (rolled back after the user row was written) leaves no audit row', async () => {
    const reply = await t.request('/users/invite', { method: 'POST', token: t.manager, headers: web, body: { phone: '+79995550000', roleName: 'vendor', sendCode: false } });
    expect(reply.status).toBe(422);
    expect(await written()).toEqual([]);
    const { rows } = await sql`select id from users where phone = '+79995550000'`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('a transaction that fails after recording leaves no row', async () => {
    const actor = { userId: 1, role: 'admin', address: '127.0.0.1', client: 'web' as const };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { model: 'Place', entityId: 1, action: 'update', before: { title: 'a' }, after: { title: 'b' } }, actor);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await written()).toEqual([]);
  });

  // Written beside the change instead (on the database, not the transaction), the row would stay when
  // the change rolls back; on PGlite the test harness refuses such a query at once (test/live.ts).
  it("writes the audit row in the change's own transaction (the same xmin as the changed row)", async () => {
    const xmin = async (table: string, id: number | string) =>
      (await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows[0]?.xmin;
    const auditRows = async () =>
      (await sql<{ xmin: string; action: string }>`select xmin::text as xmin, action from audit_log where id > ${t.since} order by id`.execute(t.db)).rows;

    const ticket = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[0] });
    await mark();
    const rejected = await t.request(`/tickets/${ticket}`, { method: 'PATCH', token: t.admin, headers: web, body: { status: 'rejected' } });
    expect(rejected.status).toBe(200);
    expect(await auditRows()).toEqual([{ xmin: await xmin('tickets', ticket), action: 'reject' }]);

    await mark();
    const created = await t.request<{ id: string }>('/users/me/apiTokens', { method: 'POST', token: t.admin, headers: web, body: { name: 'Аудит', readOnly: true } });
    expect(created.status).toBe(200);
    expect(await auditRows()).toEqual([{ xmin: await xmin('access_tokens', created.body.id), action: 'apiTokenCreate' }]);
  });

  it('is append-only: an UPDATE is refused; retention deletes only old rows', async () => {
    await expect(sql`update audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await sql`insert into audit_log (at, model, action) values (now() - interval '40 days', 'Place', 'old')`.execute(t.db);
    const before = Number((await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.db)).rows[0]!.n);
    expect(await purgeAudit(t.db, 30)).toBe(1);
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.db)).rows[0]!.n)).toBe(before - 1);
  });

  it('the daily retention job purges at start', async () => {
    await sql`insert into audit_log (at, model, action) values (now() - interval '8 days', 'Place', 'old')`.execute(t.db);
    const logged: object[] = [];
    const stop = scheduleAuditRetention(t.db, 7, { info: (obj) => logged.push(obj), error: (obj) => logged.push(obj) });
    await waitFor(() => logged.length > 0, 15_000, 'the purge');
    stop();
    expect(logged).toEqual([{ removed: 1, days: 7 }]);
    const { rows } = await sql`select id from audit_log where action = 'old'`.execute(t.db);
    expect(rows).toEqual([]);
  });
});

describe(`GET /auditLogs on ${BACKEND}`, () => {
  let managerTicket: number;
  let otherTicket: number;

  beforeAll(async () => {
    const { rows } = await sql<{ id: number }>`select p.id from places p join user_cities uc on uc.city_id = p.city_id where uc.user_id = 2 order by p.id limit 1`.execute(t.db);
    managerTicket = await createTicket(t.db, { userId: 4, placeId: rows[0]!.id });
    otherTicket = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[1] });
    for (const id of [managerTicket, otherTicket]) {
      await t.request(`/tickets/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { status: 'rejected' } });
    }
  });

  it('answers admins the rows with where, order, skip and limit, and counts them', async () => {
    const where = { model: 'Ticket', action: 'reject', entityId: { inq: [managerTicket, otherTicket] } };
    const filter = JSON.stringify({ where, order: 'id DESC', limit: 1, skip: 0, fields: ['model', 'entityId', 'action', 'userId', 'userName', 'after'] });
    const reply = await t.request<unknown[]>(`/auditLogs?filter=${encodeURIComponent(filter)}`, { token: t.admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      {
        model: 'Ticket',
        entityId: otherTicket,
        action: 'reject',
        userId: 1,
        userName: 'Анна Смирнова',
        after: { status: 'rejected', statusDescription: DESCRIPTIONS.rejectedByStaff },
      },
    ]);
    const second = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify({ where, order: 'id DESC', limit: 1, skip: 1 }))}`, {
      token: t.admin,
    });
    expect(second.body.map((r) => r.entityId)).toEqual([managerTicket]);
    const count = await t.request<{ count: number }>(`/auditLogs/count?where=${encodeURIComponent(JSON.stringify(where))}`, { token: t.admin });
    expect(count.body).toEqual({ count: 2 });
  });

  it('shows a regional manager no sign-in rows of others and no address but its own (issue 23, F10)', async () => {
    const since = Number((await sql<{ id: string }>`select coalesce(max(id), 0) as id from audit_log`.execute(t.db)).rows[0]!.id);
    const vendor = await t.login('+79990000004');
    await t.request('/users/logout', { method: 'POST', token: vendor });
    const { rows: inScope } = await sql<{ n: string }>`select count(*) as n from users u where u.id = 4 and (u.city_id in (select city_id from user_cities where user_id = 2)
      or u.id in (select up.user_id from user_places up join places p on p.id = up.place_id where p.city_id in (select city_id from user_cities where user_id = 2)))`.execute(t.db);
    expect(Number(inScope[0]!.n)).toBe(1);
    const list = (where: object, token = t.manager) =>
      t.request<Array<{ action: string; userId: number | null; address: string | null }>>(
        `/auditLogs?filter=${encodeURIComponent(JSON.stringify({ where, fields: ['action', 'userId', 'address'] }))}`,
        { token },
      );
    const asAdmin = await list({ id: { gt: since }, model: 'User', entityId: 4, action: { inq: ['signIn', 'signOut'] } }, t.admin);
    expect(asAdmin.body.map((r) => [r.action, r.address])).toEqual([
      ['signIn', '127.0.0.1'],
      ['signOut', '127.0.0.1'],
    ]);
    expect((await list({ model: 'User', entityId: 4, action: { inq: ['signIn', 'signOut'] } })).body).toEqual([]);
    // The administrator's action on a ticket of its cities: the row, without the administrator's address.
    const rejects = await list({ model: 'Ticket', entityId: managerTicket, action: 'reject' });
    expect(rejects.body).toEqual([{ action: 'reject', userId: 1, address: null }]);
    // Its own sign-in, with its address.
    const own = await list({ model: 'User', entityId: 2, action: 'signIn' });
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((r) => r.userId === 2 && r.address === '127.0.0.1')).toBe(true);
    // No filter nor order by address (it would reveal it).
    for (const filter of [{ where: { address: '127.0.0.1' } }, { where: { or: [{ address: { like: '127%' } }] } }, { order: 'address DESC' }]) {
      const reply = await t.request(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: t.manager });
      expect([filter, reply.status]).toEqual([filter, 403]);
    }
    expect((await t.request(`/auditLogs/count?where=${encodeURIComponent(JSON.stringify({ address: '127.0.0.1' }))}`, { token: t.manager })).status).toBe(403);
  });

  it('answers a regional manager the rows about the people he sees (auth/scope.ts userScope): a vendor of his city, not another manager of it', async () => {
    const { rows } = await sql<{ id: number }>`select city_id as id from user_cities where user_id = 2 order by city_id limit 1`.execute(t.db);
    const vendor = await createUser(t.db, { phone: '+79991117701', role: 'vendor', cityId: rows[0]!.id });
    const peer = await createUser(t.db, { phone: '+79991117702', role: 'regionalManager', cityId: rows[0]!.id });
    for (const id of [vendor, peer]) expect((await t.request(`/users/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { name: 'Ян' } })).status).toBe(200);
    const filter = { where: { model: 'User', entityId: { inq: [vendor, peer] } }, order: 'id ASC' };
    const all = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: t.admin });
    expect(all.body.map((r) => r.entityId)).toEqual([vendor, peer]);
    const seen = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: t.manager });
    expect(seen.body.map((r) => r.entityId)).toEqual([vendor]);
  });

  it('answers a regional manager only the rows about its cities, and others nothing', async () => {
    const where = encodeURIComponent(JSON.stringify({ model: 'Ticket', entityId: { inq: [managerTicket, otherTicket] } }));
    const rows = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify({ where: JSON.parse(decodeURIComponent(where)) }))}`, {
      token: t.manager,
    });
    expect(rows.body.map((r) => r.entityId)).toEqual([managerTicket]);
    const salesRep = await t.login('+79990000003');
    expect((await t.request(`/auditLogs/count?where=${where}`, { token: salesRep })).body).toEqual({ count: 0 });
    expect((await t.request('/auditLogs')).status).toBe(401);
  });

  it('has no route that creates, changes or deletes a row', async () => {
    const { rows } = await sql<{ id: string }>`select id from audit_log order by id limit 1`.execute(t.db);
    const id = rows[0]!.id;
    expect((await t.request('/auditLogs', { method: 'POST', token: t.admin, body: { model: 'X', action: 'y' } })).status).toBe(404);
    expect((await t.request(`/auditLogs/${id}`, { method: 'PATCH', token: t.admin, body: { action: 'y' } })).status).toBe(404);
    expect((await t.request(`/auditLogs/${id}`, { method: 'DELETE', token: t.admin })).status).toBe(404);
  });
});
