// A city's page's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (city.tsx `CityRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-query';
import { operationId } from '../../shared/graphql/persisted';

export const startCity: RouteStart = (live, { params }) => {
  if (/^\d+$/.test(params.id ?? '')) live.preload('CityRoute', operationId('CityRoute'), { id: Number(params.id) });
};
