// Code and data in parallel (issue 42, docs/adr/0050-route-queries-start-in-loaders.md,
// docs/adr/0083-route-starters-beside-the-screen.md): a route's query is asked for by its loader (a
// list's route query, a record's starter) while the screen's code still loads, and the screen takes
// that one request's answer (no second read). The screen's module is held back until the request was
// seen, as a slow network would hold its chunk.
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CityRouteQueryVariables, PlacesRouteQueryVariables, TicketsRouteQueryVariables } from '../__generated__/graphql';
import { ticket } from '../features/tickets/tickets-page.fixtures';
import { adminUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

const gates = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    return { held, open, loaded: false };
  };
  return { tickets: gate(), places: gate(), city: gate(), cities: gate(), titled: gate(), campaigns: gate(), people: gate(), messenger: gate(), audit: gate() };
});

vi.mock('../features/tickets/tickets-page', async (original) => {
  await gates.tickets.held;
  gates.tickets.loaded = true;
  return original();
});
vi.mock('../features/people/places-page', async (original) => {
  await gates.places.held;
  gates.places.loaded = true;
  return original();
});

vi.mock('../features/catalogue/city', async (original) => {
  await gates.city.held;
  gates.city.loaded = true;
  return original();
});
vi.mock('../features/catalogue/cities', async (original) => {
  await gates.cities.held;
  gates.cities.loaded = true;
  return original();
});
vi.mock('../features/catalogue/titled', async (original) => {
  await gates.titled.held;
  gates.titled.loaded = true;
  return original();
});
vi.mock('../features/catalogue/campaigns', async (original) => {
  await gates.campaigns.held;
  gates.campaigns.loaded = true;
  return original();
});
vi.mock('../features/messenger/routes', async (original) => {
  await gates.messenger.held;
  gates.messenger.loaded = true;
  return original();
});
vi.mock('../features/audit/routes', async (original) => {
  await gates.audit.held;
  gates.audit.loaded = true;
  return original();
});
vi.mock('../features/people/list-routes', async (original) => {
  await gates.people.held;
  gates.people.loaded = true;
  return original();
});

const place = (id: number) => ({
  __typename: 'Place',
  id,
  title: `Магазин ${id}`,
  address: null,
  internalId: null,
  inn: null,
  blocked: false,
  city: null,
  placeType: null,
  campaign: null,
});

describe('a list route', () => {
  it("asks for /app/tickets's query before the screen's code has loaded, and the screen shows that one answer", async () => {
    const requests: Array<{ variables: TicketsRouteQueryVariables; screenLoaded: boolean }> = [];
    server.use(
      graphql.query<never, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) => {
        requests.push({ variables, screenLoaded: gates.tickets.loaded });
        const tickets = { __typename: 'TicketPage', items: [ticket(5)], total: 1, page: 1, pageSize: 24 };
        return HttpResponse.json({ data: { tickets } as never });
      }),
    );
    renderApp('/app/tickets?filter=processed&page=2', { user: adminUser });

    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    expect(requests[0]).toEqual({
      screenLoaded: false,
      variables: {
        where: { status: { eq: 'PROCESSED' } },
        orderBy: [{ field: 'dateTime', direction: 'DESC' }],
        page: 2,
        pageSize: 24,
      },
    });
    gates.tickets.open();
    expect(await screen.findByRole('link', { name: 'Чек № 5' }, { timeout: 10_000 })).toBeTruthy();
    expect(requests).toHaveLength(1);
  }, 30_000);

  it("asks for /app/places's query before the screen's code has loaded, and the screen shows that one answer", async () => {
    const requests: Array<{ variables: PlacesRouteQueryVariables; screenLoaded: boolean }> = [];
    server.use(
      graphql.query<never, PlacesRouteQueryVariables>('PlacesRoute', ({ variables }) => {
        requests.push({ variables, screenLoaded: gates.places.loaded });
        return HttpResponse.json({ data: { places: { __typename: 'PlacePage', items: [place(8)], total: 1, page: 1, pageSize: 12 } } as never });
      }),
    );
    renderApp('/app/places?q=%D0%A2%D1%83%D0%BB%D0%B0&city=5&sort=title.ASC', { user: adminUser });

    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    expect(requests[0]).toEqual({
      screenLoaded: false,
      variables: { where: { cityId: { eq: 5 } }, search: 'Тула', orderBy: [{ field: 'title', direction: 'ASC' }], page: 1, pageSize: 12 },
    });
    gates.places.open();
    expect(await screen.findByRole('link', { name: 'Место: Магазин 8' }, { timeout: 10_000 })).toBeTruthy();
    expect(requests).toHaveLength(1);
  }, 30_000);
});

