// The audit trail: every audited write leaves exactly one row with the right actor and the changed
// fields before and after; a rolled-back write leaves none; passwords and codes are never stored.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCampaign, createTicket, createUser, startLiveApp, waitFor, type Fixture, type LiveApp } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';
import { DEFAULT_TTL } from '../auth/tokens';
import { SimulatorProvider } from '../processor/fiscal';
import { DESCRIPTIONS } from '../processor/process';
import { purgeAudit, recordAudit, scheduleAuditRetention } from './log';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let manager: string;
let f: Fixture;

interface AuditRow {
  userId: number | null;
  userRole: string | null;
  address: string | null;
  client: string | null;
  model: string;
  entityId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** The rows written since `mark()`. */
let since = 0;
async function mark(): Promise<void> {
  const { rows } = await sql<{ max: string | null }>`select max(id) as max from audit_log`.execute(t.db);
  since = Number(rows[0]?.max ?? 0);
}
async function written(): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`
    select user_id, user_role, address, client, model, entity_id, action, before, after from audit_log where id > ${since} order by id`.execute(t.db);
  return rows;
}

const web = { 'x-client': 'web' };
const staff = (userId: number, userRole: string) => ({ userId, userRole, address: expect.any(String) as unknown as string, client: 'web' });

beforeAll(async () => {
  admin = await t.login('+79990000001');
  manager = await t.login('+79990000002');
  f = await createCampaign(t.db);
});

beforeEach(mark);

