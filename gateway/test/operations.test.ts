// The operations the other files leave out, each through the gateway against the real API, with an
// API of its own (it writes a lot).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import sharp from 'sharp';
import { TicketChatDocument, TicketRouteDocument } from '../../web/src/__generated__/graphql';
import { fileHarness, gatewayFor, gqlAt, until, wsClient } from './harness';

const s = fileHarness({ ownApi: true, callsPerTest: true });

/** The answer's data, its errors thrown. Typed by hand (`T`): these strings have no typed documents yet. */
async function ok<T>(query: string | DocumentNode, variables: Record<string, unknown> = {}, cookie = s.admin): Promise<T> {
  const res = await s.h.gql(query, variables, { cookie });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
}

describe('batching', () => {
  it('costs at most 7 REST calls for a page with user, place → city → region, campaign and period, whatever its size', async () => {
    for (const pageSize of [24, 100]) {
      s.h.calls.length = 0;
      const data = await ok<{ tickets: { items: unknown[] } }>(
        `query ($n: Int) { tickets(pageSize: $n, where: { campaignId: { isNull: false } }) { total items { id user { name } place { title city { title region { title } } }
           campaign { title } period { startDate } } } }`,
        { n: pageSize },
      );
      expect(data.tickets.items).toHaveLength(pageSize);
      expect(s.h.calls.length).toBeLessThanOrEqual(7);
      expect(s.h.calls.map((c) => c.path).sort()).toEqual(['/campaigns', '/cities', '/periods', '/regions', '/tickets', '/tickets/count']);
    }
  });
});

describe("the web's screens", () => {
  it('the ticket page with the first page of its chat costs 9 REST calls in one request (its history is read on demand)', async () => {
    const { tickets } = await ok<{ tickets: { items: { id: number; userId: number }[] } }>(
      '{ tickets(where: { status: { eq: PROCESSED }, campaignId: { isNull: false } }, pageSize: 1) { items { id userId } } }',
    );
    const { id, userId } = tickets.items[0]!;
    // Two messages about the ticket, one in the same conversation about nothing in particular.
    const send = (text: string) =>
      ok<{ sendMessage: { id: number; createdAt: string } }>('mutation ($id: Int!, $text: String) { sendMessage(input: { ticketId: $id, text: $text }) { id createdAt } }', {
        id,
        text,
      });
    const first = (await send('Первое про чек')).sendMessage;
    await ok('mutation ($room: String!) { sendRoomMessage(room: $room, text: "Не про чек") { id } }', { room: `user-${userId}` });
    const second = (await send('Второе про чек')).sendMessage;
    s.h.calls.length = 0;
    const page = await ok<{ ticket: { id: number; user: { id: number }; items: unknown[]; messages: unknown } }>(TicketRouteDocument, { id });
    expect(page.ticket.id).toBe(id);
    expect(page.ticket.user.id).toBe(userId);
    expect(s.h.calls.map((c) => c.path).sort()).toEqual([
      '/campaigns',
      `/messages/byUserId/${userId}`,
      '/periods',
      '/plans',
      '/products',
      '/tickets',
      `/tickets/${id}/transactions`,
      // The messages' senders other than the ticket's user (staff), batched.
      '/users',
      // The viewer's role: what the ticket's actions need (docs/adr/0042-actions-by-receipt-status.md).
      '/users/me',
    ]);
    // The user and the place come included in the ticket's own read.
    const filter = JSON.parse(new URLSearchParams(s.h.calls.find((c) => c.path === '/tickets')!.search).get('filter')!) as {
      include: (string | { relation: string })[];
    };
    expect(filter.include.map((i) => (typeof i === 'string' ? i : i.relation)).sort()).toEqual(['place', 'user']);
    // The chat's first page: the messages about this ticket in its user's conversation, newest first.
    const messagesFilter = (search: string) => JSON.parse(new URLSearchParams(search).get('filter')!) as unknown;
    expect(messagesFilter(s.h.calls.find((c) => c.path === `/messages/byUserId/${userId}`)!.search)).toEqual({
      where: { ticketId: id },
      order: 'createdAt DESC',
      limit: 13,
      skip: 0,
    });
    const bubble = (m: { id: number; createdAt: string }, text: string) => ({
      id: m.id,
      text,
      createdAt: m.createdAt,
      senderId: 1,
      sender: { id: 1, name: 'Анна', surname: 'Смирнова', phone: '+79990000001' },
      saw: false,
      file: null,
    });
    const messages = { items: [bubble(second, 'Второе про чек'), bubble(first, 'Первое про чек')], total: 2, page: 1 };
    expect(page.ticket.messages).toEqual(messages);

    // The chat's own query (its retry) reads the same page: the ticket by id and the one call.
    s.h.calls.length = 0;
    const again = await ok<{ ticket: { id: number; messages: unknown } }>(TicketChatDocument, { ticketId: id, page: 1 });
    expect(again.ticket).toEqual({ id, messages });
    expect(s.h.calls.map((c) => c.path)).toEqual(['/tickets', `/messages/byUserId/${userId}`, '/users']);
  });

  it("pages a ticket's messages with one call each; the total tells whether an older page exists (the API counts none)", async () => {
    const { tickets } = await ok<{ tickets: { items: { id: number; userId: number }[] } }>(
      '{ tickets(where: { status: { eq: MANUAL } }, orderBy: [{ field: id, direction: ASC }], pageSize: 1) { items { id userId } } }',
    );
    const { id, userId } = tickets.items[0]!;
    const sent: number[] = [];
    for (const text of ['Один про чек', 'Два про чек', 'Три про чек'])
      sent.push(
        (await ok<{ sendMessage: { id: number } }>('mutation ($id: Int!, $text: String) { sendMessage(input: { ticketId: $id, text: $text }) { id } }', { id, text })).sendMessage
          .id,
      );
    const pageOf = async (page: number) => {
      s.h.calls.length = 0;
      const data = await ok<{ ticket: { messages: { items: { id: number }[]; total: number; page: number; pageSize: number } } }>(
        'query ($id: Int!, $page: Int) { ticket(id: $id) { messages(page: $page, pageSize: 2) { items { id } total page pageSize } } }',
        { id, page },
      );
      const calls = s.h.calls.filter((c) => c.path === `/messages/byUserId/${userId}`);
      expect(calls).toHaveLength(1);
      return { ...data.ticket.messages, items: data.ticket.messages.items.map((m) => m.id), filter: JSON.parse(new URLSearchParams(calls[0]!.search).get('filter')!) as unknown };
    };
    // One row more than the page is asked for: a third message means a second page.
    expect(await pageOf(1)).toEqual({ items: [sent[2], sent[1]], total: 3, page: 1, pageSize: 2, filter: { where: { ticketId: id }, order: 'createdAt DESC', limit: 3, skip: 0 } });
    expect(await pageOf(2)).toEqual({ items: [sent[0]], total: 3, page: 2, pageSize: 2, filter: { where: { ticketId: id }, order: 'createdAt DESC', limit: 3, skip: 2 } });
  });
});

