// The ticket actions over HTTP: upload with QR validation, reject, manual scoring (also 50 at once),
// user details, process now, edit, stats, and the auto-processor's start/stop rights.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createTicket, startLiveApp, ticketDaysDrift, waitFor, type Fixture } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import type { TicketJson } from './mapper';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let manager: string;
let salesRep: string;
let vendor: string;
let f: Fixture;

beforeAll(async () => {
  const tokens = await Promise.all(['+79990000001', '+79990000002', '+79990000003', '+79990000004'].map((phone) => t.login(phone)));
  [admin, manager, salesRep, vendor] = tokens as [string, string, string, string];
  f = await createCampaign(t.db);
  // A catalogue product outside the campaign (the editor's preview says so of its lines).
  await sql`insert into products (title, matches, category_id) select 'Сахар-песок 1 кг', ${JSON.stringify(['сахар'])}::jsonb, category_id from products where id = ${f.products.tea}`.execute(
    t.db,
  );
});

type ErrorBody = { error: { statusCode: number; message: string; code?: string; details?: unknown } };

describe(`POST /tickets (the mobile app's upload) on ${BACKEND}`, () => {
  it('stores a new ticket from the QR fields: kopecks, fiscal numbers without leading zeros, local time of the shop', async () => {
    const reply = await t.request<TicketJson>('/tickets', {
      method: 'POST',
      token: vendor,
      body: {
        t: '20261120T1530',
        s: '1234.5',
        fn: '0009999078900001',
        i: '00042',
        fp: '3522861234',
        n: 1,
        platform: 'android',
        appVersion: '3.0.1',
        photos: [{ container: 'tickets', path: 'a.jpg' }],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'new',
      statusTitle: 'Новый',
      totalSum: 123450,
      fiscalDriveNumber: '9999078900001',
      fiscalDocumentNumber: '42',
      fiscalSign: '3522861234',
      operationType: 1,
      qr: 't=20261120T1530&s=1234.50&fn=9999078900001&i=42&fp=3522861234&n=1',
      userId: 4,
      platform: 'android',
      appVersion: '3.0.1',
      photos: [{ container: 'tickets', path: 'a.jpg' }],
      items: [],
    });
    const { rows } = await sql<{ timeZone: string }>`select c.time_zone from users u join places p on p.id = u.place_id join cities c on c.id = p.city_id where u.id = 4`.execute(
      t.db,
    );
    // The place's city is in Moscow time (UTC+3): 15:30 there is 12:30 UTC.
    expect(rows[0]!.timeZone).toBe('Europe/Moscow');
    expect(reply.body.dateTime).toBe('2026-11-20T12:30:00.000Z');
    const qr = await t.request<TicketJson>('/tickets', { method: 'POST', token: vendor, body: { qr: 't=20261120T153005&s=10&fn=1&i=2&fp=3&n=2' } });
    expect(qr.body).toMatchObject({ totalSum: 1000, operationType: 2, fiscalDriveNumber: '1' });
  });

  it('answers 422 with a Russian message per wrong field', async () => {
    const reply = await t.request<ErrorBody>('/tickets', { method: 'POST', token: vendor, body: { t: '2026-11-20', s: '12,5', fn: '0000', i: 'abc', n: 7 } });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_ERROR',
      message:
        'Дата и время чека должны быть в формате ГГГГММДДTЧЧММ[СС]; Сумма чека должна быть числом с не более чем двумя знаками после точки; ' +
        'Номер фискального накопителя не может состоять из одних нулей; Номер фискального документа должен состоять только из цифр; ' +
        'Не указан фискальный признак; Вид операции должен быть 1 (приход), 2 (возврат прихода), 3 (расход) или 4 (возврат расхода)',
    });
    const badDate = await t.request<ErrorBody>('/tickets', { method: 'POST', token: vendor, body: { t: '20260231T1200', s: '1.999', fn: '1', i: '1', fp: '1' } });
    expect(badDate.body.error.message).toContain('ГГГГММДДTЧЧММ');
    expect(badDate.body.error.message).toContain('не более чем двумя знаками');
    expect((await t.request('/tickets', { method: 'POST', body: { t: '20261120T1530' } })).status).toBe(401);
  });
});

