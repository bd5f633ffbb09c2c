// The product's own additions in front of an API without their routes (issue 24): saved views,
// personal API tokens and the journal kept by the gateway's store, on PGlite and on a PostgreSQL
// server, in front of a real LoopBack 3 application (`loopback3/`) that has no `/savedViews`,
// `/users/me/apiTokens` or `/auditLogs`. Skipped, loudly, when no PostgreSQL server answers (the
// LoopBack 3 fixture needs one).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../src/server';
import type * as Loopback3 from '../../loopback3/index';
import { graphql } from './__generated__';
import { gatewayFor, gqlAt, signIn, type GqlReply } from './harness';
import { freshDatabase, onServer, seededDatabase, serverAnswers, warnSkipped } from './pg-server';

const loopback3 = createRequire(import.meta.url)('../../loopback3/index.js') as typeof Loopback3;
const available = await serverAnswers();
if (!available) warnSkipped('gateway/test/own-store.test.ts');

/** The headers of a personal API token. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codes = (a: GqlReply<unknown>) => a.body.errors?.map((e) => [e.extensions?.code, e.message]);

describe.skipIf(!available)('the gateway keeps saved views, API tokens and the journal in front of an API without them', () => {
  let apiDb: Awaited<ReturnType<typeof freshDatabase>>;
  let storeDb: Awaited<ReturnType<typeof freshDatabase>>;
  let lb: Loopback3.RunningLoopback;

  beforeAll(async () => {
    [apiDb, storeDb] = await Promise.all([seededDatabase('lb3_store'), freshDatabase('gw_store')]);
    lb = await loopback3.start({ databaseUrl: apiDb.url });
  }, 180_000);

  afterAll(async () => {
    await lb?.close();
    await Promise.all([apiDb?.drop(), storeDb?.drop()]);
  });

  describe.each([
    ['PGlite', () => ({ GATEWAY_DATA_DIR: 'memory' })],
    ['PostgreSQL', () => ({ GATEWAY_DATABASE_URL: storeDb.url })],
  ])('with the store on %s', (kind, storeEnv) => {
    let gateway: RunningGateway;
    let admin = '';
    let manager = '';
    const gql = gqlAt(() => gateway.url);

    beforeAll(async () => {
      gateway = await gatewayFor(lb.url, storeEnv());
      admin = await signIn(gql, '+79990000001');
      manager = await signIn(gql, '+79990000002');
      // The first round of probes finds the three routes missing.
      await vi.waitFor(
        async () => {
          const { body } = await gql(
            graphql(`
              query OwnStoreRoutes {
                upstreamCapabilities {
                  routes {
                    name
                    state
                  }
                }
              }
            `),
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
      const created = await gql(
        graphql(`
          mutation OwnStoreCreateView($input: CreateSavedViewInput!) {
            createSavedView(input: $input) {
              id
              screen
              name
              search
            }
          }
        `),
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
      const list = await gql(
        graphql(`
          query OwnStoreViews($screen: String) {
            savedViews(screen: $screen) {
              id
              screen
              name
              search
            }
          }
        `),
        { screen: 'tickets' },
        { cookie: admin },
      );
      expect(list.body.data!.savedViews).toEqual([{ id, screen: 'tickets', name: 'На проверке', search: 'status=manual' }]);
      const views = async (cookie: string) =>
        (
          await gql(
            graphql(`
              query OwnStoreViewIds {
                savedViews {
                  id
                }
              }
            `),
            {},
            { cookie },
          )
        ).body.data!.savedViews;
      // Another user sees none of them and cannot touch them.
      expect(await views(manager)).toEqual([]);
      expect(codes(await gql('mutation ($id: ID!) { deleteSavedView(id: $id) { id } }', { id }, { cookie: manager }))).toEqual([['NOT_FOUND', 'Сохранённые фильтры не найдены.']]);
      const renamed = await gql(
        graphql(`
          mutation OwnStoreRenameView($id: ID!) {
            renameSavedView(id: $id, name: "Ручные") {
              name
            }
          }
        `),
        { id },
        { cookie: admin },
      );
      expect(renamed.body.data!.renameSavedView).toEqual({ name: 'Ручные' });
      const deleted = await gql(
        graphql(`
          mutation OwnStoreDeleteView($id: ID!) {
            deleteSavedView(id: $id) {
              id
              name
            }
          }
        `),
        { id },
        { cookie: admin },
      );
      expect(deleted.body.data!.deleteSavedView).toEqual({ id, name: 'Ручные' });
      expect(await views(admin)).toEqual([]);
    });

    const CREATE = graphql(`
      mutation OwnStoreCreateToken($input: CreateApiTokenInput!) {
        createApiToken(input: $input) {
          token
          apiToken {
            id
            name
            readOnly
            expiresAt
          }
        }
      }
    `);
    const ME = graphql(`
      query OwnStoreMe {
        me {
          phone
        }
      }
    `);
    const RENAME_REGION = 'mutation Rename($id: Int!, $title: String!) { updateRegion(id: $id, input: { title: $title }) { id title } }';

    it('issues a read-only token that reads as its owner and is refused every mutation, on the operation run', async () => {
      const created = await gql(CREATE, { input: { name: 'Отчёты', readOnly: true } }, { cookie: admin });
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
      const me = await gql(ME, {}, bearer(token));
      expect(me.body.data!.me).toEqual({ phone: '+79990000001' });
      // Every mutation refused: the one routed by operationName, in a document that also has a query.
      const doc = `query Who { me { phone } } ${RENAME_REGION}`;
      const regionTitle = async () => (await onServer((c) => c.query<{ title: string }>('select title from regions where id = 1'), apiDb.url)).rows[0]!.title;
      const title = await regionTitle();
      const refused = await gql(doc, { id: 1, title: 'Не должно' }, bearer(token), 'Rename');
      expect([refused.status, codes(refused)]).toEqual([403, [['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]]);
      const read = await gql(doc, {}, bearer(token), 'Who');
      expect(read.body.data).toEqual({ me: { phone: '+79990000001' } });
      expect(codes(await gql('mutation { logout }', {}, bearer(token)))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
      expect(await regionTitle()).toBe(title);
      // A token cannot make tokens.
      expect(codes(await gql(CREATE, { input: { name: 'x', readOnly: true } }, bearer(token)))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
    });

    it('issues a full token that writes as its owner until revoked; the write is in the journal and the history', async () => {
      const created = await gql(CREATE, { input: { name: 'Скрипт', readOnly: false, expiresInDays: 30 } }, { cookie: admin });
      const { token, apiToken } = created.body.data!.createApiToken;
      expect(apiToken.readOnly).toBe(false);
      expect(new Date(apiToken.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
      // A token with rights cannot make tokens either.
      expect(codes(await gql(CREATE, { input: { name: 'x', readOnly: true } }, bearer(token)))).toEqual([['FORBIDDEN', 'Токены создаются только после входа в бэк-офис.']]);
      const place = await gql(
        graphql(`
          query OwnStoreFirstPlace {
            places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) {
              items {
                id
                title
              }
            }
          }
        `),
        {},
        bearer(token),
      );
      const { id, title } = place.body.data!.places.items[0]!;
      const updated = await gql(
        graphql(`
          mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {
            updatePlace(id: $id, input: { title: $title }) {
              id
              title
            }
          }
        `),
        { id, title: `Из скрипта ${kind}` },
        bearer(token),
      );
      expect(updated.body.data!.updatePlace).toEqual({ id, title: `Из скрипта ${kind}` });
      const history = await gql(
        graphql(`
          query OwnStorePlaceHistory($id: Int!) {
            place(id: $id) {
              history {
                items {
                  userId
                  userRole
                  client
                  model
                  entityId
                  action
                  actionTitle
                  before
                  after
                }
              }
            }
          }
        `),
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
      const journal = await gql(
        graphql(`
          query OwnStoreUserJournal {
            auditLog(where: { model: { eq: "User" } }, pageSize: 5) {
              items {
                model
                entityId
                action
                after
              }
            }
          }
        `),
        {},
        { cookie: admin },
      );
      expect(journal.body.data!.auditLog.items.slice(0, 1)).toEqual([
        { model: 'User', entityId: 1, action: 'apiTokenCreate', after: { name: 'Скрипт', readOnly: false, expiresAt: apiToken.expiresAt } },
      ]);
      // Revoked: refused at once, before anything is forwarded.
      const revoked = await gql(
        graphql(`
          mutation OwnStoreRevokeToken($id: ID!) {
            revokeApiToken(id: $id) {
              id
            }
          }
        `),
        { id: apiToken.id },
        { cookie: admin },
      );
      expect(revoked.body.data!.revokeApiToken).toEqual({ id: apiToken.id });
      const after = await gql(ME, {}, bearer(token));
      expect([after.status, codes(after)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
      const tokens = await gql(
        graphql(`
          query OwnStoreTokens {
            apiTokens {
              name
            }
          }
        `),
        {},
        { cookie: admin },
      );
      expect(tokens.body.data).toEqual({ apiTokens: [{ name: 'Отчёты' }] });
    });

    it('refuses an expired token', async () => {
      const created = await gql(CREATE, { input: { name: 'Короткий', readOnly: true, expiresInDays: 1 } }, { cookie: admin });
      const { token, apiToken } = created.body.data!.createApiToken;
      expect((await gql(ME, {}, bearer(token))).body.data!.me).toEqual({ phone: '+79990000001' });
      await (await gateway.ownStore.store.db()).query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [apiToken.id]);
      const expired = await gql(ME, {}, bearer(token));
      expect([expired.status, codes(expired)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
    });

    it("records the web's changes with the fields before and after, and scopes the journal", async () => {
      const region = await gql(
        graphql(`
          mutation OwnStoreRenameRegion($id: Int!, $title: String!) {
            updateRegion(id: $id, input: { title: $title }) {
              id
              title
            }
          }
        `),
        { id: 1, title: `Регион ${kind}` },
        { cookie: admin },
      );
      expect(region.body.errors).toBeUndefined();
      const journal = await gql(
        graphql(`
          query OwnStoreRegionJournal {
            auditLog(where: { model: { eq: "Region" } }) {
              items {
                userName
                client
                model
                entityId
                action
                after
              }
            }
          }
        `),
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
      const managers = await gql(
        graphql(`
          query OwnStoreManagersJournal {
            auditLog(pageSize: 100) {
              items {
                userId
              }
            }
          }
        `),
        {},
        { cookie: manager },
      );
      expect(new Set(managers.body.data!.auditLog.items.map((e) => e.userId))).toEqual(new Set([2]));
      const vendor = await signIn(gql, '+79990000004');
      expect(codes(await gql('query { auditLog { total } }', {}, { cookie: vendor }))?.[0]?.[0]).toBe('FORBIDDEN');
    });
  });
});
