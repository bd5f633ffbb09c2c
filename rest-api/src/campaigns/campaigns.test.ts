// Campaigns, periods, plans, campaign and period products, product categories and products over
// real HTTP, and the OpenAPI document of the whole API.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND, filterQuery } from '../../test/support';

interface Row {
  id: number;
  [key: string]: unknown;
}
interface ErrorBody {
  error: { statusCode: number; name: string; message: string; code?: string; details?: { codes: Record<string, string[]>; messages: Record<string, string[]> } };
}

const t = appFor(() => startTestApp());
let admin: string;
let manager: string;
let vendor: string;

beforeAll(async () => {
  const tokens = await Promise.all(['+79990000001', '+79990000002', '+79990000004'].map((p) => t.login(p)));
  [admin, manager, vendor] = tokens as [string, string, string];
});

const get = <T = unknown>(path: string, token = admin) => t.request<T>(path, { token });
const post = <T = unknown>(path: string, body: unknown, token = admin) => t.request<T>(path, { method: 'POST', body, token });

describe(`campaigns and the catalogue on ${BACKEND}`, () => {
  it('answers 401 without a token', async () => {
    for (const path of [
      '/campaigns',
      '/periods/withPlans',
      '/periods/count',
      '/plans/1',
      '/products/findInCampaign/1',
      '/products/countNotInCampaign/1',
      '/campaignProducts/withPeriodProducts',
      '/campaignProducts/count',
      '/periodProducts',
      '/productCategories/findOne',
    ]) {
      expect([path, (await t.request(path)).status]).toEqual([path, 401]);
    }
  });

  it('answers a campaign with its periods and campaign products → product → category', async () => {
    const reply = await get<Row>(
      `/campaigns/1?${filterQuery({ include: ['periods', { relation: 'campaignProducts', scope: { limit: 2, order: 'id DESC', include: { product: 'category' } } }] })}`,
      manager,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 1, title: 'Большая корзина', isActive: true, exclusions: ['пакет'] });
    expect(Object.keys(reply.body).slice(0, 5)).toEqual(['id', 'title', 'shortTitle', 'description', 'isActive']);
    const periods = reply.body.periods as Row[];
    expect(periods).toHaveLength(4);
    expect(periods.every((p) => typeof p.startDate === 'string' && (p.startDate as string).endsWith('Z'))).toBe(true);
    const products = reply.body.campaignProducts as Row[];
    expect(products).toHaveLength(2);
    expect(products[0]!.id).toBeGreaterThan(products[1]!.id);
    const product = products[0]!.product as Row;
    expect(product).toMatchObject({ id: products[0]!.productId, category: { id: product.categoryId } });
    expect(typeof product.recommendedPrice).toBe('number');
    expect(Array.isArray(product.matches)).toBe(true);
  });

  it('hides the catalogue from vendors: empty lists, 403 by id', async () => {
    expect((await get<Row[]>('/campaigns', vendor)).body).toEqual([]);
    expect((await get<Row[]>('/products', vendor)).body).toEqual([]);
    expect((await get('/campaigns/1', vendor)).status).toBe(403);
    expect((await get('/products/findInCampaign/1', vendor)).status).toBe(403);
    expect((await get('/campaigns/99', manager)).status).toBe(404);
  });

  it('answers periods with their plans (places of the scope only) and counts periods', async () => {
    const all = await get<Row[]>(`/periods/withPlans?${filterQuery({ where: { campaignId: 1 }, order: 'startDate ASC', limit: 1 })}`);
    expect(all.body).toHaveLength(1);
    expect((all.body[0]!.plans as Row[]).length).toBe(400);
    const mine = await get<Row[]>(`/periods/withPlans?${filterQuery({ where: { campaignId: 1 }, limit: 1 })}`, manager);
    const plans = mine.body[0]!.plans as Row[];
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.length).toBeLessThan(400);
    expect(plans.every((p) => ((p.place as Row).cityId as number) <= 11 && typeof p.fact === 'number')).toBe(true);
    expect((await get<{ count: number }>(`/periods/count?${filterQuery({ campaignId: 1 }, 'where')}`)).body).toEqual({ count: 4 });
    const plan = await get<Row>(`/plans/1?${filterQuery({ include: ['place', 'period'] })}`);
    expect(plan.body).toMatchObject({ id: 1, place: { id: plan.body.placeId }, period: { id: plan.body.periodId } });
  });

  it('answers the products in and not in a campaign, and their counts', async () => {
    const inside = await get<Row[]>('/products/findInCampaign/2');
    const outside = await get<Row[]>(`/products/findNotInCampaign/2?${filterQuery({ include: 'category' })}`);
    expect(inside.body.length + outside.body.length).toBe(60);
    expect((await get<{ count: number }>('/products/countInCampaign/2')).body).toEqual({ count: inside.body.length });
    expect((await get<{ count: number }>(`/products/countNotInCampaign/2?${filterQuery({ categoryId: 1 }, 'where')}`)).body.count).toBe(
      outside.body.filter((p) => p.categoryId === 1).length,
    );
    const searched = await get<Row[]>(`/products/findNotInCampaign/2?search=${encodeURIComponent('простоквашино молоко')}`);
    expect(searched.body.map((p) => p.title)).toEqual(['Молоко Простоквашино 2,5% 930 мл', 'Молоко Простоквашино 3,2% 930 мл']);
  });

  it('answers campaign products with the period products of one period, and counts without the periodId', async () => {
    const reply = await get<Row[]>(
      `/campaignProducts/withPeriodProducts?${filterQuery({ where: { campaignId: 1, periodId: 2 }, limit: 12, skip: 0, order: 'id DESC', include: 'product' })}`,
      manager,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(5);
    for (const cp of reply.body) {
      expect(cp.campaignId).toBe(1);
      expect((cp.product as Row).id).toBe(cp.productId);
      expect((cp.periodProducts as Row[]).map((pp) => [pp.periodId, pp.productId])).toEqual([[2, cp.productId]]);
    }
    const count = await get<{ count: number }>(`/campaignProducts/count?${filterQuery({ campaignId: 1, periodId: 2 }, 'where')}`, manager);
    const all = await get<Row[]>(`/campaignProducts?${filterQuery({ where: { campaignId: 1 }, fields: ['id'] })}`, manager);
    expect(reply.body).toHaveLength(Math.min(12, all.body.length));
    expect(count.body.count).toBe(all.body.length);
  });

  it('writes the catalogue as an admin, refusing bad input in Russian and other roles with 403', async () => {
    const category = await post<Row>('/productCategories', { title: 'Детское питание', score: 7, recommendedPrice: 12900 });
    expect(category.body).toMatchObject({ title: 'Детское питание', score: 7, recommendedPrice: 12900 });
    const product = await post<Row>('/products', { title: 'Пюре Агуша яблоко 90 г', matches: ['агуша'], categoryId: category.body.id, recommendedPrice: 5900 });
    expect(product.body).toMatchObject({ matches: ['агуша'], exclusions: null, categoryId: category.body.id });
    const bad = await post<ErrorBody>('/products', { matches: 'агуша', recommendedPrice: -1, categoryId: 9999 });
    expect(bad.body.error.details?.codes).toEqual({ matches: ['format'], recommendedPrice: ['format'], title: ['presence'] });
    const dangling = await post<ErrorBody>('/products', { title: 'X', categoryId: 9999 });
    expect(dangling.body.error.details?.messages).toEqual({ categoryId: ['Такой записи нет.'] });
    expect((await post('/products', { title: 'X' }, manager)).status).toBe(403);
    const period = await post<ErrorBody>('/periods', { campaignId: 3, startDate: '2030-02-01', endDate: '2030-01-01' });
    expect([period.status, period.body.error.details?.codes]).toEqual([422, { endDate: ['range'] }]);
    const missing = await post<ErrorBody>('/periods', { startDate: 'never' });
    expect(missing.body.error.details?.codes).toEqual({ startDate: ['type'], endDate: ['presence'], campaignId: ['presence'] });
    const cp = await post<Row>('/campaignProducts', { campaignId: 3, productId: product.body.id, score: 3, bonusScore: 1 });
    expect(cp.body).toMatchObject({ campaignId: 3, productId: product.body.id, score: 3 });
    const twice = await post<ErrorBody>('/campaignProducts', { campaignId: 3, productId: product.body.id });
    expect(twice.body.error.details?.codes).toEqual({ campaignId: ['uniqueness'] });
    expect((await t.request(`/products/${product.body.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await t.database.db.selectFrom('campaignProducts').select('id').where('id', '=', cp.body.id).execute()).toEqual([]);
  });

  it('serves an OpenAPI 3 document of every route, with the model schemas', async () => {
    const reply = await t.request<{
      openapi: string;
      paths: Record<string, Record<string, { summary: string }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>('/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.0.3');
    for (const plural of [
      'users',
      'roles',
      'places',
      'placeTypes',
      'cities',
      'regions',
      'admEntities',
      'campaigns',
      'periods',
      'plans',
      'products',
      'productCategories',
      'campaignProducts',
      'periodProducts',
    ]) {
      expect(Object.keys(reply.body.paths[`/${plural}`] ?? {})).toEqual(expect.arrayContaining(['get']));
      expect(Object.keys(reply.body.paths[`/${plural}/{id}`] ?? {})).toEqual(expect.arrayContaining(['get']));
      expect(reply.body.paths[`/${plural}/count`]?.get).toBeDefined();
      expect(reply.body.paths[`/${plural}/findOne`]?.get).toBeDefined();
    }
    for (const path of [
      '/users/login',
      '/users/renewToken',
      '/users/invite',
      '/vendors/invite',
      '/salesMans/invite',
      '/regionalManagers/invite',
      '/places/addSalesMan',
      '/vendors/addPlace',
    ]) {
      expect(reply.body.paths[path]?.post, path).toBeDefined();
    }
    for (const path of [
      '/users/byRole/{roleName}',
      '/users/vendors',
      '/places/find',
      '/cities/find',
      '/regions/find',
      '/places/findNotInUser/{userId}',
      '/places/countInUser/{userId}',
      '/periods/withPlans',
      '/vendors/withOnline',
      '/vendors/countWithOnline',
      '/products/findInCampaign/{campaignId}',
      '/campaignProducts/withPeriodProducts',
      '/users/setUserPlace/{userId}/{placeId}',
    ]) {
      expect(reply.body.paths[path]?.get, path).toBeDefined();
    }
    expect(reply.body.paths['/users/{id}']?.patch?.summary).toContain('cityIds');
    expect(Object.keys(reply.body.components.schemas.User!.properties)).not.toContain('password');
    expect(reply.body.components.schemas.Product!.properties.recommendedPrice).toMatchObject({ type: 'integer', nullable: true });
  });
});