describe('tickets', () => {
  it('edits a ticket’s lines: the total and score are recomputed by the API', async () => {
    const { tickets } = await ok<{ tickets: { items: { id: number }[] } }>('{ tickets(where: { status: { eq: MANUAL } }, pageSize: 1) { items { id } } }');
    const id = tickets.items[0]!.id;
    const { editTicket } = await ok<{ editTicket: { totalSum: number; items: { name: string; price: number; quantity: number; sum: number }[] } }>(
      `mutation ($id: Int!) { editTicket(id: $id, input: { items: [
          { name: "Молоко Простоквашино 2,5% 930 мл", price: 8999, quantity: 2 },
          { name: "Хлеб Бородинский", price: 5490, quantity: 1 } ] }) { totalSum items { name price quantity sum } } }`,
      { id },
    );
    expect(editTicket.items).toEqual([
      { name: 'Молоко Простоквашино 2,5% 930 мл', price: 8999, quantity: 2, sum: 17998 },
      { name: 'Хлеб Бородинский', price: 5490, quantity: 1, sum: 5490 },
    ]);
    expect(editTicket.totalSum).toBe(17998 + 5490);
  });

  it('previews an edit and stores exactly it (issue 22): the chosen product kept, the preview’s score, the date untouched', async () => {
    const { tickets } = await ok<{ tickets: { items: { id: number; dateTime: string }[] } }>(
      '{ tickets(where: { status: { eq: MANUAL } }, pageSize: 3) { items { id dateTime } } }',
    );
    const { id, dateTime } = tickets.items[2]!;
    const { products } = await ok<{ products: { items: { id: number }[] } }>('{ products(search: "Кофе", pageSize: 1) { items { id } } }');
    const coffee = products.items[0]!.id;
    const input = { items: [{ name: 'Позиция без совпадений', productId: coffee, quantity: 2 }] };
    const { ticketEditPreview } = await ok<{ ticketEditPreview: { score: number; totalSum: number; items: { productId: number }[] } }>(
      'query ($id: Int!, $input: TicketEditInput!) { ticketEditPreview(id: $id, input: $input) { score totalSum items { productId } } }',
      { id, input },
    );
    const { editTicket } = await ok<{ editTicket: { score: number; totalSum: number; dateTime: string; items: { productId: number }[] } }>(
      'mutation ($id: Int!, $input: TicketEditInput!) { editTicket(id: $id, input: $input) { score totalSum dateTime items { productId } } }',
      { id, input },
    );
    expect(editTicket).toEqual({ ...ticketEditPreview, dateTime, items: [{ productId: coffee }] });
    expect(editTicket.score).toBeGreaterThan(0);
  });

  it('counts each named filter as the list with that status totals (issue 22)', async () => {
    const { tickets } = await ok<{ tickets: { items: { placeId: number }[] } }>('{ tickets(pageSize: 1) { items { placeId } } }');
    const where = { placeId: { eq: tickets.items[0]!.placeId } };
    const { ticketCounts } = await ok<{ ticketCounts: { total: number; statuses: { status: string; count: number }[] } }>(
      'query ($where: TicketWhere) { ticketCounts(where: $where, search: "1") { total statuses { status count } } }',
      { where },
    );
    const total = async (extra: Record<string, unknown>) =>
      (await ok<{ tickets: { total: number } }>('query ($where: TicketWhere) { tickets(where: $where, search: "1", pageSize: 1) { total } }', { where: { ...where, ...extra } }))
        .tickets.total;
    expect(ticketCounts.total).toBe(await total({}));
    for (const { status, count } of ticketCounts.statuses) expect([status, count]).toEqual([status, await total({ status: { eq: status } })]);
    expect(ticketCounts.total).toBeGreaterThan(0);
  });

  it('processes a new ticket now', async () => {
    const { tickets } = await ok<{ tickets: { items: { id: number }[] } }>('{ tickets(where: { status: { eq: NEW } }, pageSize: 1) { items { id } } }');
    const { processTicket } = await ok<{ processTicket: { status: string; statusTitle: string } }>('mutation ($id: Int!) { processTicket(id: $id) { status statusTitle } }', {
      id: tickets.items[0]!.id,
    });
    expect(['PROCESSED', 'REJECTED', 'MANUAL', 'DELAYED']).toContain(processTicket.status);
    expect(processTicket.statusTitle.length).toBeGreaterThan(0);
  });

  it('answers the processor state with its counters', async () => {
    const { autoProcessor } = await ok<{ autoProcessor: { status: string; history: unknown[]; counters: { status: string; count: number }[] } }>(
      '{ autoProcessor { status history { hour processed } counters { status count } } }',
    );
    expect(autoProcessor.status).toBe('stopped');
    const total = await ok<{ tickets: { total: number } }>('{ tickets { total } }');
    expect(autoProcessor.counters.reduce((a, c) => a + c.count, 0)).toBe(total.tickets.total);
  });
});

