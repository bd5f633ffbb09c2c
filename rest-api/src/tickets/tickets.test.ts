// The ticket routes over real HTTP on an API started as other packages start it (startApi).
import { beforeAll, describe, expect, it } from 'vitest';
import { appFor, BACKEND, filterQuery, startTestApi } from '../../test/support';
import { TICKET_STATUS_TITLES, type TicketJson, type TicketStatus } from './mapper';

const t = appFor(() => startTestApi());
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
type TicketWithRelations = TicketJson & { user?: Record<string, unknown>; place?: Record<string, unknown> };

describe(`GET /tickets on ${BACKEND}`, () => {
  it('answers a page of 24 by dateTime DESC with user and place included', async () => {
    const reply = await t.request<TicketWithRelations[]>(`/tickets?${filterQuery({ limit: 24, order: 'dateTime DESC', include: ['user', 'place'] })}`, { token: admin });
    expect(reply.status).toBe(200);
    const tickets = reply.body;
    expect(tickets.map((ticket) => ticket.id)).toEqual([598, 600, 597, 599, 596, 595, 593, 594, 592, 591, 590, 589, 588, 584, 585, 587, 586, 582, 583, 581, 580, 579, 577, 578]);
    expect(tickets.map((ticket) => ticket.status).slice(0, 8)).toEqual(['new', 'new', 'delayed', 'processing', 'delayed', 'new', 'processing', 'new']);
    expect(
      tickets
        .slice(1)
        .filter((ticket, i) => !(ticket.dateTime! <= tickets[i]!.dateTime!))
        .map((ticket) => ticket.id),
    ).toEqual([]);
    for (const ticket of tickets) {
      expect(ticket.user).toMatchObject({ id: ticket.userId, roleName: 'vendor' });
      expect(ticket.user).not.toHaveProperty('password');
      expect(ticket.place).toMatchObject({ id: ticket.placeId });
      expect(ticket.statusTitle).toBe(TICKET_STATUS_TITLES[ticket.status]);
      expect(ticket.items.length).toBeGreaterThanOrEqual(1);
      expect(ticket.items.length).toBeLessThanOrEqual(8);
      expect(ticket.items.reduce((sum, item) => sum + item.sum, 0)).toBe(ticket.totalSum);
    }
  });

  it('answers every property of a ticket, money in kopecks, NULLs as null, dates as ISO strings', async () => {
    const reply = await t.request<TicketJson>('/tickets/600', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: 600,
      operationType: 1,
      taxationType: 1,
      rawData: null,
      shiftNumber: 440,
      cashTotalSum: 0,
      kktRegId: '0006884052298100',
      nds10: 0,
      nds18: 5167,
      ndsCalculated18: null,
      fiscalDriveNumber: '9960440359920873',
      operator: 'Кассир Смирнова О.',
      fiscalDocumentNumber: '17567',
      userInn: '638935628538',
      fiscalSign: '502866061',
      requestNumber: 120,
      receiptCode: 3,
      authorityUri: 'www.nalog.gov.ru',
      internetSign: null,
      machineNumber: null,
      dateTime: expect.stringMatching(/T18:03:02\.000Z$/),
      createdAt: expect.stringMatching(/T20:37:02\.000Z$/),
      updatedAt: expect.stringMatching(ISO),
      totalSum: 30998,
      location: { lat: 53.1662, lng: 50.123743 },
      status: 'new',
      statusTitle: 'Новый',
      statusDescription: 'Чек загружен и ожидает обработки',
      qr: expect.stringMatching(/^t=\d{8}T2203&s=309\.98&fn=9960440359920873&i=17567&fp=502866061&n=1$/),
      score: null,
      planSales: null,
      bonusSales: null,
      scoredItems: null,
      totalSales: null,
      platform: 'android',
      appVersion: '2.14.1',
      ofd: 'ООО «Эвотор ОФД»',
      items: [
        { productId: null, name: 'Средство для посуды Fairy Лимон 450 мл', price: 21999, quantity: 1, sum: 21999 },
        { productId: null, name: 'Шоколад Alpen Gold молочный 85 г', price: 8999, quantity: 1, sum: 8999 },
      ],
      photos: [
        {
          server: '/files',
          container: 'tickets',
          path: 'demo-receipt-1.jpg',
          thumbs: { 200: 'demo-receipt-1_200.jpg', 500: 'demo-receipt-1_500.jpg', 800: 'demo-receipt-1_800.jpg', 1200: 'demo-receipt-1_1200.jpg' },
          mime: 'image/jpeg',
          type: 'image/jpeg',
          name: 'receipt-1.jpg',
        },
      ],
      userId: 42,
      placeId: 66,
      campaignId: null,
      periodId: null,
      planId: null,
    });
    expect(Object.keys(reply.body).slice(0, 4)).toEqual(['id', 'operationType', 'taxationType', 'rawData']);
  });

  it('reads the bracket form of the filter like the JSON form', async () => {
    const json = await t.request<TicketJson[]>(`/tickets?${filterQuery({ limit: 3, order: 'dateTime DESC', fields: ['id', 'status'] })}`, { token: admin });
    const brackets = await t.request<TicketJson[]>('/tickets?filter[limit]=3&filter[order]=dateTime%20DESC&filter[fields][0]=id&filter[fields][1]=status', { token: admin });
    expect(brackets.body).toEqual(json.body);
    expect(brackets.body).toEqual([
      { id: 598, status: 'new' },
      { id: 600, status: 'new' },
      { id: 597, status: 'delayed' },
    ]);
  });

  it("includes the place with its city and the city's region", async () => {
    const reply = await t.request<TicketWithRelations>(`/tickets/600?${filterQuery({ fields: ['id', 'placeId'], include: { place: { city: 'region' } } })}`, { token: admin });
    expect(reply.body).toMatchObject({
      id: 600,
      placeId: 66,
      place: { id: 66, cityId: 23, city: { id: 23, title: 'Самара', regionName: 'Самарская область', timeZone: 'Europe/Samara', region: { id: 5, title: 'Самарская область' } } },
    });
  });

  it('filters by the Russian status title, folding case', async () => {
    const reply = await t.request<{ count: number }>(`/tickets/count?${filterQuery({ statusTitle: { ilike: 'обработан' } }, 'where')}`, { token: admin });
    expect(reply.body).toEqual({ count: 435 });
  });

  it('answers 404 MODEL_NOT_FOUND for a missing or impossible id', async () => {
    const missing = await t.request('/tickets/99', { token: admin });
    expect(missing.status).toBe(200);
    const none = await t.request('/tickets/9999', { token: admin });
    expect([none.status, none.text]).toEqual([404, '{"error":{"statusCode":404,"name":"Error","message":"Unknown \\"Ticket\\" id \\"9999\\".","code":"MODEL_NOT_FOUND"}}']);
    const word = await t.request<{ error: { message: string } }>('/tickets/abc', { token: admin });
    expect([word.status, word.body.error.message]).toEqual([404, 'Unknown "Ticket" id "abc".']);
  });

  it('answers findOne with the first match, or 404', async () => {
    const first = await t.request<TicketJson>(`/tickets/findOne?${filterQuery({ where: { status: 'processing' }, fields: ['id'] })}`, { token: admin });
    expect(first.body).toEqual({ id: 593 });
    const none = await t.request<{ error: { message: string } }>(`/tickets/findOne?${filterQuery({ where: { id: 0 } })}`, { token: admin });
    expect([none.status, none.body.error.message]).toEqual([404, 'Unknown "Ticket" id "undefined".']);
  });

  it('requires a signed-in user', async () => {
    const reply = await t.request('/tickets');
    expect([reply.status, reply.text]).toEqual([401, '{"error":{"statusCode":401,"name":"Error","message":"Authorization Required","code":"AUTHORIZATION_REQUIRED"}}']);
  });
});

