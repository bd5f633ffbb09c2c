// A place's page's and the places list's starters (docs/adr/0083-route-starters-beside-the-screen.md):
// loaded by the route's loader beside the screen's code, they ask for its query by id (place-page.tsx
// `PlaceRoute`; places-page.tsx `PlacesRoute`, with the variables of the list's URL, read by the list
// too).
import type { PlaceOrder, PlaceOrderField, PlaceWhere, SortDirection } from '../../__generated__/graphql';
import { startBy, startRecord } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { LIST_PAGE_SIZE, listUrl } from '../../shared/ui/list-url';

export const startPlace = startRecord('PlaceRoute', operationId('PlaceRoute'), 'placeId');

export const PLACES_PAGE_SIZE = LIST_PAGE_SIZE;

/** The `where` of the URL's filters; a region stands for its cities. */
export function placesWhere(values: Record<string, string>, regionCityIds: number[] | undefined): PlaceWhere | undefined {
  const where: PlaceWhere = {};
  const id = (name: string) => (/^\d+$/.test(values[name] ?? '') ? Number(values[name]) : undefined);
  if (id('city') !== undefined) where.cityId = { eq: id('city') };
  if (id('placeType') !== undefined) where.placeTypeId = { eq: id('placeType') };
  if (id('campaign') !== undefined) where.campaignId = { eq: id('campaign') };
  if (id('region') !== undefined && regionCityIds) where.and = [{ cityId: { in: regionCityIds } }];
  return Object.keys(where).length ? where : undefined;
}

/** The region of the URL's filters (`?region=7`), null when none. */
export const regionOf = (params: URLSearchParams) => (/^\d+$/.test(params.get('region') ?? '') ? Number(params.get('region')) : null);

/** The list's variables for its URL; a region stands for its cities (`regionCityIds`, read first). */
export function placesRouteVariables(params: URLSearchParams, regionCityIds: number[] | undefined) {
  const { page, search, sort } = listUrl(params);
  const values = Object.fromEntries(['city', 'region', 'placeType', 'campaign'].map((name) => [name, params.get(name) ?? '']));
  const orderBy: PlaceOrder[] = sort ? [{ field: sort.field as PlaceOrderField, direction: sort.direction as SortDirection }] : [{ field: 'id', direction: 'DESC' }];
  return { where: placesWhere(values, regionCityIds), search: search || undefined, orderBy, page, pageSize: PLACES_PAGE_SIZE };
}

/** A list filtered by a region waits for the region's cities: the screen reads both. */
export const startPlaces = startBy('PlacesRoute', operationId('PlacesRoute'), ({ search }) => (regionOf(search) === null ? placesRouteVariables(search, undefined) : null));
