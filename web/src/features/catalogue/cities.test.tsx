import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { rowCells } from '../../test/table';
import { confirmDelete, recording } from './catalogue.fixtures';

const region = { __typename: 'Region', id: 2, title: 'Московская область' };
const city = (id: number, title: string) => ({
  __typename: 'City',
  id,
  title,
  timeZone: 'Europe/Moscow',
  region,
  admEntity: { __typename: 'AdmEntity', id: 4, title: 'Городской округ' },
  location: { __typename: 'GeoPoint', lat: 55.75, lng: 37.62 },
});

describe('cities', () => {
  it('lists cities with region, adm. entity and time zone, and filters by a region picked in the selector', async () => {
    const requests: unknown[] = [];
    const regionSearches: unknown[] = [];
    server.use(
      graphql.query('CitiesRoute', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({ data: { cities: { __typename: 'CityPage', items: [city(5, 'Химки')], total: 1 } } });
      }),
      graphql.query('CitySelectRegions', ({ variables }) => {
        regionSearches.push(variables);
        return HttpResponse.json({ data: { regions: { __typename: 'RegionPage', items: [region, { __typename: 'Region', id: 3, title: '' }] } } });
      }),
    );
    const { location } = renderApp('/app/cities', { user: adminUser });
    const link = await screen.findByRole('link', { name: 'Открыть «Химки»' });
    expect(rowCells(link)).toEqual(['5', 'Химки', 'Московская область', 'Городской округ', 'Europe/Moscow']);
    expect(requests[0]).toEqual({ page: 1, pageSize: 12, orderBy: [{ field: 'title', direction: 'ASC' }] });

    fireEvent.focus(screen.getByRole('combobox', { name: 'Регион' }));
    const option = await screen.findByRole('option', { name: 'Московская область' });
    expect(regionSearches[0]).toEqual({ pageSize: 49 });
    expect(screen.getByRole('option', { name: 'Без названия' })).toBeTruthy();
    fireEvent.mouseDown(option);
    await waitFor(() =>
      expect(location().search).toBe('?region=2&regionName=%D0%9C%D0%BE%D1%81%D0%BA%D0%BE%D0%B2%D1%81%D0%BA%D0%B0%D1%8F+%D0%BE%D0%B1%D0%BB%D0%B0%D1%81%D1%82%D1%8C'),
    );
    await waitFor(() => expect(requests.at(-1)).toEqual({ where: { regionId: { eq: 2 } }, page: 1, pageSize: 12, orderBy: [{ field: 'title', direction: 'ASC' }] }));
  });

  it('creates a city: the region is required, a latitude needs a longitude, typed values stay', async () => {
    const { inputs, handler } = recording('CreateCity', () => ({ createCity: city(8, 'Тверь') }));
    server.use(
      graphql.query('CitySelectRegions', () => HttpResponse.json({ data: { regions: { __typename: 'RegionPage', items: [region] } } })),
      handler,
      graphql.query('CityRoute', () => HttpResponse.json({ data: { city: city(8, 'Тверь') } })),
    );
    const { location } = renderApp('/app/city', { user: adminUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), { target: { value: 'Тверь' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Широта' }), { target: { value: '56,85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Обязательное поле.')).toBeTruthy();
    expect(screen.getByText('Укажите и широту, и долготу.')).toBeTruthy();
    expect(screen.getByDisplayValue('Тверь')).toBeTruthy();
    expect(inputs).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Долгота' }), { target: { value: '91' } });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Регион' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Московская область' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Часовой пояс' }), { target: { value: 'Asia/Yekaterinburg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().pathname).toBe('/app/city/8'));
    expect(inputs).toEqual([{ title: 'Тверь', regionId: 2, admEntityId: null, timeZone: 'Asia/Yekaterinburg', location: { lat: 56.85, lng: 91 } }]);
  });

  it("saves a city: the answer updates the editor's city in the cache, which is not read again", async () => {
    const inputs: unknown[] = [];
    let reads = 0;
    server.use(
      graphql.query('CityRoute', () => {
        reads += 1;
        return HttpResponse.json({ data: { city: city(5, 'Химки') } });
      }),
      graphql.mutation('UpdateCity', ({ variables }) => {
        inputs.push(variables);
        // The API answers the city as saved: its time zone cleared by the API, not by the form.
        return HttpResponse.json({ data: { updateCity: { ...city(5, 'Химки-2'), timeZone: null } } });
      }),
    );
    renderApp('/app/city/5', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Город: Химки' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Название' }), { target: { value: 'Химки-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { name: 'Город: Химки-2' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Часовой пояс' }) as HTMLSelectElement).value).toBe(''));
    expect(inputs).toEqual([{ id: 5, input: { title: 'Химки-2' } }]); // only what was changed (issue 39)
    expect(reads).toBe(1);
  });

  it('refuses a longitude outside −180…180', async () => {
    renderApp('/app/city', { user: adminUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Долгота' }), { target: { value: '181' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Долгота' }));
    expect(await screen.findByText('Не больше 180.')).toBeTruthy();
  });

  it('refuses to delete a city that still has places', async () => {
    const { inputs: deletes, handler } = recording('DeleteCity', () => ({ deleteCity: true }));
    server.use(
      graphql.query('CityRoute', () => HttpResponse.json({ data: { city: city(5, 'Химки') } })),
      graphql.query('CityUsage', () => HttpResponse.json({ data: { places: { __typename: 'PlacePage', total: 21 } } })),
      handler,
    );
    renderApp('/app/city/5', { user: adminUser });
    expect(await screen.findByDisplayValue('55.75')).toBeTruthy();
    await confirmDelete();
    expect(await screen.findByText('Город «Химки» используется: 21 место. Сначала перенесите их в другой город.')).toBeTruthy();
    expect(deletes).toHaveLength(0);
  });
});
