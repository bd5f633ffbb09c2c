/// <reference lib="dom" />
// Every /app route of spec §2 with real ids from the demo data: each list, and a detail page of each
// kind (a ticket alone and within its vendor and its place, a person of each role alone, within a
// place and with a place of theirs, a place, a city, a region, an administrative entity, a place
// type, a campaign and a period of it, a product, a conversation), for tests that visit every screen.
import type { Page } from 'playwright-core';
import { pageGql } from './session';

interface Ids {
  tickets: { items: Array<{ id: number; userId: number | null; placeId: number | null }> };
  places: { items: Array<{ id: number; users: Array<{ id: number; roleName: string | null }>; regionalManagers: Array<{ id: number }> }> };
  vendors: { items: Array<{ id: number }> };
  salesMen: { items: Array<{ id: number }> };
  regionalManagers: { items: Array<{ id: number }> };
  cities: { items: Array<{ id: number }> };
  regions: { items: Array<{ id: number }> };
  admEntities: { items: Array<{ id: number }> };
  placeTypes: { items: Array<{ id: number }> };
  campaigns: { items: Array<{ id: number }> };
  periods: { items: Array<{ id: number; campaignId: number }> };
  products: { items: Array<{ id: number }> };
  conversations: { items: Array<{ roomName: string }> };
}

const IDS = `query WidthsIds {
  tickets(pageSize: 50) { items { id userId placeId } }
  places(pageSize: 50) { items { id users { id roleName } regionalManagers { id } } }
  vendors(pageSize: 1) { items { id } }
  salesMen(pageSize: 1) { items { id } }
  regionalManagers(pageSize: 1) { items { id } }
  cities(pageSize: 1) { items { id } }
  regions(pageSize: 1) { items { id } }
  admEntities(pageSize: 1) { items { id } }
  placeTypes(pageSize: 1) { items { id } }
  campaigns(pageSize: 1) { items { id } }
  periods(pageSize: 1) { items { id campaignId } }
  products(pageSize: 1) { items { id } }
  conversations(pageSize: 1) { items { roomName } }
}`;

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (!item) throw new Error(`the demo data has no ${what}`);
  return item;
}

/** Every /app route, as paths with the demo data's ids (the page must be signed in as the administrator). */
export async function appRoutes(page: Page): Promise<string[]> {
  const ids = await pageGql<Ids>(page, IDS);
  const ticket = first(
    ids.tickets.items.filter((t) => t.userId && t.placeId),
    'ticket with a vendor and a place',
  );
  const withPeople = first(
    ids.places.items.filter((p) => p.users.some((u) => u.roleName === 'vendor') && p.users.some((u) => u.roleName === 'salesMan') && p.regionalManagers.length > 0),
    'place with a vendor, a sales rep and a regional manager',
  );
  const vendor = withPeople.users.find((u) => u.roleName === 'vendor')!.id;
  const salesMan = withPeople.users.find((u) => u.roleName === 'salesMan')!.id;
  const manager = withPeople.regionalManagers[0]!.id;
  const place = withPeople.id;
  const period = first(ids.periods.items, 'period');
  return [
    '/app/profile',
    '/app/messenger',
    '/app/tickets',
    `/app/ticket/${ticket.id}`,
    `/app/vendor/${ticket.userId}/ticket/${ticket.id}`,
    `/app/place/${ticket.placeId}/ticket/${ticket.id}`,
    '/app/regional-managers',
    `/app/regional-manager/${first(ids.regionalManagers.items, 'regional manager').id}`,
    `/app/regional-manager/${manager}/place/${place}`,
    '/app/sales-mans',
    `/app/sales-man/${first(ids.salesMen.items, 'sales rep').id}`,
    `/app/sales-man/${salesMan}/place/${place}`,
    '/app/vendors',
    `/app/vendor/${first(ids.vendors.items, 'vendor').id}`,
    `/app/vendor/${vendor}/place/${place}`,
    '/app/places',
    `/app/place/${place}`,
    '/app/place',
    `/app/place/${place}/vendor/${vendor}`,
    `/app/place/${place}/sales-man/${salesMan}`,
    `/app/place/${place}/regional-manager/${manager}`,
    '/app/cities',
    `/app/city/${first(ids.cities.items, 'city').id}`,
    '/app/adm-entities',
    `/app/adm-entity/${first(ids.admEntities.items, 'administrative entity').id}`,
    '/app/regions',
    `/app/region/${first(ids.regions.items, 'region').id}`,
    '/app/place-types',
    '/app/campaigns',
    `/app/campaign/${first(ids.campaigns.items, 'campaign').id}`,
    `/app/campaign/${period.campaignId}/period/${period.id}`,
    `/app/campaign/${period.campaignId}/period`,
    '/app/products',
    `/app/product/${first(ids.products.items, 'product').id}`,
    '/app/reports',
    '/app/audit',
    // A conversation open in the messenger (last: its trail differs from the audit log's, not from the messenger's).
    `/app/messenger?room=${first(ids.conversations.items, 'conversation').roomName}`,
  ];
}
