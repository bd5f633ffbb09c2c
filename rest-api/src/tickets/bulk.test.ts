// Bulk actions and undo over HTTP (issue 25): per-row results with the single action's reasons, the
// role's scope, a read-only token refused through the routed path (any case), the 1,000-row bound,
// one audit row per record, and undo by a recorded reverse action that refuses a later change.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createTicket, createUser, startLiveApp, ticketDaysDrift, type Fixture } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';
import { READ_ONLY_MESSAGE } from '../auth/middleware';
import type { BulkAnswer } from '../bulk/run';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let manager: string;
let readOnly: string;
let f: Fixture;

beforeAll(async () => {
  f = await createCampaign(t.db);
  admin = await t.login('+79990000001');
  await createUser(t.db, { phone: '+79995550001', role: 'regionalManager', cityIds: [f.cityIds[0]] });
  manager = await t.login('+79995550001');
  readOnly = (await t.request<{ token: string }>('/users/me/apiTokens', { method: 'POST', token: admin, body: { name: 'Только чтение', readOnly: true } })).body.token;
});
const bulk = (token: string, body: unknown, path = '/tickets/bulk') => t.request<BulkAnswer & { error?: { message: string; code: string } }>(path, { method: 'POST', token, body });
const statusOf = async (id: number) =>
  (await sql<{ status: string; statusDescription: string | null }>`select status, status_description from tickets where id = ${id}`.execute(t.db)).rows[0]!;
const auditOf = async (id: number) =>
  (
    await sql<{ action: string; before: unknown; after: unknown }>`select action, before, after from audit_log where model = 'Ticket' and entity_id = ${id} order by id`.execute(
      t.db,
    )
  ).rows;

