// The audit trail through GraphQL: `history` on a ticket, a person and a place, `auditLog` with its
// where and order, the client told apart (session cookie → web, Authorization token → script), and
// the roles that may read it.
import { describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from './__generated__';
import { harnessOfFile, wsClient, type Harness } from './harness';

let h: Harness;
let admin: string;
harnessOfFile({ ownApi: true }, (started, session) => {
  h = started;
  admin = session;
});

async function manualTickets(n: number): Promise<Array<{ id: number; status: string; score: number | null; statusDescription: string | null }>> {
  const res = await h.gql(
    graphql(`
      query AuditTickets($n: Int!) {
        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {
          items {
            id
            status
            score
            statusDescription
          }
        }
      }
    `),
    { n },
    { cookie: admin },
  );
  return res.body.data!.tickets.items;
}

describe('audit trail over GraphQL', () => {
  it("answers a ticket's history with who, the client, the action in Russian and the fields before and after", async () => {
    const [ticket] = await manualTickets(1);
    const scored = await h.gql('mutation ($id: Int!) { scoreTicket(id: $id, score: 30) { id } }', { id: ticket!.id }, { cookie: admin });
    expect(scored.body.errors).toBeUndefined();
    const res = await h.gql(
      graphql(`
        query AuditTicketHistory($id: Int!) {
          ticket(id: $id) {
            history {
              total
              items {
                userId
                userName
                userRole
                client
                model
                entityId
                action
                actionTitle
                before
                after
              }
            }
          }
        }
      `),
      { id: ticket!.id },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.ticket.history).toEqual({
      total: 1,
      items: [
        {
          userId: 1,
          userName: 'Анна Смирнова',
          userRole: 'admin',
          client: 'web',
          model: 'Ticket',
          entityId: ticket!.id,
          action: 'score',
          actionTitle: 'Ручное начисление',
          before: { status: 'manual', score: ticket!.score, statusDescription: ticket!.statusDescription },
          after: { status: 'processed', score: 30, statusDescription: 'Баллы начислены вручную' },
        },
      ].map((e) =>
        ticket!.score === 30
          ? { ...e, before: { status: 'manual', statusDescription: ticket!.statusDescription }, after: { status: 'processed', statusDescription: 'Баллы начислены вручную' } }
          : e,
      ),
    });
  });

  it('records a script (Authorization token) as the client `script`, and auditLog filters and orders', async () => {
    const token = decodeURIComponent(admin.split('=')[1]!);
    const [a, b] = await manualTickets(2);
    const rejected = await h.gql('mutation ($id: Int!) { rejectTicket(id: $id, reason: "Дубликат") { id } }', { id: a!.id }, { authorization: token });
    expect(rejected.body.errors).toBeUndefined();
    await h.gql('mutation ($id: Int!) { scoreTicket(id: $id, score: 7) { id } }', { id: b!.id }, { cookie: admin });
    const res = await h.gql(
      graphql(`
        query AuditAuditLog($ids: [Int!]!) {
          auditLog(where: { model: { eq: "Ticket" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {
            total
            items {
              entityId
              action
              client
              after
            }
          }
        }
      `),
      { ids: [a!.id, b!.id] },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.auditLog.total).toBe(2);
    expect(res.body.data!.auditLog.items.map((e) => [e.entityId, e.action, e.client])).toEqual([
      [a!.id, 'reject', 'script'],
      [b!.id, 'score', 'web'],
    ]);
    expect(res.body.data!.auditLog.items[0]!.after).toEqual({ status: 'rejected', statusDescription: 'Дубликат' });
  });

  it('tells a WebSocket operation with a token in its connection params (script) from one with the cookie (web)', async () => {
    const token = decodeURIComponent(admin.split('=')[1]!);
    const [a, b] = await manualTickets(2);
    const run = async (client: ReturnType<typeof createClient>, id: number) => {
      await new Promise<void>((resolve, reject) => {
        client.subscribe({ query: 'mutation ($id: Int!) { rejectTicket(id: $id) { id } }', variables: { id } }, { next: () => {}, error: reject, complete: resolve });
      });
      await client.dispose();
    };
    await run(
      createClient({ url: `${h.gateway.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: token }, retryAttempts: 0 }),
      a!.id,
    );
    await run(wsClient(h.gateway.url, admin), b!.id);
    const res = await h.gql(
      graphql(`
        query AuditAuditLog2($ids: [Int!]!) {
          auditLog(where: { action: { eq: "reject" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {
            items {
              entityId
              client
            }
          }
        }
      `),
      { ids: [a!.id, b!.id] },
      { cookie: admin },
    );
    expect(res.body.data!.auditLog.items).toEqual([
      { entityId: a!.id, client: 'script' },
      { entityId: b!.id, client: 'web' },
    ]);
  });

  it("answers a place's and a person's history", async () => {
    const created = await h.gql(
      graphql(`
        mutation AuditCreatePlace {
          createPlace(input: { title: "Киоск у вокзала", cityId: 1 }) {
            id
          }
        }
      `),
      {},
      { cookie: admin },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createPlace.id;
    await h.gql('mutation ($id: Int!) { updatePlace(id: $id, input: { title: "Киоск на площади" }) { id } }', { id }, { cookie: admin });
    const place = await h.gql(
      graphql(`
        query AuditPlace($id: Int!) {
          place(id: $id) {
            history {
              items {
                action
                actionTitle
                before
                after
              }
            }
          }
        }
      `),
      { id },
      { cookie: admin },
    );
    expect(place.body.data!.place.history.items).toEqual([
      { action: 'update', actionTitle: 'Изменение', before: { title: 'Киоск у вокзала' }, after: { title: 'Киоск на площади' } },
      { action: 'create', actionTitle: 'Создание', before: null, after: { title: 'Киоск у вокзала', cityId: 1 } },
    ]);
    const user = await h.gql(
      graphql(`
        query AuditUser {
          user(id: 1) {
            history(pageSize: 100) {
              items {
                action
                client
              }
            }
          }
        }
      `),
      {},
      { cookie: admin },
    );
    expect(user.body.errors).toBeUndefined();
    expect(user.body.data!.user.history.items.some((e) => e.action === 'signIn' && e.client === 'web')).toBe(true);
  });

  it("answers a campaign's and a period's history, with the person who changed them", async () => {
    const campaign = await h.gql(
      graphql(`
        mutation AuditCreateCampaign {
          createCampaign(input: { title: "Осень" }) {
            id
          }
        }
      `),
      {},
      { cookie: admin },
    );
    expect(campaign.body.errors).toBeUndefined();
    const c = campaign.body.data!.createCampaign.id;
    await h.gql('mutation ($id: Int!) { updateCampaign(id: $id, input: { title: "Зима", isActive: false }) { id } }', { id: c }, { cookie: admin });
    const period = await h.gql(
      graphql(`
        mutation AuditCreatePeriod($c: Int!) {
          createPeriod(input: { campaignId: $c, startDate: "2031-01-01T00:00:00.000Z", endDate: "2031-02-01T00:00:00.000Z" }) {
            id
          }
        }
      `),
      { c },
      { cookie: admin },
    );
    expect(period.body.errors).toBeUndefined();
    const p = period.body.data!.createPeriod.id;
    await h.gql('mutation ($id: Int!) { updatePeriod(id: $id, input: { note: "праздники" }) { id } }', { id: p }, { cookie: admin });
    const res = await h.gql(
      graphql(`
        query AuditCampaign($c: Int!, $p: Int!) {
          campaign(id: $c) {
            history {
              total
              items {
                action
                before
                after
                user {
                  id
                }
              }
            }
          }
          period(id: $p) {
            history {
              items {
                action
                before
                after
              }
            }
          }
        }
      `),
      { c, p },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.campaign.history.total).toBe(2);
    expect(res.body.data!.campaign.history.items[0]).toEqual({
      action: 'update',
      before: { title: 'Осень', isActive: true },
      after: { title: 'Зима', isActive: false },
      user: { id: 1 },
    });
    expect(res.body.data!.campaign.history.items[1]).toMatchObject({ action: 'create', before: null, after: { title: 'Осень' } });
    expect(res.body.data!.period.history.items).toEqual([
      { action: 'update', before: { note: null }, after: { note: 'праздники' } },
      { action: 'create', before: null, after: { campaignId: c, startDate: '2031-01-01T00:00:00.000Z', endDate: '2031-02-01T00:00:00.000Z' } },
    ]);
  });

  it('names the records of a page of entries (issue 26), in one REST call per kind of record', async () => {
    const last = await h.gql(
      graphql(`
        query AuditAuditLog3 {
          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: admin },
    );
    const since = last.body.data!.auditLog.items[0]!.id;
    const place = async (title: string) =>
      (
        await h.gql(
          graphql(`
            mutation AuditCreatePlace2($t: String!) {
              createPlace(input: { title: $t, cityId: 1 }) {
                id
              }
            }
          `),
          { t: title },
          { cookie: admin },
        )
      ).body.data!.createPlace.id;
    const kiosk = await place('Киоск журнала');
    const stall = await place('Лавка журнала');
    const gone = await place('Снесённый киоск');
    const removed = await h.gql('mutation ($id: Int!) { deletePlace(id: $id) }', { id: gone }, { cookie: admin });
    expect(removed.body.errors).toBeUndefined();
    const campaign = (
      await h.gql(
        graphql(`
          mutation AuditCreateCampaign2 {
            createCampaign(input: { title: "Зимняя акция" }) {
              id
            }
          }
        `),
        {},
        { cookie: admin },
      )
    ).body.data!.createCampaign.id;
    const period = await h.gql(
      graphql(`
        mutation AuditCreatePeriod2($c: Int!) {
          createPeriod(input: { campaignId: $c, startDate: "2026-12-01T00:00:00.000Z", endDate: "2027-02-28T23:59:59.999Z" }) {
            id
          }
        }
      `),
      { c: campaign },
      { cookie: admin },
    );
    expect(period.body.errors).toBeUndefined();
    const periodId = period.body.data!.createPeriod.id;
    const [ticket] = await manualTickets(1);
    await h.gql('mutation ($id: Int!) { scoreTicket(id: $id, score: 5) { id } }', { id: ticket!.id }, { cookie: admin });
    await h.signIn();

    h.calls.length = 0;
    const res = await h.gql(
      graphql(`
        query AuditAuditLog4($since: Int!) {
          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {
            items {
              model
              entityId
              action
              entityName
            }
          }
        }
      `),
      { since },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.auditLog.items).toEqual([
      { model: 'Place', entityId: kiosk, action: 'create', entityName: 'Киоск журнала' },
      { model: 'Place', entityId: stall, action: 'create', entityName: 'Лавка журнала' },
      { model: 'Place', entityId: gone, action: 'create', entityName: null },
      { model: 'Place', entityId: gone, action: 'delete', entityName: null },
      { model: 'Campaign', entityId: campaign, action: 'create', entityName: 'Зимняя акция' },
      { model: 'Period', entityId: periodId, action: 'create', entityName: 'Период 1 декабря 2026 — 28 февраля 2027' },
      { model: 'Ticket', entityId: ticket!.id, action: 'score', entityName: null },
      { model: 'User', entityId: 1, action: 'signIn', entityName: 'Анна Смирнова' },
    ]);
    const perModel = (path: string) => h.calls.filter((c) => c.path === path).length;
    expect([perModel('/places'), perModel('/campaigns'), perModel('/periods'), perModel('/users'), perModel('/tickets')]).toEqual([1, 1, 1, 1, 0]);
  });

  it("names a plan by its place and its period's days, not 'План № 2415' (issue 39)", async () => {
    const place = (
      await h.gql(
        graphql(`
          mutation AuditCreatePlace3 {
            createPlace(input: { title: "Точка плана", cityId: 1 }) {
              id
            }
          }
        `),
        {},
        { cookie: admin },
      )
    ).body.data!.createPlace.id;
    const campaign = (
      await h.gql(
        graphql(`
          mutation AuditCreateCampaign3 {
            createCampaign(input: { title: "Акция плана" }) {
              id
            }
          }
        `),
        {},
        { cookie: admin },
      )
    ).body.data!.createCampaign.id;
    const period = (
      await h.gql(
        graphql(`
          mutation AuditCreatePeriod3($c: Int!) {
            createPeriod(input: { campaignId: $c, startDate: "2032-03-01T00:00:00.000Z", endDate: "2032-05-31T23:59:59.999Z" }) {
              id
            }
          }
        `),
        { c: campaign },
        { cookie: admin },
      )
    ).body.data!.createPeriod.id;
    const plan = await h.gql(
      graphql(`
        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {
          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {
            id
          }
        }
      `),
      { p: place, q: period, c: campaign },
      { cookie: admin },
    );
    expect(plan.body.errors).toBeUndefined();
    const res = await h.gql(
      graphql(`
        query AuditAuditLog5($id: Int!) {
          auditLog(where: { model: { eq: "Plan" }, entityId: { eq: $id } }) {
            items {
              entityName
            }
          }
        }
      `),
      { id: plan.body.data!.createPlan.id },
      { cookie: admin },
    );
    expect(res.body.data!.auditLog.items).toEqual([{ entityName: 'План «Точка плана», 1 марта 2032 — 31 мая 2032' }]);
  });

  it('names the records a change refers to by id (issue 26), null for one gone, in one REST call per kind of record', async () => {
    const last = await h.gql(
      graphql(`
        query AuditAuditLog6 {
          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: admin },
    );
    const since = last.body.data!.auditLog.items[0]!.id;
    const made = async <T, V>(doc: DocumentTypeDecoration<T, V>, variables: V) => {
      const res = await h.gql(doc, variables, { cookie: admin });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!;
    };
    const temporary = (
      await made(
        graphql(`
          mutation AuditRefsCreatePlaceType {
            createPlaceType(input: { title: "Временный павильон" }) {
              id
            }
          }
        `),
        {},
      )
    ).createPlaceType.id;
    const kiosk = (
      await made(
        graphql(`
          mutation AuditRefsCreatePlace($t: Int!) {
            createPlace(input: { title: "Киоск со ссылками", cityId: 1, placeTypeId: $t }) {
              id
            }
          }
        `),
        { t: temporary },
      )
    ).createPlace.id;
    const campaign = (
      await made(
        graphql(`
          mutation AuditRefsCreateCampaign {
            createCampaign(input: { title: "Акция со ссылками" }) {
              id
            }
          }
        `),
        {},
      )
    ).createCampaign.id;
    await made(
      graphql(`
        mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {
          updatePlace(id: $id, input: { cityId: 2, placeTypeId: 1, campaignId: $c }) {
            id
          }
        }
      `),
      { id: kiosk, c: campaign },
    );
    await made(
      graphql(`
        mutation AuditRefsDeletePlaceType($id: Int!) {
          deletePlaceType(id: $id)
        }
      `),
      { id: temporary },
    );
    await made(
      graphql(`
        mutation AuditRefsCreatePeriod($c: Int!) {
          createPeriod(input: { campaignId: $c, startDate: "2032-01-01T00:00:00.000Z", endDate: "2032-02-01T00:00:00.000Z" }) {
            id
          }
        }
      `),
      { c: campaign },
    );
    await made(
      graphql(`
        mutation AuditRefsAddUserPlace($p: Int!) {
          addUserPlace(userId: 4, placeId: $p) {
            id
          }
        }
      `),
      { p: kiosk },
    );

    h.calls.length = 0;
    const res = await h.gql(
      graphql(`
        query AuditAuditLog7($since: Int!) {
          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {
            items {
              model
              action
              references {
                field
                id
                model
                name
              }
            }
          }
        }
      `),
      { since },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.auditLog.items.map((e) => [e.model, e.action, e.references])).toEqual([
      ['PlaceType', 'create', []],
      [
        'Place',
        'create',
        [
          { field: 'cityId', id: 1, model: 'City', name: 'Подольск' },
          { field: 'placeTypeId', id: temporary, model: 'PlaceType', name: null },
        ],
      ],
      ['Campaign', 'create', []],
      [
        'Place',
        'update',
        [
          { field: 'cityId', id: 1, model: 'City', name: 'Подольск' },
          { field: 'placeTypeId', id: temporary, model: 'PlaceType', name: null },
          { field: 'cityId', id: 2, model: 'City', name: 'Химки' },
          // The API's JSONB keeps keys shortest first.
          { field: 'campaignId', id: campaign, model: 'Campaign', name: 'Акция со ссылками' },
          { field: 'placeTypeId', id: 1, model: 'PlaceType', name: 'Супермаркет' },
        ],
      ],
      ['PlaceType', 'delete', []],
      ['Period', 'create', [{ field: 'campaignId', id: campaign, model: 'Campaign', name: 'Акция со ссылками' }]],
      ['User', 'assignPlace', [{ field: 'placeId', id: kiosk, model: 'Place', name: 'Киоск со ссылками' }]],
    ]);
    const perModel = (path: string) => h.calls.filter((c) => c.path === path).length;
    expect([perModel('/cities'), perModel('/placeTypes'), perModel('/campaigns'), perModel('/places')]).toEqual([1, 1, 1, 1]);
  });

  it('refuses auditLog to a vendor, and gives it an empty history', async () => {
    const vendor = await h.signIn('+79990000004');
    const refused = await h.gql('{ auditLog { total } }', {}, { cookie: vendor });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await h.gql(
      graphql(`
        query AuditUser2 {
          user(id: 4) {
            history {
              total
            }
          }
        }
      `),
      {},
      { cookie: vendor },
    );
    expect(mine.body.data?.user.history.total).toBe(0);
  });
});
