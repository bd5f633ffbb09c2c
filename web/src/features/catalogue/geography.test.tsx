import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, regionalManagerUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { confirmDelete, recording } from './catalogue.fixtures';

const region = (id: number, title: string) => ({ __typename: 'Region', id, title });

function regionsList(requests: unknown[] = []) {
  return graphql.query('RegionsRoute', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({
      data: { list: { __typename: 'RegionPage', items: [region(2, 'Московская область'), region(1, 'Тверская область')], total: 2 } },
    });
  });
}

/** The region's route query answering `item`, and its usage count answering `total` cities. */
const regionRoute = (item = region(2, 'Московская область')) => graphql.query('RegionRoute', () => HttpResponse.json({ data: { item } }));
const regionUsage = (total: number) => graphql.query('RegionUsage', () => HttpResponse.json({ data: { usage: { __typename: 'CityPage', total } } }));

describe('regions', () => {
  it('lists regions by title, 12 a page, with search in the URL', async () => {
    const requests: unknown[] = [];
    server.use(regionsList(requests));
    const { location } = renderApp('/app/regions', { user: adminUser });
    expect(await screen.findByRole('link', { name: 'Открыть «Московская область»' })).toBeTruthy();
    expect(screen.getByText('Всего: 2')).toBeTruthy();
    expect(requests[0]).toEqual({ page: 1, pageSize: 12, orderBy: [{ field: 'title', direction: 'ASC' }] });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'моск' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() => expect(location().search).toBe('?q=%D0%BC%D0%BE%D1%81%D0%BA'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ search: 'моск', page: 1, pageSize: 12, orderBy: [{ field: 'title', direction: 'ASC' }] }));
    expect(screen.getByRole('link', { name: 'Добавить' }).getAttribute('href')).toBe('/app/region');
  });

  it('creates a region, refusing an empty title with a Russian message, then opens it', async () => {
    const { inputs, handler } = recording('CreateRegion', () => ({ saved: region(7, 'Новгородская область') }));
    server.use(handler, regionRoute(region(7, 'Новгородская область')));
    const { location } = renderApp('/app/region', { user: adminUser });
    const title = await screen.findByRole('textbox', { name: 'Название' });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле.')).toBeTruthy();
    expect(inputs).toEqual([]);
    fireEvent.change(title, { target: { value: '  Новгородская область ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().pathname).toBe('/app/region/7'));
    expect(inputs).toEqual([{ title: 'Новгородская область' }]);
    expect(await screen.findByText('Операция выполнена')).toBeTruthy();
    expect(await screen.findByDisplayValue('Новгородская область')).toBeTruthy();
  });

  it('refuses to delete a region its cities still use, saying how many, and keeps it', async () => {
    const { inputs: deletes, handler } = recording('DeleteRegion', () => ({ removed: true }));
    server.use(regionRoute(), regionUsage(3), handler);
    const { location } = renderApp('/app/region/2', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Подтвердите удаление')).toBeTruthy();
    expect(within(dialog).getByText('Регион «Московская область» будет удалён.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удаление невозможно')).toBeTruthy();
    expect(screen.getByText('Регион «Московская область» используется: 3 города. Сначала перенесите их в другой регион.')).toBeTruthy();
    expect(deletes).toHaveLength(0);
    expect(location().pathname).toBe('/app/region/2');
    expect(screen.getByDisplayValue('Московская область')).toBeTruthy();
  });

  it('deletes an unused region after the confirmation and goes back to the list', async () => {
    const { inputs: deleted, handler } = recording(
      'DeleteRegion',
      () => ({ removed: true }),
      (variables) => variables,
    );
    server.use(regionsList(), regionRoute(), regionUsage(0), handler);
    const { location } = renderApp('/app/region/2', { user: adminUser });
    await confirmDelete();
    await waitFor(() => expect(location().pathname).toBe('/app/regions'));
    expect(deleted).toEqual([{ id: 2 }]);
    expect(await screen.findByText('Операция выполнена')).toBeTruthy();
  });

  it('shows a regional manager the region without write buttons', async () => {
    server.use(regionRoute());
    renderApp('/app/region/2', { user: regionalManagerUser });
    expect(await screen.findByDisplayValue('Московская область')).toBeTruthy();
    expect(screen.getByText('Только просмотр: изменять могут администраторы.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('goes to /404 when the region does not exist', async () => {
    server.use(graphql.query('RegionRoute', () => HttpResponse.json({ errors: [{ message: 'Регион не найден', extensions: { code: 'NOT_FOUND' } }], data: null })));
    const { location } = renderApp('/app/region/99', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});

describe('adm. entities and place types', () => {
  it('refuses to delete an adm. entity its cities use', async () => {
    server.use(
      graphql.query('AdmEntityRoute', () => HttpResponse.json({ data: { item: { __typename: 'AdmEntity', id: 4, title: 'Городской округ' } } })),
      graphql.query('AdmEntityUsage', () => HttpResponse.json({ data: { usage: { __typename: 'CityPage', total: 1 } } })),
    );
    renderApp('/app/adm-entity/4', { user: adminUser });
    await confirmDelete();
    expect(await screen.findByText('Адм. образование «Городской округ» используется: 1 город. Сначала перенесите их.')).toBeTruthy();
  });

  it('edits place types on their own screen: create from ?edit=new, rename, refuse a delete while places use it', async () => {
    const { inputs: created, handler: onCreate } = recording('CreatePlaceType', () => ({ saved: { __typename: 'PlaceType', id: 9, title: 'Супермаркет' } }));
    const { inputs: updated, handler: onUpdate } = recording(
      'UpdatePlaceType',
      () => ({ saved: { __typename: 'PlaceType', id: 3, title: 'Павильон' } }),
      (variables) => variables,
    );
    server.use(
      graphql.query('PlaceTypesRoute', () =>
        HttpResponse.json({ data: { list: { __typename: 'PlaceTypePage', items: [{ __typename: 'PlaceType', id: 3, title: 'Киоск' }], total: 1 } } }),
      ),
      graphql.query('PlaceTypeEditor', ({ variables }) =>
        HttpResponse.json({ data: { item: { __typename: 'PlaceType', id: variables.id, title: variables.id === 3 ? 'Киоск' : 'Супермаркет' } } }),
      ),
      onCreate,
      onUpdate,
      graphql.query('PlaceTypeUsage', () => HttpResponse.json({ data: { usage: { __typename: 'PlacePage', total: 12 } } })),
    );
    const { location } = renderApp('/app/place-types', { user: adminUser });
    fireEvent.click(await screen.findByRole('link', { name: 'Добавить' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), { target: { value: 'Супермаркет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().search).toBe('?edit=9'));
    expect(created).toEqual([{ title: 'Супермаркет' }]);

    fireEvent.click(screen.getByRole('link', { name: 'Открыть «Киоск»' }));
    await waitFor(() => expect(location().search).toBe('?edit=3'));
    const title = await screen.findByDisplayValue('Киоск');
    fireEvent.change(title, { target: { value: 'Павильон' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(updated).toEqual([{ id: 3, input: { title: 'Павильон' } }]));

    await confirmDelete();
    expect(await screen.findByText('Тип места «Павильон» используется: 12 мест. Сначала смените их тип.')).toBeTruthy();
  });
});
