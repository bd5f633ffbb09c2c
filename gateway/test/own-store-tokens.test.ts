// The product's own additions in front of an API without their routes (issue 24): personal API tokens
// kept by the gateway's store, on PGlite and on a PostgreSQL server, in front of a real LoopBack 3
// application (`loopback3/`; own-store-support.ts). Saved views and the journal: own-store.test.ts.
import { expect, it } from 'vitest';
import { graphql } from './__generated__';
import { CREATE_API_TOKEN } from './documents';
import { onServer } from './pg-server';
import { codes, ownStoreFile } from './own-store-support';

/** The headers of a personal API token. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

ownStoreFile('own-store-tokens.test.ts', (s) => {
  const { gql, asAdmin } = s;

  const ME = graphql(`
    query OwnStoreMe {
      me {
        phone
      }
    }
  `);
  const RENAME_REGION = 'mutation Rename($id: Int!, $title: String!) { updateRegion(id: $id, input: { title: $title }) { id title } }';

  it('issues a read-only token that reads as its owner and is refused every mutation, on the operation run', async () => {
    const created = await asAdmin(CREATE_API_TOKEN, { input: { name: 'Отчёты', readOnly: true } });
    expect(created.body.errors).toBeUndefined();
    const { token, apiToken } = created.body.data!.createApiToken;
    expect(token).toMatch(/^bog_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toEqual({ id: apiToken.id, name: 'Отчёты', readOnly: true, expiresAt: null });
    // The owner's session is never the token, nor stored readable.
    const session = decodeURIComponent(s.admin.slice('access_token='.length));
    expect(token).not.toContain(session);
    const rows = await (await s.gateway.ownStore.store.db()).query<Record<string, unknown>>('select * from api_tokens where id = $1', [apiToken.id]);
    expect(JSON.stringify(rows)).not.toContain(session);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Reads as its owner.
    const me = await gql(ME, {}, bearer(token));
    expect(me.body.data!.me).toEqual({ phone: '+79990000001' });
    // Every mutation refused: the one routed by operationName, in a document that also has a query.
    const doc = `query Who { me { phone } } ${RENAME_REGION}`;
    const regionTitle = async () => (await onServer((c) => c.query<{ title: string }>('select title from regions where id = 1'), s.apiUrl)).rows[0]!.title;
    const title = await regionTitle();
    const refused = await gql(doc, { id: 1, title: 'Не должно' }, bearer(token), 'Rename');
    expect([refused.status, codes(refused)]).toEqual([403, [['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]]);
    const read = await gql(doc, {}, bearer(token), 'Who');
    expect(read.body.data).toEqual({ me: { phone: '+79990000001' } });
    expect(codes(await gql('mutation { logout }', {}, bearer(token)))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
    expect(await regionTitle()).toBe(title);
    // A token cannot make tokens.
    expect(codes(await gql(CREATE_API_TOKEN, { input: { name: 'x', readOnly: true } }, bearer(token)))).toEqual([['FORBIDDEN', 'Токен только для чтения: изменения запрещены.']]);
  });

  it('issues a full token that writes as its owner until revoked; the write is in the journal and the history', async () => {
    const created = await asAdmin(CREATE_API_TOKEN, { input: { name: 'Скрипт', readOnly: false, expiresInDays: 30 } });
    const { token, apiToken } = created.body.data!.createApiToken;
    expect(apiToken.readOnly).toBe(false);
    expect(new Date(apiToken.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // A token with rights cannot make tokens either.
    expect(codes(await gql(CREATE_API_TOKEN, { input: { name: 'x', readOnly: true } }, bearer(token)))).toEqual([['FORBIDDEN', 'Токены создаются только после входа в бэк-офис.']]);
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
      { id, title: `Из скрипта ${s.kind}` },
      bearer(token),
    );
    expect(updated.body.data!.updatePlace).toEqual({ id, title: `Из скрипта ${s.kind}` });
    const history = await asAdmin(
      graphql(`
        query OwnStorePlaceHistory($id: Int!) {
          place(id: $id) {
            history {
              items {
                ...TestHistoryEntry
              }
            }
          }
        }
      `),
      { id },
    );
    expect(history.body.data!.place.history.items.slice(0, 1)).toEqual([
      {
        userId: 1,
        userName: 'Анна Смирнова',
        userRole: 'admin',
        client: 'script',
        model: 'Place',
        entityId: id,
        action: 'update',
        actionTitle: 'Изменение',
        before: { title },
        after: { title: `Из скрипта ${s.kind}` },
      },
    ]);
    const journal = await asAdmin(
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
    );
    expect(journal.body.data!.auditLog.items.slice(0, 1)).toEqual([
      { model: 'User', entityId: 1, action: 'apiTokenCreate', after: { name: 'Скрипт', readOnly: false, expiresAt: apiToken.expiresAt } },
    ]);
    // Revoked: refused at once, before anything is forwarded.
    const revoked = await asAdmin(
      graphql(`
        mutation OwnStoreRevokeToken($id: ID!) {
          revokeApiToken(id: $id) {
            id
          }
        }
      `),
      { id: apiToken.id },
    );
    expect(revoked.body.data!.revokeApiToken).toEqual({ id: apiToken.id });
    const after = await gql(ME, {}, bearer(token));
    expect([after.status, codes(after)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
    const tokens = await asAdmin(
      graphql(`
        query OwnStoreTokens {
          apiTokens {
            name
          }
        }
      `),
    );
    expect(tokens.body.data).toEqual({ apiTokens: [{ name: 'Отчёты' }] });
  });

  it('refuses an expired token', async () => {
    const created = await asAdmin(CREATE_API_TOKEN, { input: { name: 'Короткий', readOnly: true, expiresInDays: 1 } });
    const { token, apiToken } = created.body.data!.createApiToken;
    expect((await gql(ME, {}, bearer(token))).body.data!.me).toEqual({ phone: '+79990000001' });
    await (await s.gateway.ownStore.store.db()).query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [apiToken.id]);
    const expired = await gql(ME, {}, bearer(token));
    expect([expired.status, codes(expired)]).toEqual([401, [['UNAUTHENTICATED', 'Токен API отозван, истёк или не существует.']]]);
  });
});
