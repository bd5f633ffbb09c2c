// The gateway against an API that behaves like the programme's LoopBack 3 application where
// `rest-api/` is kinder (issue 14, docs/loopback-contract.md §11): a login answer without the
// user's role, derived labels that are not properties, partial answers of writes, a missing route.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server';
import { graphql } from './__generated__';
import { lbError, startFakeLoopback, type FakeLoopback, type FakeLoopbackOptions } from './fake-loopback';
import { gatewayFor, gqlAt } from './harness';

const TOKEN = 'T'.repeat(64);

const USER_PROPS = ['id', 'name', 'surname', 'phone', 'roleId', 'phoneVerified', 'blocked', 'cityId', 'placeId'];
const user = (id: number, roleId: number, name: string) => ({
  id,
  name,
  surname: `Фамилия${id}`,
  phone: `+7999000000${id}`,
  roleId,
  phoneVerified: true,
  blocked: false,
  cityId: null,
  placeId: null,
});

const TICKET_PROPS = ['id', 'status', 'statusDescription', 'userId'];
const STATUS_TITLES: Record<string, string> = { new: 'Новый', processed: 'Обработан', manual: 'Ручная проверка', rejected: 'Отклонён' };

function world(): FakeLoopbackOptions {
  const users = [user(1, 1, 'Анна'), user(2, 4, 'Вера'), user(3, 4, 'Глеб'), user(4, 3, 'Дмитрий'), user(5, 4, 'Ева')];
  return {
    tokens: new Set([TOKEN]),
    models: {
      '/users': { properties: USER_PROPS, rows: users, protected: true },
      '/cities': {
        properties: ['id', 'title', 'regionId'],
        protected: true,
        rows: [
          { id: 1, title: 'Москва', regionId: 1 },
          { id: 2, title: 'Тверь', regionId: 2 },
        ],
        // A `loaded` hook names the region (here from the row itself).
        loaded: (row) => ({ regionName: row.regionId === 1 ? 'Москва' : 'Тверская область' }),
      },
      '/regions': {
        properties: ['id', 'title'],
        protected: true,
        rows: [
          { id: 1, title: 'Москва' },
          { id: 2, title: 'Тверская область' },
        ],
      },
      '/tickets': {
        properties: TICKET_PROPS,
        protected: true,
        rows: [
          { id: 1, status: 'new', statusDescription: null, userId: 2 },
          { id: 2, status: 'processed', statusDescription: null, userId: 3 },
          { id: 3, status: 'manual', statusDescription: null, userId: 2 },
        ],
        belongsTo: { user: { model: '/users', foreignKey: 'userId' } },
        // The hook sees only the selected columns: without `status` it names nothing.
        loaded: (row) => ({ statusTitle: row.status === undefined ? null : STATUS_TITLES[row.status as string] }),
      },
      '/roles': {
        properties: ['id', 'name', 'title'],
        protected: true,
        rows: [
          { id: 1, name: 'admin', title: 'Администратор' },
          { id: 2, name: 'regionalManager', title: 'Региональный менеджер' },
          { id: 3, name: 'salesMan', title: 'Торговый представитель' },
          { id: 4, name: 'vendor', title: 'Продавец' },
        ],
      },
    },
    routes: {
      // The product's phone login: the user with its token, and no embedded role.
      'POST /users/login': (req) => {
        const { phone, password } = req.body as { phone: string; password: string };
        const found = users.find((u) => u.phone === phone);
        if (!found || password !== 'demo1234') return lbError(401, 'login failed', 'LOGIN_FAILED');
        return { body: { ...found, accessToken: TOKEN, ttl: 1209600 } };
      },
      'GET /users/me': (req) => (req.token === TOKEN ? { body: users[0] } : lbError(401, 'Authorization Required', 'AUTHORIZATION_REQUIRED')),
    },
  };
}

let api: FakeLoopback;
let gateway: RunningGateway;

async function start(options: FakeLoopbackOptions) {
  api = await startFakeLoopback(options);
  gateway = await gatewayFor(api.url);
}

const gql = gqlAt(() => gateway.url);

const asAdmin = { authorization: TOKEN };

/** The calls the gateway made to the API's tickets, as `METHOD path`. */
const ticketCalls = () => api.calls.filter((c) => c.token === TOKEN && c.path.startsWith('/tickets')).map((c) => `${c.method} ${c.path}`);

/** This API has no audit trail: the gateway's own journal reads the row before a write (upstream/journal.ts). */
const JOURNAL_READ = (id: number) => `GET /tickets/${id}`;
/** The status read before a review action (its status decides: docs/adr/0042-actions-by-receipt-status.md). */
const STATUS_READ = 'GET /tickets';

afterEach(async () => {
  await gateway?.close();
  await api?.close();
});

