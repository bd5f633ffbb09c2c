// The shared setup of the loopback-compat*.test.ts files: a fake LoopBack 3 API (fake-loopback.ts)
// with a small world, a gateway in front of it, both closed after each test.
import { afterEach, expect } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { RunningGateway } from '../src/server';
import { lbError, startFakeLoopback, type FakeLoopback, type FakeLoopbackOptions } from './fake-loopback';
import { gatewayFor, gqlAt } from './harness';

export const TOKEN = 'T'.repeat(64);

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

export function world(): FakeLoopbackOptions {
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

/**
 * For the calling file: `start` a fake API of `options` and a gateway in front of it (closed after
 * the test), `gql` to that gateway, `asAdmin` the same with the administrator's token (as a script
 * sends it), `answer` both: the data of a query the administrator asks of a fake API of `options`
 * (the small world by default), which it answers without errors; `api` the running fake (its calls).
 */
export function fakeLoopbackFile() {
  let api: FakeLoopback | undefined;
  let gateway: RunningGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    await api?.close();
  });
  const start = async (options: FakeLoopbackOptions) => {
    api = await startFakeLoopback(options);
    gateway = await gatewayFor(api.url);
  };
  const asAdmin = gqlAt(
    () => gateway!.url,
    () => ({ authorization: TOKEN }),
  );
  return {
    start,
    gql: gqlAt(() => gateway!.url),
    asAdmin,
    async answer<T, V>(query: DocumentTypeDecoration<T, V>, options: FakeLoopbackOptions = world()): Promise<T> {
      await start(options);
      const res = await asAdmin(query);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!;
    },
    get api(): FakeLoopback {
      return api!;
    },
  };
}