describe(`audit_log on ${BACKEND}`, () => {
  it('records sign-in with the user and role, and a failed sign-in with the phone only (never the password)', async () => {
    const ok = await t.request('/users/login', { method: 'POST', headers: { 'x-client': 'script' }, body: { phone: '+79990000003', password: 'demo1234' } });
    expect(ok.status).toBe(200);
    const bad = await t.request('/users/login', { method: 'POST', headers: web, body: { phone: '+79990000003', password: 'wrong-secret-1' } });
    expect(bad.status).toBe(401);
    const rows = await written();
    expect(rows).toEqual([
      {
        userId: 3,
        userRole: 'salesMan',
        address: expect.any(String),
        client: 'script',
        model: 'User',
        entityId: 3,
        action: 'signIn',
        before: null,
        after: { phone: '+79990000003', ttl: DEFAULT_TTL },
      },
      {
        userId: null,
        userRole: null,
        address: expect.any(String),
        client: 'web',
        model: 'User',
        entityId: 3,
        action: 'signInFailed',
        before: null,
        after: { phone: '+79990000003' },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('wrong-secret-1');
    expect(JSON.stringify(rows)).not.toContain('demo1234');
  });

  it('records sign-out', async () => {
    const token = await t.login('+79990000003');
    await mark();
    expect((await t.request('/users/logout', { method: 'POST', token, headers: { 'x-client': 'app' } })).status).toBe(204);
    expect(await written()).toEqual([
      { userId: 3, userRole: 'salesMan', address: expect.any(String), client: 'app', model: 'User', entityId: 3, action: 'signOut', before: null, after: null },
    ]);
  });

  it("records a ticket uploaded from the app with the vendor and the client 'app'", async () => {
    const vendor = await t.login('+79990000004');
    await mark();
    const reply = await t.request<{ id: number; placeId: number | null }>('/tickets', {
      method: 'POST',
      token: vendor,
      headers: { 'x-client': 'app' },
      body: { qr: 't=20261120T1530&s=12.50&fn=77&i=88&fp=99&n=1' },
    });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      {
        userId: 4,
        userRole: 'vendor',
        address: expect.any(String),
        client: 'app',
        model: 'Ticket',
        entityId: reply.body.id,
        action: 'create',
        before: null,
        after: { status: 'new', totalSum: 1250, fiscalDriveNumber: '77', fiscalDocumentNumber: '88', fiscalSign: '99', placeId: reply.body.placeId },
      },
    ]);
  });

  it('records a ticket rejected, with the status before and after', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0] });
    const reply = await t.request(`/tickets/${id}`, { method: 'PATCH', token: admin, headers: web, body: { status: 'rejected', statusDescription: 'Фото нечитаемо' } });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      {
        ...staff(1, 'admin'),
        model: 'Ticket',
        entityId: id,
        action: 'reject',
        before: { status: 'new', statusDescription: null },
        after: { status: 'rejected', statusDescription: 'Фото нечитаемо' },
      },
    ]);
  });

  it('records manual scoring', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    const reply = await t.request('/tickets/manualProcess', { method: 'POST', token: admin, headers: web, body: { ticketId: id, score: 50 } });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      {
        ...staff(1, 'admin'),
        model: 'Ticket',
        entityId: id,
        action: 'score',
        before: { status: 'manual', score: null, statusDescription: null },
        after: { status: 'processed', score: 50, statusDescription: DESCRIPTIONS.processedManually },
      },
    ]);
  });

  it('records an edit with each changed field of each line, the total and the score before and after', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual', items: [{ name: 'чай лисма', price: 10000, quantity: 1 }] });
    const reply = await t.request(`/tickets/edit/${id}`, {
      method: 'POST',
      token: admin,
      headers: web,
      body: { ticket: { operator: 'Иванова', items: [{ name: 'кофе жокей', price: 20000, quantity: 2 }] } },
    });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      {
        ...staff(1, 'admin'),
        model: 'Ticket',
        entityId: id,
        action: 'edit',
        // Each changed field of each line (the product by its title, the line without one matched), and the score.
        before: { operator: null, totalSum: 10000, score: null, 'line1.name': 'чай лисма', 'line1.price': 10000, 'line1.quantity': 1, 'line1.product': null },
        after: { operator: 'Иванова', totalSum: 40000, score: 50, 'line1.name': 'кофе жокей', 'line1.price': 20000, 'line1.quantity': 2, 'line1.product': 'Кофе Жокей' },
      },
    ]);
  });

  it('records "process now" with the outcome', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], items: [{ name: 'кофе жокей', price: 20000, quantity: 1 }] });
    const reply = await t.request<{ status: string; score: number }>(`/tickets/process/${id}`, { token: admin, headers: web });
    expect(reply.status).toBe(200);
    const rows = await written();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...staff(1, 'admin'),
      model: 'Ticket',
      entityId: id,
      action: 'process',
      before: { status: 'new' },
      after: { status: reply.body.status, score: reply.body.score },
    });
  });

  it('records the processor started and stopped', async () => {
    await t.request('/tickets/startAutoProcessing', { token: admin, headers: web });
    await t.request('/tickets/stopAutoProcessing', { token: admin, headers: web });
    // A batch taken before the stop finishes (its tickets are the system's rows), then it stops.
    await waitFor(async () => (await t.request<{ status: string }>('/tickets/autoProcessing', { token: admin })).body.status === 'stopped', 15_000, 'stopped');
    const rows = (await written()).filter((r) => r.client !== 'system');
    expect(rows.map((r) => [r.model, r.entityId, r.action, r.userId])).toEqual([
      ['Processor', 1, 'start', 1],
      ['Processor', 1, 'stop', 1],
    ]);
    expect(rows[0]!.after).toEqual({ status: 'processing' });
    expect(rows[1]!.before).toEqual({ status: 'processing' });
  });

  it('records a user updated, blocked and unblocked', async () => {
    const id = await createUser(t.db, { phone: '+79991112233', role: 'vendor', name: 'Пётр', placeId: f.placeIds[0], placeIds: [f.placeIds[0]] });
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: admin, headers: web, body: { name: 'Павел', surname: 'Орлов' } })).status).toBe(200);
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: admin, headers: web, body: { blocked: true } })).status).toBe(200);
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: admin, headers: web, body: { blocked: false } })).status).toBe(200);
    expect(await written()).toEqual([
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'update', before: { name: 'Пётр', surname: 'Тестов' }, after: { name: 'Павел', surname: 'Орлов' } },
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'block', before: { blocked: false }, after: { blocked: true } },
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'unblock', before: { blocked: true }, after: { blocked: false } },
    ]);
  });

  it("records places assigned and removed, and a vendor's main place set", async () => {
    const id = await createUser(t.db, { phone: '+79991114455', role: 'vendor', name: 'Олег' });
    const [p1, p2] = f.placeIds;
    expect((await t.request(`/users/addPlace/${id}/${p1}`, { method: 'POST', token: admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/setUserPlace/${id}/${p2}`, { method: 'POST', token: admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/removePlace/${id}/${p1}`, { method: 'POST', token: admin, headers: web })).status).toBe(200);
    expect(await written()).toEqual([
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'assignPlace', before: null, after: { placeId: p1 } },
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'setMainPlace', before: { placeId: null }, after: { placeId: p2 } },
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'unassignPlace', before: null, after: { placeId: p1 } },
    ]);
  });

  it("records a regional manager's place given and taken with its whole city, and how many places it has (issue 39)", async () => {
    const id = await createUser(t.db, { phone: '+79991116677', role: 'regionalManager', name: 'Ирина' });
    const p1 = f.placeIds[0]!;
    const { cityId } = await t.db.selectFrom('places').select('cityId').where('id', '=', p1).executeTakeFirstOrThrow();
    expect((await t.request('/places', { method: 'POST', token: admin, body: { title: 'Второй ларёк', cityId } })).status).toBe(200);
    await mark();
    const { n } = await t.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cityId', '=', cityId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(1);
    expect((await t.request(`/users/addPlace/${id}/${p1}`, { method: 'POST', token: admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/removePlace/${id}/${p1}`, { method: 'POST', token: admin, headers: web })).status).toBe(200);
    expect(await written()).toEqual([
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'assignPlace', before: null, after: { placeId: p1, cityId, places: Number(n) } },
      { ...staff(1, 'admin'), model: 'User', entityId: id, action: 'unassignPlace', before: null, after: { placeId: p1, cityId, places: Number(n) } },
    ]);
  });

  it('records a device command with its scope and reach, not its payload', async () => {
    const reply = await t.request<{ count: number }>('/users/emitSocketEvent', {
      method: 'POST',
      token: admin,
      headers: web,
      body: { event: 'app.logout', scope: { userId: 4 }, payload: { secret: 'x-1' } },
    });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      { ...staff(1, 'admin'), model: 'Device', entityId: 4, action: 'command', before: null, after: { event: 'app.logout', scope: { userId: 4 }, count: reply.body.count } },
    ]);
  });

  it('records an invite without its code', async () => {
    const reply = await t.request<{ user: { id: number }; code: string }>('/users/invite', {
      method: 'POST',
      token: admin,
      headers: web,
      body: { phone: '+79995554433', roleName: 'vendor', placeId: f.placeIds[0], sendCode: false },
    });
    expect(reply.status).toBe(200);
    const rows = await written();
    expect(rows).toEqual([
      {
        ...staff(1, 'admin'),
        model: 'User',
        entityId: reply.body.user.id,
        action: 'invite',
        before: null,
        after: { phone: '+79995554433', roleName: 'vendor', cityId: null, placeId: f.placeIds[0], inviterId: 1 },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(reply.body.code);
  });

  it('a refused invite (rolled back after the user row was written) leaves no audit row', async () => {
    const reply = await t.request('/users/invite', { method: 'POST', token: manager, headers: web, body: { phone: '+79995550000', roleName: 'vendor', sendCode: false } });
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
      (await sql<{ xmin: string; action: string }>`select xmin::text as xmin, action from audit_log where id > ${since} order by id`.execute(t.db)).rows;

    const ticket = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0] });
    await mark();
    const rejected = await t.request(`/tickets/${ticket}`, { method: 'PATCH', token: admin, headers: web, body: { status: 'rejected' } });
    expect(rejected.status).toBe(200);
    expect(await auditRows()).toEqual([{ xmin: await xmin('tickets', ticket), action: 'reject' }]);

    await mark();
    const created = await t.request<{ id: string }>('/users/me/apiTokens', { method: 'POST', token: admin, headers: web, body: { name: 'Аудит', readOnly: true } });
    expect(created.status).toBe(200);
    expect(await auditRows()).toEqual([{ xmin: await xmin('access_tokens', created.body.id), action: 'apiTokenCreate' }]);
  });

  it('records place create, update and delete', async () => {
    const created = await t.request<{ id: number }>('/places', { method: 'POST', token: admin, headers: web, body: { title: 'Ларёк', cityId: f.cityIds[0] } });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await t.request(`/places/${id}`, { method: 'PATCH', token: admin, headers: web, body: { title: 'Киоск', address: 'ул. Ленина, 1' } })).status).toBe(200);
    expect((await t.request(`/places/${id}`, { method: 'DELETE', token: admin, headers: web })).status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => ({ ...r, before: r.before && 'title' in (r.before as object) ? { title: (r.before as { title: string }).title } : r.before }))).toEqual([
      { ...staff(1, 'admin'), model: 'Place', entityId: id, action: 'create', before: null, after: { title: 'Ларёк', cityId: f.cityIds[0] } },
      { ...staff(1, 'admin'), model: 'Place', entityId: id, action: 'update', before: { title: 'Ларёк' }, after: { title: 'Киоск', address: 'ул. Ленина, 1' } },
      { ...staff(1, 'admin'), model: 'Place', entityId: id, action: 'delete', before: { title: 'Киоск' }, after: null },
    ]);
    expect(rows[1]!.before).toEqual({ title: 'Ларёк', address: null });
  });

  it('records campaign and period create, update and delete', async () => {
    const campaign = await t.request<{ id: number }>('/campaigns', { method: 'POST', token: admin, headers: web, body: { title: 'Весна' } });
    expect(campaign.status).toBe(200);
    const c = campaign.body.id;
    expect((await t.request(`/campaigns/${c}`, { method: 'PATCH', token: admin, headers: web, body: { title: 'Лето' } })).status).toBe(200);
    const period = await t.request<{ id: number }>('/periods', {
      method: 'POST',
      token: admin,
      headers: web,
      body: { campaignId: c, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' },
    });
    expect(period.status).toBe(200);
    const p = period.body.id;
    expect((await t.request(`/periods/${p}`, { method: 'PATCH', token: admin, headers: web, body: { ticketSalesLimit: 5 } })).status).toBe(200);
    expect((await t.request(`/periods/${p}`, { method: 'DELETE', token: admin, headers: web })).status).toBe(200);
    expect((await t.request(`/campaigns/${c}`, { method: 'DELETE', token: admin, headers: web })).status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => [r.model, r.entityId, r.action])).toEqual([
      ['Campaign', c, 'create'],
      ['Campaign', c, 'update'],
      ['Period', p, 'create'],
      ['Period', p, 'update'],
      ['Period', p, 'delete'],
      ['Campaign', c, 'delete'],
    ]);
    expect(rows[0]!.after).toEqual({ title: 'Весна' });
    expect(rows[1]).toMatchObject({ before: { title: 'Весна' }, after: { title: 'Лето' } });
    expect(rows[2]!.after).toEqual({ campaignId: c, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' });
    expect(rows[3]).toMatchObject({ before: { ticketSalesLimit: null }, after: { ticketSalesLimit: 5 } });
    expect(rows[4]!.before).toMatchObject({ id: p, campaignId: c, ticketSalesLimit: 5 });
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
    otherTicket = await createTicket(t.db, { userId: 4, placeId: f.placeIds[1] });
    for (const id of [managerTicket, otherTicket]) {
      await t.request(`/tickets/${id}`, { method: 'PATCH', token: admin, headers: web, body: { status: 'rejected' } });
    }
  });

  it('answers admins the rows with where, order, skip and limit, and counts them', async () => {
    const where = { model: 'Ticket', action: 'reject', entityId: { inq: [managerTicket, otherTicket] } };
    const filter = JSON.stringify({ where, order: 'id DESC', limit: 1, skip: 0, fields: ['model', 'entityId', 'action', 'userId', 'userName', 'after'] });
    const reply = await t.request<unknown[]>(`/auditLogs?filter=${encodeURIComponent(filter)}`, { token: admin });
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
      token: admin,
    });
    expect(second.body.map((r) => r.entityId)).toEqual([managerTicket]);
    const count = await t.request<{ count: number }>(`/auditLogs/count?where=${encodeURIComponent(JSON.stringify(where))}`, { token: admin });
    expect(count.body).toEqual({ count: 2 });
  });

  it('shows a regional manager no sign-in rows of others and no address but its own (issue 23, F10)', async () => {
    const since = Number((await sql<{ id: string }>`select coalesce(max(id), 0) as id from audit_log`.execute(t.db)).rows[0]!.id);
    const vendor = await t.login('+79990000004');
    await t.request('/users/logout', { method: 'POST', token: vendor });
    const { rows: inScope } = await sql<{ n: string }>`select count(*) as n from users u where u.id = 4 and (u.city_id in (select city_id from user_cities where user_id = 2)
      or u.id in (select up.user_id from user_places up join places p on p.id = up.place_id where p.city_id in (select city_id from user_cities where user_id = 2)))`.execute(t.db);
    expect(Number(inScope[0]!.n)).toBe(1);
    const list = (where: object, token = manager) =>
      t.request<Array<{ action: string; userId: number | null; address: string | null }>>(
        `/auditLogs?filter=${encodeURIComponent(JSON.stringify({ where, fields: ['action', 'userId', 'address'] }))}`,
        { token },
      );
    const asAdmin = await list({ id: { gt: since }, model: 'User', entityId: 4, action: { inq: ['signIn', 'signOut'] } }, admin);
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
      const reply = await t.request(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: manager });
      expect([filter, reply.status]).toEqual([filter, 403]);
    }
    expect((await t.request(`/auditLogs/count?where=${encodeURIComponent(JSON.stringify({ address: '127.0.0.1' }))}`, { token: manager })).status).toBe(403);
  });

  it('answers a regional manager the rows about the people he sees (auth/scope.ts userScope): a vendor of his city, not another manager of it', async () => {
    const { rows } = await sql<{ id: number }>`select city_id as id from user_cities where user_id = 2 order by city_id limit 1`.execute(t.db);
    const vendor = await createUser(t.db, { phone: '+79991117701', role: 'vendor', cityId: rows[0]!.id });
    const peer = await createUser(t.db, { phone: '+79991117702', role: 'regionalManager', cityId: rows[0]!.id });
    for (const id of [vendor, peer]) expect((await t.request(`/users/${id}`, { method: 'PATCH', token: admin, headers: web, body: { name: 'Ян' } })).status).toBe(200);
    const filter = { where: { model: 'User', entityId: { inq: [vendor, peer] } }, order: 'id ASC' };
    const all = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: admin });
    expect(all.body.map((r) => r.entityId)).toEqual([vendor, peer]);
    const seen = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: manager });
    expect(seen.body.map((r) => r.entityId)).toEqual([vendor]);
  });

  it('answers a regional manager only the rows about its cities, and others nothing', async () => {
    const where = encodeURIComponent(JSON.stringify({ model: 'Ticket', entityId: { inq: [managerTicket, otherTicket] } }));
    const rows = await t.request<Array<{ entityId: number }>>(`/auditLogs?filter=${encodeURIComponent(JSON.stringify({ where: JSON.parse(decodeURIComponent(where)) }))}`, {
      token: manager,
    });
    expect(rows.body.map((r) => r.entityId)).toEqual([managerTicket]);
    const salesRep = await t.login('+79990000003');
    expect((await t.request(`/auditLogs/count?where=${where}`, { token: salesRep })).body).toEqual({ count: 0 });
    expect((await t.request('/auditLogs')).status).toBe(401);
  });

  it('has no route that creates, changes or deletes a row', async () => {
    const { rows } = await sql<{ id: string }>`select id from audit_log order by id limit 1`.execute(t.db);
    const id = rows[0]!.id;
    expect((await t.request('/auditLogs', { method: 'POST', token: admin, body: { model: 'X', action: 'y' } })).status).toBe(404);
    expect((await t.request(`/auditLogs/${id}`, { method: 'PATCH', token: admin, body: { action: 'y' } })).status).toBe(404);
    expect((await t.request(`/auditLogs/${id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe(`"process now" without a receipt on ${BACKEND}`, () => {
  let u: LiveApp;
  afterAll(async () => {
    await u?.close();
  });

  it('records the ticket rejected when the fiscal service has no receipt', async () => {
    u = await startLiveApp({ seed: true, live: { fiscalProvider: new SimulatorProvider({ notFoundRate: 1 }) } });
    const token = await u.login('+79990000001');
    const { rows } = await sql<{ id: number }>`select id from places order by id limit 1`.execute(u.db);
    const id = await createTicket(u.db, { userId: 4, placeId: rows[0]!.id });
    const reply = await u.request<{ status: string }>(`/tickets/process/${id}`, { token, headers: web });
    expect(reply.body.status).toBe('rejected');
    const { rows: audit } = await sql<AuditRow>`select user_id, user_role, address, client, model, entity_id, action, before, after from audit_log
      where model = 'Ticket' and entity_id = ${id}`.execute(u.db);
    expect(audit).toEqual([
      {
        ...staff(1, 'admin'),
        model: 'Ticket',
        entityId: id,
        action: 'process',
        before: { status: 'new', statusDescription: null },
        after: { status: 'rejected', statusDescription: DESCRIPTIONS.notFound },
      },
    ]);
  });
});