describe('sign-in against a LoopBack 3 login that does not embed the role', () => {
  it("resolves `user { role }` with the new token, not the visitor's empty one", async () => {
    await start(world());
    const { body } = await gql(
      graphql(`
        mutation CompatLogin {
          login(phone: "+79990000001", password: "demo1234") {
            ttl
            user {
              id
              roleName
              role {
                name
                title
              }
            }
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.login).toEqual({
      ttl: 1209600,
      user: { id: 1, roleName: 'admin', role: { name: 'admin', title: 'Администратор' } },
    });
    const roleCalls = api.calls.filter((c) => c.path.startsWith('/roles') || /\/users\/\d+\/role$/.test(c.path));
    expect(roleCalls.length).toBeGreaterThan(0);
    expect(roleCalls.every((c) => c.token === TOKEN)).toBe(true);
  });

  it('takes a stock LoopBack token answer ({id, ttl, userId}) and reads the user with it', async () => {
    const w = world();
    const login = w.routes!['POST /users/login']!;
    w.routes!['POST /users/login'] = (req) => {
      const answer = login(req)!;
      if (answer.status) return answer;
      const { accessToken, ttl, id } = answer.body as { accessToken: string; ttl: number; id: number };
      return { body: { id: accessToken, ttl, created: '2026-11-23T10:00:00.000Z', userId: id } };
    };
    await start(w);
    const { body, headers } = await gql(
      graphql(`
        mutation CompatLoginByToken {
          login(phone: "+79990000001", password: "demo1234") {
            accessToken
            ttl
            user {
              id
              name
              roleName
            }
          }
        }
      `),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.login).toEqual({ accessToken: TOKEN, ttl: 1209600, user: { id: 1, name: 'Анна', roleName: 'admin' } });
    expect(headers.get('set-cookie')).toContain(`access_token=${TOKEN}`);
  });

  it('still answers LOGIN_FAILED for a wrong password', async () => {
    await start(world());
    const { body } = await gql('mutation { login(phone: "+79990000001", password: "nope") { ttl user { role { title } } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
  });
});

describe('derived labels are not LoopBack properties', () => {
  const DERIVED = /roleName|statusTitle|regionName/;
  const sentDerived = () => api.calls.filter((c) => DERIVED.test(`${c.query.get('filter') ?? ''} ${c.query.get('where') ?? ''}`)).map((c) => `${c.path}?${c.query}`);

  it('filters the vendors by role id: the right people and the right total', async () => {
    await start(world());
    const res = await gql(
      graphql(`
        query CompatVendors {
          vendors(pageSize: 100) {
            total
            items {
              id
              roleName
            }
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.vendors.total).toBe(3);
    expect(res.body.data!.vendors.items.map((u) => u.id).sort()).toEqual([2, 3, 5]);
    expect(res.body.data!.vendors.items.every((u) => u.roleName === 'vendor')).toBe(true);
    expect(sentDerived()).toEqual([]);
  });

  it('turns a where on roleName into role ids, inside and/or too', async () => {
    await start(world());
    const res = await gql(
      graphql(`
        query CompatUsersByRoleName {
          a: users(where: { roleName: { in: ["admin", "salesMan"] } }) {
            total
          }
          b: users(where: { or: [{ roleName: { eq: "admin" } }, { name: { eq: "Ева" } }] }) {
            total
            items {
              id
            }
          }
          c: salesMen(where: { roleName: { eq: "vendor" } }) {
            total
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.a.total).toBe(2);
    expect(res.body.data!.b.items.map((u) => u.id).sort()).toEqual([1, 5]);
    expect(res.body.data!.c.total).toBe(0);
    expect(sentDerived()).toEqual([]);
  });

  it('names the status of tickets asked for statusTitle alone', async () => {
    await start(world());
    const res = await gql(
      graphql(`
        query CompatStatusTitles {
          tickets(orderBy: [{ field: id }]) {
            items {
              id
              statusTitle
            }
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(Object.fromEntries(res.body.data!.tickets.items.map((t) => [t.id, t.statusTitle]))).toEqual({
      1: 'Новый',
      2: 'Обработан',
      3: 'Ручная проверка',
    });
    expect(sentDerived()).toEqual([]);
  });

  it('answers a status the gateway does not know as OTHER with the API’s value (no title of its own), and filters it as OTHER', async () => {
    const w = world();
    w.models['/tickets']!.rows.push({ id: 4, status: 'archived', statusDescription: null, userId: 3 });
    await start(w);
    const res = await gql(
      graphql(`
        query CompatOtherStatus {
          all: tickets(orderBy: [{ field: id }]) {
            items {
              id
              status
              statusCode
              statusTitle
            }
          }
          other: tickets(where: { status: { eq: OTHER } }) {
            total
            items {
              id
            }
          }
          known: tickets(where: { status: { in: [NEW, MANUAL] } }) {
            total
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.all.items).toEqual([
      { id: 1, status: 'NEW', statusCode: 'new', statusTitle: 'Новый' },
      { id: 2, status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан' },
      { id: 3, status: 'MANUAL', statusCode: 'manual', statusTitle: 'Ручная проверка' },
      { id: 4, status: 'OTHER', statusCode: 'archived', statusTitle: null },
    ]);
    expect([res.body.data!.other.total, res.body.data!.other.items]).toEqual([1, [{ id: 4 }]]);
    expect(res.body.data!.known.total).toBe(2);
  });

  it("names the role of a ticket's included user (the include scope asks for roleId)", async () => {
    await start(world());
    const res = await gql(
      graphql(`
        query CompatTicketUsers {
          tickets {
            items {
              id
              user {
                id
                roleName
              }
            }
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.tickets.items.map((t) => t.user?.roleName)).toEqual(['vendor', 'vendor', 'vendor']);
    const list = api.calls.find((c) => c.path === '/tickets')!;
    expect(list.query.get('filter')).toContain('"include"');
    expect(sentDerived()).toEqual([]);
  });

  it("names a city's region from regionId", async () => {
    await start(world());
    const res = await gql(
      graphql(`
        query CompatCityRegions {
          cities {
            items {
              title
              regionName
            }
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.cities.items).toEqual(
      expect.arrayContaining([
        { title: 'Москва', regionName: 'Москва' },
        { title: 'Тверь', regionName: 'Тверская область' },
      ]),
    );
    expect(sentDerived()).toEqual([]);
  });
});

describe('writes whose answer LoopBack leaves partial', () => {
  it('rejectTicket answers the new statusTitle, not the one the PATCH answer kept', async () => {
    await start(world());
    const res = await gql(
      graphql(`
        mutation CompatRejectWithTitle {
          rejectTicket(id: 1, reason: "Нечитаемо") {
            id
            status
            statusTitle
            statusDescription
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.rejectTicket).toEqual({ id: 1, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Нечитаемо' });
    // The answer's statusTitle is the old status's: the row is read again.
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(1), 'PATCH /tickets/1', 'GET /tickets/1']);
  });

  it('rejectTicket answers the PATCH answer when it holds all that is selected (one call, issue 28)', async () => {
    await start(world());
    const res = await gql(
      graphql(`
        mutation CompatReject {
          rejectTicket(id: 1, reason: "Нечитаемо") {
            id
            status
            statusDescription
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.rejectTicket).toEqual({ id: 1, status: 'REJECTED', statusDescription: 'Нечитаемо' });
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(1), 'PATCH /tickets/1']);
  });

  it("scoreTicket reads the ticket when the API answers spec §7's {status, score}, not the row", async () => {
    const w = world();
    const rows = w.models['/tickets']!.rows;
    w.routes!['POST /tickets/manualProcess'] = (req) => {
      const { ticketId, score } = req.body as { ticketId: number; score: number };
      Object.assign(
        rows.find((r) => r.id === ticketId)!,
        { status: 'processed', statusDescription: 'Обработан вручную' },
      );
      return { body: { status: 'processed', score } };
    };
    await start(w);
    const res = await gql(
      graphql(`
        mutation CompatScore {
          scoreTicket(id: 3, score: 5) {
            id
            status
            statusTitle
            statusDescription
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.scoreTicket).toEqual({ id: 3, status: 'PROCESSED', statusTitle: 'Обработан', statusDescription: 'Обработан вручную' });
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(3), 'POST /tickets/manualProcess', 'GET /tickets/3']);
  });

  it("updateCity answers the new region's name", async () => {
    await start(world());
    const res = await gql(
      graphql(`
        mutation CompatUpdateCity {
          updateCity(id: 2, input: { regionId: 1 }) {
            id
            regionName
          }
        }
      `),
      {},
      asAdmin,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateCity).toEqual({ id: 2, regionName: 'Москва' });
  });
});

describe('reports against an API without GET /tickets/stats', () => {
  const REPORT = '{ ticketStats(groupBy: [status]) { groups { count } } }';
  const withStats = (handler: NonNullable<FakeLoopbackOptions['routes']>[string]): FakeLoopbackOptions => {
    const w = world();
    return { ...w, routes: { ...w.routes, 'GET /tickets/stats': handler } };
  };

  it('answers UPSTREAM_UNSUPPORTED for the 500 of findById("stats") on PostgreSQL (debug mode shows the SQL error)', async () => {
    await start(world());
    const res = await gql(REPORT, {}, asAdmin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNSUPPORTED');
  });

  it('answers UPSTREAM_UNSUPPORTED for a bare 500, after checking that the route is findById', async () => {
    await start(
      withStats((req) =>
        req.query.has('filter') && !req.query.get('filter')!.startsWith('{')
          ? lbError(400, 'Value is not an object.')
          : { status: 500, body: { error: { statusCode: 500, message: 'Internal Server Error' } } },
      ),
    );
    const res = await gql(REPORT, {}, asAdmin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNSUPPORTED');
  });

  it('answers UPSTREAM_UNSUPPORTED for a 404', async () => {
    await start(withStats(() => lbError(404, 'Unknown "Ticket" id "stats".', 'MODEL_NOT_FOUND')));
    const res = await gql(REPORT, {}, asAdmin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNSUPPORTED');
  });

  it('keeps UPSTREAM_ERROR when the stats route exists and fails', async () => {
    await start(withStats(() => ({ status: 500, body: { error: { statusCode: 500, message: 'Internal Server Error' } } })));
    const res = await gql(REPORT, {}, asAdmin);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});
