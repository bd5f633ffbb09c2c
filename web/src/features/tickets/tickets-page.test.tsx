// The tickets page's list: a page of 24, its filters and pages kept in the URL, the keys, its load error;
// the named filters and the processor's panel: tickets-page-filters.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateSavedViewMutationVariables, TicketsAsideQuery, TicketsAsideQueryVariables, TicketsRouteQuery, TicketsRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { gatewaySocket } from '../../test/gateway-socket';
import { server } from '../../test/server';
import { apiAway, asideReads, NBSP, processor, rowOf, ticketsHandler, ticketsPage, ticketsPageFixtures } from './tickets-page.fixtures';

ticketsPageFixtures();

describe('tickets page', () => {
  it('shows 24 tickets a page, newest first, with formatted date, place, user, sum, points and status', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(...ticketsHandler(requests));
    renderApp('/app/tickets', { user: adminUser });

    expect(await screen.findByRole('link', { name: 'Чек № 130' })).toBeTruthy();
    expect(requests).toEqual([{ page: 1, pageSize: 24, orderBy: [{ field: 'dateTime', direction: 'DESC' }] }]);
    // The first screenful first, the rest of the page right after it (issue 42).
    expect(await screen.findByRole('link', { name: 'Чек № 107' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(25); // header + 24
    expect(rowOf(130)).toEqual(['130', '1 марта 12:30', 'Магазин у домаМосква, ул. Ленина, 1', 'Мария Продавцова+79991112233', `1${NBSP}234,50${NBSP}₽`, '15', 'Обработан']);
    expect(screen.getByText('Всего: 30')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Сумма' })).toBeTruthy();
  });

  it("draws its rows first: the named filters' counts and the processor are read once the rows are on screen, and never hold them up (issue 42)", async () => {
    const order: string[] = [];
    let answerAside!: () => void;
    server.use(
      graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) => {
        order.push('rows asked');
        return HttpResponse.json({ data: ticketsPage(variables) });
      }),
      graphql.query<TicketsAsideQuery, TicketsAsideQueryVariables>('TicketsAside', async ({ variables }) => {
        order.push(`aside asked, ${document.querySelectorAll('tbody tr').length} rows on screen`);
        asideReads.push(variables);
        await new Promise<void>((resolve) => (answerAside = resolve));
        const ticketCounts = { __typename: 'TicketCounts', total: 30, statuses: [{ __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 4 }] };
        return HttpResponse.json({ data: { ticketCounts, autoProcessor: processor() } as TicketsAsideQuery });
      }),
    );
    renderApp('/app/tickets?place=3&placeName=x&filter=new', { user: adminUser });
    expect(await screen.findByRole('link', { name: 'Чек № 130' })).toBeTruthy();
    await waitFor(() => expect(asideReads).toHaveLength(1));
    // The rows are there while the counts are still being read: the chips without counts, no panel yet.
    expect(order).toEqual(['rows asked', 'aside asked, 24 rows on screen']);
    expect(asideReads).toEqual([{ countWhere: { placeId: { eq: 3 } }, withProcessor: true }]);
    expect(screen.getByRole('button', { name: 'Все' })).toBeTruthy();
    expect(screen.queryByTestId('processor-status')).toBeNull();
    answerAside();
    expect(await screen.findByRole('button', { name: 'Новые · 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Все · 30' })).toBeTruthy();
    expect((await screen.findByTestId('processor-status')).textContent).toBe('Остановлена');
  });

  it('saves its filters under a name (the URL search, screen "tickets") and opens them again (shared/saved-views)', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    const created: CreateSavedViewMutationVariables[] = [];
    server.use(
      ...ticketsHandler(requests),
      graphql.query('SavedViews', ({ variables }) =>
        HttpResponse.json({
          data: { savedViews: variables.screen === 'tickets' ? [{ __typename: 'SavedView', id: '3', screen: 'tickets', name: 'Вторая страница', search: 'page=2' }] : [] },
        }),
      ),
      graphql.mutation<never, CreateSavedViewMutationVariables>('CreateSavedView', ({ variables }) => {
        created.push(variables);
        return HttpResponse.json({ data: { createSavedView: { __typename: 'SavedView', id: '4', ...variables.input } } });
      }),
    );
    const { location } = renderApp('/app/tickets?filter=processed', { user: adminUser });
    await screen.findByRole('link', { name: 'Чек № 130' });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранённые фильтры' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Название' }), { target: { value: 'Обработанные' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить текущие фильтры' }));
    await within(dialog).findByRole('link', { name: 'Открыть «Обработанные»' });
    expect(created).toEqual([{ input: { screen: 'tickets', name: 'Обработанные', search: 'filter=processed' } }]);
    fireEvent.click(within(dialog).getByRole('link', { name: 'Открыть «Вторая страница»' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 2 }));
  });

  it('goes to page 2 and keeps the page in the URL', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(...ticketsHandler(requests));
    const { location } = renderApp('/app/tickets', { user: adminUser });

    fireEvent.click(await screen.findByRole('button', { name: 'Страница 2' }));

    expect(await screen.findByRole('link', { name: 'Чек № 106' })).toBeTruthy();
    expect(location().pathname).toBe('/app/tickets');
    expect(location().search).toBe('?page=2');
    expect(requests.map((r) => r.page)).toEqual([1, 2]);
    expect(screen.getAllByRole('row')).toHaveLength(7); // header + 6
    expect(rowOf(106)).toEqual(['106', '1 января 00:05', 'Магазин у домаМосква, ул. Ленина, 1', 'Мария Продавцова+79991112233', `999,05${NBSP}₽`, '0', 'Отклонён']);
    expect(screen.getByRole('button', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Следующая страница' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(await screen.findByRole('link', { name: 'Чек № 130' })).toBeTruthy();
    expect(location().search).toBe('');
  });

  it('filters by campaign and then by one of its periods, both kept in the URL, the period dropped with the campaign', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    const periodQueries: unknown[] = [];
    server.use(
      ...ticketsHandler(requests),
      graphql.query('LookupCampaigns', () =>
        HttpResponse.json({ data: { campaigns: { __typename: 'CampaignPage', items: [{ __typename: 'Campaign', id: 1, title: 'Большая корзина' }] } } }),
      ),
      graphql.query('LookupPeriods', ({ variables }) => {
        periodQueries.push(variables);
        return HttpResponse.json({
          data: {
            periods: {
              __typename: 'PeriodPage',
              items: [
                { __typename: 'Period', id: 4, startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-06-30T00:00:00.000Z' },
                { __typename: 'Period', id: 2, startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-03-31T00:00:00.000Z' },
              ],
            },
          },
        });
      }),
    );
    const { location } = renderApp('/app/tickets?page=2', { user: adminUser });
    await screen.findByRole('link', { name: 'Чек № 101' });
    expect(screen.queryByRole('combobox', { name: 'Период' })).toBeNull(); // only once a campaign is chosen

    const campaign = screen.getByRole('combobox', { name: 'Кампания' });
    fireEvent.focus(campaign);
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Большая корзина' }));
    await waitFor(() => expect(requests.at(-1)?.where).toEqual({ campaignId: { eq: 1 } }));
    expect(requests.at(-1)?.page).toBe(1);

    const period = await screen.findByRole('combobox', { name: 'Период' });
    fireEvent.focus(period);
    fireEvent.change(period, { target: { value: 'янв' } });
    await screen.findByRole('option', { name: '1 января 2026 — 31 марта 2026' });
    const list = document.getElementById(period.getAttribute('aria-controls') ?? '')!;
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1 января 2026 — 31 марта 2026']);
    fireEvent.mouseDown(options[0]!);
    await waitFor(() => expect(requests.at(-1)?.where).toEqual({ campaignId: { eq: 1 }, periodId: { eq: 2 } }));
    expect(periodQueries.at(-1)).toEqual({ where: { campaignId: { eq: 1 } }, pageSize: 49 });
    expect(new URLSearchParams(location().search).get('period')).toBe('2');
    expect(new URLSearchParams(location().search).get('periodName')).toBe('1 января 2026 — 31 марта 2026');

    fireEvent.focus(screen.getByRole('combobox', { name: 'Кампания' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Кампания' }), { target: { value: '' } });
    await waitFor(() => expect(new URLSearchParams(location().search).get('campaign')).toBeNull());
    expect(new URLSearchParams(location().search).get('period')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Период' })).toBeNull());
    expect(requests.at(-1)?.where).toBeUndefined();
  });

  it('leaves the focus before the list (skip link, search, filters: issue 39); J reaches the first row, J / K move between rows, and each row opens its ticket as a step of this list', async () => {
    server.use(...ticketsHandler([]));
    renderApp('/app/tickets?filter=new', { user: adminUser });
    const first = await screen.findByRole('link', { name: 'Чек № 130' });
    expect(first.getAttribute('href')).toBe('/app/ticket/130?list=filter%3Dnew');
    expect(document.activeElement).not.toBe(first);
    fireEvent.keyDown(document.body, { code: 'KeyJ', key: 'j' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document.body, { code: 'KeyJ', key: 'j' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Чек № 129' }));
    fireEvent.keyDown(document.body, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Чек № 128' }));
    fireEvent.keyDown(document.body, { code: 'KeyK', key: 'k' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Чек № 129' }));
  });

  it('opens the page the URL names', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(...ticketsHandler(requests));
    renderApp('/app/tickets?page=2', { user: adminUser });

    expect(await screen.findByRole('link', { name: 'Чек № 101' })).toBeTruthy();
    expect(requests.map((r) => r.page)).toEqual([2]);
  });

  it("names the URL's place in its picker though the URL has only its id (a link: place=11; issue 39)", async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(
      ...ticketsHandler(requests),
      graphql.query('TicketsFilterPlace', ({ variables }) => HttpResponse.json({ data: { place: { __typename: 'Place', id: variables.id, title: 'Верный №1047' } } })),
    );
    renderApp('/app/tickets?place=11', { user: adminUser });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Место' }) as HTMLInputElement).value).toBe('Верный №1047'));
    expect(requests.at(-1)?.where).toEqual({ placeId: { eq: 11 } });
  });

  it('shows the load error with the server message and retries', async () => {
    const api = apiAway();
    renderApp('/app/tickets', { user: adminUser });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ошибка загрузки')).toBeTruthy();
    expect(within(alert).getByText('Нет связи с сервером.')).toBeTruthy();

    api.back();
    const failed = api.calls();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Чек № 130' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls() - failed).toBe(1);
  });

  it('reads the list again when the live counts come after a first answer that was an error (the API back)', async () => {
    const api = apiAway();
    renderApp('/app/tickets', { user: adminUser });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Нет связи с сервером.')).toBeTruthy();
    await waitFor(() => expect(gatewaySocket.subscribed('TicketCountersLive')).toHaveLength(1));
    api.back();
    const failed = api.calls();
    gatewaySocket.emit('TicketCountersLive', {
      ticketCounters: [
        { __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 4 },
        { __typename: 'TicketStatusCount', status: 'PROCESSED', statusCode: 'processed', count: 26 },
      ],
    });
    // No click: the live signal reads the list again by itself.
    expect(await screen.findByRole('link', { name: 'Чек № 130' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls() - failed).toBe(1);
  });
});
