// The gateway in front of a REAL LoopBack 3 application (issue 14; the setup in loopback3-suite.ts): signing
// in and out, the tickets, people, places and catalogue lists, a ticket's review, the reports LoopBack cannot answer.
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import {
  AuthSignInDocument,
  AuthSignOutDocument,
  CampaignsRouteDocument,
  CitiesRouteDocument,
  PeopleRouteDocument,
  PlacesRouteDocument,
  ProductsRouteDocument,
  ReportPlanFactPageDocument,
  ReportTicketStatsDocument,
  SessionMeDocument,
  type TicketHistory_TicketFragment,
  TicketRejectDocument,
  TicketRouteDocument,
  TicketsAsideDocument,
  TicketsRouteDocument,
} from '../../web/src/__generated__/graphql';
import { describeLoopback3, loopback3, ADMIN_MAY, ADMIN_PHONE, PASSWORD } from './loopback3-suite';

describeLoopback3('loopback3.test.ts', { signedIn: false }, (suite) => {
  const { gql, ok, rows, calls, session, journalOf, ROLE_OF_ADMIN } = suite;

  it('signs in as the web does: LoopBack answers a bare AccessToken, the gateway reads the user and role with it', async () => {
    const { headers, body } = await gql(AuthSignInDocument, {
      phone: ADMIN_PHONE,
      password: PASSWORD,
    });
    expect(body.errors).toBeUndefined();
    const setCookie = headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^access_token=[A-Za-z0-9]{64};/);
    session.cookie = setCookie.split(';')[0]!;
    const [user] = await rows('select id, name, surname, middle_name, phone, email, phone_verified, blocked from users where phone = $1', [ADMIN_PHONE]);
    const role = await ROLE_OF_ADMIN();
    expect(body.data!.login).toEqual({
      ttl: 1209600,
      user: {
        id: user!.id,
        name: user!.name,
        surname: user!.surname,
        middleName: user!.middle_name,
        phone: user!.phone,
        email: user!.email,
        phoneVerified: user!.phone_verified,
        blocked: user!.blocked,
        // Spec §4's status of a verified, unblocked person.
        status: 'ACTIVE',
        roleName: role.name,
        role: { id: role.id, name: role.name, title: role.title },
        // What the signed-in user may do across the programme (the web's SessionUser).
        rights: ADMIN_MAY.rights,
      },
    });
    // The token is LoopBack's own, in its own table.
    const [token] = await rows<{ userid: number; ttl: number }>('select userid, ttl from lb_access_tokens where id = $1', [
      decodeURIComponent(session.cookie.slice('access_token='.length)),
    ]);
    expect(token).toEqual({ userid: user!.id, ttl: 1209600 });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toContain('POST /users/login 200');
  });

  it('refuses a wrong password as LoopBack does', async () => {
    const saved = session.cookie;
    session.cookie = '';
    const { body } = await gql(AuthSignInDocument, { phone: ADMIN_PHONE, password: 'wrong-password' });
    session.cookie = saved;
    expect(body.data ?? null).toBeNull();
    // LoopBack's 401 LOGIN_FAILED, as the sign-in form expects it.
    expect(body.errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
  });

  it('answers the viewer', async () => {
    const { me } = await ok<{ me: { id: number; roleName: string; role: { name: string } } }>(SessionMeDocument);
    const role = await ROLE_OF_ADMIN();
    expect(me.roleName).toBe(role.name);
    expect(me.role.name).toBe(role.name);
    expect(calls.map((c) => c.path)).toContain('/users/me');
  });

  it("talks to an API that behaves as the programme's LoopBack 3 is assumed to (loopback-contract §11)", async () => {
    const token = decodeURIComponent(session.cookie.slice('access_token='.length));
    const rest = async (path: string, query: Record<string, unknown> = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
      const res = await fetch(`${suite.lb.url}${path}?${search}`, { headers: { authorization: token } });
      return { status: res.status, body: (await res.json()) as never };
    };
    const [users] = await rows<{ count: string }>('select count(*) from users');
    // A where on the derived label is dropped: every user.
    expect((await rest('/users/count', { where: { roleName: 'vendor' } })).body).toEqual({ count: Number(users!.count) });
    // `fields` naming it: dropped too.
    expect((await rest('/users', { filter: { fields: ['id', 'roleName'], limit: 1 } })).body).toEqual([{ id: 1 }]);
    // With any `fields`, the hook's label is cut away with the other unselected names, even when
    // what it derives from is selected, in a list and in an include's scope.
    expect((await rest('/users', { filter: { fields: ['id', 'roleId'], limit: 1 } })).body).toEqual([{ id: 1, roleId: 1 }]);
    const [first] = await rows<{ id: number; user_id: number; role_id: number }>(
      'select t.id, t.user_id, u.role_id from tickets t join users u on u.id = t.user_id order by t.id limit 1',
    );
    expect(
      (await rest('/tickets', { filter: { fields: ['id', 'userId'], limit: 1, order: 'id ASC', include: { relation: 'user', scope: { fields: ['id', 'roleId'] } } } })).body,
    ).toEqual([{ id: first!.id, userId: first!.user_id, user: { id: first!.user_id, roleId: first!.role_id } }]);
    // The full row carries it.
    expect((await rest('/users/1')).body).toMatchObject({ id: 1, roleName: 'admin' });
    // No stats route: findById('stats'), a bare 500.
    expect(await rest('/tickets/stats')).toEqual({ status: 500, body: { error: { statusCode: 500, message: 'Internal Server Error' } } });
    // Without a token: 401 AUTHORIZATION_REQUIRED.
    const anonymous = await fetch(`${suite.lb.url}/tickets/count`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('AUTHORIZATION_REQUIRED');
  });

  it('lists tickets as the tickets page does, with total, in 2 REST calls', async () => {
    const { tickets } = await ok<{
      tickets: {
        total: number;
        items: {
          id: number;
          status: string;
          statusTitle: string;
          totalSum: number;
          fiscalDocumentNumber: string;
          dateTime: string | null;
          user: { id: number; name: string } | null;
          place: { id: number; title: string } | null;
        }[];
      };
    }>(TicketsRouteDocument, { page: 1, pageSize: 24 });
    // The rows alone: the named filters' counts and the processor come after them (TicketsAside).
    expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`).sort()).toEqual(['GET /tickets 200', 'GET /tickets/count 200']);
    const [all] = await rows<{ count: string }>('select count(*) from tickets');
    expect(tickets.total).toBe(Number(all!.count));
    const expected = await rows<{ id: number; status: string; total_sum: string; fiscal_document_number: string; user_name: string | null; place_title: string | null }>(
      `select t.id, t.status, t.total_sum, t.fiscal_document_number, u.name as user_name, p.title as place_title
         from tickets t left join users u on u.id = t.user_id left join places p on p.id = t.place_id
         order by t.date_time desc, t.id desc limit 24`,
    );
    expect(tickets.items.map((t) => t.id)).toEqual(expected.map((r) => r.id));
    tickets.items.forEach((t, i) => {
      const r = expected[i]!;
      expect(t.status).toBe(r.status.toUpperCase());
      expect(t.statusTitle).toBe(loopback3.STATUS_TITLES[r.status]);
      expect(t.totalSum).toBe(Number(r.total_sum));
      expect(t.fiscalDocumentNumber).toBe(r.fiscal_document_number);
      expect(t.user?.name ?? null).toBe(r.user_name);
      expect(t.place?.title ?? null).toBe(r.place_title);
    });
  });

  it("answers the administrator's tickets page aside without counts or the processor panel: LoopBack has neither /tickets/countByStatus nor /tickets/autoProcessing", async () => {
    // The programme's API has no route reading the processor's state (spec §7 lists only start/stop
    // and the socket events) nor one counting by status: both are null, the screen shows neither.
    const { body } = await gql(TicketsAsideDocument, { withProcessor: true });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ ticketCounts: null, autoProcessor: null });
    // LoopBack's own answers: findById('countByStatus'/'autoProcessing') → 500, the probe with a non-object filter → 400.
    expect(calls.filter((c) => c.path === '/tickets/countByStatus').map((c) => c.status)).toEqual([500, 400]);
    expect(calls.filter((c) => c.path === '/tickets/autoProcessing').map((c) => c.status)).toEqual([500, 400]);
  });

  it('filters tickets by status, and the total counts the same condition', async () => {
    const { tickets } = await ok<{ tickets: { total: number; items: { status: string; statusTitle: string }[] } }>(TicketsRouteDocument, {
      where: { status: { eq: 'MANUAL' } },
      page: 1,
      pageSize: 24,
    });
    const [manual] = await rows<{ count: string }>("select count(*) from tickets where status = 'manual'");
    expect(Number(manual!.count)).toBeGreaterThan(0);
    expect(tickets.total).toBe(Number(manual!.count));
    expect(new Set(tickets.items.map((t) => `${t.status} ${t.statusTitle}`))).toEqual(new Set(['MANUAL Ручная проверка']));
  });

  it('opens a ticket page', async () => {
    const [r] = await rows<Record<string, never>>(
      `select t.*, u.name as user_name, ro.name as role_name, p.title as place_title, c.title as campaign_title, pl.plan as plan_plan
         from tickets t join users u on u.id = t.user_id left join roles ro on ro.id = u.role_id left join places p on p.id = t.place_id
         left join campaigns c on c.id = t.campaign_id left join plans pl on pl.id = t.plan_id
        where t.status = 'processed' and t.campaign_id is not null and t.plan_id is not null order by t.id limit 1`,
    );
    const items = await rows<{ name: string; price: string; quantity: string; sum: string; product_id: number | null; product_title: string | null }>(
      `select i.name, i.price, i.quantity, i.sum, i.product_id, pr.title as product_title
         from ticket_items i left join products pr on pr.id = i.product_id where i.ticket_id = $1 order by i.line_no`,
      [r!.id],
    );
    const transactions = await rows<{ id: number; amount: number; reason: string }>('select id, amount, reason from transactions where ticket_id = $1 order by id', [r!.id]);
    const { ticket } = await ok<{ ticket: Record<string, never> }>(TicketRouteDocument, { id: r!.id });
    // 9 calls: the ticket with its user and place included, then one per loader; `/roles` names the
    // user's role (LoopBack's `loaded` label does not come through an include with scope `fields`);
    // the chat's first page (issue 27: with the ticket) from its user's conversation, empty here;
    // `/users/me` the viewer's role, which the ticket's actions need (docs/adr/0042-actions-by-receipt-status.md).
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      ['/campaigns', `/messages/byUserId/${r!.user_id}`, '/periods', '/plans', '/products', '/roles', '/tickets', `/tickets/${r!.id}/transactions`, '/users/me'].map(
        (p) => `GET ${p}`,
      ),
    );
    expect(await rows('select id from messages where ticket_id = $1', [r!.id])).toEqual([]);
    expect(ticket.messages).toEqual({ items: [], total: 0, page: 1 });
    expect(ticket).toMatchObject({
      id: r!.id,
      status: 'PROCESSED',
      statusTitle: 'Обработан',
      statusDescription: r!.status_description,
      score: r!.score,
      totalSum: Number(r!.total_sum),
      fiscalDocumentNumber: r!.fiscal_document_number,
      user: { id: r!.user_id, name: r!.user_name, roleName: r!.role_name },
      place: { id: r!.place_id, title: r!.place_title },
      campaign: { id: r!.campaign_id, title: r!.campaign_title },
      plan: { id: r!.plan_id, plan: r!.plan_plan },
    });
    expect(ticket.items).toEqual(
      items.map((i) => ({
        name: i.name,
        price: Number(i.price),
        quantity: Number(i.quantity),
        sum: Number(i.sum),
        productId: i.product_id,
        product: i.product_id == null ? null : { id: i.product_id, title: i.product_title },
      })),
    );
    expect((ticket.transactions as unknown as { id: number; amount: number; reason: string }[]).map(({ id, amount, reason }) => ({ id, amount, reason }))).toEqual(transactions);
    expect(transactions.length).toBeGreaterThan(0);
  });

  describe('people lists by role', () => {
    const people = async (role: string) =>
      ok<{ users?: { total: number; items: { id: number; roleName: string }[] }; vendors?: { total: number; items: { id: number; roleName: string; online: boolean | null }[] } }>(
        PeopleRouteDocument,
        { where: { roleName: { eq: role } }, page: 1, pageSize: 12, vendors: role === 'vendor' },
      );
    const inDatabase = async (role: string) => {
      const found = await rows<{ id: number }>('select u.id from users u join roles r on r.id = u.role_id where r.name = $1 order by u.id desc', [role]);
      return { total: found.length, firstPage: found.slice(0, 12).map((u) => u.id) };
    };

    for (const role of ['regionalManager', 'salesMan', 'vendor']) {
      it(`lists ${role}s: the total is the number of users of that role`, async () => {
        const data = await people(role);
        const page = data.users ?? data.vendors!;
        const expected = await inDatabase(role);
        expect(expected.total).toBeGreaterThan(0);
        expect(page.total).toBe(expected.total);
        expect(page.items.map((u) => u.id)).toEqual(expected.firstPage);
        expect(new Set(page.items.map((u) => u.roleName))).toEqual(new Set([role]));
        // LoopBack never gets `roleName` in a where (its connector would drop it and answer everyone).
        for (const call of calls) expect(decodeURIComponent(call.search)).not.toContain('roleName');
      });
    }

    it('answers the per-role lists of the schema with the same totals', async () => {
      const data = await ok<{ regionalManagers: { total: number }; salesMen: { total: number }; vendors: { total: number } }>(
        'query PeopleTotals { regionalManagers { total } salesMen { total } vendors { total } }',
      );
      expect(data).toEqual({
        regionalManagers: { total: (await inDatabase('regionalManager')).total },
        salesMen: { total: (await inDatabase('salesMan')).total },
        vendors: { total: (await inDatabase('vendor')).total },
      });
    });
  });

  it('lists places with their city, type and campaign', async () => {
    const { places } = await ok<{
      places: { total: number; items: { id: number; title: string; city: { title: string } | null; placeType: { title: string } | null; campaign: { title: string } | null }[] };
    }>(PlacesRouteDocument, { page: 1, pageSize: 12 });
    const expected = await rows<{ id: number; title: string; city: string | null; type: string | null; campaign: string | null }>(
      `select p.id, p.title, c.title as city, pt.title as type, cp.title as campaign from places p left join cities c on c.id = p.city_id
         left join place_types pt on pt.id = p.place_type_id left join campaigns cp on cp.id = p.campaign_id order by p.id desc`,
    );
    expect(places.total).toBe(expected.length);
    expect(places.items.map((p) => ({ id: p.id, title: p.title, city: p.city?.title ?? null, type: p.placeType?.title ?? null, campaign: p.campaign?.title ?? null }))).toEqual(
      expected.slice(0, 12),
    );
  });

  it('lists cities with their region names', async () => {
    const { cities } = await ok<{ cities: { total: number; items: { id: number; title: string; region: { title: string } | null }[] } }>(CitiesRouteDocument, {
      page: 1,
      pageSize: 12,
    });
    const expected = await rows<{ id: number; title: string; region: string | null }>(
      'select c.id, c.title, r.title as region from cities c left join regions r on r.id = c.region_id order by c.title asc, c.id asc',
    );
    expect(cities.total).toBe(expected.length);
    expect(cities.items.map((c) => ({ id: c.id, title: c.title, region: c.region?.title ?? null }))).toEqual(expected.slice(0, 12));

    const named = await ok<{ cities: { items: { id: number; regionName: string | null }[] } }>('query CityRegionNames { cities(pageSize: 100) { items { id regionName } } }');
    expect(Object.fromEntries(named.cities.items.map((c) => [c.id, c.regionName]))).toEqual(Object.fromEntries(expected.slice(0, 100).map((c) => [c.id, c.region])));
  });

  it('lists campaigns', async () => {
    const { campaigns } = await ok<{ campaigns: { total: number; items: Record<string, unknown>[] } }>(CampaignsRouteDocument, { page: 1, pageSize: 12 });
    const expected = await rows<Record<string, unknown>>(
      'select id, title, short_title as "shortTitle", is_active as "isActive", task_number as "taskNumber", ticket_lifetime as "ticketLifetime" from campaigns order by id desc',
    );
    expect(campaigns.total).toBe(expected.length);
    expect(campaigns.items).toEqual(expected.slice(0, 12));
  });

  it('lists products with their categories', async () => {
    const data = await ok<{
      products: { total: number; items: { id: number; title: string; recommendedPrice: number | null; category: { title: string } | null }[] };
      productCategories: { total: number; items: { id: number; title: string; score: number }[] };
    }>(ProductsRouteDocument, { page: 1, pageSize: 12 });
    const products = await rows<{ id: number; title: string; price: string | null; category: string | null }>(
      'select p.id, p.title, p.recommended_price as price, c.title as category from products p left join product_categories c on c.id = p.category_id order by p.title asc, p.id asc',
    );
    expect(data.products.total).toBe(products.length);
    expect(data.products.items.map((p) => ({ id: p.id, title: p.title, price: p.recommendedPrice, category: p.category?.title ?? null }))).toEqual(
      products.slice(0, 12).map((p) => ({ ...p, price: p.price == null ? null : Number(p.price) })),
    );
    const categories = await rows<{ id: number; title: string; score: number }>('select id, title, score from product_categories order by title asc, id asc');
    expect(data.productCategories.total).toBe(categories.length);
    expect(data.productCategories.items.map(({ id, title, score }) => ({ id, title, score }))).toEqual(categories);
  });

  it('rejects a ticket and answers its NEW status title', async () => {
    const [manual] = await rows<{ id: number }>("select id from tickets where status = 'manual' order by id limit 1");
    const id = manual!.id;
    const { body } = await gql(TicketRejectDocument, {
      id,
      reason: 'Чек не соответствует условиям акции',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.rejectTicket).toMatchObject({ id, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Чек не соответствует условиям акции' });
    // LoopBack answers the PATCH as the instance was loaded (the old statusTitle): the gateway read it
    // again. The first GET is the gateway's journal reading the ticket as it was (issue 24).
    expect(calls.filter((c) => c.path === `/tickets/${id}`).map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET']);
    // The programme's API has no audit trail (`/auditLogs`, issue 17): the history is the gateway's journal.
    expect(calls.some((c) => c.path === '/auditLogs')).toBe(false);
    // The history as the web's fragment reads it.
    const { history } = body.data!.rejectTicket as TicketHistory_TicketFragment;
    expect(history).toEqual({ items: await journalOf('Ticket', id) });
    expect(history.items[0]).toMatchObject({
      action: 'update',
      client: 'web',
      before: { status: 'manual', statusDescription: expect.anything() },
      after: { status: 'rejected', statusDescription: 'Чек не соответствует условиям акции' },
    });
    const [row] = await rows('select status, status_description from tickets where id = $1', [id]);
    expect(row).toEqual({ status: 'rejected', status_description: 'Чек не соответствует условиям акции' });
  });

  it('answers reports with UPSTREAM_UNSUPPORTED: LoopBack has no /tickets/stats', async () => {
    // Untyped: one set of variables for both (each takes what it declares).
    for (const document of [ReportTicketStatsDocument, ReportPlanFactPageDocument] as DocumentNode[]) {
      const { body } = await gql(document, { groupBy: ['status'], filter: {}, page: 1, pageSize: 50 });
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNSUPPORTED']);
    }
    // What LoopBack itself answered: `findById('stats')` on PostgreSQL, a bare 500.
    expect(calls.find((c) => c.path === '/tickets/stats')?.status).toBe(500);
  });

  it('signs out: the token is deleted and the viewer is a visitor', async () => {
    const token = decodeURIComponent(session.cookie.slice('access_token='.length));
    const { logout } = await ok<{ logout: boolean }>(AuthSignOutDocument);
    expect(logout).toBe(true);
    expect(await rows('select id from lb_access_tokens where id = $1', [token])).toEqual([]);
    const { me } = await ok<{ me: unknown }>(SessionMeDocument);
    expect(me).toBeNull();
  });
});