describe(`POST /tickets/bulk on ${BACKEND}`, () => {
  it('rejects each ticket in its own transaction: a processed one is refused with its reason, the others rejected, one audit row each', async () => {
    const a = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    const b = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'processed' });
    const c = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'new' });
    const reply = await bulk(manager, { action: 'reject', ids: [a, b, c], reason: 'Чек нечитаем' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      action: 'reject',
      total: 3,
      succeeded: 2,
      failed: 1,
      results: [
        { id: a, ok: true, status: 'rejected' },
        { id: b, ok: false, message: 'По чеку уже произведено начисление.', code: 'TICKET_ALREADY_PROCESSED' },
        { id: c, ok: true, status: 'rejected' },
      ],
    });
    expect(await statusOf(a)).toEqual({ status: 'rejected', statusDescription: 'Чек нечитаем' });
    expect(await statusOf(b)).toEqual({ status: 'processed', statusDescription: null });
    expect(await auditOf(a)).toEqual([
      { action: 'reject', before: { status: 'manual', statusDescription: null }, after: { status: 'rejected', statusDescription: 'Чек нечитаем' } },
    ]);
    expect(await auditOf(b)).toEqual([]);
    expect(await auditOf(c)).toEqual([{ action: 'reject', before: { status: 'new', statusDescription: null }, after: { status: 'rejected', statusDescription: 'Чек нечитаем' } }]);
  });

  it("keeps a regional manager to his cities' tickets: another city's ticket is refused per row and left as it was", async () => {
    const own = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    const foreign = await createTicket(t.db, { userId: 4, placeId: f.placeIds[1], status: 'manual' });
    const reply = await bulk(manager, { action: 'reject', ids: [foreign, own] });
    expect(reply.body.results).toEqual([
      { id: foreign, ok: false, message: 'Чек не найден или недоступен', code: 'MODEL_NOT_FOUND' },
      { id: own, ok: true, status: 'rejected' },
    ]);
    expect((await statusOf(foreign)).status).toBe('manual');
    expect(await auditOf(foreign)).toEqual([]);
    // Processing is the administrators' (as GET /tickets/process/{id}).
    expect((await bulk(manager, { action: 'process', ids: [own] })).status).toBe(403);
  });

  it('scores manual-check tickets with their computed points; a ticket not on manual check is refused', async () => {
    const manual = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    await sql`update tickets set score = 35 where id = ${manual}`.execute(t.db);
    const fresh = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'new' });
    const reply = await bulk(admin, { action: 'score', ids: [manual, fresh] });
    expect(reply.body.results).toEqual([
      { id: manual, ok: true, status: 'processed' },
      { id: fresh, ok: false, message: 'Начислить баллы списком можно только по чекам на ручной проверке', code: 'TICKET_NOT_MANUAL' },
    ]);
    expect((await auditOf(manual)).map((row) => row.action)).toEqual(['score']);
  });

  it('refuses a read-only token through the routed path whatever its case, and changes nothing', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    for (const path of [
      '/tickets/bulk',
      '/TICKETS/BULK',
      '/Tickets/Bulk',
      '/tickets/%62ulk',
      '/tickets/bulk/',
      '/users/bulk',
      '/USERS/Bulk',
      '/auditLogs/undo',
      '/AUDITLOGS/UNDO',
    ]) {
      const reply = await bulk(readOnly, { action: 'reject', ids: [id] }, path);
      expect({ path, status: reply.status, error: reply.body.error }).toEqual({
        path,
        status: 403,
        error: { statusCode: 403, name: 'Error', message: READ_ONLY_MESSAGE, code: 'READ_ONLY_TOKEN' },
      });
    }
    expect((await statusOf(id)).status).toBe('manual');
  });

  it('takes at most 1,000 tickets a call: 1,001 ids or a filter matching more are refused before any change; 1,000 by a filter are all rejected', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const tooMany = await bulk(admin, { action: 'reject', ids });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatchObject({ code: 'BULK_TOO_MANY', message: 'Выбрано 1001, а за один раз можно не более 1000: уточните фильтр' });
    await sql`insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type)
      select 'delayed', 4, ${f.placeIds[1]}, now(), 100, '77', 'bulk-' || n, n::text, 1 from generate_series(1, 1001) n`.execute(t.db);
    const where = { status: 'delayed', placeId: f.placeIds[1] };
    const filtered = await bulk(admin, { action: 'reject', where });
    expect(filtered.status).toBe(422);
    expect(filtered.body.error!.message).toBe('Выбрано 1001, а за один раз можно не более 1000: уточните фильтр');
    await sql`update tickets set status = 'new' where id = (select max(id) from tickets where fiscal_drive_number = '77')`.execute(t.db);
    const all = await bulk(admin, { action: 'reject', where, reason: 'Массовое отклонение' });
    expect(all.status).toBe(200);
    expect({ total: all.body.total, succeeded: all.body.succeeded, failed: all.body.failed }).toEqual({ total: 1000, succeeded: 1000, failed: 0 });
    const { rows } = await sql<{ n: string }>`select count(*) as n from audit_log a join tickets x on x.id = a.entity_id
      where a.model = 'Ticket' and a.action = 'reject' and x.fiscal_drive_number = '77'`.execute(t.db);
    expect(Number(rows[0]!.n)).toBe(1000);
  });
});

