// The header's breadcrumbs on a nested route name the record and its parent from the route's query:
// /app/campaign/5/period/21 → Главная › Кампании › <the campaign> › <the period's dates>.
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, period } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

const campaign = { __typename: 'Campaign', id: 5, title: 'Весенняя акция молочных продуктов 2024', placeScoreLimit: 1000, ticketSalesLimit: 10, userScoreLimit: null };

// The header's trail (hidden below 640 px, and jsdom knows no widths: found by its test id).
const crumbs = () => screen.getAllByTestId('breadcrumb');

describe('the breadcrumbs of a nested route', () => {
  it("name the campaign (cut at 30 on a word boundary, linked) and the period's dates", async () => {
    server.use(
      graphql.query('PeriodRoute', () => HttpResponse.json({ data: { campaign, period } })),
      graphql.query('PeriodProducts', () => HttpResponse.json({ data: { campaignProducts: { __typename: 'CampaignProductPage', items: [], total: 0 } } })),
      graphql.query('PlansGridPlaces', () => HttpResponse.json({ data: { places: { __typename: 'PlacePage', items: [], total: 0 } } })),
      graphql.query('PeriodHistory', () => HttpResponse.json({ data: { period: { __typename: 'Period', id: 21, history: { __typename: 'AuditLogPage', items: [] } } } })),
    );
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    await waitFor(() => expect(crumbs().map((c) => c.textContent)).toEqual(['Главная', 'Кампании', 'Весенняя акция молочных…', '1 марта 2024 — 31 мая 2024']));
    const parent = crumbs()[2]!.querySelector('a')!;
    expect(parent.getAttribute('href')).toBe('/app/campaign/5');
    expect(parent.getAttribute('title')).toBe('Весенняя акция молочных продуктов 2024');
    expect(within(crumbs()[3]!).getByText('1 марта 2024 — 31 мая 2024').getAttribute('aria-current')).toBe('page');
  });
});
