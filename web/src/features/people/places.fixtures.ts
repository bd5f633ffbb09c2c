// What the places' tests share (places.test.tsx, place-page.test.tsx): a page of places, a place with
// its people, tickets and history, the pickers' answers, a pick in a picker.
import { fireEvent, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll } from 'vitest';
import type { PlacesRouteQueryVariables } from '../../__generated__/graphql';
import { historyEntry } from '../../test/fixtures';

/** Each file's own hook (the files share modules, isolate: false). */
export function placesFixtures(): void {
  // jsdom has no ResizeObserver; the description's auto-resizing textarea (Chakra) needs one.
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
}

export function placeRow(id: number) {
  return {
    __typename: 'Place',
    id,
    title: `Магазин ${id}`,
    address: `Тула, ул. Ленина, ${id}`,
    internalId: `T-${id}`,
    inn: '123456789012',
    blocked: false,
    city: { __typename: 'City', id: 5, title: 'Тула' },
    placeType: { __typename: 'PlaceType', id: 1, title: 'Супермаркет' },
    campaign: { __typename: 'Campaign', id: 2, title: 'Весна' },
  };
}

export function placesHandler(requests: PlacesRouteQueryVariables[]) {
  return graphql.query('PlacesRoute', ({ variables }) => {
    requests.push(variables as PlacesRouteQueryVariables);
    const first = 120 - ((variables.page as number) - 1) * 12;
    const items = Array.from({ length: Math.max(0, Math.min(12, first - 100)) }, (_, i) => placeRow(first - i));
    return HttpResponse.json({ data: { places: { __typename: 'PlacePage', items, total: 20, page: variables.page, pageSize: 12 } } });
  });
}

export const titled = (typename: string, items: Array<[number, string]>) => ({ items: items.map(([id, title]) => ({ __typename: typename, id, title })) });

export function user(id: number, roleName: string, name: string) {
  return { __typename: 'User', id, name, surname: 'Тестов', phone: `+7999111${String(id).padStart(4, '0')}`, roleName, status: 'ACTIVE' };
}

/** What the viewer may do to the place, as the gateway's policy answers for an administrator and a regional manager of its city. */
export const ADMIN_CAN = { __typename: 'PlaceCan', update: true, assign: ['regionalManager', 'salesMan', 'vendor'], invite: ['regionalManager', 'salesMan', 'vendor'] };
export const MANAGER_CAN = { __typename: 'PlaceCan', update: false, assign: ['salesMan', 'vendor'], invite: ['salesMan', 'vendor'] };

export function fullPlace(users = [user(7, 'vendor', 'Ольга'), user(3, 'salesMan', 'Сергей')], regionalManagers: ReturnType<typeof user>[] = [], can = ADMIN_CAN) {
  return {
    can,
    __typename: 'Place',
    id: 9,
    title: 'Магазин у дома',
    description: null,
    address: 'Тула, ул. Ленина, 1',
    inn: '123456789012',
    internalId: 'T-9',
    cityId: 5,
    city: { __typename: 'City', id: 5, title: 'Тула' },
    placeTypeId: 1,
    placeType: { __typename: 'PlaceType', id: 1, title: 'Супермаркет' },
    campaignId: null,
    campaign: null,
    distributingFacilityId: 4,
    blocked: false,
    updatedAt: '2024-03-01T09:30:00.000Z',
    image: null,
    location: { __typename: 'GeoPoint', lat: 54.19, lng: 37.61 },
    users,
    regionalManagers,
    history: {
      __typename: 'AuditLogPage',
      items: [
        historyEntry({
          id: 5,
          at: '2024-03-02T07:05:00.000Z',
          action: 'update',
          actionTitle: 'Изменение',
          before: { title: 'Магазин', address: null },
          after: { title: 'Магазин у дома', address: 'Тула, ул. Ленина, 1' },
        }),
      ],
    },
  };
}

export const placeTickets = {
  __typename: 'TicketPage',
  items: [
    {
      __typename: 'Ticket',
      id: 77,
      dateTime: '2024-03-01T09:30:00.000Z',
      totalSum: 5000,
      score: 3,
      status: 'NEW',
      statusCode: 'new',
      statusTitle: 'Новый',
      user: { __typename: 'User', id: 7, name: 'Ольга', surname: 'Тестов', phone: null },
    },
  ],
  total: 1,
};

/** The place's route query and, apart, its receipts (issue 37: their failure is their panel's). */
export function placeHandler(place = fullPlace()) {
  return [graphql.query('PlaceRoute', () => HttpResponse.json({ data: { place } })), graphql.query('PlaceTickets', () => HttpResponse.json({ data: { tickets: placeTickets } }))];
}

/** Cities as a search answers them. */
export const cityPage = (...cities: Array<[number, string]>) => ({ __typename: 'CityPage', ...titled('City', cities) });

export const lookups = [
  graphql.query('LookupCities', () => HttpResponse.json({ data: { cities: cityPage([5, 'Тула'], [6, 'Тверь']) } })),
  graphql.query('LookupRegions', () => HttpResponse.json({ data: { regions: { __typename: 'RegionPage', ...titled('Region', [[3, 'Тульская область']]) } } })),
  graphql.query('PlacesRegionCities', () => HttpResponse.json({ data: { cities: cityPage([5, 'Тула'], [8, 'Алексин']) } })),
  graphql.query('LookupUsers', ({ variables }) =>
    HttpResponse.json({ data: { users: { __typename: 'UserPage', items: [{ ...user(11, String((variables.where as { roleName: { eq: string } }).roleName.eq), 'Новый') }] } } }),
  ),
];

export async function pick(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.focus(box);
  // An option names the person and then their phone (issue 25: people told apart in pickers).
  fireEvent.mouseDown(await screen.findByRole('option', { name: (name) => name.startsWith(option) }));
}
