// A report's computation: its progress, cancelled or left (the request aborted), failed with a retry; the query behind it; the CSV export.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ReportTicketStatsDocument } from '../../__generated__/graphql';
import { adminUser, failsOnce } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { captureDownloads } from '../../test/downloads';
import { handlers, planFactPage, plans, preloadReports } from './reports-page.fixtures';

preloadReports();

describe('reports', () => {
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
    fireEvent.change(await screen.findByRole('combobox', { name: 'Отчёт' }), { target: { value: 'status' } });
    expect(await screen.findByRole('img', { name: 'График: Чеки по статусам' })).toBeTruthy();
    await waitFor(() => expect(signals.map((s) => s.aborted)).toEqual([true]));
  });

  it('shows a failed computation with a retry', async () => {
    server.use(
      graphql.query(
        'ReportPlanFactPage',
        failsOnce('connect ECONNREFUSED 127.0.0.1:3000', 'UPSTREAM_UNAVAILABLE', () => planFactPage(plans)),
      ),
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
});
