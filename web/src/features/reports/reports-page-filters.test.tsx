// The reports screen's choice: plan vs fact by default, another report, the filters of the URL and of the selectors, an empty result.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportPlanFactPageQueryVariables, ReportTicketStatsQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { handlers, NBSP, period, preloadReports, tableRows } from './reports-page.fixtures';

preloadReports();

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
    // The route's starter asks as the navigation starts: the filters follow once it ends.
    await screen.findByRole('button', { name: 'Сбросить фильтры' });

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
});
