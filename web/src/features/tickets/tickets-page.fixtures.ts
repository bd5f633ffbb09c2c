// What the tickets page's tests share (tickets-page.test.tsx, tickets-page-filters.test.tsx): a page of
// tickets, the list's and the aside's mocked answers, the API away, the processor, a row's cells.
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, beforeEach } from 'vitest';
import type { TicketsAsideQuery, TicketsAsideQueryVariables, TicketsRouteQuery, TicketsRouteQueryVariables } from '../../__generated__/graphql';
import { graphqlError } from '../../test/fixtures';
import { server } from '../../test/server';

export const NBSP = '\u00a0';

export function ticket(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Ticket',
    id,
    dateTime: '2024-03-01T09:30:00.000Z',
    status: 'PROCESSED',
    statusCode: 'processed',
    statusTitle: 'Обработан',
    totalSum: 123450,
    score: 15,
    fiscalDocumentNumber: String(1000 + id),
    user: { __typename: 'User', id: 7, name: 'Мария', surname: 'Продавцова', phone: '+79991112233' },
    place: { __typename: 'Place', id: 3, title: 'Магазин у дома', address: 'Москва, ул. Ленина, 1' },
    ...overrides,
  };
}

/**
 * 30 tickets: page 1 holds 24 (ids 130…107), page 2 the last 6 (ids 106…101); the named filters'
 * counts and the processor (`processorOf`) answered apart, as the screen reads them after its rows.
 */
export function ticketsHandler(requests: TicketsRouteQueryVariables[], processorOf: () => ReturnType<typeof processor> = processor) {
  return [
    graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: ticketsPage(variables) });
    }),
    asideHandler(processorOf),
  ];
}

export function ticketsPage(vars: TicketsRouteQueryVariables): TicketsRouteQuery {
  const first = 130 - (vars.page - 1) * vars.pageSize;
  const count = Math.max(0, Math.min(vars.pageSize, first - 100));
  const rejected = { dateTime: '2023-12-31T21:05:00.000Z', totalSum: 99905, score: 0, status: 'REJECTED', statusCode: 'rejected', statusTitle: 'Отклонён' };
  const items = Array.from({ length: count }, (_, i) => ticket(first - i, first - i === 106 ? rejected : {}));
  return { tickets: { __typename: 'TicketPage', items, total: 30, page: vars.page, pageSize: vars.pageSize } } as TicketsRouteQuery;
}

/** The named filters' counts (the mocked gateway's answer for `countWhere`, whatever the role) and the processor for reviewers. */
export const asideReads: TicketsAsideQueryVariables[] = [];
export function asideHandler(processorOf: () => ReturnType<typeof processor> = processor) {
  return graphql.query<TicketsAsideQuery, TicketsAsideQueryVariables>('TicketsAside', ({ variables }) => {
    asideReads.push(variables);
    const ticketCounts = {
      __typename: 'TicketCounts',
      total: currentCounts.reduce((sum, [, n]) => sum + n, 0),
      statuses: currentCounts.map(([code, count]) => ({ __typename: 'TicketStatusCount', status: code.toUpperCase(), statusCode: code, count })),
    };
    return HttpResponse.json({ data: { ticketCounts, ...(variables.withProcessor ? { autoProcessor: processorOf() } : {}) } as TicketsAsideQuery });
  });
}

/**
 * The gateway answers the list's reads as the API being away until `back()`; how many reads. The
 * route's loader reads first and the screen joins it, or reads again when it mounts after its
 * failure (issue 42): one or two failed reads, hence the reads counted from `back()` on.
 */
export function apiAway(): { back: () => void; calls: () => number } {
  let calls = 0;
  let away = true;
  server.use(
    graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) => {
      calls += 1;
      if (away) return HttpResponse.json(graphqlError('REST API не отвечает', 'UPSTREAM_UNAVAILABLE'));
      return HttpResponse.json({ data: ticketsPage(variables) });
    }),
    asideHandler(),
  );
  return { back: () => void (away = false), calls: () => calls };
}

/** What the mocked gateway answers as the counts by status (a test changes it with the live event). */
let currentCounts: Array<[string, number]> = [
  ['new', 4],
  ['processed', 26],
];
/** The counts by status the mocked gateway answers from now on (a test changes them with the live event). */
export function setCounts(counts: Array<[string, number]>): void {
  currentCounts = counts;
}

/**
 * Each file's own hooks (the files share modules, isolate: false): the counts and the aside's reads
 * reset before each test; the screen's chunk loaded once before the file's tests, not inside the
 * first one's wait.
 */
export function ticketsPageFixtures(): void {
  beforeAll(async () => {
    await import('./tickets-page');
  }, 60_000);
  beforeEach(() => {
    asideReads.length = 0;
    currentCounts = [
      ['new', 4],
      ['processed', 26],
    ];
  });
}

export function processor(status = 'stopped', counts: Array<[string, number]> = currentCounts) {
  return {
    __typename: 'AutoProcessor',
    status,
    history: [],
    counters: counts.map(([code, count]) => ({ __typename: 'TicketStatusCount', status: code.toUpperCase(), statusCode: code, count })),
  };
}

export function rowOf(ticketId: number): string[] {
  const link = screen.getByRole('link', { name: `Чек № ${ticketId}` });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ticket ${ticketId}`);
  // The cells of data (an administrator's rows start with the bulk actions' checkbox).
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => !cell.querySelector('input[type="checkbox"]'))
    .map((cell) => cell.textContent ?? '');
}