describe(`GET /tickets/count on ${BACKEND}`, () => {
  it('counts with a bracket-form where', async () => {
    const counts: Record<string, number> = {};
    for (const status of Object.keys(TICKET_STATUS_TITLES) as TicketStatus[]) {
      const reply = await t.request<{ count: number }>(`/tickets/count?where[status]=${status}`, { token: admin });
      counts[status] = reply.body.count;
    }
    expect(counts).toEqual({ new: 4, processing: 2, delayed: 5, manual: 79, processed: 435, rejected: 75 });
  });

  it('counts with a JSON where and with operators in brackets', async () => {
    expect((await t.request(`/tickets/count?${filterQuery({ status: { inq: ['new', 'processing'] } }, 'where')}`, { token: admin })).body).toEqual({ count: 6 });
    expect((await t.request('/tickets/count?where[status][inq]=new&where[status][inq]=processing', { token: admin })).body).toEqual({ count: 6 });
    expect((await t.request('/tickets/count?where[totalSum][gt]=500000', { token: admin })).body).toEqual({ count: expect.any(Number) });
  });

  it('counts everything without a where, and with a {where} wrapper as LoopBack does', async () => {
    expect((await t.request('/tickets/count', { token: admin })).body).toEqual({ count: 600 });
    expect((await t.request(`/tickets/count?${filterQuery({ where: { status: 'new' } }, 'where')}`, { token: admin })).body).toEqual({ count: 600 });
  });
});

describe(`ticket scope by role on ${BACKEND}`, () => {
  it('shows a vendor only its own tickets', async () => {
    const token = await t.login('+79990000004');
    expect((await t.request('/tickets/count', { token })).body).toEqual({ count: 42 });
    const tickets = (await t.request<TicketJson[]>(`/tickets?${filterQuery({ fields: ['userId'] })}`, { token })).body;
    expect(new Set(tickets.map((ticket) => ticket.userId))).toEqual(new Set([4]));
    expect((await t.request('/tickets/600', { token })).status).toBe(404);
  });

  it('shows a sales rep the tickets of its places', async () => {
    const token = await t.login('+79990000003');
    const tickets = (await t.request<TicketJson[]>(`/tickets?${filterQuery({ fields: ['placeId'] })}`, { token })).body;
    expect(tickets).toHaveLength(42);
    for (const ticket of tickets) expect(ticket.placeId).toBeLessThanOrEqual(10);
  });

  it('shows a regional manager the tickets of places in its cities', async () => {
    const token = await t.login('+79990000002');
    expect((await t.request('/tickets/count', { token })).body).toEqual({ count: 69 });
    const tickets = (await t.request<TicketWithRelations[]>(`/tickets?${filterQuery({ fields: ['id', 'placeId'], include: 'place' })}`, { token })).body;
    expect(tickets).toHaveLength(69);
    for (const ticket of tickets) expect(ticket.place?.cityId).toBeLessThanOrEqual(11);
  });

  it('shows an admin everything', async () => {
    expect((await t.request('/tickets/count', { token: admin })).body).toEqual({ count: 600 });
  });
});
