// The activity reports: each sales rep's and vendor's tickets, points and places, exported and with its query.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportActivityQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { captureDownloads } from '../../test/downloads';
import { handlers, NBSP, preloadReports, tableRows } from './reports-page.fixtures';

preloadReports();

describe('reports', () => {
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