describe("a list's starter (the screen's variables of its URL, by the starter)", () => {
  const newest = [{ field: 'id', direction: 'DESC' }];
  const lists = [
    {
      url: '/app/cities?region=2&sort=id.DESC&page=3',
      gate: 'cities',
      operation: 'CitiesRoute',
      variables: { where: { regionId: { eq: 2 } }, orderBy: newest, page: 3, pageSize: 12 },
      data: { cities: { __typename: 'CityPage', items: [], total: 0 } },
    },
    {
      url: '/app/regions?order=id&q=%D0%9C%D0%BE%D1%81',
      gate: 'titled',
      operation: 'RegionsRoute',
      variables: { search: 'Мос', orderBy: newest, page: 1, pageSize: 12 },
      data: { list: { __typename: 'RegionPage', items: [], total: 0 } },
    },
    {
      url: '/app/campaigns?filter=inactive',
      gate: 'campaigns',
      operation: 'CampaignsRoute',
      variables: { where: { isActive: { eq: false } }, orderBy: newest, page: 1, pageSize: 12 },
      data: { campaigns: { __typename: 'CampaignPage', items: [], total: 0 } },
    },
    {
      url: '/app/vendors?filter=blocked&city=4',
      gate: 'people',
      operation: 'PeopleRoute',
      variables: {
        where: { roleName: { eq: 'vendor' }, phoneVerified: { eq: true }, blocked: { eq: true }, cityId: { eq: 4 } },
        orderBy: newest,
        page: 1,
        pageSize: 12,
        vendors: true,
      },
      data: { vendors: { __typename: 'UserPage', items: [], total: 0, page: 1, pageSize: 12 } },
    },
    {
      url: '/app/messenger?order=tickets&q=%D0%98%D0%B2%D0%B0%D0%BD&page=2',
      gate: 'messenger',
      operation: 'MessengerRoute',
      variables: { search: 'Иван', order: 'tickets', page: 2, pageSize: 24 },
      data: { conversations: { __typename: 'ConversationPage', items: [], total: 0, page: 2, pageSize: 24 } },
    },
    {
      url: '/app/audit?filter=sessions&model=User&entity=7&sort=at.ASC',
      gate: 'audit',
      operation: 'AuditRoute',
      variables: {
        where: { action: { in: ['signIn', 'signOut', 'signInFailed'] }, model: { eq: 'User' }, entityId: { eq: 7 } },
        orderBy: [{ field: 'at', direction: 'ASC' }],
        page: 1,
        pageSize: 24,
      },
      data: { auditLog: { __typename: 'AuditLogPage', items: [], total: 0, page: 1, pageSize: 24 } },
    },
  ] as const;

  it.each(lists)(
    "$url: asked for before the screen's code has loaded; the screen shows that one answer",
    async ({ url, gate, operation, variables, data }) => {
      const requests: Array<{ variables: unknown; screenLoaded: boolean }> = [];
      server.use(
        graphql.query(operation, ({ variables: sent }) => {
          requests.push({ variables: sent, screenLoaded: gates[gate].loaded });
          return HttpResponse.json({ data });
        }),
      );
      renderApp(url, { user: adminUser });

      await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
      expect(requests[0]).toEqual({ screenLoaded: false, variables });
      gates[gate].open();
      expect(await screen.findByText('Ничего не найдено', {}, { timeout: 10_000 })).toBeTruthy();
      expect(requests).toHaveLength(1);
    },
    30_000,
  );
});

describe("a record's route", () => {
  const city = {
    __typename: 'City',
    id: 5,
    title: 'Химки',
    timeZone: 'Europe/Moscow',
    region: { __typename: 'Region', id: 2, title: 'Московская область' },
    admEntity: null,
    location: null,
  };

  it("asks for a city's query by its id before the screen's code has loaded; the screen shows that one answer, or its refusal", async () => {
    const requests: Array<{ variables: CityRouteQueryVariables; screenLoaded: boolean }> = [];
    server.use(
      graphql.query<never, CityRouteQueryVariables>('CityRoute', ({ variables }) => {
        requests.push({ variables, screenLoaded: gates.city.loaded });
        if (variables.id === 6) return HttpResponse.json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
        return HttpResponse.json({ data: { city } as never });
      }),
    );
    const { router } = renderApp('/app/city/5', { user: adminUser });

    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    expect(requests[0]).toEqual({ screenLoaded: false, variables: { id: 5 } });
    gates.city.open();
    expect(await screen.findByRole('heading', { name: 'Город: Химки' }, { timeout: 10_000 })).toBeTruthy();
    expect(requests).toHaveLength(1);

    await router.navigate('/app/city/6');
    expect(await screen.findByText('Недостаточно прав для этого действия.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(requests).toEqual([
      { screenLoaded: false, variables: { id: 5 } },
      { screenLoaded: true, variables: { id: 6 } },
    ]);
  }, 30_000);
});
