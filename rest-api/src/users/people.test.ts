// Users, places, cities and regions over real HTTP (spec §7, product-rules §1, §6): the spec's shapes for
// an allowed role, 401 without a token, 403 or absent rows outside the scope, 422 in Russian.
import { createServer } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpSms } from '../auth/sms';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND, filterQuery } from '../../test/support';

interface Row {
  id: number;
  [key: string]: unknown;
}
interface Page {
  items: Row[];
  total: number;
}
interface ErrorBody {
  error: { statusCode: number; name: string; message: string; code?: string; details?: { codes: Record<string, string[]>; messages: Record<string, string[]> } };
}

const t = appFor(() => startTestApp());
let admin: string;
let manager: string;
let salesMan: string;
let vendor: string;
/** A place of region 8, outside the regional manager's and the sales rep's scope. */
let farPlace: number;
/** A place in the regional manager's cities that the sales rep does not hold. */
let nearPlace: number;

beforeAll(async () => {
  const tokens = await Promise.all(['+79990000001', '+79990000002', '+79990000003', '+79990000004'].map((p) => t.login(p)));
  [admin, manager, salesMan, vendor] = tokens as [string, string, string, string];
  const far = await t.request<Row[]>(`/places?${filterQuery({ where: { cityId: 42 }, limit: 1 })}`, { token: admin });
  farPlace = far.body[0]!.id;
  const near = await t.request<Row[]>(`/places?${filterQuery({ where: { cityId: 5 }, limit: 1 })}`, { token: admin });
  nearPlace = near.body[0]!.id;
});

const get = <T = unknown>(path: string, token = admin) => t.request<T>(path, { token });
const post = <T = unknown>(path: string, body: unknown, token = admin) => t.request<T>(path, { method: 'POST', body, token });
const patch = <T = unknown>(path: string, body: unknown, token = admin) => t.request<T>(path, { method: 'PATCH', body, token });

