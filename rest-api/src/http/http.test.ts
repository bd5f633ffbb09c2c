// The HTTP contract over real HTTP: LoopBack error bodies, 404s, query-string forms of the filter,
// and the generic routes of users, regions, cities and places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { BACKEND, filterQuery } from '../../test/support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({
    routes: (app) => {
      app.get('/boom', async () => {
        throw new Error('secret database detail');
      });
    },
  });
  admin = await t.login('+79990000001');
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string) => t.request<unknown>(path, { token: admin });
const ids = async (path: string) => ((await get(path)).body as Array<{ id: number }>).map((row) => row.id);

describe(`error bodies on ${BACKEND}`, () => {
  it("answers an unknown route with LoopBack's 404", async () => {
    const reply = await t.request('/nothing');
    expect([reply.status, reply.text]).toEqual([404, '{"error":{"statusCode":404,"name":"Error","message":"There is no method to handle GET /nothing"}}']);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers an unknown method of a model with its shared-class 404', async () => {
    const reply = await t.request('/places/find/x', { method: 'DELETE', token: admin });
    expect([reply.status, reply.text]).toEqual([404, '{"error":{"statusCode":404,"name":"Error","message":"Shared class \\"Place\\" has no method handling DELETE /find/x"}}']);
  });

  it('hides the message of a 500', async () => {
    const reply = await t.request('/boom');
    expect([reply.status, reply.text]).toEqual([500, '{"error":{"statusCode":500,"message":"Internal Server Error"}}']);
  });

  it('answers a malformed JSON body with a 400 in the same shape', async () => {
    const reply = await t.request<{ error: Record<string, unknown> }>('/users/login', { method: 'POST', body: '{"phone":' });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['statusCode', 'name', 'message']);
    expect(reply.body.error).toMatchObject({ statusCode: 400, name: 'Error' });
  });

  it('answers an unsupported body type with a 415 in the same shape', async () => {
    const reply = await t.request<{ error: Record<string, unknown> }>('/users/login', { method: 'POST', body: 'x', headers: { 'content-type': 'text/csv' } });
    expect(reply.status).toBe(415);
    expect(reply.body.error).toMatchObject({ statusCode: 415, name: 'Error' });
  });

  it('accepts a urlencoded login form, as LoopBack does', async () => {
    const reply = await t.request<{ id: number }>('/users/login', {
      method: 'POST',
      body: 'phone=%2B79990000001&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([reply.status, reply.body.id]).toEqual([200, 1]);
  });

  it('turns a pattern PostgreSQL rejects into a 400', async () => {
    const reply = await t.request<{ error: { statusCode: number; message: string } }>(`/cities?${filterQuery({ where: { title: { regexp: '\\p{L}' } } })}`, { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/^Invalid regular expression: /);
  });
});

describe(`the filter in the query string on ${BACKEND}`, () => {
  it('answers broken JSON and non-objects with 400s', async () => {
    expect((await get('/regions?filter={abc}')).text).toBe('{"error":{"statusCode":400,"name":"Error","message":"Cannot parse JSON-encoded object value."}}');
    for (const value of ['abc', '%7Babc', '%5B1%5D', '5']) {
      expect((await get(`/regions?filter=${value}`)).text).toBe('{"error":{"statusCode":400,"name":"Error","message":"Value is not an object."}}');
    }
  });

  it('treats filter= and filter=null as no filter', async () => {
    expect(await ids('/regions?filter=')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await ids('/regions?filter=null')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses filter[limit]=0 but ignores JSON {"limit":0}', async () => {
    expect((await get('/regions?filter[limit]=0')).text).toBe('{"error":{"statusCode":400,"name":"Error","message":"The limit parameter \\"0\\" is not valid"}}');
    expect(await ids(`/regions?${filterQuery({ limit: 0 })}`)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reads filter[fields][x]=false as including x, as LoopBack does', async () => {
    expect((await get('/regions?filter[fields][title]=false&filter[limit]=1')).body).toEqual([{ title: 'Московская область' }]);
  });

  it('accepts more than 20 bracket indices as long as they are contiguous', async () => {
    const query = Array.from({ length: 22 }, (_, i) => `filter[where][id][inq][${i}]=${i + 1}`).join('&');
    expect(await ids(`/places?${query}&filter[fields]=id`)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const gap = await get('/places?filter[where][id][inq][0]=1&filter[where][id][inq][25]=5');
    expect(gap.status).toBe(400);
  });

  it('reads like patterns with %25 and Cyrillic, five brackets deep', async () => {
    expect(await ids(`/cities?filter[where][title][like]=${encodeURIComponent('Нижн%')}`)).toEqual([20, 28, 34]);
    expect(await ids(`/cities?filter[where][and][0][title][like]=${encodeURIComponent('Подольск')}`)).toEqual([1]);
    expect(await ids(`/cities?${filterQuery({ where: { title: { ilike: 'нижн%' } } })}`)).toEqual([20, 28, 34]);
  });

  it('refuses $-operators with their details', async () => {
    const reply = await get(`/regions?${filterQuery({ where: { id: { $gt: 1 } } })}`);
    expect([reply.status, reply.text]).toEqual([
      400,
      '{"error":{"statusCode":400,"name":"Error","message":"Operators \\"$gt\\" are not allowed in query","code":"OPERATOR_NOT_ALLOWED_IN_QUERY","details":{"operators":["$gt"],"where":{"id":{"$gt":1}}}}}',
    ]);
  });

  it('refuses a query deeper than 12 levels', async () => {
    let where: unknown = { id: 1 };
    for (let i = 0; i < 6; i++) where = { and: [where] };
    const reply = await get(`/regions?${filterQuery({ where })}`);
    expect([reply.status, reply.text]).toEqual([
      400,
      '{"error":{"statusCode":400,"name":"Error","message":"The query object exceeds maximum depth 12","code":"QUERY_OBJECT_TOO_DEEP"}}',
    ]);
  });

  it('answers bad values, orders and relations with 400s, never 500s', async () => {
    const cases: Array<[unknown, string]> = [
      [{ where: { id: 'abc' } }, 'The id property has invalid clause "abc": "abc" is not a number'],
      [{ where: { createdAt: { gt: 'yesterday' } } }, 'The createdAt property has invalid clause {"gt":"yesterday"}: "yesterday" is not a valid date'],
      [{ order: 'nope DESC' }, 'The order "nope DESC" refers to an unknown property "nope" of Region'],
      [{ order: 'id DOWN' }, 'The order "id DOWN" has invalid direction'],
      [{ include: 'nope' }, 'Relation "nope" is not defined for Region model'],
      [{ limit: -1 }, 'The limit parameter -1 is not valid'],
      [{ skip: 'abc' }, 'The offset/skip parameter "abc" is not valid'],
    ];
    for (const [filter, message] of cases) {
      const reply = await get(`/regions?${filterQuery(filter)}`);
      expect([reply.status, reply.text]).toEqual([400, JSON.stringify({ error: { statusCode: 400, name: 'Error', message } })]);
    }
  });
});

describe(`users, regions, cities and places on ${BACKEND}`, () => {
  it('answers users by id with inq, as the gateway batches them, with their roles and never a password', async () => {
    const reply = await get(`/users?${filterQuery({ where: { id: { inq: [1, 2] } } })}`);
    const users = reply.body as Array<Record<string, unknown>>;
    expect(users.map((u) => [u.id, u.name, u.surname, u.roleName, (u.role as { title: string }).title])).toEqual([
      [1, 'Анна', 'Смирнова', 'admin', 'Администратор'],
      [2, 'Дмитрий', 'Кузнецов', 'regionalManager', 'Региональный менеджер'],
    ]);
    for (const user of users) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('passwordHash');
    }
  });

  it('never filters or selects by the password', async () => {
    expect((await get(`/users/count?${filterQuery({ password: 'x' }, 'where')}`)).body).toEqual({ count: 1621 });
    expect((await get(`/users?${filterQuery({ fields: ['id', 'password'], limit: 2 })}`)).body).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('filters users by role name', async () => {
    expect((await get(`/users/count?${filterQuery({ roleName: 'vendor' }, 'where')}`)).body).toEqual({ count: 1500 });
    expect((await get('/users/count?where[roleName]=salesMan')).body).toEqual({ count: 100 });
  });

  it('counts regions, cities and places', async () => {
    expect((await get('/regions/count')).body).toEqual({ count: 8 });
    expect((await get('/cities/count')).body).toEqual({ count: 42 });
    expect((await get('/places/count')).body).toEqual({ count: 400 });
  });

  it('includes the cities of a region, with the foreign key added to the scope fields', async () => {
    const reply = await get(`/regions/1?${filterQuery({ include: { relation: 'cities', scope: { fields: ['title'] } } })}`);
    expect(reply.body).toMatchObject({
      id: 1,
      title: 'Московская область',
      cities: [
        { title: 'Подольск', regionId: 1 },
        { title: 'Химки', regionId: 1 },
        { title: 'Балашиха', regionId: 1 },
        { title: 'Мытищи', regionId: 1 },
        { title: 'Королёв', regionId: 1 },
        { title: 'Люберцы', regionId: 1 },
      ],
    });
  });

  it('answers a place with its city, and 404 for a missing one', async () => {
    const reply = await get(`/places/1?${filterQuery({ include: 'city' })}`);
    expect(reply.body).toMatchObject({
      id: 1,
      internalId: 'TT-000001',
      title: 'Продукты 24',
      address: 'г. Подольск, ул. Дзержинского, д. 49, корп. 3',
      inn: '504344506283',
      cityId: 1,
      blocked: false,
      city: { id: 1, title: 'Подольск', regionName: 'Московская область', timeZone: 'Europe/Moscow' },
    });
    expect((await get('/places/999')).text).toBe('{"error":{"statusCode":404,"name":"Error","message":"Unknown \\"Place\\" id \\"999\\".","code":"MODEL_NOT_FOUND"}}');
  });

  it('requires a signed-in user for every model', async () => {
    for (const path of ['/users', '/users/count', '/users/1', '/regions', '/cities/1', '/places/count']) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});
