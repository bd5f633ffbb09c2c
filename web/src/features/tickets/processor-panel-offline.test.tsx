import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TicketsAsideQuery, TicketsAsideQueryVariables, TicketsRouteQuery, TicketsRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** An empty list with the processor stopped (the mocked gateway's answers to the tickets screen: its rows, then the rest). */
const emptyTickets = [
  graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) =>
    HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: variables.page, pageSize: variables.pageSize } } as TicketsRouteQuery }),
  ),
  graphql.query<TicketsAsideQuery, TicketsAsideQueryVariables>('TicketsAside', () =>
    HttpResponse.json({
      data: {
        ticketCounts: { __typename: 'TicketCounts', total: 0, statuses: [] },
        autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', history: [], counters: [] },
      } as TicketsAsideQuery,
    }),
  ),
];

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the processor panel without a live connection', () => {
  it('says in place that there is no connection and disables start and stop until the link is back', async () => {
    server.use(...emptyTickets);
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена'));
    await waitFor(() => expect(gatewaySocket.subscribed('LiveStatus')).toHaveLength(1));
    expect(button('Запустить').disabled).toBe(false);

    // The gateway's link to the API's socket (and so to the processor) is down.
    gatewaySocket.emit('LiveStatus', { liveStatusChanged: { __typename: 'LiveStatus', upstreamConnected: false } });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Нет подключения к обработчику чеков.'));
    expect(screen.getByTestId('processor-status').dataset.status).toBe('offline');
    expect(button('Запустить').disabled).toBe(true);
    expect(button('Остановить').disabled).toBe(true);

    gatewaySocket.emit('LiveStatus', { liveStatusChanged: { __typename: 'LiveStatus', upstreamConnected: true } });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена'));
    expect(button('Запустить').disabled).toBe(false);
    expect(button('Остановить').disabled).toBe(true);
  });

  it('shows the no-connection state while the page itself cannot reach the gateway', async () => {
    server.use(...emptyTickets);
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Остановлена'));
    await waitFor(() => expect(gatewaySocket.subscribed('LiveStatus')).toHaveLength(1));
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Нет подключения к обработчику чеков.'));
    expect(button('Запустить').disabled).toBe(true);
  });

  it('says so while the socket is refused from the page load on (issue 39)', async () => {
    gatewaySocket.setDown(true);
    server.use(...emptyTickets);
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Нет подключения к обработчику чеков.'));
    expect(screen.getByTestId('connection-indicator').dataset.state).toBe('offline');
    expect(button('Запустить').disabled).toBe(true);
  });

  it('says so, and the header asks for a reload with its button, when the socket keeps being closed with a server error (1011 after its retries, issue 39)', async () => {
    gatewaySocket.closeWith(1011);
    server.use(...emptyTickets);
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('connection-indicator').dataset.state).toBe('failed'));
    // The panel comes after the rows and its read (ADR 0061), which may outlast the retries.
    await waitFor(() => expect(screen.getByTestId('processor-status').textContent).toBe('Нет подключения к обработчику чеков.'));
    expect(screen.getByTestId('connection-indicator').textContent).toContain('Соединение прервано: обновите страницу');
    expect(button('Обновить страницу')).toBeTruthy();
  });
});