describe('reference data, places and campaigns', () => {
  it('creates, changes and deletes a city, a place, an adm. entity and a place type', async () => {
    const made = await ok<{ a: { id: number }; t: { id: number }; c: { id: number; title: string; region: { id: number } } }>(
      `mutation { a: createAdmEntity(input: { title: "Тестовый округ" }) { id }
         t: createPlaceType(input: { title: "Киоск" }) { id }
         c: createCity(input: { title: "Тестоград", regionId: 1, timeZone: "Europe/Moscow", location: { lat: 55.7, lng: 37.6 } }) { id title region { id } } }`,
    );
    expect(made.c).toMatchObject({ title: 'Тестоград', region: { id: 1 } });
    const place = await ok<{ createPlace: { id: number; city: { id: number }; placeType: { id: number } } }>(
      'mutation ($c: Int!, $t: Int!) { createPlace(input: { title: "Ларёк у вокзала", cityId: $c, placeTypeId: $t, address: "ул. Вокзальная, 1", inn: "500100732259" }) { id city { id } placeType { id } } }',
      { c: made.c.id, t: made.t.id },
    );
    expect(place.createPlace).toMatchObject({ city: { id: made.c.id }, placeType: { id: made.t.id } });
    const changed = await ok<{ updatePlace: { title: string; blocked: boolean }; updateCity: { admEntity: { id: number } } }>(
      'mutation ($p: Int!, $c: Int!, $a: Int!) { updatePlace(id: $p, input: { title: "Ларёк", blocked: true }) { title blocked } updateCity(id: $c, input: { admEntityId: $a }) { admEntity { id } } }',
      { p: place.createPlace.id, c: made.c.id, a: made.a.id },
    );
    expect(changed).toEqual({ updatePlace: { title: 'Ларёк', blocked: true }, updateCity: { admEntity: { id: made.a.id } } });
    const gone = await ok<Record<string, boolean>>(
      'mutation ($p: Int!, $c: Int!, $a: Int!, $t: Int!) { p: deletePlace(id: $p) c: deleteCity(id: $c) a: deleteAdmEntity(id: $a) t: deletePlaceType(id: $t) }',
      { p: place.createPlace.id, c: made.c.id, a: made.a.id, t: made.t.id },
    );
    expect(gone).toEqual({ p: true, c: true, a: true, t: true });
  });

  it('creates a campaign with a period, a plan, a campaign product and a period product', async () => {
    const c = await ok<{ createCampaign: { id: number; isActive: boolean } }>('mutation { createCampaign(input: { title: "Осенняя акция", matches: ["сок"] }) { id isActive } }');
    expect(c.createCampaign.isActive).toBe(true);
    const campaignId = c.createCampaign.id;
    const p = await ok<{ createPeriod: { id: number; campaign: { id: number } } }>(
      'mutation ($c: Int!) { createPeriod(input: { campaignId: $c, startDate: "2026-12-01T00:00:00.000Z", endDate: "2026-12-31T23:59:59.000Z", userScoreLimit: 500 }) { id campaign { id } } }',
      { c: campaignId },
    );
    expect(p.createPeriod.campaign.id).toBe(campaignId);
    const periodId = p.createPeriod.id;
    const rest = await ok<{ plan: { plan: number; fact: number }; cp: { id: number; product: { id: number } }; pp: { periodId: number } }>(
      `mutation ($c: Int!, $p: Int!) {
        plan: createPlan(input: { placeId: 1, periodId: $p, plan: 40, campaignId: $c }) { plan fact }
        cp: createCampaignProduct(input: { campaignId: $c, productId: 1, score: 10, bonusScore: 5 }) { id product { id } }
        pp: createPeriodProduct(input: { periodId: $p, productId: 1, score: 12 }) { periodId } }`,
      { c: campaignId, p: periodId },
    );
    expect(rest).toMatchObject({ plan: { plan: 40, fact: 0 }, cp: { product: { id: 1 } }, pp: { periodId } });
    const read = await ok<{ campaign: { periods: { plans: { plan: number }[] }[]; products: { score: number }[] } }>(
      'query ($c: Int!) { campaign(id: $c) { periods { plans { plan } } products { score } } }',
      { c: campaignId },
    );
    expect(read.campaign).toEqual({ periods: [{ plans: [{ plan: 40 }] }], products: [{ score: 10 }] });
    const upd = await ok<{ updateCampaignProduct: { bonusScore: number } }>('mutation ($id: Int!) { updateCampaignProduct(id: $id, input: { bonusScore: 8 }) { bonusScore } }', {
      id: rest.cp.id,
    });
    expect(upd.updateCampaignProduct.bonusScore).toBe(8);
  });
});

