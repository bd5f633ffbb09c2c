// The audit trail through GraphQL: the records a page of entries and a change name (issue 26, 39),
// and the roles that may read it. The histories themselves: audit-history.test.ts.
import { describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { graphql } from './__generated__';
import { auditFile, manualTickets } from './audit-support';

const s = auditFile();

describe('audit trail over GraphQL', () => {
  it('names the records of a page of entries (issue 26), in one REST call per kind of record', async () => {
    const last = await s.asAdmin(
      graphql(`
        query AuditAuditLog3 {
          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {
            items {
              id
            }
          }
        }
      `),
    );
    const since = last.body.data!.auditLog.items[0]!.id;
    const place = async (title: string) =>
      (
        await s.asAdmin(
          graphql(`
            mutation AuditCreatePlace2($t: String!) {
              createPlace(input: { title: $t, cityId: 1 }) {
                id
              }
            }
          `),
          { t: title },
        )
      ).body.data!.createPlace.id;
    const kiosk = await place('Киоск журнала');
    const stall = await place('Лавка журнала');
    const gone = await place('Снесённый киоск');
    const removed = await s.asAdmin('mutation ($id: Int!) { deletePlace(id: $id) }', { id: gone });
    expect(removed.body.errors).toBeUndefined();
    const campaign = (
      await s.asAdmin(
        graphql(`
          mutation AuditCreateCampaign2 {
            createCampaign(input: { title: "Зимняя акция" }) {
              id
            }
          }
        `),
      )
    ).body.data!.createCampaign.id;
    const period = await s.asAdmin(
      graphql(`
        mutation AuditCreatePeriod2($c: Int!) {
          createPeriod(input: { campaignId: $c, startDate: "2026-12-01T00:00:00.000Z", endDate: "2027-02-28T23:59:59.999Z" }) {
            id
          }
        }
      `),
      { c: campaign },
    );
    expect(period.body.errors).toBeUndefined();
    const periodId = period.body.data!.createPeriod.id;
    const [ticket] = await manualTickets(s, 1);
    await s.asAdmin('mutation ($id: Int!) { scoreTicket(id: $id, score: 5) { id } }', { id: ticket!.id });
    await s.h.signIn();

    s.h.calls.length = 0;
    const res = await s.asAdmin(
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
    const perModel = (path: string) => s.h.calls.filter((c) => c.path === path).length;
    expect([perModel('/places'), perModel('/campaigns'), perModel('/periods'), perModel('/users'), perModel('/tickets')]).toEqual([1, 1, 1, 1, 0]);
  });

  it("names a plan by its place and its period's days, not 'План № 2415' (issue 39)", async () => {
    const place = (
      await s.asAdmin(
        graphql(`
          mutation AuditCreatePlace3 {
            createPlace(input: { title: "Точка плана", cityId: 1 }) {
              id
            }
          }
        `),
      )
    ).body.data!.createPlace.id;
    const campaign = (
      await s.asAdmin(
        graphql(`
          mutation AuditCreateCampaign3 {
            createCampaign(input: { title: "Акция плана" }) {
              id
            }
          }
        `),
      )
    ).body.data!.createCampaign.id;
    const period = (
      await s.asAdmin(
        graphql(`
          mutation AuditCreatePeriod3($c: Int!) {
            createPeriod(input: { campaignId: $c, startDate: "2032-03-01T00:00:00.000Z", endDate: "2032-05-31T23:59:59.999Z" }) {
              id
            }
          }
        `),
        { c: campaign },
      )
    ).body.data!.createPeriod.id;
    const plan = await s.asAdmin(
      graphql(`
        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {
          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {
            id
          }
        }
      `),
      { p: place, q: period, c: campaign },
    );
    expect(plan.body.errors).toBeUndefined();
    const res = await s.asAdmin(
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
    );
    expect(res.body.data!.auditLog.items).toEqual([{ entityName: 'План «Точка плана», 1 марта 2032 — 31 мая 2032' }]);
  });

  it('names the records a change refers to by id (issue 26), null for one gone, in one REST call per kind of record', async () => {
    const last = await s.asAdmin(
      graphql(`
        query AuditAuditLog6 {
          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {
            items {
              id
            }
          }
        }
      `),
    );
    const since = last.body.data!.auditLog.items[0]!.id;
    const made = async <T, V>(doc: DocumentTypeDecoration<T, V>, variables: V) => {
      const res = await s.asAdmin(doc, variables);
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

    s.h.calls.length = 0;
    const res = await s.asAdmin(
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
    const perModel = (path: string) => s.h.calls.filter((c) => c.path === path).length;
    expect([perModel('/cities'), perModel('/placeTypes'), perModel('/campaigns'), perModel('/places')]).toEqual([1, 1, 1, 1]);
  });

  it('refuses auditLog to a vendor, and gives it an empty history', async () => {
    const vendor = await s.h.signIn('+79990000004');
    const refused = await s.h.gql('{ auditLog { total } }', {}, { cookie: vendor });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await s.h.gql(
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
