// What the reports screen's tests share: plan vs fact and the ticket statistics as the mocked gateway
// answers them, and the table's rows. Each test file calls `preloadReports()`: its hooks are its own
// (the files share modules, isolate: false).
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, vi } from 'vitest';
import type { ReportPlanFactPageQueryVariables, ReportTicketStatsQueryVariables } from '../../__generated__/graphql';
import { bodyCells } from '../../test/table';

/**
 * Tests run up to 15 s: several navigations on a busy two-core machine shared by parallel work.
 * The screen's chunk (with the charts) loads once before the file's tests, not inside the first one's wait.
 */
export function preloadReports(): void {
  beforeAll(async () => {
    await import('./routes');
  }, 60_000);
  afterEach(() => vi.restoreAllMocks());
}

export const NBSP = '\u00a0';

export const place = (id: number, title: string) => ({ __typename: 'Place', id, title, address: `Москва, ул. ${title}, ${id}` });
export const period = { __typename: 'Period', id: 4, startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-31T20:59:59.000Z' };

export const plans = [
  { __typename: 'PlanFact', planId: 1, placeId: 3, place: place(3, 'Ромашка'), periodId: 4, period, campaignId: 2, plan: 100, fact: 85, percent: 85, tickets: 40, score: 1200 },
  { __typename: 'PlanFact', planId: 2, placeId: 5, place: place(5, 'Лютик'), periodId: 4, period, campaignId: 2, plan: 250, fact: 10, percent: 4, tickets: 6, score: 150.5 },
];

/** The gateway's page of plan vs fact (`rows` in the gateway's order). */
export const planFactPage = (rows: readonly unknown[], { page, pageSize }: { page: number; pageSize: number } = { page: 1, pageSize: 50 }) => ({
  planFactPage: { __typename: 'PlanFactPage', total: rows.length, items: rows.slice((page - 1) * pageSize, page * pageSize) },
});

const emptyKey = {
  __typename: 'TicketStatsGroupKey',
  status: null,
  statusCode: null,
  day: null,
  regionId: null,
  region: null,
  cityId: null,
  city: null,
  placeId: null,
  place: null,
  userId: null,
  user: null,
  productId: null,
  product: null,
};
export const group = (key: Record<string, unknown>, count: number, totalSum: number, score: number | null, units: number) => ({
  __typename: 'TicketStatsGroup',
  key: { ...emptyKey, ...key },
  count,
  totalSum,
  score,
  units,
});
export const stats = (groupBy: string[], groups: unknown[], totals = { count: 30, totalSum: 3_000_000, score: 900, units: 75 }) => ({
  ticketStats: { __typename: 'TicketStats', groupBy, groups, totals: { __typename: 'TicketMeasures', ...totals } },
});

export function handlers(statsRequests: ReportTicketStatsQueryVariables[] = [], planRequests: ReportPlanFactPageQueryVariables[] = []) {
  return [
    graphql.query<never, ReportPlanFactPageQueryVariables>('ReportPlanFactPage', ({ variables }) => {
      planRequests.push(variables);
      return HttpResponse.json({ data: planFactPage(plans, variables) });
    }),
    graphql.query<never, ReportTicketStatsQueryVariables>('ReportTicketStats', ({ variables }) => {
      statsRequests.push(variables);
      const by = (variables.groupBy as string[])[0];
      if (by === 'status')
        return HttpResponse.json({
          data: stats(
            ['status'],
            [group({ status: 'PROCESSED', statusCode: 'processed' }, 26, 2_500_000, 900, 70), group({ status: 'REJECTED', statusCode: 'rejected' }, 4, 500_000, 0, 5)],
          ),
        });
      if (by === 'region')
        return HttpResponse.json({
          data: stats(
            ['region'],
            [
              group({ regionId: 1, region: { __typename: 'Region', id: 1, title: 'Восток' } }, 10, 1_000_000, 100, 20),
              group({ regionId: 5, region: { __typename: 'Region', id: 5, title: 'Центр' } }, 20, 2_000_000, 800, 55),
            ],
          ),
        });
      return HttpResponse.json({ data: stats([by!], [], { count: 0, totalSum: 0, score: 0, units: 0 }) });
    }),
  ];
}

export function tableRows() {
  const table = screen.getByRole('table');
  return bodyCells(table);
}