describe(`people and places on ${BACKEND}`, () => {
  it('answers 401 without a token on every route of this issue', async () => {
    const paths = [
      ['GET', '/users/byRole/salesMan'],
      ['GET', '/users/vendors'],
      ['GET', '/places/find'],
      ['GET', '/cities/find'],
      ['GET', '/regions/find'],
      ['GET', '/places/findInUser/3'],
      ['GET', '/places/countNotInUser/3'],
      ['POST', '/places/addSalesMan'],
      ['POST', '/users/invite'],
      ['GET', '/users/setUserPlace/4/1'],
      ['PATCH', '/users/4'],
      ['GET', '/vendors/withOnline'],
      ['POST', '/vendors/invite'],
      ['POST', '/salesMans/invite'],
      ['POST', '/regionalManagers/invite'],
      ['POST', '/vendors/addPlace'],
      ['GET', '/roles'],
      ['GET', '/admEntities'],
      ['GET', '/placeTypes/count'],
      ['POST', '/regions'],
    ];
    for (const [method, path] of paths) {
      const reply = await t.request<ErrorBody>(path!, { method: method!, ...(method === 'GET' ? {} : { body: {} }) });
      expect([path, reply.status, reply.body.error.code]).toEqual([path, 401, 'AUTHORIZATION_REQUIRED']);
    }
  });

  it('lists users by role as {items, total} within the scope', async () => {
    const all = await get<Page>(`/users/byRole/salesMan?${filterQuery({ limit: 12, order: 'id DESC', include: ['role', 'city'] })}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(100);
    expect(all.body.items).toHaveLength(12);
    expect(all.body.items.every((u) => u.roleName === 'salesMan' && (u.role as Row).id === 3)).toBe(true);
    const mine = await get<Page>('/users/byRole/salesMan', manager);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.total).toBeLessThan(100);
    expect(mine.body.items.map((u) => u.id)).toContain(3);
    const managers = await get<Page>('/users/byRole/regionalManager', manager);
    expect(managers.body.items.map((u) => u.id)).toEqual([2]);
    expect((await get<Page>('/users/byRole/salesMan', vendor)).body).toEqual({ items: [], total: 0 });
    const bad = await get<ErrorBody>('/users/byRole/boss');
    expect([bad.status, bad.body.error.name, bad.body.error.details?.codes]).toEqual([422, 'ValidationError', { roleName: ['inclusion'] }]);
  });

  it('searches users and places by every word (spec §5), + dropped, case folded', async () => {
    const found = await get<Page>(`/users/vendors?search=${encodeURIComponent('васильев ИГОРЬ')}`);
    expect(found.body.items.map((u) => u.id)).toEqual([4]);
    const byPhone = await get<Page>(`/users/vendors?search=${encodeURIComponent('+79990000004')}`);
    expect(byPhone.body.items.map((u) => u.id)).toEqual([4]);
    const places = await get<Page>(`/places/find?search=${encodeURIComponent('TT-000001')}&${filterQuery({ limit: 5 })}`);
    expect(places.body.items.map((p) => p.id)).toContain(1);
    expect(places.body.total).toBeGreaterThanOrEqual(1);
    const noneOfThem = await get<Page>(`/places/find?search=${encodeURIComponent('Подольск Новосибирск')}`);
    expect(noneOfThem.body).toEqual({ items: [], total: 0 });
    const count = await get<{ count: number }>(`/users/count?search=${encodeURIComponent('Игорь Васильев')}`);
    expect(count.body.count).toBeGreaterThanOrEqual(1);
  });

  it('answers places, cities and regions find as {items, total}, scoped', async () => {
    const places = await get<Page>(`/places/find?${filterQuery({ limit: 3, include: { relation: 'city', scope: { include: ['region', 'admEntity'] } } })}`);
    expect(places.body.total).toBe(400);
    const city = places.body.items[0]!.city as Row;
    expect(city).toMatchObject({ id: places.body.items[0]!.cityId, region: { id: city.regionId }, admEntity: { id: city.admEntityId } });
    expect((await get<Page>('/places/find', vendor)).body.total).toBe(1);
    const managers = await get<Page>('/places/find', manager);
    expect(managers.body.total).toBeLessThan(400);
    expect(managers.body.items.every((p) => (p.cityId as number) <= 11)).toBe(true);
    const cities = await get<Page>(`/cities/find?${filterQuery({ where: { regionId: 1 } })}`);
    expect(cities.body.total).toBe(cities.body.items.length);
    expect(cities.body.items.every((c) => c.regionId === 1 && c.regionName === 'Московская область')).toBe(true);
    expect((await get<Page>('/regions/find')).body.total).toBe(8);
    expect((await get<Page>('/regions/find', vendor)).body).toEqual({ items: [], total: 0 });
  });

  it('answers 403 for a row outside the scope and 404 for an unknown one', async () => {
    const outside = await get<ErrorBody>(`/places/${farPlace}`, manager);
    expect([outside.status, outside.body.error.code]).toEqual([403, 'ACCESS_DENIED']);
    expect((await get(`/places/${nearPlace}`, manager)).status).toBe(200);
    const unknown = await get<ErrorBody>('/places/99999', manager);
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'Unknown "Place" id "99999".']);
    expect((await get('/users/1', vendor)).status).toBe(403);
    expect((await get('/users/4', vendor)).status).toBe(200);
    expect((await get<Row[]>('/users', vendor)).body.map((u) => u.id)).toEqual([4]);
  });

  it('includes user → role, city and places; place → city → region', async () => {
    const user = await get<Row>(`/users/3?${filterQuery({ include: ['city', { relation: 'places', scope: { fields: ['id', 'title'], limit: 2 } }] })}`);
    expect(user.body).toMatchObject({ id: 3, roleName: 'salesMan', role: { name: 'salesMan' }, city: { id: 1 } });
    expect((user.body.places as Row[]).map((p) => Object.keys(p))).toEqual([
      ['id', 'title'],
      ['id', 'title'],
    ]);
    const place = await get<Row>(`/places/1?${filterQuery({ include: { city: 'region' } })}`);
    expect(place.body).toMatchObject({ id: 1, city: { id: 1, region: { id: 1, title: 'Московская область' } } });
  });

  it('answers the places in and not in a user, and their counts', async () => {
    const inside = await get<Row[]>('/places/findInUser/3');
    expect(inside.body.length).toBe(10);
    expect((await get<{ count: number }>('/places/countInUser/3')).body).toEqual({ count: 10 });
    expect((await get<{ count: number }>('/places/countNotInUser/3')).body).toEqual({ count: 390 });
    expect((await get<{ count: number }>(`/places/countInUser/2?${filterQuery({ cityId: 1 }, 'where')}`)).body.count).toBeGreaterThan(0);
    expect((await get<Row[]>(`/places/findNotInUser/3?${filterQuery({ limit: 5 })}`, manager)).body.every((p) => (p.cityId as number) <= 11)).toBe(true);
    expect((await get('/places/findInUser/1', manager)).status).toBe(403);
    expect((await get('/places/countInUser/99999')).status).toBe(404);
  });

  it('assigns and removes places (regional managers in their cities only)', async () => {
    const added = await post<Row>('/places/addSalesMan', { userId: 3, placeId: nearPlace }, manager);
    expect(added.status).toBe(200);
    expect(added.body.placeIds).toContain(nearPlace);
    const removed = await post<Row>('/salesMans/removePlace', { userId: 3, placeId: nearPlace }, manager);
    expect(removed.body.placeIds).not.toContain(nearPlace);
    expect((await post<ErrorBody>('/places/addSalesMan', { userId: 3, placeId: farPlace }, manager)).status).toBe(403);
    expect((await post<ErrorBody>('/places/addVendor', { userId: 3, placeId: nearPlace }, manager)).body.error.details?.codes).toEqual({ userId: ['role'] });
    const empty = await post<ErrorBody>('/places/addVendor', {}, manager);
    expect([empty.status, empty.body.error.details?.messages]).toEqual([422, { userId: ['Обязательное поле.'], placeId: ['Обязательное поле.'] }]);
    expect((await post('/places/addRegionalManager', { userId: 2, placeId: farPlace }, manager)).status).toBe(403);
    const rm = await post<Row>('/places/addRegionalManager', { userId: 2, placeId: farPlace });
    expect(rm.body.cityIds).toContain(42);
    expect((await post<Row>('/places/removeRegionalManager', { userId: 2, placeId: farPlace })).body.cityIds).not.toContain(42);
    const main = await get<Row>(`/users/setUserPlace/4/${nearPlace}`);
    expect(main.body).toMatchObject({ placeId: nearPlace });
    expect(main.body.placeIds).toContain(nearPlace);
    expect((await get<Row>('/users/resetUserPlace/4')).body.placeId).toBeNull();
    expect((await get<Row>('/users/setUserPlace/4/1')).body.placeId).toBe(1);
    expect((await get<Row>(`/users/removePlace/4/${nearPlace}`)).body.placeIds).toEqual([1]);
    expect((await get('/users/addPlace/4/1', vendor)).status).toBe(403);
  });

  it('gives a regional manager a place through its city: every place of the city, taken back together; a place without a city refused', async () => {
    const cityPlaces = (await get<{ count: number }>(`/places/count?${filterQuery({ cityId: 42 }, 'where')}`)).body.count;
    expect(cityPlaces).toBeGreaterThan(1);
    const inCity = () => get<{ count: number }>(`/places/countInUser/2?${filterQuery({ cityId: 42 }, 'where')}`).then((r) => r.body.count);
    expect(await inCity()).toBe(0);
    const added = await get<Row>(`/users/addPlace/2/${farPlace}`);
    expect([added.status, added.body.cityIds]).toEqual([200, expect.arrayContaining([42])]);
    expect(await inCity()).toBe(cityPlaces);
    // Another place of the same city taken: the city goes, with every place of it.
    const other = (await get<Row[]>(`/places?${filterQuery({ where: { cityId: 42, id: { neq: farPlace } }, limit: 1 })}`)).body[0]!.id;
    expect((await get<Row>(`/users/removePlace/2/${other}`)).body.cityIds).not.toContain(42);
    expect(await inCity()).toBe(0);
    const homeless = await post<Row>('/places', { title: 'Место без города' });
    expect(homeless.status).toBe(200);
    const refused = await get<ErrorBody>(`/users/addPlace/2/${homeless.body.id}`);
    expect([refused.status, refused.body.error.details?.messages]).toEqual([422, { placeId: ['У места нет города: региональному менеджеру места назначаются через их город.'] }]);
    expect((await post<ErrorBody>('/places/addRegionalManager', { userId: 2, placeId: homeless.body.id })).status).toBe(422);
    // A sales rep gets the one place.
    const rep = await get<Row>(`/users/addPlace/3/${homeless.body.id}`);
    expect(rep.body.placeIds).toContain(homeless.body.id);
    expect((await get<Row>(`/users/removePlace/3/${homeless.body.id}`)).body.placeIds).not.toContain(homeless.body.id);
  });

  it('invites a sales rep with a one-time code that signs in once and verifies the phone', async () => {
    const invited = await post<{ user: Row; code: string }>('/salesMans/invite', { name: ' Пётр ', surname: 'Сидоров', phone: '79995550001', sendCode: true, cityId: 1 }, manager);
    expect(invited.status).toBe(200);
    expect(invited.body.code).toMatch(/^\d{6}$/);
    expect(invited.body.user).toMatchObject({ name: 'Пётр', phone: '+79995550001', phoneVerified: false, roleName: 'salesMan', inviterId: 2, cityId: 1 });
    const outbox = await t.database.db.selectFrom('smsOutbox').selectAll().where('phone', '=', '+79995550001').execute();
    expect(outbox.map((m) => m.text)).toEqual([`Вас пригласили в программу лояльности. Код для входа: ${invited.body.code}`]);
    const signedIn = await t.request<Row>('/users/login', { method: 'POST', body: { phone: '+79995550001', password: invited.body.code } });
    expect(signedIn.body).toMatchObject({ phoneVerified: true });
    expect((await t.request('/users/login', { method: 'POST', body: { phone: '+79995550001', password: invited.body.code } })).status).toBe(200);
    const again = await post<ErrorBody>('/salesMans/invite', { phone: '+79995550001' }, manager);
    expect([again.status, again.body.error.details?.codes]).toEqual([422, { phone: ['uniqueness'] }]);
  });

  it('refuses invites outside the role hierarchy or with bad input, writing nothing', async () => {
    expect((await post('/regionalManagers/invite', { phone: '+79995550002' }, manager)).status).toBe(403);
    expect((await post('/vendors/invite', { phone: '+79995550003' }, vendor)).status).toBe(403);
    const bad = await post<ErrorBody>('/vendors/invite', { name: 'Ольга', phone: '+79995550003', email: 'olga@', inn: '123', cityId: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details?.codes).toEqual({ email: ['format'], inn: ['format'] });
    expect(bad.body.error.details?.messages.inn).toEqual(['ИНН должен состоять ровно из 12 цифр.']);
    const badPhone = await post<ErrorBody>('/vendors/invite', { name: 'Ольга', phone: '8999', cityId: 1 });
    expect([badPhone.status, badPhone.body.error.details?.codes]).toEqual([422, { phone: ['format'] }]);
    const outside = await post<ErrorBody>('/users/invite', { phone: '+79995550004', roleName: 'vendor', placeId: farPlace }, salesMan);
    expect(outside.status).toBe(403);
    expect(await t.database.db.selectFrom('users').select('id').where('phone', 'in', ['+79995550003', '+79995550004']).execute()).toEqual([]);
    const rm = await post<{ user: Row; code: string }>(`/regionalManagers/invite?${filterQuery({ fields: ['id', 'phone', 'roleId'], include: 'role' })}`, {
      name: 'Ирина',
      surname: 'Лебедева',
      phone: '+79995550005',
    });
    expect(Object.keys(rm.body.user)).toEqual(['id', 'phone', 'roleId', 'role']);
    const vendorInvite = await post<{ user: Row; code: string }>('/users/invite', { phone: '+79995550006', roleName: 'vendor', placeId: 1 }, salesMan);
    expect(vendorInvite.body.user).toMatchObject({ placeId: 1, placeIds: [1], phoneVerified: false });
  });

  it('edits users: personal fields for oneself, status and cities for staff; blocking revokes tokens', async () => {
    const renamed = await patch<Row>('/users/3', { name: 'Елена', middleName: 'Викторовна', email: 'popova@example.ru', id: 999, score: 1e6 }, manager);
    expect(renamed.body).toMatchObject({ id: 3, email: 'popova@example.ru', score: 0 });
    const badEmail = await patch<ErrorBody>('/users/3', { email: 'nope', phone: '+7999' }, manager);
    expect([badEmail.status, badEmail.body.error.details?.codes]).toEqual([422, { email: ['format'], phone: ['format'] }]);
    expect((await patch('/users/4', { blocked: true }, vendor)).status).toBe(403);
    expect((await patch<Row>('/users/4', { surname: 'Васильев' }, vendor)).status).toBe(200);
    expect((await patch('/users/1', { name: 'X' }, manager)).status).toBe(403);
    expect((await t.request('/users/4', { method: 'DELETE', token: vendor })).status).toBe(403);
    expect((await t.request('/users/3', { method: 'DELETE', token: manager })).status).toBe(403);
    expect((await post('/users', { name: 'X', phone: '+79995550099' }, manager)).status).toBe(403);
    const cities = await patch<Row>('/users/2', { cityIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(cities.body.cityIds).toHaveLength(12);
    expect((await patch<Row>('/users/2', { cityIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).body.cityIds).toHaveLength(11);
    expect((await patch<ErrorBody>('/users/2', { cityIds: [99999] })).body.error.details?.codes).toEqual({ cityIds: ['reference'] });
    const victim = await t.login('+79990000105');
    const victimId = (await get<Row>('/users/me', victim)).body.id;
    expect((await patch<Row>(`/users/${victimId}`, { blocked: true })).body.blocked).toBe(true);
    expect((await get('/users/me', victim)).status).toBe(401);
    expect((await t.request('/users/login', { method: 'POST', body: { phone: '+79990000105', password: 'demo1234' } })).status).toBe(401);
    await patch(`/users/${victimId}`, { blocked: false });
  });

  it('renews a password by SMS (a JSON string), the code signing in once', async () => {
    const reply = await t.request<string>('/users/renewToken', { method: 'POST', body: { phone: '8 999 000-01-07' } });
    expect([reply.status, reply.body]).toEqual([200, 'Новый пароль отправлен в SMS на номер +79990000107.']);
    const sms = await t.database.db.selectFrom('smsOutbox').select('text').where('phone', '=', '+79990000107').executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(sms.text)![0];
    expect((await t.request('/users/login', { method: 'POST', body: { phone: '+79990000107', password: code } })).status).toBe(200);
    expect((await t.request('/users/renewToken', { method: 'POST', body: { phone: '+79990009999' } })).status).toBe(200);
    expect((await t.request<ErrorBody>('/users/renewToken', { method: 'POST', body: {} })).status).toBe(422);
  });

  it('limits failed sign-ins to 10 per phone and address in 15 minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.request('/users/login', { method: 'POST', body: { phone: '+79990000108', password: 'wrong' } })).status).toBe(401);
    }
    const limited = await t.request<ErrorBody>('/users/login', { method: 'POST', body: { phone: '+79990000108', password: 'demo1234' } });
    expect([limited.status, limited.body.error.message]).toEqual([429, 'Слишком много попыток входа. Повторите попытку через 15 минут.']);
    expect((await t.request('/users/login', { method: 'POST', body: { phone: '+79990000109', password: 'demo1234' } })).status).toBe(200);
  });

  it('sends SMS through an HTTP gateway and records the outcome in the outbox', async () => {
    const received: unknown[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const log = { info: () => undefined, warn: () => undefined };
    try {
      const sms = new HttpSms(`http://127.0.0.1:${port}/sms`, log);
      await sms.send(t.database.db, '+79995551111', 'Код: 123456');
      status = 500;
      await sms.send(t.database.db, '+79995551112', 'Код: 654321');
    } finally {
      server.close();
    }
    expect(received).toEqual([
      { phone: '+79995551111', text: 'Код: 123456' },
      { phone: '+79995551112', text: 'Код: 654321' },
    ]);
    const rows = await t.database.db
      .selectFrom('smsOutbox')
      .select(['phone', 'transport', 'status'])
      .where('phone', 'in', ['+79995551111', '+79995551112'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { phone: '+79995551111', transport: 'http', status: 'sent' },
      { phone: '+79995551112', transport: 'http', status: 'failed' },
    ]);
  });

  it('answers vendors with their online flag and counts them', async () => {
    const rows = await get<Row[]>(`/vendors/withOnline?${filterQuery({ limit: 3, order: 'id ASC' })}`, salesMan);
    expect(rows.body.map((r) => [r.roleName, r.online])).toEqual([
      ['vendor', false],
      ['vendor', false],
      ['vendor', false],
    ]);
    const count = await get<{ count: number }>('/vendors/countWithOnline', salesMan);
    expect(count.body.count).toBeGreaterThan(2);
    expect(count.body.count).toBeLessThan(1500);
  });

  it('creates, edits and deletes reference data as an admin only, with Russian validation', async () => {
    const created = await post<Row>('/admEntities', { title: 'Дальневосточный федеральный округ' });
    expect(created.body).toMatchObject({ title: 'Дальневосточный федеральный округ' });
    expect((await post('/admEntities', { title: 'X' }, manager)).status).toBe(403);
    const blank = await post<ErrorBody>('/regions', { title: '  ', nope: 1 });
    expect(blank.body.error).toMatchObject({
      statusCode: 422,
      name: 'ValidationError',
      details: { context: 'region', codes: { title: ['presence'], nope: ['unknown-property'] }, messages: { title: ['Обязательное поле.'], nope: ['Поле не описано в модели.'] } },
    });
    const city = await post<ErrorBody>('/cities', { title: 'Тверь', regionId: 999 });
    expect(city.body.error.details?.codes).toEqual({ regionId: ['reference'] });
    expect((await patch<Row>(`/admEntities/${created.body.id}`, { title: 'ДФО' })).body.title).toBe('ДФО');
    expect((await t.request<{ count: number }>(`/admEntities/${created.body.id}`, { method: 'DELETE', token: admin })).body).toEqual({ count: 1 });
    expect((await t.request(`/admEntities/${created.body.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
    const place = await patch<Row>(`/places/${nearPlace}`, { description: 'Круглосуточно', inn: '500000000001' }, manager);
    expect(place.body).toMatchObject({ description: 'Круглосуточно', inn: '500000000001' });
    expect((await patch(`/places/${farPlace}`, { description: 'x' }, manager)).status).toBe(403);
    expect((await patch<ErrorBody>(`/places/${nearPlace}`, { inn: '12', location: { lat: 500 } }, manager)).body.error.details?.codes).toEqual({
      inn: ['format'],
      location: ['format'],
    });
    expect((await get<Row[]>('/roles', vendor)).body.map((r) => r.name)).toEqual(['admin', 'regionalManager', 'salesMan', 'vendor']);
  });
});