describe('people and places', () => {
  it('assigns a sales rep to a place and takes them off, and sets and resets a vendor’s main place', async () => {
    const assigned = await ok<{ assignToPlace: { users: { id: number }[] } }>(
      'mutation { assignToPlace(placeId: 200, userId: 3, role: salesMan) { users(role: salesMan) { id } } }',
    );
    expect(assigned.assignToPlace.users.map((u) => u.id)).toContain(3);
    const off = await ok<{ unassignFromPlace: { users: { id: number }[] } }>(
      'mutation { unassignFromPlace(placeId: 200, userId: 3, role: salesMan) { users(role: salesMan) { id } } }',
    );
    expect(off.unassignFromPlace.users.map((u) => u.id)).not.toContain(3);
    const set = await ok<{ setUserPlace: { placeId: number } }>('mutation { setUserPlace(userId: 101, placeId: 2) { placeId } }');
    expect(set.setUserPlace.placeId).toBe(2);
    const reset = await ok<{ resetUserPlace: { placeId: number | null } }>('mutation { resetUserPlace(userId: 101) { placeId } }');
    expect(reset.resetUserPlace.placeId).toBeNull();
  });

  it('invites a vendor straight to a place', async () => {
    const { inviteToPlace } = await ok<{ inviteToPlace: { user: { roleName: string; status: string; placeIds: number[] }; code: string } }>(
      'mutation { inviteToPlace(phone: "+79995550201", roleName: vendor, placeId: 5) { user { roleName status placeIds } code } }',
    );
    expect(inviteToPlace.user).toMatchObject({ roleName: 'vendor', status: 'INVITED' });
    expect(inviteToPlace.user.placeIds).toContain(5);
    expect(inviteToPlace.code).toMatch(/^\d+$/);
  });

  it('renews a password: the API’s message comes back', async () => {
    const { renewPassword } = await ok<{ renewPassword: string }>('mutation { renewPassword(phone: "+79990000003") }');
    expect(renewPassword).toBe('Новый пароль отправлен в SMS на номер +79990000003.');
  });
});

