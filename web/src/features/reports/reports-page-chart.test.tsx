// The names of a chart's bars: by the periods' days, by the places, by both.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeLayout } from '../../test/layout';
import { handlers, place, planFactPage, preloadReports, tableRows } from './reports-page.fixtures';

preloadReports();

describe('reports', () => {
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
});