describe(`ticket actions on ${BACKEND}`, () => {
  it('rejects a ticket by a patch with statusDescription; vendors may not, processed tickets may not be rejected', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: 1, items: [{ name: 'Хлеб', price: 5000, quantity: 1 }] });
    const reply = await t.request<TicketJson>(`/tickets/${id}`, { method: 'PATCH', token: admin, body: { status: 'rejected', statusDescription: 'Нечитаемое фото' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id, status: 'rejected', statusTitle: 'Отклонён', statusDescription: 'Нечитаемое фото' });
    expect((await t.request<ErrorBody>(`/tickets/${id}`, { method: 'PATCH', token: vendor, body: { status: 'rejected' } })).status).toBe(403);
    expect((await t.request<ErrorBody>(`/tickets/${id}`, { method: 'PATCH', token: admin, body: { status: 'processed' } })).body.error.message).toBe(
      'Статус чека можно сменить только на rejected, manual или new',
    );
    const processed = (await sql<{ id: number }>`select id from tickets where status = 'processed' order by id limit 1`.execute(t.db)).rows[0]!.id;
    const refused = await t.request<ErrorBody>(`/tickets/${processed}`, { method: 'PATCH', token: admin, body: { status: 'rejected' } });
    expect([refused.status, refused.body.error.message]).toEqual([422, 'По чеку уже произведено начисление.']);
  });

  it('takes reject, scoring, correction and "process now" only on new, delayed and manual tickets, refusing the others as the gateway does (ADR 0042)', async () => {
    const refusals = {
      processing: ['TICKET_PROCESSING', 'Чек сейчас обрабатывается: дождитесь результата.'],
      processed: ['TICKET_ALREADY_PROCESSED', 'По чеку уже произведено начисление.'],
      rejected: ['TICKET_ALREADY_REJECTED', 'Чек уже отклонён.'],
    };
    const row = async (id: number) =>
      (
        await sql`select status, status_description, score, operator, (select count(*)::int from transactions x where x.ticket_id = t.id) as accruals from tickets t where id = ${id}`.execute(
          t.db,
        )
      ).rows[0];
    for (const [status, refusal] of Object.entries(refusals)) {
      const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status, items: [{ name: 'Кофе Жокей 250 г', price: 30000, quantity: 1 }] });
      await sql`update tickets set status_description = 'Причина', score = 7 where id = ${id}`.execute(t.db);
      const before = await row(id);
      const calls: Array<[string, Parameters<typeof t.request>[1]]> = [
        [`/tickets/${id}`, { method: 'PATCH', token: admin, body: { status: 'rejected', statusDescription: 'Другая причина' } }],
        ['/tickets/manualProcess', { method: 'POST', token: admin, body: { ticketId: id, score: 30 } }],
        [`/tickets/edit/${id}`, { method: 'POST', token: admin, body: { operator: 'Кассир Новиков' } }],
        [`/tickets/process/${id}`, { token: admin }],
      ];
      // A final ticket's reason is not rewritten by a patch of the reason alone either.
      if (status !== 'processing') calls.push([`/tickets/${id}`, { method: 'PATCH', token: admin, body: { statusDescription: 'Другая причина' } }]);
      for (const [path, init] of calls) {
        const reply = await t.request<ErrorBody>(path, init);
        expect([status, path, reply.status, reply.body.error?.code, reply.body.error?.message]).toEqual([status, path, 422, ...refusal]);
      }
      const bulk = await t.request<{ results: unknown[] }>('/tickets/bulk', { method: 'POST', token: admin, body: { action: 'reject', ids: [id], reason: 'Другая причина' } });
      expect(bulk.body.results).toEqual([{ id, ok: false, code: refusal[0], message: refusal[1] }]);
      expect(await row(id)).toEqual(before);
    }
    // Back to the queue is not one of these actions: a rejected ticket goes back, its reason cleared.
    const rejected = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'rejected' });
    const requeued = await t.request<TicketJson>(`/tickets/${rejected}`, { method: 'PATCH', token: admin, body: { status: 'new' } });
    expect([requeued.status, requeued.body.status]).toEqual([200, 'new']);
  });

  it('scores a ticket manually once: 50 concurrent calls, exactly one succeeds and one transaction exists', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: 1, status: 'manual', items: [{ name: 'Кофе Жокей', price: 30000, quantity: 1 }] });
    const before = (await sql<{ score: number }>`select score from users where id = 4`.execute(t.db)).rows[0]!.score;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.request<TicketJson & ErrorBody>('/tickets/manualProcess', { method: 'POST', token: admin, body: { ticketId: id, score: 30 } })),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ id, status: 'processed', score: 30 });
    const refused = replies.filter((r) => r.status === 422);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.body.error.message))).toEqual(new Set(['По чеку уже произведено начисление.']));
    const { rows } = await sql<{ amount: number }>`select amount from transactions where ticket_id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ amount: 30 }]);
    expect((await sql<{ score: number }>`select score from users where id = 4`.execute(t.db)).rows[0]!.score).toBe(before + 30);
    const txs = await t.request<Array<{ amount: number; userId: number; ticketId: number }>>(`/tickets/${id}/transactions`, { token: admin });
    expect(txs.body).toEqual([expect.objectContaining({ amount: 30, userId: 4, ticketId: id, reason: `Ручное начисление по чеку №${id}` })]);
  });

  it('refuses manual scoring to vendors and sales reps, and without a ticket id', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: 1, status: 'manual' });
    expect((await t.request('/tickets/manualProcess', { method: 'POST', token: vendor, body: { ticketId: id, score: 1 } })).status).toBe(403);
    expect((await t.request('/tickets/manualProcess', { method: 'POST', token: salesRep, body: { ticketId: id, score: 1 } })).status).toBe(403);
    const missing = await t.request<ErrorBody>('/tickets/manualProcess', { method: 'POST', token: admin, body: { score: 1 } });
    expect([missing.status, missing.body.error.message]).toEqual([422, 'Не определен идентификатор обрабатываемого чека.']);
  });

  it("answers the fiscal details of a user's latest receipt", async () => {
    const reply = await t.request<Record<string, unknown>>('/ticket/userDetails/42', { token: admin });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['fiscalDriveNumber', 'userInn', 'kktRegId', 'operator', 'ofd']);
    expect(reply.body.fiscalDriveNumber).toMatch(/^\d+$/);
    expect((await t.request<Record<string, unknown>>('/ticket/userDetails/42', { token: vendor })).body).toEqual({
      fiscalDriveNumber: null,
      userInn: null,
      kktRegId: null,
      operator: null,
      ofd: null,
    });
  });

  it('processes one ticket now (admins), fetching the receipt from the fiscal simulator', async () => {
    const id = await createTicket(t.db, { userId: 4, placeId: f.placeIds[0] });
    expect((await t.request(`/tickets/process/${id}`, { token: manager })).status).toBe(403);
    const reply = await t.request<TicketJson>(`/tickets/process/${id}?${filterQuery({ include: 'user' })}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('processed');
    expect(reply.body.items.length).toBeGreaterThan(0);
    expect(reply.body.items.reduce((s, i) => s + i.sum, 0)).toBe(reply.body.totalSum);
    expect((reply.body as unknown as { user: { id: number } }).user.id).toBe(4);
    const again = await t.request<ErrorBody>(`/tickets/process/${id}`, { token: admin });
    expect([again.status, again.body.error.message]).toEqual([422, 'По чеку уже произведено начисление.']);
  });

  /** A ticket awaiting a manual check, its one line matching no product. */
  const manualTicket = () => createTicket(t.db, { userId: 4, placeId: f.placeIds[0], status: 'manual', items: [{ name: 'Что-то', price: 100, quantity: 1 }] });
  /** A correction's lines: coffee priced by hand, tea by its product's category. */
  const coffeeAndTea = () => [
    { name: 'Кофе Жокей 250 г', price: 30000, quantity: 2 },
    { name: 'Чай Лисма', productId: f.products.tea, quantity: 1.5 },
  ];

  it('edits a ticket: lines, prices from the category when missing, totalSum and score recomputed', async () => {
    const id = await manualTicket();
    const reply = await t.request<TicketJson>(`/tickets/edit/${id}`, {
      method: 'POST',
      token: admin,
      body: { items: coffeeAndTea(), operator: 'Кассир Новиков' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'manual',
      operator: 'Кассир Новиков',
      items: [
        { name: 'Кофе Жокей 250 г', price: 30000, quantity: 2, sum: 60000, productId: f.products.coffee },
        { name: 'Чай Лисма', price: 15000, quantity: 1.5, sum: 22500, productId: f.products.tea },
      ],
      totalSum: 82500,
      score: 2 * 25 + 15,
    });
    const bad = await t.request<ErrorBody>(`/tickets/edit/${id}`, { method: 'POST', token: admin, body: { items: [{ name: 'Без цены' }] } });
    expect([bad.status, bad.body.error.message]).toEqual([422, 'Позиция 1: не указана цена, и у товара нет рекомендованной цены']);
  });

  it("previews each line's points and says which lines earn nothing because their product is outside the campaign", async () => {
    const id = await manualTicket();
    const preview = await t.request<{
      score: number;
      items: Array<{ name: string; productId: number | null; score: number; outsideCampaign: boolean; scoreSource: string | null; scoreCategory: string | null }>;
    }>(`/tickets/editPreview/${id}`, {
      method: 'POST',
      token: admin,
      body: { items: [...coffeeAndTea(), { name: 'Сахар-песок 1 кг', price: 9000, quantity: 1 }, { name: 'Что-то', price: 100, quantity: 1 }] },
    });
    expect(preview.body.score).toBe(2 * 25 + 15);
    // Where each line's points come from: the campaign product's own score before its category's.
    expect(preview.body.items.map((i) => [i.name, i.productId, i.score, i.outsideCampaign, i.scoreSource, i.scoreCategory])).toEqual([
      ['Кофе Жокей 250 г', f.products.coffee, 50, false, 'campaign', null],
      ['Чай Лисма', f.products.tea, 15, false, 'category', 'Напитки'],
      ['Сахар-песок 1 кг', null, 0, true, null, null],
      ['Что-то', null, 0, false, null, null],
    ]);
  });

  it('clears the reason "nothing matched" once a correction makes a line match, and keeps any other reason', async () => {
    const noMatch = 'Ни одна позиция чека не совпала с товарами акции';
    const make = async (reason: string) => {
      const id = await manualTicket();
      await sql`update tickets set status_description = ${reason} where id = ${id}`.execute(t.db);
      return id;
    };
    const edit = async (id: number, name: string) =>
      (await t.request<TicketJson>(`/tickets/edit/${id}`, { method: 'POST', token: admin, body: { items: [{ name, price: 30000, quantity: 1 }] } })).body.statusDescription;
    expect(await edit(await make(noMatch), 'Кофе Жокей 250 г')).toBeNull();
    expect(await edit(await make(noMatch), 'Хлеб')).toBe(noMatch);
    expect(await edit(await make('Превышен лимит баллов за период'), 'Кофе Жокей 250 г')).toBe('Превышен лимит баллов за период');
  });

  it('searches tickets by fiscalDocumentNumber (spec §5)', async () => {
    const { rows } = await sql<{ doc: string }>`select fiscal_document_number as doc from tickets where id = 600`.execute(t.db);
    const found = await t.request<TicketJson[]>(`/tickets?search=${rows[0]!.doc}&${filterQuery({ fields: ['id', 'fiscalDocumentNumber'] })}`, { token: admin });
    expect(found.body.map((x) => x.fiscalDocumentNumber)).toContain(rows[0]!.doc);
    for (const ticket of found.body) expect(ticket.fiscalDocumentNumber).toContain(rows[0]!.doc);
    const count = await t.request<{ count: number }>(`/tickets/count?search=${rows[0]!.doc}`, { token: admin });
    expect(count.body.count).toBe(found.body.length);
  });

  it('answers GET /tickets/all like GET /tickets', async () => {
    const all = await t.request<TicketJson[]>(`/tickets/all?${filterQuery({ limit: 5, fields: ['id'] })}`, { token: admin });
    const list = await t.request<TicketJson[]>(`/tickets?${filterQuery({ limit: 5, fields: ['id'] })}`, { token: admin });
    expect(all.body).toEqual(list.body);
  });
});

