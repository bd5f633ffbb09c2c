// The ticket page's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the page's code, it asks for the page's query (ticket-page.tsx `TicketRoute`) by id.
import type { RouteStart } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';

export const startTicket: RouteStart = (live, { params }) => {
  const id = Number(params.ticketId ?? params.id);
  if (Number.isInteger(id) && id > 0) live.preload('TicketRoute', operationId('TicketRoute'), { id }, true); // read again on every visit
};
