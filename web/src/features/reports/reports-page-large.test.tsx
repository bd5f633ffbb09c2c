// A large report (issue 27): one page of rows read and drawn at a time, the whole exported.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportPlanFactPageQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { captureDownloads } from '../../test/downloads';
import { group, NBSP, place, planFactPage, plans, preloadReports, stats, tableRows } from './reports-page.fixtures';

preloadReports();

describe('reports', () => {
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
});
