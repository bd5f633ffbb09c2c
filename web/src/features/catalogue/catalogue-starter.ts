// The catalogue's starters (docs/adr/0083-route-starters-beside-the-screen.md): each screen's query
// asked for by id as the navigation starts, with the variables of its URL (read by the list screens and
// the period's page too).
import type { CampaignWhere, CityWhere, TitledOrder } from '../../__generated__/graphql';
import { routeId, startBy, startRecord } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { LIST_PAGE_SIZE, listUrl } from '../../shared/ui/list-url';

/** A list's page, search and order (a header's sort, else the list's order `?order=…`, else `order`). */
const page = (search: URLSearchParams, order: Required<TitledOrder>[]) => {
  const url = listUrl(search);
  return { search: url.search || undefined, page: url.page, pageSize: LIST_PAGE_SIZE, orderBy: url.sort ? [url.sort as Required<TitledOrder>] : order };
};
const BY_TITLE: Required<TitledOrder>[] = [{ field: 'title', direction: 'ASC' }];
const NEWEST: Required<TitledOrder>[] = [{ field: 'id', direction: 'DESC' }];

/** Regions, adm. entities and place types: by title, or by id (`?order=id`). */
export const titledVariables = (search: URLSearchParams) => page(search, search.get('order') === 'id' ? NEWEST : BY_TITLE);

/** Cities: by title; `?region=7` keeps a region's. */
export function citiesVariables(search: URLSearchParams) {
  const region = routeId(search.get('region') ?? undefined);
  const where: CityWhere | undefined = region === null ? undefined : { regionId: { eq: region } };
  return { where, ...page(search, BY_TITLE) };
}

export const productsVariables = (search: URLSearchParams) => page(search, BY_TITLE);

/** The campaigns' named filters (`?filter=active`). */
export const CAMPAIGN_FILTERS = { active: { isActive: { eq: true } }, inactive: { isActive: { eq: false } } } satisfies Record<string, CampaignWhere>;

/** Campaigns: newest first; `?filter=active|inactive`. */
export function campaignsVariables(search: URLSearchParams) {
  const filter = search.get('filter');
  const where: CampaignWhere | undefined = filter === 'active' || filter === 'inactive' ? CAMPAIGN_FILTERS[filter] : undefined;
  return { where, ...page(search, NEWEST) };
}

export const startCities = startBy('CitiesRoute', operationId('CitiesRoute'), ({ search }) => citiesVariables(search));
export const startRegions = startBy('RegionsRoute', operationId('RegionsRoute'), ({ search }) => titledVariables(search));
export const startAdmEntities = startBy('AdmEntitiesRoute', operationId('AdmEntitiesRoute'), ({ search }) => titledVariables(search));
export const startPlaceTypes = startBy('PlaceTypesRoute', operationId('PlaceTypesRoute'), ({ search }) => titledVariables(search));
export const startCampaigns = startBy('CampaignsRoute', operationId('CampaignsRoute'), ({ search }) => campaignsVariables(search));
export const startProducts = startBy('ProductsRoute', operationId('ProductsRoute'), ({ search }) => productsVariables(search));

export const startCity = startRecord('CityRoute', operationId('CityRoute'));
export const startRegion = startRecord('RegionRoute', operationId('RegionRoute'));
export const startAdmEntity = startRecord('AdmEntityRoute', operationId('AdmEntityRoute'));
export const startProduct = startRecord('ProductRoute', operationId('ProductRoute'));
