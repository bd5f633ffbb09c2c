// The gateway's own saved views and tokens (issue 24) refuse a name as rest-api does: each field's Russian
// message and LoopBack's code, so a client in another language says the code (issue 26).
import { afterAll, describe, expect, it } from 'vitest';
import type { GraphQLError } from 'graphql';
import { storeMigrationsDir } from '../config';
import { createLogger } from '../shared/logger';
import { MEMORY } from './database';
import { GatewayStore } from './store';
import { StoredTokens } from './tokens';
import { StoredViews } from './views';

const store = new GatewayStore({ databaseUrl: null, dataDir: MEMORY }, storeMigrationsDir, createLogger('silent'));
const views = new StoredViews(() => store.db());
afterAll(() => store.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: GraphQLError) => error.extensions,
  );

describe("the gateway's saved views", () => {
  it('refuse an empty name and a taken one with the message and the code of each field', async () => {
    expect(await refusal(views.create(1, { screen: 'tickets', name: '  ', search: '' }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: ['Введите название.'] },
      fieldCodes: { name: ['presence'] },
    });
    await views.create(1, { screen: 'tickets', name: 'На проверке', search: 'status=manual' });
    expect(await refusal(views.create(1, { screen: 'tickets', name: 'на ПРОВЕРКЕ', search: '' }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: ['Фильтры с таким названием уже сохранены.'] },
      fieldCodes: { name: ['uniqueness'] },
    });
  });
});

describe("the gateway's API tokens", () => {
  it('refuse an empty name, and no expiry for a full token, with the message and the code of each field', async () => {
    const tokens = new StoredTokens(() => store.db());
    expect(await refusal(tokens.create(1, 'session', { name: ' ', readOnly: false, ttlSeconds: null }))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: ['Введите название токена.'], expiresInDays: ['Бессрочным может быть только токен для чтения.'] },
      fieldCodes: { name: ['presence'], expiresInDays: ['presence'] },
    });
  });
});
