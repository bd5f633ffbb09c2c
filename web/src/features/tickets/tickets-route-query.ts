// The tickets list's route query and its variables (the screen: tickets-page.tsx), started by the
// route's loader while the screen's code loads (shared/apollo/route-query.ts).
import { graphql } from '../../__generated__';
import type { RouteQuery } from '../../shared/apollo/route-query';
import { ticketsCountWhere, ticketsListVariables } from './tickets-list';

export const TicketsRouteQuery = graphql(`
  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!, $withProcessor: Boolean!, $countWhere: TicketWhere) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        ...TicketsTable_ticket
      }
      total
      page
      pageSize
    }
    ticketCounts(where: $countWhere, search: $search) {
      total
      statuses {
        status
        statusCode
        count
      }
    }
    autoProcessor @include(if: $withProcessor) {
      ...ProcessorPanel_processor
    }
  }
`);

/** What the viewer may do, as the gateway's policy answers it (`User.rights`). */
type Rights = { reviewTickets: boolean } | null | undefined;

/** The processor's panel is for reviewers. */
export const seesProcessor = (rights: Rights) => rights?.reviewTickets ?? false;

/**
 * The route query's variables: the list's (tickets-list.ts), the processor's panel for those who see
 * it, and the named filters' counts (the list's own conditions without the status, issue 22).
 */
export function ticketsRouteVariables(params: URLSearchParams, rights: Rights) {
  return { ...ticketsListVariables(params), withProcessor: seesProcessor(rights), countWhere: ticketsCountWhere(params) };
}

export const startTicketsRoute: RouteQuery = (client, params, user) =>
  void client.query({ query: TicketsRouteQuery, variables: ticketsRouteVariables(params, user.rights) }).catch(() => undefined);
