// The tickets list's starter (docs/adr/0083-route-starters-beside-the-screen.md): loaded by the route's
// loader beside the list's code, it asks for the list's rows (tickets-route-query.ts `TicketsRoute`) by
// id, with the variables of the list's URL (tickets-list.ts, read by the list too). A chunk apart from
// the ticket page's starter: a ticket's route, the heaviest, does not load it.
import { startBy } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { ticketsListVariables } from './tickets-list';

export const startTickets = startBy('TicketsRoute', operationId('TicketsRoute'), ({ search }) => ticketsListVariables(search));
