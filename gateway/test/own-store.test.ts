// The product's own additions in front of an API without their routes (issue 24): saved views,
// personal API tokens and the journal kept by the gateway's store, on PGlite and on a PostgreSQL
// server, in front of a real LoopBack 3 application (`loopback3/`) that has no `/savedViews`,
// `/users/me/apiTokens` or `/auditLogs`. Skipped, loudly, when no PostgreSQL server answers (the
// LoopBack 3 fixture needs one).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { startApi } from '@bo/rest-api';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import type * as Loopback3 from '../../loopback3/index';

const loopback3 = createRequire(import.meta.url)('../../loopback3/index.js') as typeof Loopback3;
const SERVER_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
const available = await serverAnswers();
if (!available) console.warn(`\n!!! gateway/test/own-store.test.ts SKIPPED: no PostgreSQL server answers at ${SERVER_URL.replace(/\/\/[^@]*@/, '//…@')}.\n`);

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
const urlOf = (db: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${db}`;
  return url.toString();
};

interface Answer<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] };
}

describe.skipIf(!available)('the gateway keeps saved views, API tokens and the journal in front of an API without them', () => {
  const apiDb = `lb3_store_${randomBytes(5).toString('hex')}`;
  const storeDb = `gw_store_${randomBytes(5).toString('hex')}`;
  let lb: Loopback3.RunningLoopback;

  beforeAll(async () => {
    await onServer(async (c) => {
      await c.query(`CREATE DATABASE "${apiDb}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
      await c.query(`CREATE DATABASE "${storeDb}" TEMPLATE template0 ENCODING 'UTF8'`);
    });
    const api = await startApi({ port: 0, databaseUrl: urlOf(apiDb), logLevel: 'silent' });
    await api.close();
    lb = await loopback3.start({ databaseUrl: urlOf(apiDb) });
  }, 180_000);

  afterAll(async () => {
    await lb?.close();
    await onServer(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${apiDb}" WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS "${storeDb}" WITH (FORCE)`);
    });
  });

  describe.each([
    ['PGlite', () => ({ GATEWAY_DATA_DIR: 'memory' })],
    ['PostgreSQL', () => ({ GATEWAY_DATABASE_URL: urlOf(storeDb) })],
  ])('with the store on %s', (kind, storeEnv) => {
    let gateway: RunningGateway;
    let admin = '';
    let manager = '';

    async function gql<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
      auth: { cookie?: string; token?: string } = {},
      operationName?: string,
    ): Promise<Answer<T>> {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(auth.cookie ? { cookie: auth.cookie } : {}),
          ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        },
        body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
      });
      return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
    }
    async function signIn(phone: string): Promise<string> {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($phone: String!) { login(phone: $phone, password: "demo1234") { ttl } }', variables: { phone } }),
      });
      const cookie = res.headers.get('set-cookie');
      if (!cookie) throw new Error(`sign-in failed: ${await res.text()}`);
      return cookie.split(';')[0]!;
    }
    const codes = (a: Answer<unknown>) => a.body.errors?.map((e) => [e.extensions?.code, e.message]);

    beforeAll(async () => {
      const config = loadConfig({ PORT: '0', UPSTREAM_URL: lb.url, WEB_DIST: 'none', LOG_LEVEL: 'silent', ...storeEnv() });
      gateway = await startGateway({ config, logger: createLogger('silent') });
      admin = await signIn('+79990000001');
      manager = await signIn('+79990000002');
      // The first round of probes finds the three routes missing.
      await vi.waitFor(
        async () => {
          const { body } = await gql<{ upstreamCapabilities: { routes: { name: string; state: string }[] } }>(
            '{ upstreamCapabilities { routes { name state } } }',
            {},
            { cookie: admin },
          );
          const states = Object.fromEntries(body.data!.upstreamCapabilities.routes.map((r) => [r.name, r.state]));
          // (`/users/me/apiTokens` answers 401 without a token here, as LoopBack's currentUserLiteral
          // does: it is learned missing from the first call with one.)
          expect([states.SAVED_VIEWS, states.AUDIT_TRAIL]).toEqual(['MISSING', 'MISSING']);
        },
        { timeout: 60_000, interval: 100 },
      );
      // Generous: two sign-ins, the store's first open and a round of probes on a busy machine.
    }, 180_000);
    afterAll(async () => {
      await gateway?.close();
    });

    it('opens its store on the configured backend', async () => {
      expect((await gateway.ownStore.store.db()).kind).toBe(kind === 'PGlite' ? 'pglite' : 'postgres');
    });

    it('saves, lists, renames and deletes a saved view, per user', async () => {
      const view = 'id screen name search';
      const created = await gql<{ createSavedView: { id: string; screen: string; name: string; search: string } }>(
        `mutation ($input: CreateSavedViewInput!) { createSavedView(input: $input) { ${view} } }`,
        { input: { screen: 'tickets', name: '  На   проверке ', search: '?status=manual' } },
        { cookie: admin },
      );
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data!.createSavedView.id;
      expect(created.body.data!.createSavedView).toEqual({ id, screen: 'tickets', name: 'На проверке', search: 'status=manual' });
      const taken = await gql(
        `mutation ($input: CreateSavedViewInput!) { createSavedView(input: $input) { id } }`,
        { input: { screen: 'tickets', name: 'на ПРОВЕРКЕ', search: '' } },
        { cookie: admin },
      );
      expect(codes(taken)).toEqual([['BAD_USER_INPUT', 'Фильтры с таким названием уже сохранены.']]);
      const list = await gql<{ savedViews: unknown[] }>(`query { savedViews(screen: "tickets") { ${view} } }`, {}, { cookie: admin });
      expect(list.body.data!.savedViews).toEqual([{ id, screen: 'tickets', name: 'На проверке', search: 'status=manual' }]);
      // Another user sees none of them and cannot touch them.
      expect((await gql<{ savedViews: unknown[] }>('query { savedViews { id } }', {}, { cookie: manager })).body.data!.savedViews).toEqual([]);
      expect(codes(await gql('mutation ($id: ID!) { deleteSavedView(id: $id) { id } }', { id }, { cookie: manager }))).toEqual([['NOT_FOUND', 'Сохранённые фильтры не найдены.']]);
      const renamed = await gql<{ renameSavedView: { name: string } }>('mutation ($id: ID!) { renameSavedView(id: $id, name: "Ручные") { name } }', { id }, { cookie: admin });
      expect(renamed.body.data!.renameSavedView).toEqual({ name: 'Ручные' });
      const deleted = await gql<{ deleteSavedView: { id: string; name: string } }>('mutation ($id: ID!) { deleteSavedView(id: $id) { id name } }', { id }, { cookie: admin });
      expect(deleted.body.data!.deleteSavedView).toEqual({ id, name: 'Ручные' });
      expect((await gql<{ savedViews: unknown[] }>('query { savedViews { id } }', {}, { cookie: admin })).body.data!.savedViews).toEqual([]);
    });

    const CREATE = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name readOnly expiresAt } } }';
    type Created = { createApiToken: { token: string; apiToken: { id: string; name: string; readOnly: boolean; expiresAt: string | null } } };
    const RENAME_REGION = 'mutation Rename($id: Int!, $title: String!) { updateRegion(id: $id, input: { title: $title }) { id title } }';

    it('issues a read-only token that reads as its owner and is refused every mutation, on the operation run', async () => {
      const created = await gql<Created>(CREATE, { input: { name: 'Отчёты', readOnly: true } }, { cookie: admin });
      expect(created.body.errors).toBeUndefined();
      const { token, apiToken } = created.body.data!.createApiToken;
      expect(token).toMatch(/^bog_[A-Za-z0-9_-]{43}$/);
      expect(apiToken).toEqual({ id: apiToken.id, name: 'Отчёты', readOnly: true, expiresAt: null });
      // The owner's session is never the token, nor stored readable.
      const session = decodeURIComponent(admin.slice('access_token='.length));
      expect(token).not.toContain(session);
      const rows = await (await gateway.ownStore.store.db()).query<Record<string, unknown>>('select * from api_tokens where id = $1', [apiToken.id]);
      expect(JSON.stringify(rows)).not.toContain(session);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Reads as its owner.
      const me = await gql<{ me: { phone: string } }>('{ me { phone } }', {}, { token });
      expect(me.body.data!.me).toEqual({ phone: '+79990000001' });
      // Every mutation refused: the one routed by operationName, in a document that also has a query.
      const doc = `query Who { me { phone } } ${RENAME_REGION}`;
      const refused = await gql(doc, { id: 1, title: 'Не должно' }, { token }, 'Rename');
      expect([refused.status, codes(refused)]).toEqual([403, [['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]]);
      const read = await gql<{ me: { phone: string } }>(doc, {}, { token }, 'Who');
      expect(read.body.data).toEqual({ me: { phone: '+79990000001' } });
      expect(codes(await gql('mutation { logout }', {}, { token }))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
      const [region] = await onServer(async (c) => (await c.query(`select title from "${apiDb}".public.regions where id = 1`).catch(() => ({ rows: [] }))).rows);
      expect(region === undefined || (region as { title: string }).title !== 'Не должно').toBe(true);
      // A token cannot make tokens.
      expect(codes(await gql(CREATE, { input: { name: 'x', readOnly: true } }, { token }))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
    });

    it('issues a full token that writes as its owner until revoked; the write is in the journal and the history', async () => {
      const created = await gql<Created>(CREATE, { input: { name: 'Скрипт', readOnly: false, expiresInDays: 30 } }, { cookie: admin });
      const { token, apiToken } = created.body.data!.createApiToken;
      expect(apiToken.readOnly).toBe(false);
      expect(new Date(apiToken.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
      // A token with rights cannot make tokens either.
      expect(codes(await gql(CREATE, { input: { name: 'x', readOnly: true } }, { token }))).toEqual([['FORBIDDEN', 'Токены создаются только после входа в бэк-офис.']]);
      const place = await gql<{ places: { items: { id: number; title: string }[] } }>(
        '{ places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) { items { id title } } }',
        {},
        { token },
      );
      const { id, title } = place.body.data!.places.items[0]!;
      const updated = await gql<{ updatePlace: { id: number; title: string } }>(
        'mutation ($id: Int!, $title: String!) { updatePlace(id: $id, input: { title: $title }) { id title } }',
        { id, title: `Из скрипта ${kind}` },
        { token },
      );
      expect(updated.body.data!.updatePlace).toEqual({ id, title: `Из скрипта ${kind}` });
      const history = await gql<{ place: { history: { items: Record<string, unknown>[] } } }>(
        'query ($id: Int!) { place(id: $id) { history { items { userId userRole client model entityId action actionTitle before after } } } }',
        { id },
        { cookie: admin },
      );
      expect(history.body.data!.place.history.items.slice(0, 1)).toEqual([
        {
          userId: 1,
          userRole: 'admin',
          client: 'script',
          model: 'Place',
          entityId: id,
          action: 'update',
          actionTitle: 'Изменение',
          before: { title },
          after: { title: `Из скрипта ${kind}` },
        },
      ]);
      const journal = await gql<{ auditLog: { total: number; items: Record<string, unknown>[] } }>(
        'query { auditLog(where: { model: { eq: "User" } }, pageSize: 5) { total items { model entityId action after } } }',
        {},
        { cookie: admin },
      );
      expect(journal.body.data!.auditLog.items.slice(0, 1)).toEqual([
        { model: 'User', entityId: 1, action: 'apiTokenCreate', after: { name: 'Скрипт', readOnly: false, expiresAt: apiToken.expiresAt } },
      ]);
      // Revoked: refused at once, before anything is forwarded.
      const revoked = await gql<{ revokeApiToken: { id: string } }>('mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: apiToken.id }, { cookie: admin });
      expect(revoked.body.data!.revokeApiToken).toEqual({ id: apiToken.id });
      const after = await gql('{ me { phone } }', {}, { token });
      expect([after.status, codes(after)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
      const tokens = await gql<{ apiTokens: { name: string }[] }>('{ apiTokens { name } }', {}, { cookie: admin });
      expect(tokens.body.data!.apiTokens.map((t) => t.name)).toEqual(['Отчёты']);
    });

    it('refuses an expired token', async () => {
      const created = await gql<Created>(CREATE, { input: { name: 'Короткий', readOnly: true, expiresInDays: 1 } }, { cookie: admin });
      const { token, apiToken } = created.body.data!.createApiToken;
      expect((await gql<{ me: { phone: string } }>('{ me { phone } }', {}, { token })).body.data!.me).toEqual({ phone: '+79990000001' });
      await (await gateway.ownStore.store.db()).query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [apiToken.id]);
      const expired = await gql('{ me { phone } }', {}, { token });
      expect([expired.status, codes(expired)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
    });

    it("records the web's changes with the fields before and after, and scopes the journal", async () => {
      const region = await gql<{ updateRegion: { id: number; title: string } }>(RENAME_REGION, { id: 1, title: `Регион ${kind}` }, { cookie: admin });
      expect(region.body.errors).toBeUndefined();
      const journal = await gql<{ auditLog: { items: Record<string, unknown>[] } }>(
        'query { auditLog(where: { model: { eq: "Region" } }) { items { userName client model entityId action after } } }',
        {},
        { cookie: admin },
      );
      expect(journal.body.data!.auditLog.items[0]).toEqual({
        userName: expect.any(String),
        client: 'web',
        model: 'Region',
        entityId: 1,
        action: 'update',
        after: { title: `Регион ${kind}` },
      });
      // A regional manager's journal holds its own actions only; a vendor is refused.
      const managers = await gql<{ auditLog: { items: { userId: number }[] } }>('query { auditLog(pageSize: 100) { items { userId } } }', {}, { cookie: manager });
      expect(new Set(managers.body.data!.auditLog.items.map((e) => e.userId))).toEqual(new Set([2]));
      const vendor = await signIn('+79990000004');
      expect(codes(await gql('query { auditLog { total } }', {}, { cookie: vendor }))?.[0]?.[0]).toBe('FORBIDDEN');
    });
  });
});
