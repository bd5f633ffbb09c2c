// The audit trail through GraphQL: `history` on a ticket, a person, a place, a campaign and a period,
// `auditLog` with its where and order, the client told apart (session cookie → web, Authorization
// token → script). The records an entry names and who may read the journal: audit-references.test.ts.
import { describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from './__generated__';
import { auditFile, manualTickets } from './audit-support';
import { tokenOf, wsClient } from './harness';

const s = auditFile();

describe('audit trail over GraphQL', () => {
  it("answers a ticket's history with who, the client, the action in Russian and the fields before and after", async () => {
    const [ticket] = await manualTickets(s, 1);
    const scored = await s.asAdmin('mutation ($id: Int!) { scoreTicket(id: $id, score: 30) { id } }', { id: ticket!.id });
    expect(scored.body.errors).toBeUndefined();
    const res = await s.asAdmin(
      graphql(`
        query AuditTicketHistory($id: Int!) {
          ticket(id: $id) {
            history {
              total
              items {
                ...TestHistoryEntry
              }
            }
          }
        }
      `),
      { id: ticket!.id },
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
    const token = tokenOf(s.admin);
    const [a, b] = await manualTickets(s, 2);
    const rejected = await s.h.gql('mutation ($id: Int!) { rejectTicket(id: $id, reason: "Дубликат") { id } }', { id: a!.id }, { authorization: token });
    expect(rejected.body.errors).toBeUndefined();
    await s.asAdmin('mutation ($id: Int!) { scoreTicket(id: $id, score: 7) { id } }', { id: b!.id });
    const res = await s.asAdmin(
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
    const token = tokenOf(s.admin);
    const [a, b] = await manualTickets(s, 2);
    const run = async (client: ReturnType<typeof createClient>, id: number) => {
      await new Promise<void>((resolve, reject) => {
        client.subscribe({ query: 'mutation ($id: Int!) { rejectTicket(id: $id) { id } }', variables: { id } }, { next: () => {}, error: reject, complete: resolve });
      });
      await client.dispose();
    };
    await run(
      createClient({ url: `${s.h.gateway.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: token }, retryAttempts: 0 }),
      a!.id,
    );
    await run(wsClient(s.h.gateway.url, s.admin), b!.id);
    const res = await s.asAdmin(
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
    );
    expect(res.body.data!.auditLog.items).toEqual([
      { entityId: a!.id, client: 'script' },
      { entityId: b!.id, client: 'web' },
    ]);
  });

  it("answers a place's and a person's history", async () => {
    const created = await s.asAdmin(
      graphql(`
        mutation AuditCreatePlace {
          createPlace(input: { title: "Киоск у вокзала", cityId: 1 }) {
            id
          }
        }
      `),
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createPlace.id;
    await s.asAdmin('mutation ($id: Int!) { updatePlace(id: $id, input: { title: "Киоск на площади" }) { id } }', { id });
    const place = await s.asAdmin(
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
    );
    expect(place.body.data!.place.history.items).toEqual([
      { action: 'update', actionTitle: 'Изменение', before: { title: 'Киоск у вокзала' }, after: { title: 'Киоск на площади' } },
      { action: 'create', actionTitle: 'Создание', before: null, after: { title: 'Киоск у вокзала', cityId: 1 } },
    ]);
    const user = await s.asAdmin(
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
    );
    expect(user.body.errors).toBeUndefined();
    expect(user.body.data!.user.history.items.some((e) => e.action === 'signIn' && e.client === 'web')).toBe(true);
  });

  it("answers a campaign's and a period's history, with the person who changed them", async () => {
    const campaign = await s.asAdmin(
      graphql(`
        mutation AuditCreateCampaign {
          createCampaign(input: { title: "Осень" }) {
            id
          }
        }
      `),
    );
    expect(campaign.body.errors).toBeUndefined();
    const c = campaign.body.data!.createCampaign.id;
    await s.asAdmin('mutation ($id: Int!) { updateCampaign(id: $id, input: { title: "Зима", isActive: false }) { id } }', { id: c });
    const period = await s.asAdmin(
      graphql(`
        mutation AuditCreatePeriod($c: Int!) {
          createPeriod(input: { campaignId: $c, startDate: "2031-01-01T00:00:00.000Z", endDate: "2031-02-01T00:00:00.000Z" }) {
            id
          }
        }
      `),
      { c },
    );
    expect(period.body.errors).toBeUndefined();
    const p = period.body.data!.createPeriod.id;
    await s.asAdmin('mutation ($id: Int!) { updatePeriod(id: $id, input: { note: "праздники" }) { id } }', { id: p });
    const res = await s.asAdmin(
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
});
