import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, ws } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AutoProcessorStatus, TicketsAsideQuery, TicketsRouteQuery, TicketsRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** The processor's status on the mocked gateway (the API's state). */
let processorStatus: AutoProcessorStatus;
/** The panel's reads, in order: the status each answered. */
let asideAnswers: AutoProcessorStatus[];
beforeEach(() => {
  processorStatus = 'processing';
  asideAnswers = [];
});

/**
 * The gateway's status stream as gateway/src/realtime/stream.ts makes it: it listens, then sends the
 * status it reads (`initial`), then every change (`gatewaySocket.emit`).
 */
const statusStreamInitial = ws.link('ws://*/graphql').addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: { query: string } };
    if (message.type === 'subscribe' && /subscription\s+ProcessorStatusLive\b/.test(message.payload?.query ?? '')) {
      client.send(JSON.stringify({ id: message.id, type: 'next', payload: { data: { autoProcessorStatus: processorStatus } } }));
    }
  });
});

const emptyList = graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) =>
  HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: variables.page, pageSize: variables.pageSize } } as TicketsRouteQuery }),
);

/**
 * The panel's reads: the gateway reads the status, and during the read number `stopAt` (1: the
 * screen's first, 2: the live refresh after a change of the counters) another session stops the
 * processor: the stream sends the change to whoever listens by then, before the read's answer
 * (with the status it read before the stop) reaches the page.
 */
const asideReads = (stopAt: number) =>
  graphql.query('TicketsAside', () => {
    const read = processorStatus;
    asideAnswers.push(read);
    if (asideAnswers.length === stopAt) {
      processorStatus = 'stopped';
      gatewaySocket.emit('ProcessorStatusLive', { autoProcessorStatus: 'stopped' });
    }
    return HttpResponse.json({
      data: {
        ticketCounts: { __typename: 'TicketCounts', total: 0, statuses: [] },
        autoProcessor: { __typename: 'AutoProcessor', status: read, history: [], counters: [] },
      } as TicketsAsideQuery,
    });
  });

const status = () => screen.getByTestId('processor-status');

describe('the processor panel and its live status (ADR 0082)', () => {
  it('shows a stop made in another session while the read of the panel was under way, before or after its stream started', async () => {
    server.use(statusStreamInitial, emptyList, asideReads(1));
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(gatewaySocket.subscribed('ProcessorStatusLive')).toHaveLength(1));
    await waitFor(() => expect(status().textContent).toBe('Остановлена'));
    // The read answered the status before the stop: the page shows the stream's newer one.
    expect(asideAnswers).toEqual(['processing']);
    expect(status().dataset.status).toBe('stopped');
  });

  it('shows a stop made in another session while the live refresh read the panel again (CI: live.test.ts)', async () => {
    server.use(statusStreamInitial, emptyList, asideReads(2));
    renderApp('/app/tickets', { user: adminUser });
    await waitFor(() => expect(status().textContent).toBe('Идёт обработка'));
    await waitFor(() => expect(gatewaySocket.subscribed('TicketCountersLive')).toHaveLength(1));
    // The processor processed a ticket: the counters change, and the list and the panel are read again.
    gatewaySocket.emit('TicketCountersLive', { ticketCounters: [{ __typename: 'TicketStatusCount', status: 'PROCESSED', statusCode: 'processed', count: 1 }] });
    await waitFor(() => expect(asideAnswers).toEqual(['processing', 'processing']), { timeout: 10_000 });
    await waitFor(() => expect(status().textContent).toBe('Остановлена'));
    expect(status().dataset.status).toBe('stopped');
  });
});
