// Issue 40's smaller points on the gateway: the schema (introspection) for the staff and their API
// tokens only — vendors and vendors' read-only tokens get the visitors' refusal — and automatic
// persisted queries registered only by signed-in sessions, in a store bounded by count and bytes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PersistedQueryCache } from '../src/security/persisted-queries';
import { CREATE_API_TOKEN } from './documents';
import { fileHarness } from './harness';

const s = fileHarness({ sessions: { vendor: '+79990000004' } });

const SCHEMA = '{ __schema { queryType { name } } }';
const REFUSED = { status: 401, body: { errors: [{ message: 'Схема API доступна только после входа', extensions: { code: 'UNAUTHENTICATED' } }] } };
const READ = { status: 200, body: { data: { __schema: { queryType: { name: 'Query' } } } } };

async function token(cookie: string): Promise<string> {
  const res = await s.h.gql(CREATE_API_TOKEN, { input: { name: 'Аналитика', readOnly: true, expiresInDays: 30 } }, { cookie });
  expect(res.body.errors).toBeUndefined();
  return `Bearer ${res.body.data!.createApiToken.token}`;
}

const answer = async (headers: Record<string, string>, query = SCHEMA) => {
  const { status, body } = await s.h.gql(query, {}, headers);
  return { status, body: { ...body, errors: body.errors?.map(({ message, extensions }) => ({ message, extensions: { code: extensions?.code } })) } };
};

describe('introspection', () => {
  it('answers staff sessions and their API tokens; refuses vendors and their tokens as it refuses visitors', async () => {
    expect(await answer({})).toEqual(REFUSED);
    expect(await answer({ cookie: s.admin })).toEqual(READ);
    expect(await answer({ authorization: await token(s.admin) })).toEqual(READ);
    expect(await answer({ cookie: s.vendor })).toEqual(REFUSED);
    expect(await answer({ authorization: await token(s.vendor) })).toEqual(REFUSED);
  });

  it('keeps "Did you mean" from vendors', async () => {
    const typo = '{ tickts { total } }';
    expect((await answer({ cookie: s.vendor }, typo)).body.errors).toEqual([
      { message: 'Запрос не соответствует схеме: Cannot query field "tickts" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect((await answer({ cookie: s.admin }, typo)).body.errors).toEqual([
      {
        message: 'Запрос не соответствует схеме: Cannot query field "tickts" on type "Query". Did you mean "tickets" or "ticket"?',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });
});

describe('automatic persisted queries', () => {
  const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${s.h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  };
  const apq = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } });

  it('runs an anonymous query sent with its hash but does not keep it; keeps a signed-in session’s', async () => {
    const anonymous = '{ ping }';
    expect(await post({ query: anonymous, extensions: apq(anonymous) })).toEqual({ data: { ping: true } });
    expect(await post({ extensions: apq(anonymous) })).toMatchObject({ errors: [{ message: 'PersistedQueryNotFound' }] });
    expect(await post({ query: anonymous, extensions: apq(anonymous) }, { authorization: 'garbage' })).toEqual({ data: { ping: true } });
    expect(await post({ extensions: apq(anonymous) })).toMatchObject({ errors: [{ message: 'PersistedQueryNotFound' }] });

    const staff = '{ ping me: ping }';
    expect(await post({ query: staff, extensions: apq(staff) }, { cookie: s.admin })).toEqual({ data: { ping: true, me: true } });
    expect(await post({ extensions: apq(staff) }, { cookie: s.admin })).toEqual({ data: { ping: true, me: true } });
  });

  it('drops the least recently used document beyond the count or the bytes', async () => {
    const cache = new PersistedQueryCache(2, 100);
    await cache.set('a', 'x'.repeat(40));
    await cache.set('b', 'y'.repeat(40));
    expect(await cache.get('a')).toBe('x'.repeat(40));
    await cache.set('c', 'z'.repeat(10));
    expect([await cache.get('a'), await cache.get('b'), cache.usage]).toEqual(['x'.repeat(40), undefined, { documents: 2, bytes: 50 }]);
    await cache.set('d', 'ж'.repeat(30));
    // c (10 B, least recently used) goes: 10 + 40 + 60 bytes (ж is 2 bytes) exceed 100.
    expect([await cache.get('a'), await cache.get('c'), await cache.get('d'), cache.usage]).toEqual(['x'.repeat(40), undefined, 'ж'.repeat(30), { documents: 2, bytes: 100 }]);
    await cache.set('e', 'w'.repeat(101));
    expect([await cache.get('e'), cache.usage]).toEqual([undefined, { documents: 2, bytes: 100 }]);
  });
});
