// A person's page's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (person-page.tsx `PersonRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-query';
import { operationId } from '../../shared/graphql/persisted';

const person =
  (vendor: boolean): RouteStart =>
  (live, { params }) => {
    const id = Number(params.id ?? params.vendorId ?? params.salesManId ?? params.regionalManagerId ?? '');
    if (Number.isInteger(id) && id > 0) live.preload('PersonRoute', operationId('PersonRoute'), { id, withTickets: vendor, withCities: !vendor });
  };

export const startVendor = person(true);
export const startStaff = person(false);
