// The gateway in front of a REAL LoopBack 3 application (`loopback3/`: loopback 3.28, juggler 3.36,
// loopback-connector-postgresql 5.5) on a fresh PostgreSQL database that rest-api/ migrated and
// seeded (issue 14). The web's own operations run through the gateway, and every answer is compared
// with the rows read straight from the database. Skipped, loudly, when no PostgreSQL server answers
// at TEST_PG_URL (or postgres://postgres@127.0.0.1:5432/postgres).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import pg from 'pg';
import {
  AddCampaignProductDocument,
  LookupCampaignsDocument,
  LookupCitiesDocument,
  LookupPeriodsDocument,
  LookupPlacesDocument,
  LookupPlaceTypesDocument,
  LookupRegionsDocument,
  LookupUsersDocument,
  AddUserPlaceDocument,
  AdmEntitiesRouteDocument,
  AdmEntityRouteDocument,
  AdmEntityUsageDocument,
  AssignToPlaceDocument,
  AuditRouteDocument,
  AuthSignInDocument,
  AuthSignOutDocument,
  CampaignHistoryDocument,
  CampaignProductsDocument,
  CampaignRouteDocument,
  CampaignUsageDocument,
  CampaignsRouteDocument,
  CitiesRouteDocument,
  CityRouteDocument,
  CitySelectAdmEntitiesDocument,
  CitySelectRegionsDocument,
  CityUsageDocument,
  CreateAdmEntityDocument,
  CreateApiTokenDocument,
  CreateCampaignDocument,
  CreateCityDocument,
  CreatePeriodDocument,
  CreatePeriodProductDocument,
  CreatePlaceDocument,
  CreatePlaceTypeDocument,
  CreatePlanDocument,
  CreateProductCategoryDocument,
  CreateProductDocument,
  CreateRegionDocument,
  CreateSavedViewDocument,
  DeleteAdmEntityDocument,
  DeleteCampaignDocument,
  DeleteCityDocument,
  DeletePeriodDocument,
  DeletePlaceTypeDocument,
  DeleteProductCategoryDocument,
  DeleteProductDocument,
  DeleteRegionDocument,
  DeleteSavedViewDocument,
  InviteRegionalManagerDocument,
  InviteSalesManDocument,
  InviteSetPlaceDocument,
  InviteToPlaceDocument,
  InviteVendorDocument,
  MarkConversationReadDocument,
  MessengerRouteDocument,
  PeopleRouteDocument,
  PeriodHistoryDocument,
  PeriodProductsDocument,
  PeriodRouteDocument,
  PersonDeviceCountDocument,
  PersonHistoryDocument,
  PersonPlacesDocument,
  PersonRouteDocument,
  PlaceRouteDocument,
  PlaceTicketsDocument,
  PlaceTypeEditorDocument,
  PlaceTypeUsageDocument,
  PlaceTypesRouteDocument,
  PlacesRegionCitiesDocument,
  PlacesRouteDocument,
  PlansGridPlacesDocument,
  PlansGridRegionCitiesDocument,
  ProductCategoriesSearchDocument,
  ProductCategoryEditorDocument,
  ProductCategoryUsageDocument,
  ProductRouteDocument,
  ProductsNotInCampaignDocument,
  ProductsRouteDocument,
  ProfileRouteDocument,
  RegionRouteDocument,
  RegionUsageDocument,
  RegionsRouteDocument,
  RemoveCampaignProductDocument,
  RemoveUserPlaceDocument,
  RenameSavedViewDocument,
  ReportActivityDocument,
  ReportPlanFactPageDocument,
  ReportTicketStatsDocument,
  ResetUserPlaceDocument,
  RevokeApiTokenDocument,
  RoomMessagesDocument,
  SavedViewsDocument,
  SendDeviceCommandDocument,
  SendRoomMessageDocument,
  SessionMeDocument,
  SetUserPlaceDocument,
  TicketChatDocument,
  TicketChatSendDocument,
  TicketEditDocument,
  TicketEditorLineProductsDocument,
  TicketEditorProductsDocument,
  TicketEditorUserDetailsDocument,
  TicketHistoryDocument,
  type TicketHistory_TicketFragment,
  TicketRejectDocument,
  TicketRouteDocument,
  TicketsAsideDocument,
  TicketScoreDocument,
  TicketsExportDocument,
  TicketsRouteDocument,
  UnassignFromPlaceDocument,
  UpdateAdmEntityDocument,
  UpdateCampaignDocument,
  UpdateCampaignProductDocument,
  UpdateCityDocument,
  UpdatePeriodDocument,
  UpdatePeriodProductDocument,
  UpdatePlaceDocument,
  UpdatePlaceTypeDocument,
  UpdatePlanDocument,
  UpdateProductCategoryDocument,
  UpdateProductDocument,
  UpdateRegionDocument,
  UpdateUserDocument,
} from '../../web/src/__generated__/graphql';
import { ACTION_TITLES } from '../src/modules/audit/action-titles';
import type { RunningGateway } from '../src/server';
import type { UpstreamCall } from '../src/upstream/client';
import type * as Loopback3 from '../../loopback3/index';
import { gatewayFor, gqlAt } from './harness';
import { seededDatabase, serverAnswers, warnSkipped } from './pg-server';

// The fixture is CommonJS; Node loads it (and LoopBack) as it would in the programme's server.
const loopback3 = createRequire(import.meta.url)('../../loopback3/index.js') as typeof Loopback3;

const ADMIN_PHONE = '+79990000001';
const PASSWORD = 'demo1234';

const available = await serverAnswers();
if (!available) warnSkipped('gateway/test/loopback3.test.ts');

