// The tickets page's named filters with their live counts, and the processor's panel (its stream
// over the panel's reads); the list itself: tickets-page.test.tsx.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TicketsRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser, regionalManagerUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { gatewaySocket } from '../../test/gateway-socket';
import { server } from '../../test/server';
import { asideHandler, processor, setCounts, ticketsHandler, ticketsPageFixtures } from './tickets-page.fixtures';

ticketsPageFixtures();

describe('tickets page', () => {
  it('says so when there are no tickets', async () => {
    server.use(
      graphql.query('TicketsRoute', () => HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: 1, pageSize: 24 } } })),
      asideHandler(),
    );
    renderApp('/app/tickets', { user: adminUser });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(screen.getByText('Всего: 0')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull());
  });

  it('filters by a named status filter with live counts, back on page 1, the filter in the URL', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(...ticketsHandler(requests));
    const { location } = renderApp('/app/tickets?page=2', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Новые · 4' }));
    await waitFor(() => expect(location().search).toBe('?filter=new'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ where: { status: { eq: 'NEW' } }, page: 1, pageSize: 24, orderBy: [{ field: 'dateTime', direction: 'DESC' }] }));
    expect(screen.getByRole('button', { name: 'Все · 30' })).toBeTruthy();

    await waitFor(() => expect(gatewaySocket.subscribed('TicketCountersLive')).toHaveLength(1));
    setCounts([
      ['new', 3],
      ['processed', 27],
      ['rejected', 1],
    ]);
    const before = requests.length;
    gatewaySocket.emit('TicketCountersLive', {
      ticketCounters: [
        { __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 3 },
        { __typename: 'TicketStatusCount', status: 'PROCESSED', statusCode: 'processed', count: 27 },
        { __typename: 'TicketStatusCount', status: 'REJECTED', statusCode: 'rejected', count: 1 },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Новые · 3' })).toBeTruthy();
    // The list itself is read again, as the processor changed statuses (3 s after its last answer at
    // the soonest), and with it the status that was not there yet.
    expect(await screen.findByRole('button', { name: 'Отклонённые · 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Все · 31' })).toBeTruthy();
    expect(requests.length).toBe(before + 1);
  });

  it("counts a regional manager's named filters in the list's scope, not with the programme-wide counters of the processor", async () => {
    // Found from outside (the demo's regional manager): 'Все · 69' over 69 rows, yet 'Ручная проверка · 79'
    // and 'Обработанные · 436', the whole programme's counts, as the processor's counters shared the
    // cache entries of the named filters' counts. The same with a date range for an administrator.
    const requests: TicketsRouteQueryVariables[] = [];
    server.use(
      ...ticketsHandler(requests, () =>
        processor('stopped', [
          ['new', 40],
          ['manual', 79],
          ['processed', 436],
        ]),
      ),
    );
    renderApp('/app/tickets', { user: regionalManagerUser });
    expect(await screen.findByRole('button', { name: 'Все · 30' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Новые · 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обработанные · 26' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ручная проверка · 0' })).toBeTruthy();

    // A live event of the processor's counters (programme-wide) does not replace them either: the
    // list and its counts are read again.
    await waitFor(() => expect(gatewaySocket.subscribed('TicketCountersLive')).toHaveLength(1));
    const before = requests.length;
    setCounts([
      ['new', 3],
      ['processed', 27],
    ]);
    gatewaySocket.emit('TicketCountersLive', {
      ticketCounters: [
        { __typename: 'TicketStatusCount', status: 'NEW', statusCode: 'new', count: 39 },
        { __typename: 'TicketStatusCount', status: 'PROCESSED', statusCode: 'processed', count: 437 },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Обработанные · 27' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Новые · 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Все · 30' })).toBeTruthy();
    expect(requests.length).toBe(before + 1);
  });

  it('shows the processor status live and starts it; a sales rep sees no panel', async () => {
    const requests: TicketsRouteQueryVariables[] = [];
    let started = 0;
    server.use(
      ...ticketsHandler(requests),
      graphql.mutation('ProcessorStart', () => {
        started += 1;
        return HttpResponse.json({ data: { startAutoProcessing: 'processing' } });
      }),
    );
    renderApp('/app/tickets', { user: adminUser });
    const status = await screen.findByTestId('processor-status');
    expect(status.textContent).toBe('Остановлена');
    await waitFor(() => expect(gatewaySocket.subscribed('ProcessorStatusLive')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Идёт обработка'));
    expect(started).toBe(1);
    expect(await screen.findByText('Автообработка запущена')).toBeTruthy();
    gatewaySocket.emit('ProcessorStatusLive', { autoProcessorStatus: 'stopped' });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена'));
  });

  it('keeps the stopped status the stream sent while the stop was under way, not the older answer', async () => {
    let answer!: () => void;
    server.use(
      ...ticketsHandler([], () => processor('processing')),
      graphql.mutation('ProcessorStop', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { stopAutoProcessing: 'stopping' } });
      }),
    );
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Идёт обработка'));
    await waitFor(() => expect(gatewaySocket.subscribed('ProcessorStatusLive')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Остановить' }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    // The processor finished its batch: the stream says 'stopping', then 'stopped', before the answer.
    gatewaySocket.emit('ProcessorStatusLive', { autoProcessorStatus: 'stopping' });
    gatewaySocket.emit('ProcessorStatusLive', { autoProcessorStatus: 'stopped' });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена'));
    answer();
    expect(await screen.findByText('Автообработка остановлена')).toBeTruthy();
    expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена');
  });
});
