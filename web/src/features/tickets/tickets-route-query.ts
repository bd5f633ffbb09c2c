// The tickets list's route query and its variables (the screen: tickets-page.tsx), asked for by its
// starter while the screen's code loads (tickets-starter.ts): the rows alone. What
// the screen draws beside them (the named filters' counts, the processor's panel) is read apart,
// once the rows have answered (issue 42: it never holds them up).
import { graphql } from '../../__generated__';
import { ticketsCountWhere, ticketsListVariables } from './tickets-list';

export const TicketsRouteQuery = graphql(`
  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        ...TicketsTable_ticket
      }
      total
      page
      pageSize
    }
  }
`);

/** The named filters' counts and the processor's panel: read after the rows (tickets-page.tsx). */
export const TicketsAsideQuery = graphql(`
  query TicketsAside($search: String, $countWhere: TicketWhere, $withProcessor: Boolean!) {
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

/** The route query's variables: the list's (tickets-list.ts). */
export const ticketsRouteVariables = (params: URLSearchParams) => ticketsListVariables(params);

/**
 * The aside query's variables: the named filters' counts (the list's own conditions without the
 * status, issue 22, and its search) and the processor's panel for those who see it.
 */
export function ticketsAsideVariables(params: URLSearchParams, rights: Rights) {
  return { search: ticketsListVariables(params).search, countWhere: ticketsCountWhere(params), withProcessor: seesProcessor(rights) };
}