describe(`POST /auditLogs/undo on ${BACKEND}`, () => {
  it("undoes a reject by writing back the audit row's before-values, with an audit row of its own; a second undo is refused", async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    await sql`update tickets set status_description = 'Нет совпадений' where id = ${id}`.execute(t.db);
    await bulk(manager, { action: 'reject', ids: [id], reason: 'Фото размыто' });
    const undo = await bulk(manager, { model: 'Ticket', action: 'reject', ids: [id] }, '/auditLogs/undo');
    expect(undo.body).toEqual({ action: 'undo', total: 1, succeeded: 1, failed: 0, results: [{ id, ok: true, status: 'manual' }] });
    expect(await statusOf(id)).toEqual({ status: 'manual', statusDescription: 'Нет совпадений' });
    expect((await auditOf(id)).at(-1)).toEqual({
      action: 'undo',
      before: { status: 'rejected', statusDescription: 'Фото размыто' },
      after: { status: 'manual', statusDescription: 'Нет совпадений' },
    });
    const again = await bulk(manager, { model: 'Ticket', action: 'reject', ids: [id] }, '/auditLogs/undo');
    expect(again.body.results).toEqual([{ id, ok: false, message: 'Действие уже отменено', code: 'UNDO_ALREADY' }]);
  });

  it('refuses to undo over a later change by someone else, and an action of another person', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual' });
    await bulk(manager, { action: 'reject', ids: [id] });
    // The administrator sends it back to the queue after the manager's reject.
    expect((await t.request(`/tickets/${id}`, { method: 'PATCH', token: admin, body: { status: 'new' } })).status).toBe(200);
    const undo = await bulk(manager, { model: 'Ticket', action: 'reject', ids: [id] }, '/auditLogs/undo');
    expect(undo.body.results).toEqual([{ id, ok: false, message: 'Отменить нельзя: запись изменена после этого действия', code: 'UNDO_CONFLICT' }]);
    expect((await statusOf(id)).status).toBe('new');
    const others = await bulk(admin, { model: 'Ticket', action: 'reject', ids: [id] }, '/auditLogs/undo');
    expect(others.body.results).toEqual([{ id, ok: false, message: 'Отменять нечего: своё действие можно отменить в течение 15 минут', code: 'UNDO_NOT_FOUND' }]);
  });

  it('blocks people in bulk (one refused: already blocked) and undoes a block', async () => {
    const a = await createUser(t.db, { phone: '+79995550011', role: 'salesMan', cityId: f.cityIds[0] });
    const b = await createUser(t.db, { phone: '+79995550012', role: 'salesMan', cityId: f.cityIds[0] });
    await sql`update users set blocked = true where id = ${b}`.execute(t.db);
    const reply = await bulk(admin, { action: 'block', ids: [a, b] }, '/users/bulk');
    expect(reply.body.results).toEqual([
      { id: a, ok: true, status: 'blocked' },
      { id: b, ok: false, message: 'Уже заблокирован', code: 'ALREADY_BLOCKED' },
    ]);
    const undo = await bulk(admin, { model: 'User', action: 'block', ids: [a] }, '/auditLogs/undo');
    expect(undo.body.results).toEqual([{ id: a, ok: true, status: 'active' }]);
    const { rows } = await sql<{ blocked: boolean }>`select blocked from users where id = ${a}`.execute(t.db);
    expect(rows[0]!.blocked).toBe(false);
    const trail = await sql<{ action: string }>`select action from audit_log where model = 'User' and entity_id = ${a} order by id`.execute(t.db);
    expect(trail.rows.map((row) => row.action)).toEqual(['block', 'undo']);
  });

  it("undoes a place's unassignment: the assignment comes back", async () => {
    const rep = await createUser(t.db, { phone: '+79995550021', role: 'salesMan', placeIds: [f.placeIds[0]] });
    expect((await t.request(`/users/removePlace/${rep}/${f.placeIds[0]}`, { token: admin })).status).toBe(200);
    const undo = await bulk(admin, { model: 'User', action: 'unassignPlace', ids: [rep], placeId: f.placeIds[0] }, '/auditLogs/undo');
    expect(undo.body.results).toEqual([{ id: rep, ok: true, status: 'assigned' }]);
    const { rows } = await sql<{ placeId: number }>`select place_id from user_places where user_id = ${rep}`.execute(t.db);
    expect(rows).toEqual([{ placeId: f.placeIds[0] }]);
  });
});

// docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md: the daily aggregate of the reports.
it(`keeps ticket_days equal to a recount of the tickets after the bulk actions and undos above, on ${BACKEND}`, async () => {
  expect(await ticketDaysDrift(t.db)).toEqual([]);
});
