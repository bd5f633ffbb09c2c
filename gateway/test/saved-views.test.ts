// Saved views through the gateway (issue 13): savedViews(screen), createSavedView, renameSavedView,
// deleteSavedView, each mutation answering the view; BAD_USER_INPUT with the API's Russian field
// messages; another user's view is NOT_FOUND to rename or delete, and not listed.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { harnessOfFile, type Harness } from './harness';

let h: Harness;
let admin: string;
let manager: string;

harnessOfFile({}, async (started, session) => {
  h = started;
  admin = session;
  manager = await h.signIn('+79990000002');
});

graphql(`
  fragment SavedViewsView on SavedView {
    id
    screen
    name
    search
  }
`);
const CREATE = graphql(`
  mutation SavedViewsCreate($input: CreateSavedViewInput!) {
    createSavedView(input: $input) {
      ...SavedViewsView
    }
  }
`);
const RENAME = graphql(`
  mutation SavedViewsRename($id: ID!, $name: String!) {
    renameSavedView(id: $id, name: $name) {
      ...SavedViewsView
    }
  }
`);
const DELETE = graphql(`
  mutation SavedViewsDelete($id: ID!) {
    deleteSavedView(id: $id) {
      ...SavedViewsView
    }
  }
`);
const LIST = graphql(`
  query SavedViewsList($screen: String) {
    savedViews(screen: $screen) {
      ...SavedViewsView
    }
  }
`);

describe('saved views', () => {
  it('creates, lists by screen, renames and deletes a view, each answering the view', async () => {
    const created = await h.gql(CREATE, { input: { screen: 'tickets', name: 'Отклонённые', search: '?filter=rejected' } }, { cookie: admin });
    expect(created.body.errors).toBeUndefined();
    const view = created.body.data!.createSavedView;
    expect(view).toEqual({ id: expect.stringMatching(/^\d+$/), screen: 'tickets', name: 'Отклонённые', search: 'filter=rejected' });
    await h.gql(CREATE, { input: { screen: 'reports', name: 'По дням', search: 'report=day' } }, { cookie: admin });
    const tickets = await h.gql(LIST, { screen: 'tickets' }, { cookie: admin });
    expect(tickets.body.data!.savedViews).toEqual([view]);
    const all = await h.gql(LIST, {}, { cookie: admin });
    expect(all.body.data!.savedViews.map((v) => v.name)).toEqual(['Отклонённые', 'По дням']);

    const renamed = await h.gql(RENAME, { id: view.id, name: 'Все отклонённые' }, { cookie: admin });
    expect(renamed.body.data!.renameSavedView).toEqual({ ...view, name: 'Все отклонённые' });
    const deleted = await h.gql(DELETE, { id: view.id }, { cookie: admin });
    expect(deleted.body.data!.deleteSavedView).toEqual({ ...view, name: 'Все отклонённые' });
    expect((await h.gql(LIST, { screen: 'tickets' }, { cookie: admin })).body.data!.savedViews).toEqual([]);
  });

  it('answers BAD_USER_INPUT with the Russian message of the field for an empty or taken name', async () => {
    const empty = await h.gql(CREATE, { input: { screen: 'reports', name: ' ', search: '' } }, { cookie: admin });
    expect(empty.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Введите название.'] } });
    const taken = await h.gql(CREATE, { input: { screen: 'reports', name: 'по дням', search: '' } }, { cookie: admin });
    expect(taken.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Фильтры с таким названием уже сохранены.'] } });
  });

  it("keeps views their owner's: another user does not list them and cannot rename or delete them", async () => {
    const mine = (await h.gql(LIST, { screen: 'reports' }, { cookie: admin })).body.data!.savedViews[0]!;
    expect((await h.gql(LIST, {}, { cookie: manager })).body.data!.savedViews).toEqual([]);
    const rename = await h.gql(RENAME, { id: mine.id, name: 'Чужой' }, { cookie: manager });
    expect(rename.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const remove = await h.gql(DELETE, { id: mine.id }, { cookie: manager });
    expect(remove.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await h.gql(LIST, { screen: 'reports' }, { cookie: admin })).body.data!.savedViews).toEqual([mine]);
    const visitor = await h.gql(LIST, {});
    expect(visitor.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