describe(`GET /tickets/stats on ${BACKEND}`, () => {
  it('groups by status with counts, sums and units, matching /tickets/count', async () => {
    const reply = await t.request<{ groups: Array<{ key: { status: string }; count: number; totalSum: number; score: number; units: number }>; totals: { count: number } }>(
      '/tickets/stats?groupBy=status',
      { token: admin },
    );
    expect(reply.status).toBe(200);
    for (const group of reply.body.groups) {
      const count = await t.request<{ count: number }>(`/tickets/count?where[status]=${group.key.status}`, { token: admin });
      expect(group.count).toBe(count.body.count);
    }
    const total = await t.request<{ count: number }>('/tickets/count', { token: admin });
    expect(reply.body.totals.count).toBe(total.body.count);
  });

  it('groups by several keys, filters by where and city, and stays in the scope', async () => {
    const reply = await t.request<{ groupBy: string[]; groups: Array<{ key: Record<string, unknown>; count: number }> }>(
      `/tickets/stats?groupBy=day,place&${filterQuery({ status: 'processed' }, 'where')}`,
      { token: salesRep },
    );
    expect(reply.body.groupBy).toEqual(['day', 'place']);
    const mine = await t.request<{ count: number }>(`/tickets/count?${filterQuery({ status: 'processed' }, 'where')}`, { token: salesRep });
    expect(reply.body.groups.reduce((s, g) => s + g.count, 0)).toBe(mine.body.count);
    for (const group of reply.body.groups) expect(group.key.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const product = await t.request<{ groups: Array<{ key: { product: number | null }; units: number }> }>('/tickets/stats?groupBy=product', { token: admin });
    expect(product.status).toBe(200);
    expect((await t.request('/tickets/stats?groupBy=colour', { token: admin })).status).toBe(400);
    expect((await t.request('/tickets/stats', { token: vendor })).status).toBe(403);
  });

  it('answers plan vs fact by place and period', async () => {
    const reply = await t.request<{ items: Array<{ planId: number; plan: number; fact: number }> }>('/tickets/stats?kind=planFact', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.items.find((i) => i.planId === f.planId)).toMatchObject({ plan: 10, placeId: f.placeIds[0], periodId: f.periodId });
  });
});

describe(`the auto-processor's routes on ${BACKEND}`, () => {
  it('lets only admins start and stop it; regional managers read its state', async () => {
    expect((await t.request('/tickets/startAutoProcessing', { token: manager })).status).toBe(403);
    expect((await t.request('/tickets/stopAutoProcessing', { token: vendor })).status).toBe(403);
    const state = await t.request<{ status: string; history: unknown[]; counter: Record<string, number> }>('/tickets/autoProcessing', { token: manager });
    expect(state.body).toMatchObject({ status: 'stopped', history: [expect.objectContaining({ processed: 1 })] });
    expect(Object.keys(state.body.counter).sort()).toEqual(['delayed', 'manual', 'new', 'processed', 'processing', 'rejected']);
    expect((await t.request('/tickets/autoProcessing', { token: salesRep })).status).toBe(403);

    const started = await t.request<{ status: string }>('/tickets/startAutoProcessing', { token: admin });
    expect(started.body.status).toBe('processing');
    await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from tickets where status = 'new'`.execute(t.db)).rows[0]!.n === 0, 20_000, 'the queue');
    const stopped = await t.request<{ status: string }>('/tickets/stopAutoProcessing', { token: admin });
    expect(['stopping', 'stopped']).toContain(stopped.body.status);
    await waitFor(async () => (await t.request<{ status: string }>('/tickets/autoProcessing', { token: admin })).body.status === 'stopped', 10_000, 'stopped');
  });
});

// docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md: the daily aggregate of the reports.
it(`keeps ticket_days equal to a recount of the tickets after the edits, scores, rejections and processing above, on ${BACKEND}`, async () => {
  expect(await ticketDaysDrift(t.db)).toEqual([]);
});
