// The product's own additions in front of an API without their routes (issue 24): saved views and the
// journal kept by the gateway's store, on PGlite and on a PostgreSQL server, in front of a real LoopBack 3
// application (`loopback3/`; own-store-support.ts). Personal API tokens: own-store-tokens.test.ts.
import { expect, it } from 'vitest';
import { graphql } from './__generated__';
import { signIn } from './harness';
import { codes, ownStoreFile } from './own-store-support';

ownStoreFile('own-store.test.ts', (s) => {
  const { gql, asAdmin } = s;

  it('opens its store on the configured backend', async () => {
    expect((await s.gateway.ownStore.store.db()).kind).toBe(s.kind === 'PGlite' ? 'pglite' : 'postgres');
  });

  it('saves, lists, renames and deletes a saved view, per user', async () => {
    const created = await asAdmin(
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
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createSavedView.id;
    expect(created.body.data!.createSavedView).toEqual({ id, screen: 'tickets', name: 'На проверке', search: 'status=manual' });
    const taken = await asAdmin(`mutation ($input: CreateSavedViewInput!) { createSavedView(input: $input) { id } }`, {
      input: { screen: 'tickets', name: 'на ПРОВЕРКЕ', search: '' },
    });
    expect(codes(taken)).toEqual([['BAD_USER_INPUT', 'Фильтры с таким названием уже сохранены.']]);
    const list = await asAdmin(
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
    expect(await views(s.manager)).toEqual([]);
    expect(codes(await gql('mutation ($id: ID!) { deleteSavedView(id: $id) { id } }', { id }, { cookie: s.manager }))).toEqual([['NOT_FOUND', 'Сохранённые фильтры не найдены.']]);
    const renamed = await asAdmin(
      graphql(`
        mutation OwnStoreRenameView($id: ID!) {
          renameSavedView(id: $id, name: "Ручные") {
            name
          }
        }
      `),
      { id },
    );
    expect(renamed.body.data!.renameSavedView).toEqual({ name: 'Ручные' });
    const deleted = await asAdmin(
      graphql(`
        mutation OwnStoreDeleteView($id: ID!) {
          deleteSavedView(id: $id) {
            id
            name
          }
        }
      `),
      { id },
    );
    expect(deleted.body.data!.deleteSavedView).toEqual({ id, name: 'Ручные' });
    expect(await views(s.admin)).toEqual([]);
  });

  it("records the web's changes with the fields before and after, and scopes the journal", async () => {
    const region = await asAdmin(
      graphql(`
        mutation OwnStoreRenameRegion($id: Int!, $title: String!) {
          updateRegion(id: $id, input: { title: $title }) {
            id
            title
          }
        }
      `),
      { id: 1, title: `Регион ${s.kind}` },
    );
    expect(region.body.errors).toBeUndefined();
    const journal = await asAdmin(
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
    );
    expect(journal.body.data!.auditLog.items[0]).toEqual({
      userName: expect.any(String),
      client: 'web',
      model: 'Region',
      entityId: 1,
      action: 'update',
      after: { title: `Регион ${s.kind}` },
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
      { cookie: s.manager },
    );
    expect(new Set(managers.body.data!.auditLog.items.map((e) => e.userId))).toEqual(new Set([2]));
    const vendor = await signIn(gql, '+79990000004');
    expect(codes(await gql('query { auditLog { total } }', {}, { cookie: vendor }))?.[0]?.[0]).toBe('FORBIDDEN');
  });
});
