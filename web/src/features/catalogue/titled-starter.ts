// A region's and an administrative entity's pages' starter (docs/adr/0083-route-starters-beside-the-screen.md):
// loaded by the route's loader beside the page's code, it asks for the page's query
// (geography-kinds.ts `RegionRoute`, `AdmEntityRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-query';
import { operationId } from '../../shared/graphql/persisted';

const titled =
  (name: string, id: string): RouteStart =>
  (live, { params }) => {
    if (/^\d+$/.test(params.id ?? '')) live.preload(name, id, { id: Number(params.id) });
  };

export const startRegion = titled('RegionRoute', operationId('RegionRoute'));
export const startAdmEntity = titled('AdmEntityRoute', operationId('AdmEntityRoute'));
