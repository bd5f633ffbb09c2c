// Saved views through the gateway (issue 13): savedViews(screen), createSavedView, renameSavedView,
// deleteSavedView, each mutation answering the view; BAD_USER_INPUT with the API's Russian field
// messages; another user's view is NOT_FOUND to rename or delete, and not listed.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

const s = fileHarness({ sessions: { manager: '+79990000002' } });

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
    const created = await s.asAdmin(CREATE, { input: { screen: 'tickets', name: 'Отклонённые', search: '?filter=rejected' } });
    expect(created.body.errors).toBeUndefined();
    const view = created.body.data!.createSavedView;
    expect(view).toEqual({ id: expect.stringMatching(/^\d+$/), screen: 'tickets', name: 'Отклонённые', search: 'filter=rejected' });
    await s.asAdmin(CREATE, { input: { screen: 'reports', name: 'По дням', search: 'report=day' } });
    const tickets = await s.asAdmin(LIST, { screen: 'tickets' });
    expect(tickets.body.data!.savedViews).toEqual([view]);
    const all = await s.asAdmin(LIST);
    expect(all.body.data!.savedViews.map((v) => v.name)).toEqual(['Отклонённые', 'По дням']);

    const renamed = await s.asAdmin(RENAME, { id: view.id, name: 'Все отклонённые' });
    expect(renamed.body.data!.renameSavedView).toEqual({ ...view, name: 'Все отклонённые' });
    const deleted = await s.asAdmin(DELETE, { id: view.id });
    expect(deleted.body.data!.deleteSavedView).toEqual({ ...view, name: 'Все отклонённые' });
    expect((await s.asAdmin(LIST, { screen: 'tickets' })).body.data!.savedViews).toEqual([]);
  });

  it('answers BAD_USER_INPUT with the Russian message of the field for an empty or taken name', async () => {
    const empty = await s.asAdmin(CREATE, { input: { screen: 'reports', name: ' ', search: '' } });
    expect(empty.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Введите название.'] } });
    const taken = await s.asAdmin(CREATE, { input: { screen: 'reports', name: 'по дням', search: '' } });
    expect(taken.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Фильтры с таким названием уже сохранены.'] } });
  });

  it("keeps views their owner's: another user does not list them and cannot rename or delete them", async () => {
    const mine = (await s.asAdmin(LIST, { screen: 'reports' })).body.data!.savedViews[0]!;
    expect((await s.h.gql(LIST, {}, { cookie: s.manager })).body.data!.savedViews).toEqual([]);
    const rename = await s.h.gql(RENAME, { id: mine.id, name: 'Чужой' }, { cookie: s.manager });
    expect(rename.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const remove = await s.h.gql(DELETE, { id: mine.id }, { cookie: s.manager });
    expect(remove.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await s.asAdmin(LIST, { screen: 'reports' })).body.data!.savedViews).toEqual([mine]);
    const visitor = await s.h.gql(LIST, {});
    expect(visitor.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
