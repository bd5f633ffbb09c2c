// Once the first /app screen is drawn, the routes' starters load (router.tsx `warmStarters`): a later
// navigation in the app sends its request with no round trip for a starter
// (docs/adr/0083-route-starters-beside-the-screen.md).
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { adminUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../features/catalogue/catalogue-starter', async (original) => (loaded.add('catalogue'), original()));
vi.mock('../features/catalogue/campaign-starter', async (original) => (loaded.add('campaign'), original()));
vi.mock('../features/people/person-starter', async (original) => (loaded.add('person'), original()));
vi.mock('../features/tickets/ticket-starter', async (original) => (loaded.add('ticket'), original()));

it("loads every route's starter once the first screen is drawn", async () => {
  server.use(graphql.query('RegionsRoute', () => HttpResponse.json({ data: { list: { __typename: 'RegionPage', items: [], total: 0 } } })));
  renderApp('/app/regions', { user: adminUser });
  expect(await screen.findByText('Ничего не найдено', {}, { timeout: 10_000 })).toBeTruthy();
  await waitFor(() => expect([...loaded].sort()).toEqual(['campaign', 'catalogue', 'person', 'ticket']), { timeout: 10_000 });
}, 30_000);
