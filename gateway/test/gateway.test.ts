// The gateway over the seeded API: sign-in and the session cookie, the API down, security, and its
// operations (metrics, health, request ids). Pages of tickets: gateway-tickets.test.ts.
import { describe, expect, it } from 'vitest';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { loadConfig } from '../src/config';
import { startGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import { graphql } from './__generated__';
import { fileHarness, startHarness } from './harness';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123';

const s = fileHarness({ env: { METRICS_TOKEN }, callsPerTest: true });

describe('sign-in', () => {
  it('sets an HttpOnly session cookie for ceil(ttl / 86400) days and answers the user', async () => {
    const res = await s.h.gql(
      graphql(`
        mutation GatewayLogin {
          login(phone: "+79990000001", password: "demo1234") {
            ttl
            user {
              phone
              roleName
              role {
                title
              }
            }
          }
        }
      `),
    );
    expect(res.body.data?.login).toEqual({
      ttl: 1209600,
      user: { phone: '+79990000001', roleName: 'admin', role: { title: 'Администратор' } },
    });
    expect(res.headers.get('set-cookie')).toMatch(/^access_token=[A-Za-z0-9]{64}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('answers LOGIN_FAILED for a wrong password, in Russian instead of the API’s English', async () => {
    const res = await s.h.gql('mutation { login(phone: "+79990000001", password: "nope") { ttl } }');
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Вы ввели неверные данные.', extensions: { code: 'LOGIN_FAILED', statusCode: 401 } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('resolves me from the cookie, and null without one', async () => {
    const signedIn = await s.asAdmin(
      graphql(`
        query GatewayMe {
          me {
            name
            surname
            roleName
          }
        }
      `),
    );
    expect(signedIn.body.data?.me).toEqual({ name: 'Анна', surname: 'Смирнова', roleName: 'admin' });
    const visitor = await s.h.gql('{ me { id } }');
    expect(visitor.body).toEqual({ data: { me: null } });
    expect(s.h.calls.filter((c) => c.path === '/users/me')).toHaveLength(1);
  });

  it('accepts the token from Authorization for scripts, raw or as Bearer', async () => {
    const login = await s.h.gql(
      graphql(`
        mutation GatewayLogin2 {
          login(phone: "+79990000001", password: "demo1234") {
            accessToken
          }
        }
      `),
    );
    const token = login.body.data!.login.accessToken;
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await s.h.gql(
        graphql(`
          query GatewayMe2 {
            me {
              phone
            }
          }
        `),
        {},
        { authorization },
      );
      expect(res.body.data?.me?.phone).toBe('+79990000001');
    }
  });

  it('signs out: the token is revoked and the cookie cleared', async () => {
    const own = await s.h.signIn();
    const out = await s.h.gql('mutation { logout }', {}, { cookie: own });
    expect(out.body).toEqual({ data: { logout: true } });
    expect(out.headers.get('set-cookie')).toMatch(/^access_token=; Max-Age=0;/);
    // One REST call, so nothing is still in flight when the next test starts counting.
    const after = await s.h.gql('{ ticket(id: 1) { id } }', {}, { cookie: own });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the API down', () => {
  it('answers UPSTREAM_TIMEOUT when the API accepts but does not answer', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)); // never answers
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as AddressInfo).port;
    const gw = await startGateway({
      config: loadConfig({ PORT: '0', UPSTREAM_URL: `http://127.0.0.1:${port}`, WEB_DIST: 'none', REST_TIMEOUT_MS: '300' }),
      logger: createLogger('silent'),
    });
    try {
      const started = Date.now();
      const res = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'x'.repeat(64) },
        body: JSON.stringify({ query: '{ ticket(id: 1) { id } }' }),
      });
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(Date.now() - started).toBeLessThan(1500);
      expect(body.errors[0]).toMatchObject({ message: 'REST API did not answer within 300 ms', extensions: { code: 'UPSTREAM_TIMEOUT' } });
    } finally {
      await gw.close();
      sockets.forEach((socket) => socket.destroy());
      silent.close();
    }
  });

  it('answers UPSTREAM_UNAVAILABLE within the timeout and the gateway stays up', { timeout: 90_000 }, async () => {
    const other = await startHarness({ env: { REST_TIMEOUT_MS: '2000' }, ownApi: true });
    const own = await other.signIn();
    await other.api.close();
    const started = Date.now();
    const res = await other.gql('{ tickets { total } }', {}, { cookie: own });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'REST API is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    const ping = await other.gql('{ ping }');
    expect(ping.body).toEqual({ data: { ping: true } });
    const health = await fetch(`${other.gateway.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', upstream: 'down' });
    await other.gateway.close();
  });
});

describe('security', () => {
  it('shows the schema to signed-in users only', async () => {
    const visitor = await s.h.gql('{ __schema { queryType { name } } }');
    expect(visitor.status).toBe(401);
    expect(visitor.body.errors?.[0]).toMatchObject({
      message: 'Схема API доступна только после входа',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const staff = await s.asAdmin('{ __schema { queryType { name } } }');
    expect(staff.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('hides field suggestions from visitors', async () => {
    const visitor = await s.h.gql('{ tikets { total } }');
    expect(visitor.body.errors?.[0]?.message).toBe('Запрос не соответствует схеме: Cannot query field "tikets" on type "Query".');
    const staff = await s.asAdmin('{ tikets { total } }');
    expect(staff.body.errors?.[0]?.message).toMatch(/Did you mean "tickets"/);
  });

  it('allows the deepest real query and refuses too many aliases before any REST call', async () => {
    const deep = '{ tickets { items { place { city { region { title } } } } } }';
    const ok = await s.asAdmin(deep);
    expect(ok.body.errors).toBeUndefined();
    s.h.calls.length = 0;
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: ping`).join(' ');
    const refused = await s.asAdmin(`{ ${aliases} }`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe('Слишком много псевдонимов: 31 при допустимых 30');
    expect(s.h.calls).toHaveLength(0);
  });

  it('refuses a GraphQL POST without a JSON content type (CSRF prevention)', async () => {
    const res = await fetch(`${s.h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: s.admin },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('operations', () => {
  it('exposes Prometheus metrics of operations and REST calls', async () => {
    await s.asAdmin('query TicketsRoute { tickets(pageSize: 2) { items { id } } }');
    const res = await fetch(`${s.h.gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/graphql_operations_total\{operation="TicketsRoute",type="query",outcome="ok"\} 1/);
    expect(text).toMatch(/rest_calls_total\{method="GET",route="\/tickets",status="200"\} \d+/);
    expect(text).toMatch(/rest_call_duration_seconds_bucket\{le="0.001",method="GET",route="\/tickets"\}/);
  });

  it('reports the API up on /health', async () => {
    const res = await fetch(`${s.h.gateway.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', upstream: 'up' });
  });

  it('answers every response with a request id, the caller’s own when given', async () => {
    const res = await fetch(`${s.h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-42' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(res.headers.get('x-request-id')).toBe('req-42');
  });
});
