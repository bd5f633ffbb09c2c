// The places list's route query and its variables (the screen: places-page.tsx), started by the
// route's loader while the screen's code loads (shared/apollo/route-query.ts).
import { graphql } from '../../__generated__';
import type { PlaceOrder, PlaceOrderField, PlaceWhere, SortDirection } from '../../__generated__/graphql';
import type { RouteQuery } from '../../shared/apollo/route-query';
import { listUrl } from '../../shared/ui/list-url';

export const PLACES_PAGE_SIZE = 12;

export const PlacesRouteQueryDoc = graphql(`
  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {
    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        title
        address
        internalId
        inn
        blocked
        city {
          id
          title
        }
        placeType {
          id
          title
        }
        campaign {
          id
          title
        }
      }
      total
      page
      pageSize
    }
  }
`);

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
export const startPlacesRoute: RouteQuery = (client, params) => {
  if (regionOf(params) !== null) return;
  void client.query({ query: PlacesRouteQueryDoc, variables: placesRouteVariables(params, undefined) }).catch(() => undefined);
};
