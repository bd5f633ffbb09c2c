// Saved filters on the reports screen (issue 13, shared/saved-views): save the current URL's filters
// under a name (the server refuses a taken name: its message under the field), list the screen's
// views, open one (the screen follows its URL), rename it, delete it after a confirmation; the list
// follows each mutation's answer without reading it again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CreateSavedViewMutationVariables,
  DeleteSavedViewMutationVariables,
  RenameSavedViewMutationVariables,
  ReportActivityQueryVariables,
  ReportTicketStatsQueryVariables,
  SavedViewsQueryVariables,
} from '../../__generated__/graphql';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { toaster } from '../../shared/notify/toaster';

const view = (id: string, name: string, search: string) => ({ __typename: 'SavedView', id, screen: 'reports', name, search });
const empty = { __typename: 'TicketStats', groupBy: ['status'], groups: [], totals: { __typename: 'TicketMeasures', count: 0, totalSum: 0, score: 0, units: 0 } };

beforeAll(async () => {
  await import('./routes');
}, 60_000);

function handlers(log: {
  lists: SavedViewsQueryVariables[];
  created: CreateSavedViewMutationVariables[];
  renamed: RenameSavedViewMutationVariables[];
  deleted: DeleteSavedViewMutationVariables[];
  stats: ReportTicketStatsQueryVariables[];
}) {
  return [
    graphql.query<never, ReportTicketStatsQueryVariables>('ReportTicketStats', ({ variables }) => {
      log.stats.push(variables);
      return HttpResponse.json({ data: { ticketStats: empty } });
    }),
    graphql.query('ReportPlanFactPage', () => HttpResponse.json({ data: { planFactPage: { __typename: 'PlanFactPage', total: 0, items: [] } } })),
    graphql.query<never, SavedViewsQueryVariables>('SavedViews', ({ variables }) => {
      log.lists.push(variables);
      return HttpResponse.json({ data: { savedViews: [view('7', 'Центр по дням', 'report=day&region=5&regionName=Центр')] } });
    }),
    graphql.mutation<never, CreateSavedViewMutationVariables>('CreateSavedView', ({ variables }) => {
      log.created.push(variables);
      if (variables.input.name === 'Центр по дням') {
        return HttpResponse.json({
          errors: [{ message: 'The `SavedView` instance is not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { name: ['Фильтры с таким названием уже сохранены'] } } }],
        });
      }
      return HttpResponse.json({ data: { createSavedView: view('8', variables.input.name, variables.input.search) } });
    }),
    graphql.mutation<never, RenameSavedViewMutationVariables>('RenameSavedView', ({ variables }) => {
      log.renamed.push(variables);
      return HttpResponse.json({ data: { renameSavedView: { __typename: 'SavedView', id: variables.id, name: variables.name } } });
    }),
    graphql.mutation<never, DeleteSavedViewMutationVariables>('DeleteSavedView', ({ variables }) => {
      log.deleted.push(variables);
      return HttpResponse.json({ data: { deleteSavedView: { __typename: 'SavedView', id: variables.id } } });
    }),
  ];
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Сохранённые фильтры экрана' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('saved filters of the reports screen', () => {
  it('saves the current filters under a name, refuses a taken name with the server’s message, lists them by name', async () => {
    const log = { lists: [], created: [], renamed: [], deleted: [], stats: [] } as Parameters<typeof handlers>[0];
    server.use(...handlers(log));
    renderApp('/app/reports?report=status&campaign=2&campaignName=Весна', { user: adminUser });
    await screen.findByText('Нет данных');
    // The list is read only when asked for.
    expect(log.lists).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранённые фильтры' });
    expect(await within(dialog).findByRole('link', { name: 'Открыть «Центр по дням»' })).toBeTruthy();
    expect(log.lists).toEqual([{ screen: 'reports' }]);

    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить текущие фильтры' }));
    expect(await within(dialog).findByText('Введите название.')).toBeTruthy();
    expect(log.created).toEqual([]);

    fireEvent.change(name, { target: { value: 'Центр по дням' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить текущие фильтры' }));
    expect(await within(dialog).findByText('Фильтры с таким названием уже сохранены.')).toBeTruthy();

    fireEvent.change(name, { target: { value: '  Весна, статусы ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить текущие фильтры' }));
    expect(await screen.findByText('Фильтры «Весна, статусы» сохранены')).toBeTruthy();
    expect(log.created.at(-1)).toEqual({ input: { screen: 'reports', name: 'Весна, статусы', search: 'report=status&campaign=2&campaignName=Весна' } });
    await waitFor(() => expect(listedNames()).toEqual(['Весна, статусы', 'Центр по дням']));
    expect(within(dialog).getByText('открыты сейчас')).toBeTruthy();
    expect(log.lists).toHaveLength(1);
  });

  for (const c of [
    { language: 'ru' as const, button: 'Сохранённые фильтры', label: 'Название', save: 'Сохранить текущие фильтры', field: 'Фильтры с таким названием уже сохранены.' },
    { language: 'es' as const, button: 'Filtros guardados', label: 'Nombre', save: 'Guardar los filtros actuales', field: 'Este valor ya existe.' },
  ]) {
    it(`says a taken name under the dialog's field only, not again in a toast over the dialog (${c.language}, issue 26)`, async () => {
      const create = vi.spyOn(toaster, 'create');
      server.use(
        // The API's answer through the gateway: the field's message and LoopBack's code.
        graphql.mutation('CreateSavedView', () =>
          HttpResponse.json({
            errors: [
              {
                message: 'Проверьте введённые данные.',
                extensions: { code: 'BAD_USER_INPUT', statusCode: 422, fields: { name: ['Фильтры с таким названием уже сохранены'] }, fieldCodes: { name: ['uniqueness'] } },
              },
            ],
          }),
        ),
        ...handlers({ lists: [], created: [], renamed: [], deleted: [], stats: [] }),
      );
      setLanguage(c.language);
      renderApp('/app/reports?report=status', { user: adminUser });
      fireEvent.click(await screen.findByRole('button', { name: c.button }));
      const dialog = await screen.findByRole('dialog', { name: c.button });
      fireEvent.change(within(dialog).getByRole('textbox', { name: c.label }), { target: { value: 'Центр по дням' } });
      fireEvent.click(within(dialog).getByRole('button', { name: c.save }));
      expect((await within(dialog).findByText(c.field)).textContent).toBe(c.field);
      expect(create).not.toHaveBeenCalled();
    });
  }

  it('opens a view: the screen follows its URL (report and filters)', async () => {
    const log = { lists: [], created: [], renamed: [], deleted: [], stats: [] } as Parameters<typeof handlers>[0];
    const activity: ReportActivityQueryVariables[] = [];
    server.use(
      ...handlers(log),
      graphql.query<never, ReportActivityQueryVariables>('ReportActivity', ({ variables }) => {
        activity.push(variables);
        return HttpResponse.json({ data: { activity: [] } });
      }),
    );
    const { location } = renderApp('/app/reports?report=status', { user: adminUser });
    await screen.findByText('Нет данных');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранённые фильтры' });
    fireEvent.click(await within(dialog).findByRole('link', { name: 'Открыть «Центр по дням»' }));
    await waitFor(() => expect(location().search).toBe('?report=day&region=5&regionName=Центр'));
    await waitFor(() => expect(log.stats.at(-1)).toEqual({ groupBy: ['day'], limit: 10000, filter: { regionIds: [5] } }));
    // The route's starter asks as the navigation starts: the screen follows once the navigation ends.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Регион' }).value).toBe('Центр'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Сохранённые фильтры' })).toBeNull());
  });

  it('renames a view and deletes it after a confirmation; the list follows the answers', async () => {
    const log = { lists: [], created: [], renamed: [], deleted: [], stats: [] } as Parameters<typeof handlers>[0];
    server.use(...handlers(log));
    renderApp('/app/reports?report=status', { user: adminUser });
    await screen.findByText('Нет данных');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранённые фильтры' });
    await within(dialog).findByRole('link', { name: 'Открыть «Центр по дням»' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Переименовать' }));
    const input = within(dialog).getByRole('textbox', { name: 'Новое название для «Центр по дням»' });
    fireEvent.change(input, { target: { value: 'Центр, каждый день' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('link', { name: 'Открыть «Центр, каждый день»' })).toBeTruthy();
    expect(log.renamed).toEqual([{ id: '7', name: 'Центр, каждый день' }]);

    // The pointer over 'Удалить', or the focus on it, starts loading the confirmation dialog.
    expectConfirmLoadOnIntent(within(dialog).getByRole('button', { name: 'Удалить' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Удалить сохранённые фильтры «Центр, каждый день»?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByText('Сохранённых фильтров пока нет')).toBeTruthy();
    expect(log.deleted).toEqual([{ id: '7' }]);
    expect(log.lists).toHaveLength(1);
  });
});
