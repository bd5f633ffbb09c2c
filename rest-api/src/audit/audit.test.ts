// The audit trail: every audited write leaves exactly one row with the right actor and the changed
// fields before and after; passwords and codes are never stored. A rolled-back write, append-only
// rows, retention and GET /auditLogs: audit-trail.test.ts.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { auditApp, staff, web, type AuditRow } from '../../test/audit';
import { createTicket, createUser, startLiveApp, waitFor, type LiveApp } from '../../test/live';
import { BACKEND } from '../../test/support';
import { DEFAULT_TTL } from '../auth/tokens';
import { SimulatorProvider } from '../processor/fiscal';
import { DESCRIPTIONS } from '../processor/process';

const t = auditApp();
const { mark, written } = t;
/** An audit row of the administrator's (user 1) from the web. */
const byAdmin = (model: string, entityId: number, action: string, before: unknown, after: unknown) => ({ ...staff(1, 'admin'), model, entityId, action, before, after });

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
    const id = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[0] });
    const reply = await t.request(`/tickets/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { status: 'rejected', statusDescription: 'Фото нечитаемо' } });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([byAdmin('Ticket', id, 'reject', { status: 'new', statusDescription: null }, { status: 'rejected', statusDescription: 'Фото нечитаемо' })]);
  });

  it('records manual scoring', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[0], status: 'manual' });
    const reply = await t.request('/tickets/manualProcess', { method: 'POST', token: t.admin, headers: web, body: { ticketId: id, score: 50 } });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      byAdmin(
        'Ticket',
        id,
        'score',
        { status: 'manual', score: null, statusDescription: null },
        { status: 'processed', score: 50, statusDescription: DESCRIPTIONS.processedManually },
      ),
    ]);
  });

  it('records an edit with each changed field of each line, the total and the score before and after', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[0], status: 'manual', items: [{ name: 'чай лисма', price: 10000, quantity: 1 }] });
    const reply = await t.request(`/tickets/edit/${id}`, {
      method: 'POST',
      token: t.admin,
      headers: web,
      body: { ticket: { operator: 'Иванова', items: [{ name: 'кофе жокей', price: 20000, quantity: 2 }] } },
    });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([
      // Each changed field of each line (the product by its title, the line without one matched), and the score.
      byAdmin(
        'Ticket',
        id,
        'edit',
        { operator: null, totalSum: 10000, score: null, 'line1.name': 'чай лисма', 'line1.price': 10000, 'line1.quantity': 1, 'line1.product': null },
        { operator: 'Иванова', totalSum: 40000, score: 50, 'line1.name': 'кофе жокей', 'line1.price': 20000, 'line1.quantity': 2, 'line1.product': 'Кофе Жокей' },
      ),
    ]);
  });

  it('records "process now" with the outcome', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: t.f.placeIds[0], items: [{ name: 'кофе жокей', price: 20000, quantity: 1 }] });
    const reply = await t.request<{ status: string; score: number }>(`/tickets/process/${id}`, { token: t.admin, headers: web });
    expect(reply.status).toBe(200);
    const rows = await written();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(byAdmin('Ticket', id, 'process', { status: 'new' }, { status: reply.body.status, score: reply.body.score }));
  });

  it('records the processor started and stopped', async () => {
    await t.request('/tickets/startAutoProcessing', { token: t.admin, headers: web });
    await t.request('/tickets/stopAutoProcessing', { token: t.admin, headers: web });
    // A batch taken before the stop finishes (its tickets are the system's rows), then it stops.
    await waitFor(async () => (await t.request<{ status: string }>('/tickets/autoProcessing', { token: t.admin })).body.status === 'stopped', 15_000, 'stopped');
    const rows = (await written()).filter((r) => r.client !== 'system');
    expect(rows.map((r) => [r.model, r.entityId, r.action, r.userId])).toEqual([
      ['Processor', 1, 'start', 1],
      ['Processor', 1, 'stop', 1],
    ]);
    expect(rows[0]!.after).toEqual({ status: 'processing' });
    expect(rows[1]!.before).toEqual({ status: 'processing' });
  });

  it('records a user updated, blocked and unblocked', async () => {
    const id = await createUser(t.db, { phone: '+79991112233', role: 'vendor', name: 'Пётр', placeId: t.f.placeIds[0], placeIds: [t.f.placeIds[0]] });
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { name: 'Павел', surname: 'Орлов' } })).status).toBe(200);
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { blocked: true } })).status).toBe(200);
    expect((await t.request(`/users/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { blocked: false } })).status).toBe(200);
    expect(await written()).toEqual([
      byAdmin('User', id, 'update', { name: 'Пётр', surname: 'Тестов' }, { name: 'Павел', surname: 'Орлов' }),
      byAdmin('User', id, 'block', { blocked: false }, { blocked: true }),
      byAdmin('User', id, 'unblock', { blocked: true }, { blocked: false }),
    ]);
  });

  it("records places assigned and removed, and a vendor's main place set", async () => {
    const id = await createUser(t.db, { phone: '+79991114455', role: 'vendor', name: 'Олег' });
    const [p1, p2] = t.f.placeIds;
    expect((await t.request(`/users/addPlace/${id}/${p1}`, { method: 'POST', token: t.admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/setUserPlace/${id}/${p2}`, { method: 'POST', token: t.admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/removePlace/${id}/${p1}`, { method: 'POST', token: t.admin, headers: web })).status).toBe(200);
    expect(await written()).toEqual([
      byAdmin('User', id, 'assignPlace', null, { placeId: p1 }),
      byAdmin('User', id, 'setMainPlace', { placeId: null }, { placeId: p2 }),
      byAdmin('User', id, 'unassignPlace', null, { placeId: p1 }),
    ]);
  });

  it("records a regional manager's place given and taken with its whole city, and how many places it has (issue 39)", async () => {
    const id = await createUser(t.db, { phone: '+79991116677', role: 'regionalManager', name: 'Ирина' });
    const p1 = t.f.placeIds[0]!;
    const { cityId } = await t.db.selectFrom('places').select('cityId').where('id', '=', p1).executeTakeFirstOrThrow();
    expect((await t.request('/places', { method: 'POST', token: t.admin, body: { title: 'Второй ларёк', cityId } })).status).toBe(200);
    await mark();
    const { n } = await t.db
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cityId', '=', cityId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(1);
    expect((await t.request(`/users/addPlace/${id}/${p1}`, { method: 'POST', token: t.admin, headers: web })).status).toBe(200);
    expect((await t.request(`/users/removePlace/${id}/${p1}`, { method: 'POST', token: t.admin, headers: web })).status).toBe(200);
    expect(await written()).toEqual([
      byAdmin('User', id, 'assignPlace', null, { placeId: p1, cityId, places: Number(n) }),
      byAdmin('User', id, 'unassignPlace', null, { placeId: p1, cityId, places: Number(n) }),
    ]);
  });

  it('records a device command with its scope and reach, not its payload', async () => {
    const reply = await t.request<{ count: number }>('/users/emitSocketEvent', {
      method: 'POST',
      token: t.admin,
      headers: web,
      body: { event: 'app.logout', scope: { userId: 4 }, payload: { secret: 'x-1' } },
    });
    expect(reply.status).toBe(200);
    expect(await written()).toEqual([byAdmin('Device', 4, 'command', null, { event: 'app.logout', scope: { userId: 4 }, count: reply.body.count })]);
  });

  it('records an invite without its code', async () => {
    const reply = await t.request<{ user: { id: number }; code: string }>('/users/invite', {
      method: 'POST',
      token: t.admin,
      headers: web,
      body: { phone: '+79995554433', roleName: 'vendor', placeId: t.f.placeIds[0], sendCode: false },
    });
    expect(reply.status).toBe(200);
    const rows = await written();
    expect(rows).toEqual([
      byAdmin('User', reply.body.user.id, 'invite', null, { phone: '+79995554433', roleName: 'vendor', cityId: null, placeId: t.f.placeIds[0], inviterId: 1 }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(reply.body.code);
  });

  it('records place create, update and delete', async () => {
    const created = await t.request<{ id: number }>('/places', { method: 'POST', token: t.admin, headers: web, body: { title: 'Ларёк', cityId: t.f.cityIds[0] } });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await t.request(`/places/${id}`, { method: 'PATCH', token: t.admin, headers: web, body: { title: 'Киоск', address: 'ул. Ленина, 1' } })).status).toBe(200);
    expect((await t.request(`/places/${id}`, { method: 'DELETE', token: t.admin, headers: web })).status).toBe(200);
    const rows = await written();
    expect(rows.map((r) => ({ ...r, before: r.before && 'title' in (r.before as object) ? { title: (r.before as { title: string }).title } : r.before }))).toEqual([
      byAdmin('Place', id, 'create', null, { title: 'Ларёк', cityId: t.f.cityIds[0] }),
      byAdmin('Place', id, 'update', { title: 'Ларёк' }, { title: 'Киоск', address: 'ул. Ленина, 1' }),
      byAdmin('Place', id, 'delete', { title: 'Киоск' }, null),
    ]);
    expect(rows[1]!.before).toEqual({ title: 'Ларёк', address: null });
  });

  it('records campaign and period create, update and delete', async () => {
    const campaign = await t.request<{ id: number }>('/campaigns', { method: 'POST', token: t.admin, headers: web, body: { title: 'Весна' } });
    expect(campaign.status).toBe(200);
    const c = campaign.body.id;
    expect((await t.request(`/campaigns/${c}`, { method: 'PATCH', token: t.admin, headers: web, body: { title: 'Лето' } })).status).toBe(200);
    const period = await t.request<{ id: number }>('/periods', {
      method: 'POST',
      token: t.admin,
      headers: web,
      body: { campaignId: c, startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-02-01T00:00:00.000Z' },
    });
    expect(period.status).toBe(200);
    const p = period.body.id;
    expect((await t.request(`/periods/${p}`, { method: 'PATCH', token: t.admin, headers: web, body: { ticketSalesLimit: 5 } })).status).toBe(200);
    expect((await t.request(`/periods/${p}`, { method: 'DELETE', token: t.admin, headers: web })).status).toBe(200);
    expect((await t.request(`/campaigns/${c}`, { method: 'DELETE', token: t.admin, headers: web })).status).toBe(200);
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
    expect(audit).toEqual([byAdmin('Ticket', id, 'process', { status: 'new', statusDescription: null }, { status: 'rejected', statusDescription: DESCRIPTIONS.notFound })]);
  });
});
