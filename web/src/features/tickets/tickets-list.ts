// The tickets list's variables from its URL (`?filter=manual&q=…&place=5&sort=…&page=2`), in one
// place: the list screen reads its page with them, and the review queue on the ticket page reads the
// same list (the same `tickets` field with the same arguments, so Apollo's cache answers it when the
// reviewer came from the list) to find the next and the previous ticket.
import type { SortDirection, TicketOrder, TicketOrderField, TicketWhere } from '../../__generated__/graphql';
import { ticketStatusOfParam } from '../../shared/ticket-status';
import { listUrl } from '../../shared/ui/list-url';

/** Tickets per page (spec §9: the ticket list shows 24). */
export const TICKETS_PAGE_SIZE = 24;

/** The screen's own URL parameters besides page, q, filter, order and sort. */
export const TICKETS_LIST_PARAMS = ['place', 'placeName', 'user', 'userName', 'campaign', 'campaignName', 'period', 'periodName', 'from', 'to'] as const;

/** Orders of spec §9: 'date' (newest receipt first, the default) and 'noStatus' (by status, then date). */
export const TICKET_ORDERS: Record<string, TicketOrder[]> = {
  date: [{ field: 'dateTime', direction: 'DESC' }],
  noStatus: [
    { field: 'status', direction: 'ASC' },
    { field: 'dateTime', direction: 'DESC' },
  ],
};

/** The day after `YYYY-MM-DD`, as the start of that day in the viewer's time zone (ISO). */
const startOfDay = (date: string, plusDays = 0) => {
  const d = new Date(`${date}T00:00:00`);
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
};

/** The `where` of the URL's filters: a named status filter, place, user, campaign, period and a date range. */
export function ticketsWhere(
  status: TicketWhere | undefined,
  values: { place: string; user: string; campaign?: string; period?: string; from: string; to: string },
): TicketWhere | undefined {
  const where: TicketWhere = { ...status };
  if (/^\d+$/.test(values.place)) where.placeId = { eq: Number(values.place) };
  if (/^\d+$/.test(values.user)) where.userId = { eq: Number(values.user) };
  if (values.campaign && /^\d+$/.test(values.campaign)) where.campaignId = { eq: Number(values.campaign) };
  if (values.period && /^\d+$/.test(values.period)) where.periodId = { eq: Number(values.period) };
  const range: NonNullable<TicketWhere['dateTime']> = {};
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.from)) range.gte = startOfDay(values.from);
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.to)) range.lt = startOfDay(values.to, 1);
  if (range.gte || range.lt) where.dateTime = range;
  return Object.keys(where).length ? where : undefined;
}

/** The `where` of a named status filter (`?filter=manual`; 'all' and unknown names: none). */
export function statusWhere(name: string | null | undefined): TicketWhere | undefined {
  const status = ticketStatusOfParam(name);
  return status ? { status: { eq: status } } : undefined;
}

export interface TicketsListVariables {
  where: TicketWhere | undefined;
  search: string | undefined;
  orderBy: TicketOrder[];
  page: number;
  pageSize: number;
}

/** The list query's variables for a list URL's parameters (what `useListState` reads, the same rules). */
export function ticketsListVariables(params: URLSearchParams): TicketsListVariables {
  const get = (name: string) => params.get(name) ?? '';
  const values = { place: get('place'), user: get('user'), campaign: get('campaign'), period: get('period'), from: get('from'), to: get('to') };
  const { page, search, sort } = listUrl(params);
  const order = get('order') in TICKET_ORDERS ? get('order') : 'date';
  const orderBy: TicketOrder[] = sort ? [{ field: sort.field as TicketOrderField, direction: sort.direction as SortDirection }] : TICKET_ORDERS[order]!;
  return {
    where: ticketsWhere(statusWhere(params.get('filter')), values),
    search: search || undefined,
    orderBy,
    page,
    pageSize: TICKETS_PAGE_SIZE,
  };
}

/** The `where` of the named filters' counts: the list's conditions without the status (issue 22). */
export function ticketsCountWhere(params: URLSearchParams): TicketWhere | undefined {
  const get = (name: string) => params.get(name) ?? '';
  return ticketsWhere(undefined, { place: get('place'), user: get('user'), campaign: get('campaign'), period: get('period'), from: get('from'), to: get('to') });
}
