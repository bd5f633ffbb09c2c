import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ReportTicketStatsDocument,
  type ReportActivityQueryVariables,
  type ReportPlanFactPageQueryVariables,
  type ReportTicketStatsQueryVariables,
} from '../../__generated__/graphql';
import { adminUser, graphqlError } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { captureDownloads } from '../../test/downloads';
import { fakeLayout } from '../../test/layout';
import { bodyCells } from '../../test/table';

const NBSP = '\u00a0';

const place = (id: number, title: string) => ({ __typename: 'Place', id, title, address: `Москва, ул. ${title}, ${id}` });
const period = { __typename: 'Period', id: 4, startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-31T20:59:59.000Z' };

const plans = [
  { __typename: 'PlanFact', planId: 1, placeId: 3, place: place(3, 'Ромашка'), periodId: 4, period, campaignId: 2, plan: 100, fact: 85, percent: 85, tickets: 40, score: 1200 },
  { __typename: 'PlanFact', planId: 2, placeId: 5, place: place(5, 'Лютик'), periodId: 4, period, campaignId: 2, plan: 250, fact: 10, percent: 4, tickets: 6, score: 150.5 },
];

/** The gateway's page of plan vs fact (`rows` in the gateway's order). */
const planFactPage = (rows: readonly unknown[], { page, pageSize }: { page: number; pageSize: number } = { page: 1, pageSize: 50 }) => ({
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
const group = (key: Record<string, unknown>, count: number, totalSum: number, score: number | null, units: number) => ({
  __typename: 'TicketStatsGroup',
  key: { ...emptyKey, ...key },
  count,
  totalSum,
  score,
  units,
});
const stats = (groupBy: string[], groups: unknown[], totals = { count: 30, totalSum: 3_000_000, score: 900, units: 75 }) => ({
  ticketStats: { __typename: 'TicketStats', groupBy, groups, totals: { __typename: 'TicketMeasures', ...totals } },
});

function handlers(statsRequests: ReportTicketStatsQueryVariables[] = [], planRequests: ReportPlanFactPageQueryVariables[] = []) {
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

function tableRows() {
  const table = screen.getByRole('table');
  return bodyCells(table);
}

// Tests run up to 15 s: several navigations on a busy two-core machine shared by parallel work.
// The screen's chunk (with the charts) loads once before the tests, not inside the first one's wait.
beforeAll(async () => {
  await import('./routes');
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('reports', () => {
  it('opens plan vs fact by default: chart, table with the percentage, rows count', async () => {
    const planRequests: ReportPlanFactPageQueryVariables[] = [];
    server.use(...handlers([], planRequests));
    renderApp('/app/reports', { user: adminUser });
    expect(await screen.findByRole('img', { name: 'График: План и факт' })).toBeTruthy();
    expect(planRequests).toEqual([{ page: 1, pageSize: 50 }]);
    // most sold first
    expect(tableRows()).toEqual([
      ['Ромашка', '1 марта 2024 — 31 марта 2024', '100', '85', '85,0', '40', '1' + NBSP + '200'],
      ['Лютик', '1 марта 2024 — 31 марта 2024', '250', '10', '4,0', '6', '150,5'],
    ]);
    expect(screen.getByTestId('report-summary').textContent).toBe('Строк: 2');
  });

  it('switches to tickets by status, the report in the URL', async () => {
    const statsRequests: ReportTicketStatsQueryVariables[] = [];
    server.use(...handlers(statsRequests));
    const { location } = renderApp('/app/reports', { user: adminUser });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Отчёт' }), { target: { value: 'status' } });
    await waitFor(() => expect(location().search).toBe('?report=status'));
    expect(await screen.findByRole('img', { name: 'График: Чеки по статусам' })).toBeTruthy();
    expect(statsRequests).toEqual([{ groupBy: ['status'], limit: 10000 }]);
    expect(tableRows()).toEqual([
      ['Обработан', '26', `25${NBSP}000,00${NBSP}₽`, '900'],
      ['Отклонён', '4', `5${NBSP}000,00${NBSP}₽`, '0'],
    ]);
    expect(screen.getByTestId('report-summary').textContent).toBe(`Чеков: 30 · сумма: 30${NBSP}000,00${NBSP}₽ · баллов: 900 · штук: 75`);
  });

  it('applies the filters of the URL: campaign, region, date range; points by region, most points first', async () => {
    const statsRequests: ReportTicketStatsQueryVariables[] = [];
    server.use(...handlers(statsRequests));
    renderApp('/app/reports?report=region&campaign=2&campaignName=Весна&region=5&regionName=Центр&from=2024-03-01&to=2024-03-31', { user: adminUser });
    await screen.findByRole('table');
    expect(statsRequests).toEqual([
      {
        groupBy: ['region'],
        limit: 10000,
        filter: { campaignId: 2, regionIds: [5], from: '2024-02-29T21:00:00.000Z', to: '2024-03-31T21:00:00.000Z' },
      },
    ]);
    expect(tableRows().map((r) => r[0])).toEqual(['Центр', 'Восток']);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Кампания' }).value).toBe('Весна');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Регион' }).value).toBe('Центр');
  });

  it('picks a campaign and its period in the selectors; a new campaign clears the period', async () => {
    const statsRequests: ReportTicketStatsQueryVariables[] = [];
    const periodRequests: unknown[] = [];
    server.use(
      ...handlers(statsRequests),
      graphql.query('LookupCampaigns', () =>
        HttpResponse.json({
          data: {
            campaigns: {
              __typename: 'CampaignPage',
              items: [
                { __typename: 'Campaign', id: 2, title: 'Весна' },
                { __typename: 'Campaign', id: 3, title: 'Лето' },
              ],
            },
          },
        }),
      ),
      graphql.query('LookupPeriods', ({ variables }) => {
        periodRequests.push(variables);
        return HttpResponse.json({ data: { periods: { __typename: 'PeriodPage', items: [period] } } });
      }),
    );
    const { location } = renderApp('/app/reports?report=status', { user: adminUser });
    await screen.findByRole('table');
    fireEvent.focus(screen.getByRole('combobox', { name: 'Кампания' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Весна' }));
    await waitFor(() => expect(statsRequests.at(-1)).toEqual({ groupBy: ['status'], limit: 10000, filter: { campaignId: 2 } }));
    expect(new URLSearchParams(location().search).get('campaignName')).toBe('Весна');

    fireEvent.focus(screen.getByRole('combobox', { name: 'Период' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: '1 марта 2024 — 31 марта 2024' }));
    await waitFor(() => expect(statsRequests.at(-1)).toEqual({ groupBy: ['status'], limit: 10000, filter: { campaignId: 2, periodId: 4 } }));
    expect(periodRequests.at(-1)).toEqual({ where: { campaignId: { eq: 2 } }, pageSize: 49 });

    fireEvent.focus(screen.getByRole('combobox', { name: 'Кампания' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Лето' }));
    await waitFor(() => expect(statsRequests.at(-1)).toEqual({ groupBy: ['status'], limit: 10000, filter: { campaignId: 3 } }));
    expect(new URLSearchParams(location().search).get('period')).toBeNull();
  });

  it('says so when the result is empty', async () => {
    server.use(...handlers());
    renderApp('/app/reports?report=product', { user: adminUser });
    expect(await screen.findByText('Нет данных')).toBeTruthy();
    expect(screen.getByText('За выбранный период и по выбранным фильтрам ничего не найдено.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Экспорт CSV' })).toBeNull();
  });

  it('shows the progress of a long computation and cancels it (its request aborted); computes again on request', async () => {
    let calls = 0;
    const signals: AbortSignal[] = [];
    server.use(
      graphql.query('ReportPlanFactPage', async ({ request }) => {
        calls += 1;
        signals.push(request.signal);
        if (calls === 1) await delay('infinite');
        return HttpResponse.json({ data: planFactPage(plans) });
      }),
    );
    renderApp('/app/reports', { user: adminUser });
    expect(await screen.findByText('Отчёт считается…')).toBeTruthy();
    // The first request has reached the server (cancelled before it left, it would never count, and
    // the second would be the one that hangs).
    await waitFor(() => expect(calls).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Расчёт отменён')).toBeTruthy();
    expect(screen.queryByText('Отчёт считается…')).toBeNull();
    await waitFor(() => expect(signals.map((s) => s.aborted)).toEqual([true]));
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать снова' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls).toBe(2);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('stops the request of a report left for another before it answered', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      graphql.query('ReportPlanFactPage', async ({ request }) => {
        signals.push(request.signal);
        await delay('infinite');
        return HttpResponse.json({ data: planFactPage(plans) });
      }),
      ...handlers(),
    );
    renderApp('/app/reports', { user: adminUser });
    await waitFor(() => expect(signals).toHaveLength(1));
    fireEvent.change(screen.getByRole('combobox', { name: 'Отчёт' }), { target: { value: 'status' } });
    expect(await screen.findByRole('img', { name: 'График: Чеки по статусам' })).toBeTruthy();
    await waitFor(() => expect(signals.map((s) => s.aborted)).toEqual([true]));
  });

  it('shows a failed computation with a retry', async () => {
    let calls = 0;
    server.use(
      graphql.query('ReportPlanFactPage', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json(graphqlError('connect ECONNREFUSED 127.0.0.1:3000', 'UPSTREAM_UNAVAILABLE'));
        return HttpResponse.json({ data: planFactPage(plans) });
      }),
    );
    renderApp('/app/reports', { user: adminUser });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ошибка загрузки')).toBeTruthy();
    expect(within(alert).getByText('Нет связи с сервером.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it("'Показать запрос' shows the operation and the variables behind the report: the document sent, as written", async () => {
    const sent: string[] = [];
    server.use(
      graphql.query('ReportTicketStats', async ({ request }) => {
        sent.push(((await request.clone().json()) as unknown as { extensions: { persistedQuery: { sha256Hash: string } } }).extensions.persistedQuery.sha256Hash);
        return undefined; // answered by the next handler
      }),
      ...handlers(),
    );
    renderApp('/app/reports?report=status&city=7&cityName=Тверь', { user: adminUser });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Показать запрос' }));
    const panel = screen.getByTestId('report-query');
    const operation = within(panel).getByLabelText('Операция').textContent ?? '';
    expect(operation).toBe(
      [
        'query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {',
        '  ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {',
        '    groupBy',
        '    groups {',
        '      key {',
        '        status',
        '        statusCode',
        '        day',
        '        regionId',
        '        region {',
        '          id',
        '          title',
        '        }',
        '        cityId',
        '        city {',
        '          id',
        '          title',
        '        }',
        '        placeId',
        '        place {',
        '          id',
        '          title',
        '          address',
        '        }',
        '        userId',
        '        user {',
        '          id',
        '          name',
        '          surname',
        '          phone',
        '        }',
        '        productId',
        '        product {',
        '          id',
        '          title',
        '        }',
        '      }',
        '      count',
        '      totalSum',
        '      score',
        '      units',
        '    }',
        '    totals {',
        '      count',
        '      totalSum',
        '      score',
        '      units',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    );
    expect(JSON.parse(within(panel).getByLabelText('Переменные').textContent ?? '')).toEqual({ groupBy: ['status'], filter: { cityIds: [7] }, limit: 10000 });
    // What went to the gateway is that operation, by its id (docs/adr/0030-trusted-operations.md).
    expect(sent).toEqual([(ReportTicketStatsDocument as unknown as { __meta__: { hash: string } }).__meta__.hash.replace('sha256:', '')]);
    // The same operation and variables open in the explorer, in a tab of its own.
    const open = within(panel).getByRole('link', { name: 'Открыть в обозревателе' });
    const link = new URL(open.getAttribute('href') ?? '', 'http://bo.test');
    expect([link.pathname, link.searchParams.get('query'), JSON.parse(link.searchParams.get('variables') ?? '')]).toEqual([
      '/graphql',
      operation,
      { groupBy: ['status'], filter: { cityIds: [7] }, limit: 10000 },
    ]);
    expect([open.getAttribute('target'), open.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть запрос' }));
    expect(screen.queryByTestId('report-query')).toBeNull();
  });

  it('exports the whole result as CSV', async () => {
    server.use(...handlers());
    const blobs = captureDownloads();
    renderApp('/app/reports', { user: adminUser });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    expect(await screen.findByText('Выгружено 2 строки')).toBeTruthy();
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(
      // (reading drops the byte order mark the file starts with)
      'Место;Период;План;Факт;Выполнение, %;Чеков в зачёт;Баллы\r\n' +
        'Ромашка;1 марта 2024 — 31 марта 2024;100;85;85,0;40;1200\r\n' +
        'Лютик;1 марта 2024 — 31 марта 2024;250;10;4,0;6;150,5\r\n',
    );
  });

  describe("the chart's names of the bars", () => {
    // jsdom has no layout: the chart is drawn once its box reports a size, as after a layout.
    const layOutAll = fakeLayout();
    const layOut = () => layOutAll(601, 300);
    const axis = () => [...screen.getByTestId('chart-x-axis').querySelectorAll('text')].map((text) => text.textContent);
    const periodOf = (id: number, start: string, end: string) => ({ __typename: 'Period', id, startDate: `${start}T00:00:00.000Z`, endDate: `${end}T20:59:59.000Z` });
    const planOf = (planId: number, [placeId, title]: [number, string], p: ReturnType<typeof periodOf>, plan: number, fact: number) => ({
      __typename: 'PlanFact',
      planId,
      placeId,
      place: place(placeId, title),
      periodId: p.id,
      period: p,
      campaignId: 2,
      plan,
      fact,
      percent: (fact / plan) * 100,
      tickets: fact,
      score: fact,
    });

    it("names one place's bars by their periods' days (all read 'Продукты 24'), the tooltip the place and the period in full", async () => {
      const mine = [
        planOf(7, [24, 'Продукты 24'], periodOf(9, '2026-10-28', '2026-11-26'), 20, 23),
        planOf(6, [24, 'Продукты 24'], periodOf(8, '2026-09-28', '2026-10-27'), 20, 17),
        planOf(5, [24, 'Продукты 24'], periodOf(7, '2026-08-29', '2026-09-27'), 20, 13),
      ];
      server.use(graphql.query('ReportPlanFactPage', () => HttpResponse.json({ data: planFactPage(mine) })));
      renderApp('/app/reports', { user: adminUser });
      const chart = await screen.findByRole('img', { name: 'График: План и факт' });
      await waitFor(() => expect(tableRows()).toHaveLength(3));
      layOut();
      expect(axis()).toEqual(['28.10–26.11', '28.09–27.10', '29.08–27.09']);
      fireEvent.focus(chart);
      expect(screen.getByRole('tooltip').textContent).toBe('Продукты 24, 28 октября 2026 — 26 ноября 2026План20Факт23');
      fireEvent.keyDown(chart, { key: 'End' });
      expect(screen.getByRole('tooltip').textContent).toBe('Продукты 24, 29 августа 2026 — 27 сентября 2026План20Факт13');
    });

    it("names one period's bars by their places, and bars of several places and periods by both", async () => {
      server.use(...handlers());
      const view = renderApp('/app/reports', { user: adminUser });
      await screen.findByRole('img', { name: 'График: План и факт' });
      await waitFor(() => expect(tableRows()).toHaveLength(2));
      layOut();
      expect(axis()).toEqual(['Ромашка', 'Лютик']);
      view.unmount();

      const mixed = [planOf(1, [3, 'Ромашка'], periodOf(4, '2024-03-01', '2024-03-31'), 100, 85), planOf(2, [5, 'Лютик'], periodOf(5, '2024-04-01', '2024-04-30'), 250, 10)];
      server.use(graphql.query('ReportPlanFactPage', () => HttpResponse.json({ data: planFactPage(mixed) })));
      renderApp('/app/reports', { user: adminUser });
      await screen.findByRole('img', { name: 'График: План и факт' });
      await waitFor(() => expect(tableRows()).toHaveLength(2));
      layOut();
      expect(axis()).toEqual(['Ромашка, 01.03–31.03', 'Лютик, 01.04–30.04']);
    });
  });

  describe('a large report (issue 27)', () => {
    // 3,200 plans, most sold first as the gateway pages them.
    const many = Array.from({ length: 3200 }, (_, i) => ({
      ...plans[0]!,
      planId: i + 1,
      placeId: i + 1,
      place: place(i + 1, `Магазин ${i + 1}`),
      plan: 5000,
      fact: 3200 - i,
    }));

    // 33 requests: on a busy machine this one takes longest of the file (74 s beside other suites); the
    // suite's 120 s bound (vitest.config.ts), not a lower one of its own.
    it('reads and draws one page of 50 plans of 3,200, pages on request, and exports all 3,200 to CSV', async () => {
      const planRequests: ReportPlanFactPageQueryVariables[] = [];
      server.use(
        graphql.query<never, ReportPlanFactPageQueryVariables>('ReportPlanFactPage', ({ variables }) => {
          planRequests.push(variables);
          return HttpResponse.json({ data: planFactPage(many, variables) });
        }),
      );
      const blobs = captureDownloads();
      const { location } = renderApp('/app/reports', { user: adminUser });
      await screen.findByRole('table');
      expect(planRequests).toEqual([{ page: 1, pageSize: 50 }]);
      expect(tableRows()).toHaveLength(50);
      expect(tableRows()[0]![0]).toBe('Магазин 1');
      expect(screen.getByTestId('report-summary').textContent).toBe(`Строк: 3${NBSP}200`);
      // The whole screen stays small: at most 1,500 elements for 50 rows of 7 columns, the chart's 20 bars and the filters.
      expect(document.body.querySelectorAll('*').length).toBeLessThanOrEqual(1500);

      fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
      await waitFor(() => expect(location().search).toBe('?page=2'));
      await waitFor(() => expect(planRequests).toHaveLength(2));
      await waitFor(() => expect(tableRows()[0]![0]).toBe('Магазин 51'));
      expect(tableRows()).toHaveLength(50);
      expect(planRequests.at(-1)).toEqual({ page: 2, pageSize: 50 });

      fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
      expect(await screen.findByText(/^Выгружено 3\s200 строк$/, {}, { timeout: 40_000 })).toBeTruthy();
      expect(planRequests.slice(2)).toEqual(Array.from({ length: 32 }, (_, i) => ({ page: i + 1, pageSize: 100 })));
      const csv = await blobs[0]!.text();
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3201);
      expect(csv.split('\r\n')[3200]).toBe('Магазин 3200;1 марта 2024 — 31 марта 2024;5000;1;85,0;40;1200');
    });

    it('reads the last page when the address asks for a page past it', async () => {
      server.use(graphql.query<never, ReportPlanFactPageQueryVariables>('ReportPlanFactPage', ({ variables }) => HttpResponse.json({ data: planFactPage(many, variables) })));
      const { location } = renderApp('/app/reports?page=99', { user: adminUser });
      await waitFor(() => expect(location().search).toBe('?page=64'));
      await waitFor(() => expect(tableRows()[0]![0]).toBe('Магазин 3151'));
      expect(tableRows()).toHaveLength(50);
    });

    it('draws 50 rows of a statistics report of 1,500 groups at a time', async () => {
      const groups = Array.from({ length: 1500 }, (_, i) =>
        group({ placeId: i + 1, place: { __typename: 'Place', id: i + 1, title: `Место ${i + 1}`, address: null } }, 1, 100, 3000 - i, 1),
      );
      server.use(graphql.query('ReportTicketStats', () => HttpResponse.json({ data: stats(['place'], groups) })));
      renderApp('/app/reports?report=place&page=30', { user: adminUser });
      await screen.findByRole('table');
      const shown = tableRows();
      expect(shown).toHaveLength(50);
      expect(shown[0]![0]).toBe('Место 1451');
      expect(shown[49]![0]).toBe('Место 1500');
    });
  });

  describe('sales-rep and vendor activity', () => {
    const user = (id: number, name: string, surname: string, phone: string) => ({ __typename: 'User', id, name, surname, phone });
    const row = (userId: number, u: ReturnType<typeof user>, tickets: number, score: number, activePlaces: number, places: number | null, lastUpload: string | null) => ({
      __typename: 'ActivityRow',
      userId,
      user: u,
      tickets,
      score,
      activePlaces,
      places,
      lastUpload,
    });
    function activityHandler(requests: ReportActivityQueryVariables[]) {
      return graphql.query<never, ReportActivityQueryVariables>('ReportActivity', ({ variables }) => {
        requests.push(variables);
        if (variables.by === 'salesMan') {
          return HttpResponse.json({
            data: {
              activity: [
                row(3, user(3, 'Пётр', 'Петров', '+79990000003'), 1200, 5400, 4, 5, '2024-03-15T09:30:00.000Z'),
                row(9, user(9, 'Анна', 'Смирнова', '+79990000009'), 0, 0, 0, 2, null),
              ],
            },
          });
        }
        return HttpResponse.json({ data: { activity: [row(4, user(4, 'Ольга', 'Иванова', '+79990000004'), 35, 700, 1, null, '2024-03-20T12:00:00.000Z')] } });
      });
    }

    it('shows each sales rep: tickets of its places, points, places active of its places, last upload; within the filters', async () => {
      const requests: ReportActivityQueryVariables[] = [];
      server.use(...handlers(), activityHandler(requests));
      renderApp('/app/reports?report=salesReps&city=7&cityName=Тверь&from=2024-03-01', { user: adminUser });
      expect(await screen.findByRole('img', { name: 'График: Активность представителей' })).toBeTruthy();
      expect(requests).toEqual([{ by: 'salesMan', limit: 10000, filter: { cityIds: [7], from: '2024-02-29T21:00:00.000Z' } }]);
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Представитель', 'Телефон', 'Чеков мест', 'Баллы', 'Активных мест', 'Мест', 'Последняя загрузка']);
      expect(tableRows()).toEqual([
        ['Пётр Петров', '+79990000003', '1' + NBSP + '200', '5' + NBSP + '400', '4', '5', '15 марта 2024 12:30'],
        ['Анна Смирнова', '+79990000009', '0', '0', '0', '2', '—'],
      ]);
      expect(screen.getByTestId('report-summary').textContent).toBe('Строк: 2');
    });

    it('shows each vendor, exports it as CSV, and shows its query', async () => {
      const requests: ReportActivityQueryVariables[] = [];
      server.use(...handlers(), activityHandler(requests));
      const blobs = captureDownloads();
      const { location } = renderApp('/app/reports?report=status', { user: adminUser });
      await screen.findByRole('table');
      fireEvent.change(screen.getByRole('combobox', { name: 'Отчёт' }), { target: { value: 'vendors' } });
      await waitFor(() => expect(location().search).toBe('?report=vendors'));
      expect(await screen.findByRole('img', { name: 'График: Активность продавцов' })).toBeTruthy();
      expect(requests).toEqual([{ by: 'vendor', limit: 10000 }]);
      expect(tableRows()).toEqual([['Ольга Иванова', '+79990000004', '35', '700', '1', '20 марта 2024 15:00']]);
      fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
      expect(await screen.findByText('Выгружено 1 строка')).toBeTruthy();
      expect(await blobs[0]!.text()).toBe(
        'Продавец;Телефон;Загружено чеков;Баллы;Активных мест;Последняя загрузка\r\n' + 'Ольга Иванова;+79990000004;35;700;1;20.03.2024 15:00\r\n',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Показать запрос' }));
      const panel = screen.getByTestId('report-query');
      expect(within(panel).getByLabelText('Операция').textContent).toContain('activity(by: $by, filter: $filter, limit: $limit)');
      expect(JSON.parse(within(panel).getByLabelText('Переменные').textContent ?? '')).toEqual({ by: 'vendor', limit: 10000 });
    });
  });
});