describe.skipIf(!available)('the gateway against a real LoopBack 3 API', () => {
  let database: Awaited<ReturnType<typeof seededDatabase>>;
  let db: pg.Client;
  let lb: Loopback3.RunningLoopback;
  let gateway: RunningGateway;
  const calls: UpstreamCall[] = [];
  /** Names of the distinct operations run through the gateway. */
  const operations = new Set<string>();
  let cookie = '';

  const gql = gqlAt(
    () => gateway.url,
    (): Record<string, string> => (cookie ? { cookie } : {}),
    (query) => operations.add(/(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query),
  );
  /** The regional managers of a place: those whose cities include the place's (the rule of `Place.regionalManagers`). */
  /** Spec §4's status of a user row: invited until the phone is verified, then active or blocked. */
  const statusOf = (row: Record<string, unknown>) => (!row.phone_verified ? 'INVITED' : row.blocked ? 'BLOCKED' : 'ACTIVE');
  const regionalManagersOf = (placeId: unknown) =>
    rows<Record<string, unknown>>(
      `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status
         from places p join user_cities uc on uc.city_id = p.city_id join users u on u.id = uc.user_id join roles r on r.id = u.role_id
        where p.id = $1 and r.name = 'regionalManager' order by u.surname, u.id`,
      [placeId],
    );

  /** The answer's data, typed by a typed document (or by hand, for a string); its errors thrown. */
  async function ok<T, V>(document: DocumentTypeDecoration<T, V>, variables?: V): Promise<T>;
  async function ok<T = Record<string, unknown>>(document: DocumentNode | string, variables?: Record<string, unknown>): Promise<T>;
  async function ok(document: DocumentNode | string | DocumentTypeDecoration<unknown, unknown>, variables: unknown = {}) {
    // A typed document is the web's, a DocumentNode.
    const { body } = await gql(document as DocumentNode, variables as Record<string, unknown>);
    if (body.errors) throw new Error(JSON.stringify(body.errors, null, 1));
    return body.data!;
  }
  const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  /** A record's entries in the gateway's journal (issue 24), as the web's AuditHistory_entry reads them. */
  const journalOf = async (model: string, entityId: number) =>
    (
      await (
        await gateway.ownStore.store.db()
      ).query<Record<string, unknown>>('select * from audit_log where model = $1 and entity_id = $2 order by at desc, id desc limit 50', [model, entityId])
    ).map((r) => ({
      id: Number(r.id),
      at: new Date(r.at as string).toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      client: r.client,
      action: r.action,
      actionTitle: ACTION_TITLES[r.action as string] ?? r.action,
      before: r.before,
      after: r.after,
      // The related records the change names (issue 26): checked against LoopBack's own tables where a
      // test changes one (the place's type below).
      references: expect.any(Array),
    }));

  beforeAll(async () => {
    database = await seededDatabase('lb3');
    const databaseUrl = database.url;
    lb = await loopback3.start({ databaseUrl });
    // REST calls may take 30 s, not the default 5: this file proves what the gateway asks LoopBack and
    // answers, not its deadline (upstream/client.test.ts does); under CI's load, with the rest-api
    // suite and the chaos suite on the same PostgreSQL server, a ticket page with its total once took
    // LoopBack over 5 s.
    gateway = await gatewayFor(lb.url, { GATEWAY_DATA_DIR: 'memory', REST_TIMEOUT_MS: '30000' }, (c) => calls.push(c));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    console.info(`gateway/test/loopback3.test.ts: ${operations.size} distinct operations run against LoopBack 3: ${[...operations].join(', ')}`);
    await gateway?.close();
    await lb?.close();
    await db?.end();
    await database?.drop();
  });

  beforeEach(() => {
    calls.length = 0;
  });

  // The test signs in as the administrator: the policy module (security/policy.ts) lets him do all the
  // web asks of it (User.can, Place.can, User.rights): every role a place holds, to invite and to assign.
  const PLACE_ROLES = ['regionalManager', 'salesMan', 'vendor'];
  const ADMIN_MAY = {
    person: { update: true, assignPlaces: true },
    place: { update: true, assign: PLACE_ROLES, invite: PLACE_ROLES },
    rights: {
      invite: PLACE_ROLES,
      bulkPeople: true,
      editPlaces: true,
      commandDevices: true,
      reviewTickets: true,
      processTickets: true,
      controlProcessor: true,
      editCatalogue: true,
      useExplorer: true,
    },
  };

  /** A row's `updated_at` as the gateway answers `updatedAt`. */
  const stamp = (v: unknown) => (v == null ? null : (v as Date).toISOString());

  const ROLE_OF_ADMIN = async () =>
    (await rows<{ id: number; name: string; title: string }>('select r.id, r.name, r.title from users u join roles r on r.id = u.role_id where u.phone = $1', [ADMIN_PHONE]))[0]!;

  it('signs in as the web does: LoopBack answers a bare AccessToken, the gateway reads the user and role with it', async () => {
    const { headers, body } = await gql(AuthSignInDocument, {
      phone: ADMIN_PHONE,
      password: PASSWORD,
    });
    expect(body.errors).toBeUndefined();
    const setCookie = headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^access_token=[A-Za-z0-9]{64};/);
    cookie = setCookie.split(';')[0]!;
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
      decodeURIComponent(cookie.slice('access_token='.length)),
    ]);
    expect(token).toEqual({ userid: user!.id, ttl: 1209600 });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toContain('POST /users/login 200');
  });

  it('refuses a wrong password as LoopBack does', async () => {
    const saved = cookie;
    cookie = '';
    const { body } = await gql(AuthSignInDocument, { phone: ADMIN_PHONE, password: 'wrong-password' });
    cookie = saved;
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
    const token = decodeURIComponent(cookie.slice('access_token='.length));
    const rest = async (path: string, query: Record<string, unknown> = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
      const res = await fetch(`${lb.url}${path}?${search}`, { headers: { authorization: token } });
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
    const anonymous = await fetch(`${lb.url}/tickets/count`);
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

  describe('the read routes of each screen', () => {
    type Row = Record<string, unknown>;
    const num = (v: unknown) => (v == null ? null : Number(v));
    const iso = (v: unknown) => (v == null ? null : (v as Date).toISOString());
    const titled = (r: Row) => ({ id: r.id, title: r.title });
    // The place pickers tell places apart by their address and city (issue 25).
    const placeWithCity = (r: Row) => ({ id: r.id, title: r.title, address: r.address, city: r.city_id === null ? null : { id: r.city_id, title: r.city_title } });

    // [document, variables, path to the items in the answer, SQL of the expected rows, row → item]
    const lists: [DocumentNode, Record<string, unknown>, string, string, (r: Row) => unknown][] = [
      [CitySelectRegionsDocument, { search: 'ская', pageSize: 5 }, 'regions', "select id, title from regions where title ilike '%ская%' order by title, id limit 5", titled],
      [LookupRegionsDocument, { pageSize: 50 }, 'regions', 'select id, title from regions order by title, id', titled],
      [LookupRegionsDocument, { search: 'обл', pageSize: 50 }, 'regions', "select id, title from regions where title ilike '%обл%' order by title, id", titled],
      [
        CitySelectAdmEntitiesDocument,
        { search: 'федерал', pageSize: 3 },
        'admEntities',
        "select id, title from adm_entities where title ilike '%федерал%' order by title, id limit 3",
        titled,
      ],
      [LookupPlaceTypesDocument, { pageSize: 50 }, 'placeTypes', 'select id, title from place_types order by title, id', titled],
      [LookupCitiesDocument, { search: 'ск', pageSize: 10 }, 'cities', "select id, title from cities where title ilike '%ск%' order by title, id limit 10", titled],
      [LookupCitiesDocument, { where: { regionId: { eq: 1 } }, pageSize: 100 }, 'cities', 'select id, title from cities where region_id = 1 order by title, id', titled],
      [PlansGridRegionCitiesDocument, { regionId: 2 }, 'cities', 'select id from cities where region_id = 2 order by title, id', (r) => ({ id: r.id })],
      [PlacesRegionCitiesDocument, { regionId: 1 }, 'cities', 'select id from cities where region_id = 1 order by title, id', (r) => ({ id: r.id })],
      [LookupCampaignsDocument, { pageSize: 10 }, 'campaigns', 'select id, title from campaigns order by id desc', titled],
      [
        LookupCampaignsDocument,
        { search: 'а', pageSize: 10, orderBy: [{ field: 'title', direction: 'ASC' }] },
        'campaigns',
        "select id, title from campaigns where title ilike '%а%' order by title, id",
        titled,
      ],
      [
        LookupPeriodsDocument,
        { where: { campaignId: { eq: 2 } }, pageSize: 10 },
        'periods',
        'select id, start_date, end_date from periods where campaign_id = 2 order by start_date desc, id desc limit 10',
        (r) => ({ id: r.id, startDate: iso(r.start_date), endDate: iso(r.end_date) }),
      ],
      [
        LookupPlacesDocument,
        { search: 'Пятёр', pageSize: 10 },
        'places',
        "select p.id, p.title, p.address, c.id as city_id, c.title as city_title from places p left join cities c on c.id = p.city_id where p.title ilike '%Пятёр%' or p.address ilike '%Пятёр%' or p.internal_id ilike '%Пятёр%' or p.inn ilike '%Пятёр%' order by p.title, p.id limit 10",
        placeWithCity,
      ],
      [
        LookupPlacesDocument,
        { search: 'TT-00001', pageSize: 10 },
        'places',
        "select p.id, p.title, p.address, c.id as city_id, c.title as city_title from places p left join cities c on c.id = p.city_id where p.title ilike '%TT-00001%' or p.address ilike '%TT-00001%' or p.internal_id ilike '%TT-00001%' or p.inn ilike '%TT-00001%' order by p.title, p.id limit 10",
        placeWithCity,
      ],
      [
        LookupUsersDocument,
        { search: 'ова', pageSize: 8 },
        'users',
        "select id, name, surname, phone from users where name ilike '%ова%' or surname ilike '%ова%' or phone ilike '%ова%' or email ilike '%ова%' order by id desc limit 8",
        (r) => r,
      ],
      [
        ProductCategoriesSearchDocument,
        { pageSize: 50 },
        'productCategories',
        'select id, title, score, recommended_price from product_categories order by title, id',
        (r) => ({ id: r.id, title: r.title, score: r.score, recommendedPrice: num(r.recommended_price) }),
      ],
      [
        TicketEditorProductsDocument,
        { search: 'мл', pageSize: 10 },
        'products',
        `select p.id, p.title, p.recommended_price, c.id as cid, c.score, c.recommended_price as crp from products p left join product_categories c on c.id = p.category_id
         where p.title ilike '%мл%' order by p.title, p.id limit 10`,
        (r) => ({
          id: r.id,
          title: r.title,
          recommendedPrice: num(r.recommended_price),
          category: r.cid == null ? null : { id: r.cid, score: r.score, recommendedPrice: num(r.crp) },
        }),
      ],
      [
        TicketEditorLineProductsDocument,
        { ids: [3, 1, 7] },
        'products',
        `select p.id, p.title, p.recommended_price, c.id as cid, c.score, c.recommended_price as crp from products p left join product_categories c on c.id = p.category_id
         where p.id in (1, 3, 7) order by p.title, p.id`,
        (r) => ({
          id: r.id,
          title: r.title,
          recommendedPrice: num(r.recommended_price),
          category: r.cid == null ? null : { id: r.cid, score: r.score, recommendedPrice: num(r.crp) },
        }),
      ],
    ];
    for (const [doc, variables, key, text, map] of lists) {
      const name = (doc.definitions[0] as { name?: { value: string } }).name!.value;
      it(`${name}: the selector's items are the database's rows`, async () => {
        const data = await ok<Record<string, { items: unknown[] }>>(doc, variables);
        const expected = (await rows(text)).map(map);
        expect(expected.length).toBeGreaterThan(0);
        expect(data[key]!.items).toEqual(expected);
      });
    }

    for (const [doc, table] of [
      [RegionsRouteDocument, 'regions'],
      [AdmEntitiesRouteDocument, 'adm_entities'],
      [PlaceTypesRouteDocument, 'place_types'],
    ] as const) {
      it(`lists ${table} (page 2 by title, and a search) and opens one`, async () => {
        const all = await rows<{ id: number; title: string }>(`select id, title from ${table} order by title, id`);
        const { list } = await ok<{ list: { items: unknown[]; total: number } }>(doc, { page: 2, pageSize: 3 });
        expect(list).toEqual({ items: all.slice(3, 6), total: all.length });
        const found = await ok<{ list: { items: unknown[]; total: number } }>(doc, { search: 'ск', page: 1, pageSize: 50 });
        const matching = await rows(`select id, title from ${table} where title ilike '%ск%' order by title, id`);
        expect(found.list).toEqual({ items: matching, total: matching.length });
        const one = all[1]!;
        const editor = { regions: RegionRouteDocument, adm_entities: AdmEntityRouteDocument, place_types: PlaceTypeEditorDocument }[table];
        expect(await ok(editor, { id: one.id })).toEqual({ item: one });
      });
    }

    it('opens a city with its region, administrative entity and location (CityRoute)', async () => {
      const [c] = await rows<Row>(
        `select c.id, c.title, c.time_zone, c.location, r.id as rid, r.title as rtitle, a.id as aid, a.title as atitle
           from cities c left join regions r on r.id = c.region_id left join adm_entities a on a.id = c.adm_entity_id where c.region_id is not null order by c.id desc limit 1`,
      );
      const { city } = await ok<{ city: unknown }>(CityRouteDocument, { id: c!.id });
      const location = c!.location as { lat: number; lng: number } | null;
      expect(city).toEqual({
        id: c!.id,
        title: c!.title,
        timeZone: c!.time_zone,
        region: { id: c!.rid, title: c!.rtitle },
        admEntity: c!.aid == null ? null : { id: c!.aid, title: c!.atitle },
        location: location && { lat: location.lat, lng: location.lng },
      });
    });

    it('counts what uses a region, a city and a campaign (the delete dialogs)', async () => {
      const [region] = await rows<{ region_id: number; n: string }>(
        'select region_id, count(*) as n from cities where region_id is not null group by region_id order by 2 desc limit 1',
      );
      expect(await ok(RegionUsageDocument, { id: region!.region_id })).toEqual({ usage: { total: Number(region!.n) } });
      const [city] = await rows<{ city_id: number; n: string }>('select city_id, count(*) as n from places where city_id is not null group by city_id order by 2 desc limit 1');
      expect(await ok(CityUsageDocument, { id: city!.city_id })).toEqual({ places: { total: Number(city!.n) } });
      const [campaign] = await rows<{ id: number; n: string }>(
        'select c.id, count(p.id) as n from campaigns c left join places p on p.campaign_id = c.id group by c.id order by 2 desc, 1 limit 1',
      );
      expect(await ok(CampaignUsageDocument, { id: campaign!.id })).toEqual({ places: { total: Number(campaign!.n) } });
    });

    it('opens a campaign with its periods (CampaignRoute) and a period (PeriodRoute)', async () => {
      const [c] = await rows<Row>('select * from campaigns order by id limit 1');
      const periods = await rows<Row>('select * from periods where campaign_id = $1', [c!.id]);
      const { campaign } = await ok<{ campaign: Row & { periods: Row[] } }>(CampaignRouteDocument, { id: c!.id });
      expect({ ...campaign, periods: [...campaign.periods].sort((a, b) => (a.id as number) - (b.id as number)) }).toEqual({
        id: c!.id,
        miniature: null,
        title: c!.title,
        shortTitle: c!.short_title,
        description: c!.description,
        isActive: c!.is_active,
        taskNumber: c!.task_number,
        ticketLifetime: c!.ticket_lifetime,
        rulesLink: c!.rules_link,
        guideLink: c!.guide_link,
        exclusions: c!.exclusions,
        matches: c!.matches,
        placeScoreLimit: c!.place_score_limit,
        ticketSalesLimit: c!.ticket_sales_limit,
        userScoreLimit: c!.user_score_limit,
        periods: periods
          .sort((a, b) => (a.id as number) - (b.id as number))
          .map((p) => ({ id: p.id, startDate: iso(p.start_date), endDate: iso(p.end_date), note: p.note, requiresRegistration: p.requires_registration })),
      });
      expect(c!.miniature).toBeNull();
      const p = periods[1]!;
      const data = await ok(PeriodRouteDocument, { campaignId: c!.id, periodId: p.id, withPeriod: true });
      expect(data).toEqual({
        campaign: { id: c!.id, title: c!.title, placeScoreLimit: c!.place_score_limit, ticketSalesLimit: c!.ticket_sales_limit, userScoreLimit: c!.user_score_limit },
        period: {
          id: p.id,
          startDate: iso(p.start_date),
          endDate: iso(p.end_date),
          note: p.note,
          placeScoreLimit: p.place_score_limit,
          ticketSalesLimit: p.ticket_sales_limit,
          userScoreLimit: p.user_score_limit,
          requiresRegistration: p.requires_registration,
          campaignId: c!.id,
        },
      });
    });

    it("answers the plans grid: places by title with their city's region name and each place's plan in the period, in one request", async () => {
      const [period] = await rows<{ period_id: number }>('select period_id from plans group by period_id order by count(*) desc limit 1');
      const periodId = period!.period_id;
      const { places } = await ok<{ places: { items: Row[]; total: number } }>(PlansGridPlacesDocument, { where: { cityId: { eq: 1 } }, page: 1, pageSize: 6, periodId });
      const expected = await rows<Row>(
        `select p.id, p.title, p.address, c.id as cid, c.title as ctitle, r.title as rtitle from places p
           left join cities c on c.id = p.city_id left join regions r on r.id = c.region_id where p.city_id = 1 order by p.title, p.id`,
      );
      const placeIds = expected.slice(0, 6).map((r) => r.id as number);
      const plans = await rows<Row>('select id, plan, fact, place_id, period_id from plans where period_id = $1 and place_id = any($2) order by id', [periodId, placeIds]);
      const planOf = (placeId: unknown) => {
        const r = plans.find((p) => p.place_id === placeId);
        return r ? { id: r.id, plan: r.plan, fact: Number(r.fact), placeId: r.place_id, periodId: r.period_id } : null;
      };
      expect(places).toEqual({
        items: expected.slice(0, 6).map((r) => ({ id: r.id, title: r.title, address: r.address, city: { id: r.cid, title: r.ctitle, regionName: r.rtitle }, plan: planOf(r.id) })),
        total: expected.length,
      });
    });

    it('opens a product with its category (ProductRoute) and a category (ProductCategoryEditor)', async () => {
      const [r] = await rows<Row>(
        `select p.*, c.title as ctitle, c.score as cscore, c.recommended_price as crp from products p join product_categories c on c.id = p.category_id order by p.id limit 1`,
      );
      expect(await ok(ProductRouteDocument, { id: r!.id })).toEqual({
        product: {
          id: r!.id,
          image: null,
          title: r!.title,
          shortTitle: r!.short_title,
          recommendedPrice: num(r!.recommended_price),
          matches: r!.matches,
          exclusions: r!.exclusions,
          category: { id: r!.category_id, title: r!.ctitle, score: r!.cscore, recommendedPrice: num(r!.crp) },
        },
      });
      expect(await ok(ProductCategoryEditorDocument, { id: r!.category_id })).toEqual({
        productCategory: { id: r!.category_id, title: r!.ctitle, score: r!.cscore, recommendedPrice: num(r!.crp) },
      });
    });

    it("lists a campaign's products (CampaignProducts), those not in it (ProductsNotInCampaign) and a period's (PeriodProducts)", async () => {
      const [{ campaign_id: campaignId, period_id: periodId }] = (await rows<{ campaign_id: number; period_id: number }>(
        'select campaign_id, period_id from period_products group by 1, 2 order by count(*) desc limit 1',
      )) as [{ campaign_id: number; period_id: number }];
      const inCampaign = await rows<Row>(
        `select cp.id, cp.score, cp.bonus_score, cp.product_id, p.title, c.id as cid, c.score as cscore from campaign_products cp
           join products p on p.id = cp.product_id left join product_categories c on c.id = p.category_id where cp.campaign_id = $1 order by cp.id desc`,
        [campaignId],
      );
      const notIn = await rows<Row>('select id, title from products where id not in (select product_id from campaign_products where campaign_id = $1) order by title, id', [
        campaignId,
      ]);
      expect(notIn.length).toBeGreaterThan(0);
      const data = await ok<Row>(CampaignProductsDocument, { campaignId, page: 1, pageSize: 5 });
      expect(data).toEqual({
        campaignProducts: {
          items: inCampaign.slice(0, 5).map((r) => ({
            id: r.id,
            score: r.score,
            bonusScore: r.bonus_score,
            productId: r.product_id,
            product: { id: r.product_id, title: r.title, category: r.cid == null ? null : { id: r.cid, score: r.cscore } },
          })),
          total: inCampaign.length,
        },
        available: { total: notIn.length },
      });
      expect(await ok(ProductsNotInCampaignDocument, { campaignId, pageSize: 4 })).toEqual({ productsOfCampaign: { items: notIn.slice(0, 4) } });
      const periodProducts = await rows<Row>('select id, score, bonus_score, period_id, campaign_product_id from period_products where period_id = $1', [periodId]);
      const period = await ok<{ campaignProducts: { items: (Row & { periodProducts: Row[] })[]; total: number } }>(PeriodProductsDocument, {
        campaignId,
        periodId,
        page: 2,
        pageSize: 4,
      });
      expect(period.campaignProducts.total).toBe(inCampaign.length);
      expect(period.campaignProducts.items).toEqual(
        inCampaign.slice(4, 8).map((r) => ({
          id: r.id,
          score: r.score,
          bonusScore: r.bonus_score,
          productId: r.product_id,
          product: { id: r.product_id, title: r.title },
          periodProducts: periodProducts
            .filter((pp) => pp.campaign_product_id === r.id)
            .map((pp) => ({ id: pp.id, score: pp.score, bonusScore: pp.bonus_score, periodId: pp.period_id })),
        })),
      );
    });

    it('opens a place with its people (PlaceRoute) and its tickets (PlaceTickets)', async () => {
      const [{ place_id: id }] = (await rows<{ place_id: number }>('select place_id from user_places group by 1 order by count(*) desc, 1 limit 1')) as [{ place_id: number }];
      const [p] = await rows<Row>(
        `select p.*, c.title as ctitle, t.title as ttitle, cp.title as cptitle from places p left join cities c on c.id = p.city_id
           left join place_types t on t.id = p.place_type_id left join campaigns cp on cp.id = p.campaign_id where p.id = $1`,
        [id],
      );
      const people = await rows<Row>(
        `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status from user_places up join users u on u.id = up.user_id
           left join roles r on r.id = u.role_id where up.place_id = $1 order by u.surname, u.id`,
        [id],
      );
      const tickets = await rows<Row>(
        `select t.id, t.date_time, t.total_sum, t.score, t.status, u.id as uid, u.name, u.surname, u.phone from tickets t left join users u on u.id = t.user_id
          where t.place_id = $1 order by t.date_time desc, t.id desc`,
        [id],
      );
      const data = { ...(await ok<{ place: Row }>(PlaceRouteDocument, { id })), ...(await ok<{ tickets: Row }>(PlaceTicketsDocument, { id })) };
      const location = p!.location as { lat: number; lng: number } | null;
      expect(data.place).toEqual({
        id,
        title: p!.title,
        description: p!.description,
        address: p!.address,
        inn: p!.inn,
        internalId: p!.internal_id,
        cityId: p!.city_id,
        city: p!.city_id == null ? null : { id: p!.city_id, title: p!.ctitle },
        placeTypeId: p!.place_type_id,
        placeType: p!.place_type_id == null ? null : { id: p!.place_type_id, title: p!.ttitle },
        campaignId: p!.campaign_id,
        campaign: p!.campaign_id == null ? null : { id: p!.campaign_id, title: p!.cptitle },
        distributingFacilityId: p!.distributing_facility_id,
        blocked: p!.blocked,
        image: null,
        location: location && { lat: location.lat, lng: location.lng },
        users: people,
        regionalManagers: await regionalManagersOf(id),
        updatedAt: stamp(p!.updated_at),
        can: ADMIN_MAY.place,
        // No audit trail in the programme's API: an empty history.
        history: { items: [] },
      });
      expect(people.length).toBeGreaterThan(1);
      expect(data.tickets).toEqual({
        items: tickets.slice(0, 12).map((t) => ({
          id: t.id,
          dateTime: iso(t.date_time),
          totalSum: num(t.total_sum),
          score: t.score,
          status: (t.status as string).toUpperCase(),
          statusCode: t.status,
          statusTitle: loopback3.STATUS_TITLES[t.status as string],
          user: t.uid == null ? null : { id: t.uid, name: t.name, surname: t.surname, phone: t.phone },
        })),
        total: tickets.length,
      });
    });

    it('opens a person with their tickets (PersonRoute) and their places in and out (PersonPlaces)', async () => {
      const [{ user_id: id }] = (await rows<{ user_id: number }>(
        'select t.user_id from tickets t join user_places up on up.user_id = t.user_id group by 1 order by count(*) desc, 1 limit 1',
      )) as [{ user_id: number }];
      const [u] = await rows<Row>('select u.*, r.name as rname, r.title as rtitle from users u left join roles r on r.id = u.role_id where u.id = $1', [id]);
      const cities = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [id]);
      const tickets = await rows<Row>(
        `select t.id, t.date_time, t.total_sum, t.score, t.status, p.id as pid, p.title as ptitle from tickets t left join places p on p.id = t.place_id
          where t.user_id = $1 order by t.date_time desc, t.id desc limit 12`,
        [id],
      );
      const data = await ok<{ user: Row & { cityIds: number[]; cities: Row[] }; tickets: Row }>(PersonRouteDocument, { id, withTickets: true, withCities: true });
      expect({ ...data.user, cityIds: [...data.user.cityIds].sort((a, b) => a - b), cities: [...data.user.cities].sort((a, b) => (a.id as number) - (b.id as number)) }).toEqual({
        id,
        name: u!.name,
        surname: u!.surname,
        middleName: u!.middle_name,
        phone: u!.phone,
        email: u!.email,
        phoneVerified: u!.phone_verified,
        blocked: u!.blocked,
        status: statusOf(u!),
        roleName: u!.rname,
        role: { id: u!.role_id, name: u!.rname, title: u!.rtitle },
        avatar: null,
        cityIds: cities.map((c) => c.id),
        cities,
        placeId: u!.place_id,
        score: u!.score,
        pendingScore: u!.pending_score,
        updatedAt: stamp(u!.updated_at),
        can: ADMIN_MAY.person,
      });
      expect(data.tickets).toEqual({
        items: tickets.map((t) => ({
          id: t.id,
          dateTime: iso(t.date_time),
          totalSum: num(t.total_sum),
          score: t.score,
          status: (t.status as string).toUpperCase(),
          statusCode: t.status,
          statusTitle: loopback3.STATUS_TITLES[t.status as string],
          place: t.pid == null ? null : { id: t.pid, title: t.ptitle },
        })),
      });

      const assigned = await rows('select p.id, p.title, p.address from places p where p.id in (select place_id from user_places where user_id = $1) order by p.title, p.id', [id]);
      const notAssigned = await rows(
        `select p.id, p.title, p.address from places p where p.id not in (select place_id from user_places where user_id = $1)
           and (p.title ilike '%Магнит%' or p.address ilike '%Магнит%' or p.internal_id ilike '%Магнит%' or p.inn ilike '%Магнит%') order by p.title, p.id`,
        [id],
      );
      const places = await ok(PersonPlacesDocument, { userId: id, inPage: 1, outSearch: 'Магнит', outPage: 2, pageSize: 3 });
      expect(places).toEqual({
        assigned: { items: assigned.slice(0, 3), total: assigned.length },
        notAssigned: { items: notAssigned.slice(3, 6), total: notAssigned.length },
      });
    });

    it("answers people's cityIds and placeIds through `fields` (user_cities and user_places, computed by LoopBack's loaded hook)", async () => {
      const data = await ok<{ managers: { items: unknown[] }; vendors: { items: unknown[] } }>(
        `query PeopleCitiesAndPlaces {
          managers: users(pageSize: 4, where: { roleName: { eq: "regionalManager" } }) { items { id cityIds cities { id title } } }
          vendors: users(pageSize: 4, where: { roleName: { eq: "vendor" } }) { items { id placeIds places { id title } } }
        }`,
      );
      const of = async (role: string, table: string, column: string, target: string) => {
        const people = await rows<{ id: number }>('select u.id from users u join roles r on r.id = u.role_id where r.name = $1 order by u.id desc limit 4', [role]);
        return Promise.all(
          people.map(async ({ id }) => {
            const linked = await rows<{ id: number; title: string }>(
              `select t.id, t.title from ${table} x join ${target} t on t.id = x.${column} where x.user_id = $1 order by t.id`,
              [id],
            );
            return { id, ids: linked.map((l) => l.id), linked };
          }),
        );
      };
      const managers = await of('regionalManager', 'user_cities', 'city_id', 'cities');
      expect(managers.some((m) => m.ids.length > 0)).toBe(true);
      expect(data.managers.items).toEqual(managers.map((m) => ({ id: m.id, cityIds: m.ids, cities: m.linked })));
      const vendors = await of('vendor', 'user_places', 'place_id', 'places');
      expect(vendors.some((v) => v.ids.length > 0)).toBe(true);
      expect(data.vendors.items).toEqual(vendors.map((v) => ({ id: v.id, placeIds: v.ids, places: v.linked })));
      // The gateway names them in `fields`; LoopBack keeps a hook's label that `fields` names. The two
      // aliased lists resolve in parallel, so their calls arrive in either order.
      const fields = calls.filter((c) => c.path === '/users').map((c) => JSON.parse(new URLSearchParams(c.search).get('filter')!).fields as string[]);
      expect(fields.sort((a, b) => a.join().localeCompare(b.join()))).toEqual([
        ['id', 'cityIds'],
        ['id', 'placeIds'],
      ]);
    });

    it("prefills a ticket correction with the fiscal details of the user's latest receipt (TicketEditorUserDetails)", async () => {
      const [t] = await rows<Row>(
        `select user_id, fiscal_drive_number as "fiscalDriveNumber", user_inn as "userInn", kkt_reg_id as "kktRegId", operator, ofd from tickets
          where user_id is not null and fiscal_drive_number is not null order by user_id, date_time desc, id desc limit 1`,
      );
      const { user_id: userId, ...details } = t!;
      expect(await ok(TicketEditorUserDetailsDocument, { userId })).toEqual({ ticketUserDetails: details });
    });

    it('counts what uses an administrative entity, a place type and a product category (the delete dialogs)', async () => {
      for (const [doc, table, column, key] of [
        [AdmEntityUsageDocument, 'cities', 'adm_entity_id', 'usage'],
        [PlaceTypeUsageDocument, 'places', 'place_type_id', 'usage'],
        [ProductCategoryUsageDocument, 'products', 'category_id', 'products'],
      ] as const) {
        const [used] = await rows<{ id: number; n: string }>(
          `select ${column} as id, count(*) as n from ${table} where ${column} is not null group by 1 order by 2 desc, 1 limit 1`,
        );
        expect(Number(used!.n)).toBeGreaterThan(0);
        expect(await ok(doc, { id: used!.id })).toEqual({ [key]: { total: Number(used!.n) } });
      }
    });

    it('exports the tickets of a place, newest first (TicketsExport)', async () => {
      const [{ place_id: placeId }] = (await rows<{ place_id: number }>(
        'select place_id from tickets where place_id is not null group by 1 order by count(*) desc, 1 limit 1',
      )) as [{ place_id: number }];
      const expected = await rows<Record<string, unknown>>(
        `select t.id, t.date_time, t.status, t.total_sum, t.score, t.fiscal_document_number, u.id as uid, u.name, u.surname, u.phone, p.title, p.address
           from tickets t left join users u on u.id = t.user_id join places p on p.id = t.place_id where t.place_id = $1 order by t.date_time desc, t.id desc`,
        [placeId],
      );
      const { tickets } = await ok<{ tickets: unknown }>(TicketsExportDocument, { where: { placeId: { eq: placeId } }, page: 1, pageSize: 100 });
      expect(tickets).toEqual({
        items: expected.map((t) => ({
          id: t.id,
          dateTime: (t.date_time as Date).toISOString(),
          status: (t.status as string).toUpperCase(),
          statusCode: t.status,
          statusTitle: loopback3.STATUS_TITLES[t.status as string],
          totalSum: Number(t.total_sum),
          score: t.score,
          fiscalDocumentNumber: t.fiscal_document_number,
          user: t.uid == null ? null : { id: t.uid, name: t.name, surname: t.surname, phone: t.phone },
          place: { id: placeId, title: t.title, address: t.address },
        })),
        total: expected.length,
      });
    });
  });

  describe('the stock create, update and delete of each screen', () => {
    type Row = Record<string, unknown>;
    const num = (v: unknown) => (v == null ? null : Number(v));
    const iso = (v: unknown) => (v == null ? null : (v as Date).toISOString());
    const one = async (text: string, values: unknown[] = []) => (await rows<Row>(text, values))[0];

    for (const [table, create, update, remove, key] of [
      ['regions', CreateRegionDocument, UpdateRegionDocument, DeleteRegionDocument, 'removed'],
      ['place_types', CreatePlaceTypeDocument, UpdatePlaceTypeDocument, DeletePlaceTypeDocument, 'removed'],
      ['adm_entities', CreateAdmEntityDocument, UpdateAdmEntityDocument, DeleteAdmEntityDocument, 'removed'],
    ] as const) {
      it(`creates, renames and deletes a row of ${table}`, async () => {
        const { saved } = await ok<{ saved: { id: number; title: string } }>(create, { input: { title: '  Проверочная запись ' } });
        expect(await one(`select id, title from ${table} where id = $1`, [saved.id])).toEqual(saved);
        expect(saved.title).toMatch(/Проверочная запись/);
        const renamed = await ok<{ saved: { id: number; title: string } }>(update, { id: saved.id, input: { title: 'Переименованная запись' } });
        expect(renamed.saved).toEqual(await one(`select id, title from ${table} where id = $1`, [saved.id]));
        expect(renamed.saved.title).toBe('Переименованная запись');
        const removed = await ok<Record<string, boolean>>(remove, { id: saved.id });
        expect(Object.values(removed)).toEqual([true]);
        expect(await rows(`select id from ${table} where id = $1`, [saved.id])).toEqual([]);
        void key;
      });
    }

    it('creates, edits and deletes a city', async () => {
      const { createCity } = await ok<{ createCity: Row & { id: number } }>(CreateCityDocument, {
        input: { title: 'Проверочный', regionId: 1, admEntityId: 1, timeZone: 'Europe/Moscow', location: { lat: 55.5, lng: 37.25 } },
      });
      const expected = async () => {
        const c = (await one(
          `select c.id, c.title, c.time_zone, c.location, r.id as rid, r.title as rtitle, a.id as aid, a.title as atitle from cities c
             left join regions r on r.id = c.region_id left join adm_entities a on a.id = c.adm_entity_id where c.id = $1`,
          [createCity.id],
        ))!;
        return {
          id: c.id,
          title: c.title,
          timeZone: c.time_zone,
          region: { id: c.rid, title: c.rtitle },
          admEntity: c.aid == null ? null : { id: c.aid, title: c.atitle },
          location: c.location,
        };
      };
      expect(createCity).toEqual(await expected());
      expect(createCity.location).toEqual({ lat: 55.5, lng: 37.25 });
      const { updateCity } = await ok<{ updateCity: Row }>(UpdateCityDocument, {
        id: createCity.id,
        input: { title: 'Проверочный-2', regionId: 2, location: { lat: 59.9, lng: 30.3 } },
      });
      expect(updateCity).toEqual(await expected());
      expect(updateCity).toMatchObject({ title: 'Проверочный-2', region: { id: 2 }, location: { lat: 59.9, lng: 30.3 } });
      expect(await ok(DeleteCityDocument, { id: createCity.id })).toEqual({ deleteCity: true });
      expect(await rows('select id from cities where id = $1', [createCity.id])).toEqual([]);
    });

    it('creates, edits and deletes a product category and a product', async () => {
      const { createProductCategory: category } = await ok<{ createProductCategory: Row & { id: number } }>(CreateProductCategoryDocument, {
        input: { title: 'Проверочная категория', score: 7, recommendedPrice: 12345 },
      });
      const categoryRow = async () => {
        const r = (await one('select id, title, score, recommended_price from product_categories where id = $1', [category.id]))!;
        return { id: r.id, title: r.title, score: r.score, recommendedPrice: num(r.recommended_price) };
      };
      expect(category).toEqual(await categoryRow());
      const { updateProductCategory } = await ok<{ updateProductCategory: Row }>(UpdateProductCategoryDocument, { id: category.id, input: { score: 9 } });
      expect(updateProductCategory).toEqual(await categoryRow());
      expect(updateProductCategory.score).toBe(9);

      const { createProduct: product } = await ok<{ createProduct: Row & { id: number } }>(CreateProductDocument, {
        input: { title: 'Проверочный товар 1 л', shortTitle: 'Товар', matches: ['проверочный товар'], exclusions: ['уценка'], recommendedPrice: 4990, categoryId: category.id },
      });
      const productRow = async () => {
        const r = (await one(
          `select p.id, p.title, p.short_title, p.recommended_price, p.matches, p.exclusions, c.id as cid, c.title as ctitle, c.score, c.recommended_price as crp
             from products p left join product_categories c on c.id = p.category_id where p.id = $1`,
          [product.id],
        ))!;
        return {
          id: r.id,
          title: r.title,
          shortTitle: r.short_title,
          recommendedPrice: num(r.recommended_price),
          matches: r.matches,
          exclusions: r.exclusions,
          category: r.cid == null ? null : { id: r.cid, title: r.ctitle, score: r.score, recommendedPrice: num(r.crp) },
        };
      };
      expect(product).toEqual(await productRow());
      expect(product).toMatchObject({ recommendedPrice: 4990, matches: ['проверочный товар'], category: { id: category.id, score: 9 } });
      const { updateProduct } = await ok<{ updateProduct: Row }>(UpdateProductDocument, { id: product.id, input: { recommendedPrice: 5990, categoryId: 1, matches: ['другой'] } });
      expect(updateProduct).toEqual(await productRow());
      expect(updateProduct).toMatchObject({ recommendedPrice: 5990, matches: ['другой'], category: { id: 1 } });

      expect(await ok(DeleteProductDocument, { id: product.id })).toEqual({ deleteProduct: true });
      expect(await ok(DeleteProductCategoryDocument, { id: category.id })).toEqual({ deleteProductCategory: true });
      expect(await rows('select id from products where id = $1 union all select id from product_categories where id = $2', [product.id, category.id])).toEqual([]);
    });

    it("creates and edits a campaign, its period, a plan and the campaign's and period's products, then deletes them", async () => {
      const { createCampaign: campaign } = await ok<{ createCampaign: { id: number; title: string } }>(CreateCampaignDocument, {
        input: { title: 'Проверочная акция', shortTitle: 'Проверка', isActive: false, ticketLifetime: 14, matches: ['проверка'], exclusions: [], placeScoreLimit: 500 },
      });
      expect(campaign).toEqual(await one('select id, title from campaigns where id = $1', [campaign.id]));
      const { updateCampaign } = await ok<{ updateCampaign: Row }>(UpdateCampaignDocument, {
        id: campaign.id,
        input: { description: 'Описание', isActive: true, userScoreLimit: 70 },
      });
      const c = (await one('select * from campaigns where id = $1', [campaign.id]))!;
      expect(updateCampaign).toEqual({
        id: campaign.id,
        miniature: null,
        title: c.title,
        shortTitle: c.short_title,
        description: 'Описание',
        isActive: true,
        taskNumber: c.task_number,
        ticketLifetime: 14,
        rulesLink: c.rules_link,
        guideLink: c.guide_link,
        exclusions: c.exclusions,
        matches: ['проверка'],
        placeScoreLimit: 500,
        ticketSalesLimit: c.ticket_sales_limit,
        userScoreLimit: 70,
        history: { items: await journalOf('Campaign', campaign.id) },
      });
      expect(c).toMatchObject({ description: 'Описание', is_active: true, user_score_limit: 70 });

      const { createPeriod: period } = await ok<{ createPeriod: Row & { id: number } }>(CreatePeriodDocument, {
        input: { campaignId: campaign.id, startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.000Z', note: 'Проверочный этап', requiresRegistration: true },
      });
      const periodRow = async () => {
        const p = (await one('select * from periods where id = $1', [period.id]))!;
        return {
          id: p.id,
          startDate: iso(p.start_date),
          endDate: iso(p.end_date),
          note: p.note,
          placeScoreLimit: p.place_score_limit,
          ticketSalesLimit: p.ticket_sales_limit,
          userScoreLimit: p.user_score_limit,
          requiresRegistration: p.requires_registration,
          campaignId: p.campaign_id,
        };
      };
      expect(period).toEqual(await periodRow());
      expect(period).toMatchObject({ startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.000Z', campaignId: campaign.id });
      const { updatePeriod } = await ok<{ updatePeriod: Row }>(UpdatePeriodDocument, { id: period.id, input: { note: 'Этап проверки', ticketSalesLimit: 30 } });
      expect(updatePeriod).toEqual({ ...(await periodRow()), history: { items: await journalOf('Period', period.id as number) } });
      expect(updatePeriod).toMatchObject({ note: 'Этап проверки', ticketSalesLimit: 30 });

      const [place] = await rows<{ id: number }>('select id from places order by id limit 1');
      const { createPlan: plan } = await ok<{ createPlan: Row & { id: number } }>(CreatePlanDocument, {
        input: { placeId: place!.id, periodId: period.id, plan: 42, campaignId: campaign.id },
      });
      const planRow = async () => {
        const p = (await one('select id, plan, fact, place_id, period_id from plans where id = $1', [plan.id]))!;
        return { id: p.id, plan: p.plan, fact: Number(p.fact), placeId: p.place_id, periodId: p.period_id };
      };
      expect(plan).toEqual(await planRow());
      const { updatePlan } = await ok<{ updatePlan: Row }>(UpdatePlanDocument, { id: plan.id, input: { plan: 77 } });
      expect(updatePlan).toEqual(await planRow());
      expect(updatePlan.plan).toBe(77);

      const [product] = await rows<{ id: number }>('select id from products order by id limit 1');
      const { createCampaignProduct: cp } = await ok<{ createCampaignProduct: Row & { id: number } }>(AddCampaignProductDocument, {
        input: { campaignId: campaign.id, productId: product!.id, score: 5, bonusScore: 2 },
      });
      const cpRow = async () => {
        const r = (await one('select id, score, bonus_score, product_id from campaign_products where id = $1', [cp.id]))!;
        return { id: r.id, score: r.score, bonusScore: r.bonus_score, productId: r.product_id };
      };
      expect(cp).toEqual(await cpRow());
      const { updateCampaignProduct } = await ok<{ updateCampaignProduct: Row }>(UpdateCampaignProductDocument, { id: cp.id, input: { score: 6 } });
      const { productId: _productId, ...cpUpdated } = await cpRow();
      expect(updateCampaignProduct).toEqual(cpUpdated);
      expect(updateCampaignProduct.score).toBe(6);

      const { createPeriodProduct: pp } = await ok<{ createPeriodProduct: Row & { id: number } }>(CreatePeriodProductDocument, {
        input: { periodId: period.id, productId: product!.id, campaignProductId: cp.id, score: 4, bonusScore: 1 },
      });
      const ppRow = async () => {
        const r = (await one('select id, score, bonus_score, period_id from period_products where id = $1', [pp.id]))!;
        return { id: r.id, score: r.score, bonusScore: r.bonus_score, periodId: r.period_id };
      };
      expect(pp).toEqual(await ppRow());
      const { updatePeriodProduct } = await ok<{ updatePeriodProduct: Row }>(UpdatePeriodProductDocument, { id: pp.id, input: { bonusScore: 3 } });
      expect(updatePeriodProduct).toEqual(await ppRow());
      expect(updatePeriodProduct.bonusScore).toBe(3);

      expect(await ok(RemoveCampaignProductDocument, { id: cp.id })).toEqual({ deleteCampaignProduct: true });
      expect(await rows('select id from campaign_products where id = $1', [cp.id])).toEqual([]);
      expect(await ok(DeletePeriodDocument, { id: period.id })).toEqual({ deletePeriod: true });
      expect(await ok(DeleteCampaignDocument, { id: campaign.id })).toEqual({ deleteCampaign: true });
      expect(await rows('select id from periods where id = $1 union all select id from campaigns where id = $2', [period.id, campaign.id])).toEqual([]);
    });

    it('creates a place and edits it (UpdatePlace)', async () => {
      const { createPlace } = await ok<{ createPlace: { id: number; title: string } }>(CreatePlaceDocument, {
        input: { title: 'Проверочная точка', cityId: 1, address: 'ул. Проверочная, 1', placeTypeId: 1 },
      });
      expect(createPlace).toEqual(await one('select id, title from places where id = $1', [createPlace.id]));
      const { updatePlace } = await ok<{ updatePlace: Row }>(UpdatePlaceDocument, {
        id: createPlace.id,
        input: { title: 'Точка после правки', blocked: true, inn: '500100732259', placeTypeId: 2, location: { lat: 55.75, lng: 37.61 } },
      });
      const p = (await one(
        `select p.*, c.title as ctitle, t.title as ttitle from places p left join cities c on c.id = p.city_id left join place_types t on t.id = p.place_type_id where p.id = $1`,
        [createPlace.id],
      ))!;
      expect(updatePlace).toEqual({
        id: createPlace.id,
        title: 'Точка после правки',
        description: p.description,
        address: 'ул. Проверочная, 1',
        inn: '500100732259',
        internalId: p.internal_id,
        cityId: 1,
        city: { id: 1, title: p.ctitle },
        placeTypeId: 2,
        placeType: { id: 2, title: p.ttitle },
        campaignId: null,
        campaign: null,
        distributingFacilityId: null,
        blocked: true,
        image: null,
        location: { lat: 55.75, lng: 37.61 },
        history: { items: await journalOf('Place', createPlace.id) },
        updatedAt: stamp(p.updated_at),
        can: ADMIN_MAY.place,
      });
      expect(p).toMatchObject({ title: 'Точка после правки', blocked: true, inn: '500100732259', place_type_id: 2, location: { lat: 55.75, lng: 37.61 } });
      // The edit's history names the place types it changed from and to, as LoopBack's table titles them.
      const types = await rows<{ id: number; title: string }>('select id, title from place_types where id in (1, 2) order by id');
      const edit = (updatePlace.history as { items: { action: string; references: { field: string; id: number; model: string; name: string | null }[] }[] }).items[0]!;
      expect(edit.action).toBe('update');
      expect(edit.references).toEqual(types.map((t) => ({ field: 'placeTypeId', id: t.id, model: 'PlaceType', name: t.title, roleName: null, parentId: null })));
      await db.query('delete from places where id = $1', [createPlace.id]);
    });

    it("edits a person, their cities included (UpdateUser): LoopBack's user_cities rows", async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'regionalManager' order by u.id limit 1");
      const { updateUser } = await ok<{ updateUser: Row }>(UpdateUserDocument, {
        id: u!.id,
        input: { middleName: 'Проверочное', email: 'check@loyalty-demo.ru', cityIds: [2, 1] },
      });
      const r = (await one('select * from users where id = $1', [u!.id]))!;
      const role = (await one('select id, name, title from roles where id = $1', [r.role_id]))!;
      const cities = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [u!.id]);
      expect(cities.map((c) => c.id)).toEqual([1, 2]);
      expect({
        ...updateUser,
        cityIds: [...(updateUser.cityIds as number[])].sort(),
        cities: [...(updateUser.cities as Row[])].sort((a, b) => (a.id as number) - (b.id as number)),
      }).toEqual({
        id: u!.id,
        name: r.name,
        surname: r.surname,
        middleName: 'Проверочное',
        phone: r.phone,
        email: 'check@loyalty-demo.ru',
        phoneVerified: r.phone_verified,
        blocked: r.blocked,
        status: statusOf(r),
        // The list's city comes with the answer, so the list updates too (issue 22).
        cityId: r.city_id,
        city: r.city_id === null ? null : await one('select id, title from cities where id = $1', [r.city_id]),
        cityIds: [1, 2],
        cities,
        avatar: null,
        // The person page's fragment: what the page shows comes with the answer (issue 28).
        roleName: role.name,
        role,
        placeId: r.place_id,
        score: r.score,
        pendingScore: r.pending_score,
        history: { items: await journalOf('User', u!.id) },
        updatedAt: stamp(r.updated_at),
        can: ADMIN_MAY.person,
      });
      expect(r).toMatchObject({ middle_name: 'Проверочное', email: 'check@loyalty-demo.ru' });
    });
  });

  describe('custom actions (spec §7 remote methods)', () => {
    type Row = Record<string, unknown>;
    const placeIdsOf = async (userId: number) =>
      (await rows<{ place_id: number }>('select place_id from user_places where user_id = $1 order by place_id', [userId])).map((r) => r.place_id);

    it("adds and removes a person's place, and sets and resets their main place", async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'vendor' order by u.id limit 1");
      const userId = u!.id;
      const [p] = await rows<{ id: number; title: string }>(
        'select id, title from places where id not in (select place_id from user_places where user_id = $1) order by id limit 1',
        [userId],
      );
      const placeId = p!.id;
      const added = await ok<{ addUserPlace: Row }>(AddUserPlaceDocument, { userId, placeId });
      expect(await placeIdsOf(userId)).toContain(placeId);
      const [before] = await rows<{ place_id: number | null }>('select place_id from users where id = $1', [userId]);
      // A regional manager's places come with their cities (the web's AddUserPlace): a vendor's user_cities rows.
      const citiesOf = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [userId]);
      expect(added.addUserPlace).toEqual({ id: userId, placeId: before!.place_id, placeIds: await placeIdsOf(userId), cityIds: citiesOf.map((c) => c.id), cities: citiesOf });

      const set = await ok<{ setUserPlace: Row }>(SetUserPlaceDocument, { userId, placeId });
      expect(set.setUserPlace).toEqual({ id: userId, placeId, placeIds: await placeIdsOf(userId), place: { id: placeId, title: p!.title } });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: placeId }]);
      const reset = await ok<{ resetUserPlace: Row }>(ResetUserPlaceDocument, { userId });
      expect(reset.resetUserPlace).toEqual({ id: userId, placeId: null, placeIds: await placeIdsOf(userId), place: null });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: null }]);
      const again = await ok<{ setUserPlace: Row }>(InviteSetPlaceDocument, { userId, placeId });
      expect(again.setUserPlace).toEqual({ id: userId, placeId, placeIds: await placeIdsOf(userId) });

      const removed = await ok<{ removeUserPlace: Row }>(RemoveUserPlaceDocument, { userId, placeId });
      expect(await placeIdsOf(userId)).not.toContain(placeId);
      // Removing the main place clears it.
      expect(removed.removeUserPlace).toEqual({ id: userId, placeId: null, placeIds: await placeIdsOf(userId), cityIds: citiesOf.map((c) => c.id), cities: citiesOf });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: null }]);
    });

    it('assigns a sales rep to a place and unassigns them: the place answers its people', async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'salesMan' order by u.id limit 1");
      const [p] = await rows<{ id: number }>('select id from places where id not in (select place_id from user_places where user_id = $1) order by id desc limit 1', [u!.id]);
      const people = (placeId: number) =>
        rows(
          `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status from user_places up join users u on u.id = up.user_id
             left join roles r on r.id = u.role_id where up.place_id = $1 order by u.surname, u.id`,
          [placeId],
        );
      const assigned = await ok<{ assignToPlace: { id: number; users: { id: number }[] } }>(AssignToPlaceDocument, { placeId: p!.id, userId: u!.id, role: 'salesMan' });
      expect(assigned.assignToPlace).toEqual({ id: p!.id, users: await people(p!.id), regionalManagers: await regionalManagersOf(p!.id) });
      expect(assigned.assignToPlace.users.map((x) => x.id)).toContain(u!.id);
      const unassigned = await ok<{ unassignFromPlace: { id: number; users: { id: number }[] } }>(UnassignFromPlaceDocument, { placeId: p!.id, userId: u!.id, role: 'salesMan' });
      expect(unassigned.unassignFromPlace).toEqual({ id: p!.id, users: await people(p!.id), regionalManagers: await regionalManagersOf(p!.id) });
      expect(unassigned.unassignFromPlace.users.map((x) => x.id)).not.toContain(u!.id);
    });

    it('invites a regional manager, a sales rep, a vendor and a vendor to a place', async () => {
      const [admin] = await rows<{ id: number }>('select id from users where phone = $1', [ADMIN_PHONE]);
      const user = (id: unknown) =>
        rows<Row>(
          'select u.name, u.surname, u.phone, u.email, u.city_id, u.inviter_id, u.place_id, u.phone_verified, r.name as role from users u join roles r on r.id = u.role_id where u.id = $1',
          [id],
        );
      const check = async (answer: { user: { id: number }; code: string }, expected: Row) => {
        expect(answer.code).toMatch(/^\d{6}$/);
        expect(await user(answer.user.id)).toEqual([
          { email: null, city_id: null, inviter_id: admin!.id, place_id: null, phone_verified: false, name: null, surname: null, ...expected },
        ]);
      };
      const rm = await ok<{ inviteRegionalManager: { user: { id: number }; code: string } }>(InviteRegionalManagerDocument, {
        input: { name: ' Иван ', surname: 'Петров ', phone: ' +79995550001', sendCode: false },
      });
      await check(rm.inviteRegionalManager, { name: 'Иван', surname: 'Петров', phone: '+79995550001', role: 'regionalManager' });
      // Spec §5: the gateway sends a sales rep's phone without its +.
      const sm = await ok<{ inviteSalesMan: { user: { id: number }; code: string } }>(InviteSalesManDocument, {
        input: { name: 'Пётр', surname: 'Сидоров', phone: '+79995550002' },
      });
      await check(sm.inviteSalesMan, { name: 'Пётр', surname: 'Сидоров', phone: '+79995550002', role: 'salesMan' });
      const vendor = await ok<{ inviteVendor: { user: { id: number }; code: string } }>(InviteVendorDocument, {
        input: { name: 'Анна', surname: 'Ким', phone: '+79995550003', email: 'anna@loyalty-demo.ru', cityId: 1 },
      });
      await check(vendor.inviteVendor, { name: 'Анна', surname: 'Ким', phone: '+79995550003', email: 'anna@loyalty-demo.ru', city_id: 1, role: 'vendor' });
      const [place] = await rows<{ id: number }>('select id from places order by id limit 1');
      const toPlace = await ok<{ inviteToPlace: { user: { id: number }; code: string } }>(InviteToPlaceDocument, { phone: '+79995550004', roleName: 'vendor', placeId: place!.id });
      await check(toPlace.inviteToPlace, { phone: '+79995550004', role: 'vendor', place_id: place!.id });
      expect(await placeIdsOf(toPlace.inviteToPlace.user.id)).toEqual([place!.id]);
    });

    it('scores a ticket by hand (TicketScore): processed, with its accrual', async () => {
      const [t] = await rows<{ id: number }>("select id from tickets where status = 'manual' order by id desc limit 1");
      const { scoreTicket } = await ok<{ scoreTicket: Row & { transactions: Row[] } }>(TicketScoreDocument, { id: t!.id, score: 25 });
      const r = (await rows<Row>('select * from tickets where id = $1', [t!.id]))[0]!;
      const transactions = await rows<Row>('select id, amount, reason, created_at from transactions where ticket_id = $1 order by id', [t!.id]);
      expect(r).toMatchObject({ status: 'processed', score: 25 });
      expect(transactions.map((x) => x.amount)).toEqual([25]);
      expect(scoreTicket).toEqual({
        id: t!.id,
        // Processed: it takes no action any more (docs/adr/0042-actions-by-receipt-status.md).
        actions: [],
        status: 'PROCESSED',
        statusCode: 'processed',
        statusTitle: 'Обработан',
        statusDescription: r.status_description,
        score: 25,
        planSales: r.plan_sales,
        bonusSales: r.bonus_sales,
        scoredItems: r.scored_items,
        totalSales: r.total_sales == null ? null : Number(r.total_sales),
        transactions: transactions.map((x) => ({ id: x.id, amount: x.amount, reason: x.reason, createdAt: (x.created_at as Date).toISOString() })),
        history: { items: await journalOf('Ticket', t!.id) },
      });
    });

    it("corrects a ticket's receipt and lines (TicketEdit)", async () => {
      const [t] = await rows<{ id: number }>("select id from tickets where status = 'manual' order by id limit 1");
      const [product] = await rows<{ id: number; title: string }>('select id, title from products order by id limit 1');
      const { editTicket } = await ok<{ editTicket: Row & { items: Row[] } }>(TicketEditDocument, {
        id: t!.id,
        input: {
          operator: 'Кассир Проверкин',
          fiscalDocumentNumber: '777001',
          items: [
            { name: 'Молоко', price: 8999, quantity: 2, productId: product!.id },
            { name: 'Пакет', price: 500, quantity: 1 },
          ],
        },
      });
      const r = (await rows<Row>('select * from tickets where id = $1', [t!.id]))[0]!;
      const items = await rows<Row>('select name, price, quantity, sum, product_id from ticket_items where ticket_id = $1 order by line_no', [t!.id]);
      expect(r).toMatchObject({ operator: 'Кассир Проверкин', fiscal_document_number: '777001', total_sum: '18498' });
      expect(items).toEqual([
        { name: 'Молоко', price: '8999', quantity: '2.000', sum: '17998', product_id: product!.id },
        { name: 'Пакет', price: '500', quantity: '1.000', sum: '500', product_id: null },
      ]);
      expect(editTicket).toMatchObject({
        id: t!.id,
        userId: r.user_id,
        operator: 'Кассир Проверкин',
        fiscalDocumentNumber: '777001',
        fiscalDriveNumber: r.fiscal_drive_number,
        totalSum: 18498,
        status: (r.status as string).toUpperCase(),
        statusTitle: loopback3.STATUS_TITLES[r.status as string],
        items: [
          { name: 'Молоко', price: 8999, quantity: 2, sum: 17998, productId: product!.id, product: { id: product!.id, title: product!.title } },
          { name: 'Пакет', price: 500, quantity: 1, sum: 500, productId: null, product: null },
        ],
        history: { items: await journalOf('Ticket', t!.id) },
      });
    });

    it("talks in a user's conversation: sends, lists the conversations and the room, marks it read", async () => {
      const [t] = await rows<{ id: number; user_id: number }>('select id, user_id from tickets where user_id is not null order by id limit 1');
      const userId = t!.user_id;
      const room = `user-${userId}`;
      const [admin] = await rows<Row>('select id, name, surname, phone from users where phone = $1', [ADMIN_PHONE]);
      const { sendRoomMessage } = await ok<{ sendRoomMessage: Row }>(SendRoomMessageDocument, { room, text: 'Здравствуйте!' });
      const { sendMessage } = await ok<{ sendMessage: Row }>(TicketChatSendDocument, { input: { ticketId: t!.id, text: 'Про ваш чек' } });
      // The user answers (as the app would).
      await db.query('insert into messages (text, sender_id, room) values ($1, $2, $3)', ['Спасибо', userId, room]);
      const messages = await rows<Row>('select id, text, created_at, sender_id, ticket_id, saw, recipient_id from messages where room = $1 order by created_at, id', [room]);
      expect(messages.map((m) => [m.text, m.sender_id, m.ticket_id, m.recipient_id])).toEqual([
        ['Здравствуйте!', admin!.id, null, userId],
        ['Про ваш чек', admin!.id, t!.id, userId],
        ['Спасибо', userId, null, null],
      ]);
      const [user] = await rows<Row>('select id, name, surname, phone from users where id = $1', [userId]);
      const bubble = (m: Row) => ({
        id: m.id,
        text: m.text,
        createdAt: (m.created_at as Date).toISOString(),
        saw: m.saw,
        senderId: m.sender_id,
        sender: m.sender_id === admin!.id ? admin : user,
        ticketId: m.ticket_id,
        file: null,
      });
      expect(sendRoomMessage).toEqual(bubble(messages[0]!));
      const { ticketId: _ticketId, ...chat } = bubble(messages[1]!);
      expect(sendMessage).toEqual(chat);

      const { roomMessages } = await ok<{ roomMessages: Row }>(RoomMessagesDocument, { room, limit: 2 });
      expect(roomMessages).toEqual({ items: messages.slice(1).map(bubble), rest: 1 });
      const older = await ok<{ roomMessages: Row }>(RoomMessagesDocument, { room, limit: 2, before: (messages[1]!.created_at as Date).toISOString() });
      expect(older.roomMessages).toEqual({ items: [bubble(messages[0]!)], rest: 0 });

      // The chat's first page, with the ticket (issue 27) and by the chat's own query.
      const { ticket: withTicket } = await ok<{ ticket: Row }>(TicketRouteDocument, { id: t!.id });
      expect(withTicket.messages).toEqual({ items: [chat], total: 1, page: 1 });
      const chatPage = await ok<{ ticket: Row }>(TicketChatDocument, { ticketId: t!.id, page: 1 });
      expect(chatPage.ticket).toEqual({ id: t!.id, messages: { items: [chat], total: 1, page: 1 } });

      const conversations = await ok<{ conversations: { items: Row[]; total: number } }>(MessengerRouteDocument, { page: 1, pageSize: 10 });
      const [u] = await rows<Row>(
        'select u.id, u.name, u.surname, u.phone, p.id as pid, p.title as ptitle, c.id as cid, c.title as ctitle from users u left join places p on p.id = u.place_id left join cities c on c.id = u.city_id where u.id = $1',
        [userId],
      );
      const last = messages[2]!;
      expect(conversations.conversations).toEqual({
        items: [
          {
            roomName: room,
            userId,
            hasNewMessage: true,
            user: {
              id: userId,
              name: u!.name,
              surname: u!.surname,
              phone: u!.phone,
              place: u!.pid == null ? null : { id: u!.pid, title: u!.ptitle },
              city: u!.cid == null ? null : { id: u!.cid, title: u!.ctitle },
            },
            lastMessage: { id: last.id, text: 'Спасибо', createdAt: (last.created_at as Date).toISOString(), file: null },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      });

      expect(await ok(MarkConversationReadDocument, { room })).toEqual({ markConversationRead: 1 });
      expect(await rows('select saw from messages where id = $1', [last.id])).toEqual([{ saw: true }]);
      const read = await ok<{ conversations: { items: Row[] } }>(MessengerRouteDocument, { page: 1, pageSize: 10 });
      expect(read.conversations.items.map((c) => c.hasNewMessage)).toEqual([false]);
    });
  });

  describe("what the programme's API has no route for (decisions: LoopBack 3 compatibility)", () => {
    it("keeps saved views and API tokens in the gateway's store (issue 24; test/own-store.test.ts in detail), device commands UPSTREAM_UNSUPPORTED", async () => {
      const [u] = await rows<{ id: number }>('select id from users order by id limit 1');
      const view = await ok<{ createSavedView: { id: string; name: string } }>(CreateSavedViewDocument, { input: { screen: 'tickets', name: 'Мои', search: '?status=manual' } });
      expect(view.createSavedView.name).toBe('Мои');
      expect((await ok<{ renameSavedView: { name: string } }>(RenameSavedViewDocument, { id: view.createSavedView.id, name: 'Другое' })).renameSavedView.name).toBe('Другое');
      expect((await ok<{ deleteSavedView: { id: string } }>(DeleteSavedViewDocument, { id: view.createSavedView.id })).deleteSavedView.id).toBe(view.createSavedView.id);
      const created = await ok<{ createApiToken: { token: string; apiToken: { id: string } } }>(CreateApiTokenDocument, { input: { name: 'CI', readOnly: true } });
      expect(created.createApiToken.token).toMatch(/^bog_/);
      expect((await ok<{ revokeApiToken: { id: string } }>(RevokeApiTokenDocument, { id: created.createApiToken.apiToken.id })).revokeApiToken.id).toBe(
        created.createApiToken.apiToken.id,
      );
      const { body } = await gql(SendDeviceCommandDocument, { event: 'ping', payload: {}, userId: u!.id });
      expect(body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['UPSTREAM_UNSUPPORTED', ['sendDeviceCommand']]]);
    });

    it('answers the journal, saved views and API tokens from the store; UPSTREAM_UNSUPPORTED for device counts and activity statistics', async () => {
      const [u] = await rows<{ id: number }>('select id from users order by id limit 1');
      for (const doc of [AuditRouteDocument, SavedViewsDocument, ProfileRouteDocument] as DocumentNode[]) {
        const { body } = await gql(doc, { page: 1, pageSize: 10, screen: 'tickets' });
        expect(body.errors).toBeUndefined();
      }
      for (const [doc, variables, path] of [
        [PersonDeviceCountDocument, { userId: u!.id }, ['deviceCount']],
        [ReportActivityDocument, { by: 'salesMan' }, ['activity']],
      ] as [DocumentNode, Record<string, unknown>, string[]][]) {
        const { body } = await gql(doc, variables);
        expect(body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['UPSTREAM_UNSUPPORTED', path]]);
      }
    });

    it("answers a record's history from the gateway's journal (TicketHistory, CampaignHistory, PeriodHistory, PersonHistory)", async () => {
      const id = async (table: string) => (await rows<{ id: number }>(`select id from ${table} order by id limit 1`))[0]!.id;
      const store = await gateway.ownStore.store.db();
      const journal = async (model: string, entityId: number) =>
        (await store.query<{ id: string }>('select id from audit_log where model = $1 and entity_id = $2 order by at desc, id desc limit 50', [model, entityId])).map((r) =>
          Number(r.id),
        );
      for (const [doc, table, model, key] of [
        [TicketHistoryDocument, 'tickets', 'Ticket', 'ticket'],
        [CampaignHistoryDocument, 'campaigns', 'Campaign', 'campaign'],
        [PeriodHistoryDocument, 'periods', 'Period', 'period'],
        [PersonHistoryDocument, 'users', 'User', 'user'],
      ] as const) {
        const entity = await id(table);
        const data = await ok<Record<string, { history: { items: { id: number }[] } }>>(doc, { id: entity });
        expect(data[key]!.history.items.map((e) => e.id)).toEqual(await journal(model, entity));
      }
    });
  });

  it('signs out: the token is deleted and the viewer is a visitor', async () => {
    const token = decodeURIComponent(cookie.slice('access_token='.length));
    const { logout } = await ok<{ logout: boolean }>(AuthSignOutDocument);
    expect(logout).toBe(true);
    expect(await rows('select id from lb_access_tokens where id = $1', [token])).toEqual([]);
    const { me } = await ok<{ me: unknown }>(SessionMeDocument);
    expect(me).toBeNull();
  });
});
