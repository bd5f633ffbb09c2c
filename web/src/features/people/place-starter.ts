// A place's page's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (place-page.tsx `PlaceRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-query';
import { operationId } from '../../shared/graphql/persisted';

export const startPlace: RouteStart = (live, { params }) => {
  const id = Number(params.id ?? params.placeId);
  if (Number.isInteger(id) && id > 0) live.preload('PlaceRoute', operationId('PlaceRoute'), { id });
};
