// The gateway against an API that behaves like the programme's LoopBack 3 application where
// `rest-api/` is kinder (issue 14, docs/loopback-contract.md §11): a login answer without the
// user's role, derived labels that are not properties. Partial answers of writes and a missing
// route: loopback-compat-writes.test.ts.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fakeLoopbackFile, TOKEN, world } from './loopback-compat-support';

const fake = fakeLoopbackFile();
const { start, gql, answer } = fake;

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
    const roleCalls = fake.api.calls.filter((c) => c.path.startsWith('/roles') || /\/users\/\d+\/role$/.test(c.path));
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
  const sentDerived = () => fake.api.calls.filter((c) => DERIVED.test(`${c.query.get('filter') ?? ''} ${c.query.get('where') ?? ''}`)).map((c) => `${c.path}?${c.query}`);

  it('filters the vendors by role id: the right people and the right total', async () => {
    const data = await answer(
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
    );
    expect(data.vendors.total).toBe(3);
    expect(data.vendors.items.map((u) => u.id).sort()).toEqual([2, 3, 5]);
    expect(data.vendors.items.every((u) => u.roleName === 'vendor')).toBe(true);
    expect(sentDerived()).toEqual([]);
  });

  it('turns a where on roleName into role ids, inside and/or too', async () => {
    const data = await answer(
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
    );
    expect(data.a.total).toBe(2);
    expect(data.b.items.map((u) => u.id).sort()).toEqual([1, 5]);
    expect(data.c.total).toBe(0);
    expect(sentDerived()).toEqual([]);
  });

  it('names the status of tickets asked for statusTitle alone', async () => {
    const data = await answer(
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
    );
    expect(Object.fromEntries(data.tickets.items.map((t) => [t.id, t.statusTitle]))).toEqual({
      1: 'Новый',
      2: 'Обработан',
      3: 'Ручная проверка',
    });
    expect(sentDerived()).toEqual([]);
  });

  it('answers a status the gateway does not know as OTHER with the API’s value (no title of its own), and filters it as OTHER', async () => {
    const w = world();
    w.models['/tickets']!.rows.push({ id: 4, status: 'archived', statusDescription: null, userId: 3 });
    const data = await answer(
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
      w,
    );
    expect(data.all.items).toEqual([
      { id: 1, status: 'NEW', statusCode: 'new', statusTitle: 'Новый' },
      { id: 2, status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан' },
      { id: 3, status: 'MANUAL', statusCode: 'manual', statusTitle: 'Ручная проверка' },
      { id: 4, status: 'OTHER', statusCode: 'archived', statusTitle: null },
    ]);
    expect([data.other.total, data.other.items]).toEqual([1, [{ id: 4 }]]);
    expect(data.known.total).toBe(2);
  });

  it("names the role of a ticket's included user (the include scope asks for roleId)", async () => {
    const data = await answer(
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
    );
    expect(data.tickets.items.map((t) => t.user?.roleName)).toEqual(['vendor', 'vendor', 'vendor']);
    const list = fake.api.calls.find((c) => c.path === '/tickets')!;
    expect(list.query.get('filter')).toContain('"include"');
    expect(sentDerived()).toEqual([]);
  });

  it("names a city's region from regionId", async () => {
    const data = await answer(
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
    );
    expect(data.cities.items).toEqual(
      expect.arrayContaining([
        { title: 'Москва', regionName: 'Москва' },
        { title: 'Тверь', regionName: 'Тверская область' },
      ]),
    );
    expect(sentDerived()).toEqual([]);
  });
});
