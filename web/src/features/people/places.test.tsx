// The places list: its pages and filters, a vendor's read-only view, a new place.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlacesRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser, vendorUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { fullPlace, lookups, pick, placeHandler, placesFixtures, placesHandler } from './places.fixtures';
import { rowCells } from '../../test/table';

placesFixtures();

describe('places', () => {
  it('lists 12 places a page, newest first, and filters by city and by region through its cities', async () => {
    const requests: PlacesRouteQueryVariables[] = [];
    server.use(placesHandler(requests), ...lookups);
    const { location } = renderApp('/app/places', { user: adminUser });
    const link = await screen.findByRole('link', { name: 'Место: Магазин 120' });
    expect(rowCells(link)).toEqual(['120', 'Магазин 120', 'Тула, ул. Ленина, 120', 'Тула', 'T-120', '123456789012', 'Супермаркет', 'Весна']);
    expect(requests).toEqual([{ orderBy: [{ field: 'id', direction: 'DESC' }], page: 1, pageSize: 12 }]);
    expect(screen.getByRole('link', { name: 'Новое место' })).toBeTruthy();

    await pick('Город', 'Тула');
    await waitFor(() => expect(requests.at(-1)?.where).toEqual({ cityId: { eq: 5 } }));
    expect(location().search).toBe('?city=5&cityName=%D0%A2%D1%83%D0%BB%D0%B0');

    await pick('Регион', 'Тульская область');
    await waitFor(() => expect(requests.at(-1)?.where).toEqual({ cityId: { eq: 5 }, and: [{ cityId: { in: [5, 8] } }] }));
  });

  it('a vendor sees its place read-only, with no "Новое место"', async () => {
    server.use(placesHandler([]), ...placeHandler(), ...lookups);
    renderApp('/app/places', { user: vendorUser });
    expect(await screen.findByRole('link', { name: 'Место: Магазин 120' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Новое место' })).toBeNull();
  });

  it('creates a place: title and city required, lat/lng ranges checked, then the new place opens', async () => {
    const inputs: unknown[] = [];
    server.use(
      ...lookups,
      ...placeHandler({ ...fullPlace([]), id: 31, title: 'Новый магазин' }),
      graphql.mutation('CreatePlace', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { createPlace: { __typename: 'Place', id: 31, title: 'Новый магазин' } } });
      }),
    );
    const { location } = renderApp('/app/place', { user: adminUser });
    const save = await screen.findByRole('button', { name: 'Сохранить' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Широта' }), { target: { value: '91' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ИНН' }), { target: { value: '123' } });
    fireEvent.click(save);
    expect(await screen.findByText('Обязательное поле.')).toBeTruthy();
    expect(screen.getByText('Выберите город')).toBeTruthy();
    expect(screen.getByText('Не больше 90.')).toBeTruthy();
    expect(screen.getByText('ИНН — ровно 12 цифр.')).toBeTruthy();
    expect(inputs).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Название/ }), { target: { value: ' Новый магазин ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'ИНН' }), { target: { value: '123456789012' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Широта' }), { target: { value: '54,2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Долгота' }), { target: { value: '37.6' } });
    await pick('Город *', 'Тверь');
    fireEvent.click(save);
    expect(await screen.findByText('Место создано')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/app/place/31'));
    expect(inputs).toEqual([
      {
        title: 'Новый магазин',
        description: null,
        address: null,
        inn: '123456789012',
        internalId: null,
        cityId: 6,
        placeTypeId: null,
        campaignId: null,
        blocked: false,
        distributingFacilityId: null,
        location: { lat: 54.2, lng: 37.6 },
      },
    ]);
  });
});