describe('messages with files', () => {
  it('sends an uploaded image to a room; a ticket subscription sees only messages about its ticket', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c05621' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { server container path mime thumbs { width url } } }', variables: { f: null } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([png], { type: 'image/png' }), 'photo.png');
    const up = await fetch(`${s.h.gateway.url}/graphql`, { method: 'POST', headers: { cookie: s.admin, 'apollo-require-preflight': 'true' }, body: form });
    const file = ((await up.json()) as { data: { uploadFile: { server: string; container: string; path: string; mime: string } } }).data.uploadFile;

    const { tickets } = await ok<{ tickets: { items: { id: number }[] } }>('{ tickets(where: { userId: { eq: 4 } }, pageSize: 1) { items { id } } }');
    const ticketId = tickets.items[0]!.id;
    const client = wsClient(s.h.gateway.url, s.admin);
    const seen: { ticketId: number; text: string }[] = [];
    const stop = client.subscribe<{ ticketMessageAdded: { ticketId: number; text: string } }>(
      { query: 'subscription ($t: Int!) { ticketMessageAdded(ticketId: $t) { ticketId text } }', variables: { t: ticketId } },
      { next: (v) => seen.push(v.data!.ticketMessageAdded), error: () => {}, complete: () => {} },
    );
    await s.h.listening(s.admin, 'messenger.newMessage', 'user-4');
    const room = await ok<{ sendRoomMessage: { file: { mime: string; thumb: string }; text: string | null } }>(
      'mutation ($f: FileInput!) { sendRoomMessage(room: "user-4", file: $f) { text file { mime thumb(width: 100) } } }',
      { f: { server: file.server, container: file.container, path: file.path, mime: file.mime } },
    );
    expect(room.sendRoomMessage.file.mime).toBe('image/png');
    expect(room.sendRoomMessage.file.thumb).toMatch(/^\/files\/messages\//);
    await ok('mutation ($t: Int!) { sendMessage(input: { ticketId: $t, text: "Фото получено, спасибо" }) { id } }', { t: ticketId });
    // A second message about the ticket: a copy of the first, or the room message, would arrive before it.
    await ok('mutation ($t: Int!) { sendMessage(input: { ticketId: $t, text: "Баллы начислены" }) { id } }', { t: ticketId });
    await until(() => seen.length >= 2);
    expect(seen).toEqual([
      { ticketId, text: 'Фото получено, спасибо' },
      { ticketId, text: 'Баллы начислены' },
    ]);
    stop();
    await client.dispose();
  });
});

describe('an API without statistics', () => {
  it('answers UPSTREAM_UNSUPPORTED for reports, as LoopBack reads /tickets/stats as an id', async () => {
    const lb = createServer((req, res) => {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: { statusCode: 404, name: 'Error', message: 'Unknown "Ticket" id "stats".', code: 'MODEL_NOT_FOUND' } }));
    });
    await new Promise<void>((r) => lb.listen(0, '127.0.0.1', r));
    const gw = await gatewayFor(`http://127.0.0.1:${(lb.address() as AddressInfo).port}`);
    try {
      const { body } = await gqlAt(() => gw.url)('{ ticketStats { totals { count } } }', {}, { authorization: 'a'.repeat(64) });
      expect(body.errors?.[0]).toMatchObject({ message: 'API не поддерживает статистику чеков (GET /tickets/stats)', extensions: { code: 'UPSTREAM_UNSUPPORTED' } });
    } finally {
      await gw.close();
      lb.close();
    }
  });
});
