// Tickets (spec §7): the stock `/tickets` routes, a ticket's transactions, review actions and the
// fiscal details of a user's tickets.
import type { Upstream } from './client';
import { model, type RestBody, type Where } from './loopback';
import { isMissingRoute } from './unsupported';
import type { RestTicket, RestTicketCountByStatus, RestTicketEditPreview, RestTicketUserDetails, RestTransaction } from './types';

const PATH = '/tickets';

export const tickets = model<RestTicket>(PATH);

/** A ticket's transactions: the API serves them per ticket (a detail-view field), one call each. */
export const transactionsOf = (api: Upstream, ticketId: number) => api.get<RestTransaction[]>(`${PATH}/${ticketId}/transactions`);

/** Spec §4: a reject is a patch of the status, with the reason when one is given. */
export const reject = (api: Upstream, id: number, reason?: string) => tickets.update(api, id, { status: 'rejected', ...(reason ? { statusDescription: reason } : {}) });

/**
 * Manual scoring: `POST /tickets/manualProcess`. Spec §7 answers `{status, score}`; rest-api answers
 * the scored ticket (the gateway takes it when it is one: `ticketAfterWrite`).
 */
export const manualProcess = (api: Upstream, body: { ticketId: number; score: number }) => api.post<{ status: string; score: number }>('/tickets/manualProcess', body);

/** Runs the processor on one ticket now: `GET /tickets/process/{id}`, the ticket as processed (rest-api). */
export const processNow = (api: Upstream, id: number) => api.get<unknown>(`/tickets/process/${id}`);

/** An administrator's correction of a ticket's fields: answers the ticket. */
export const edit = (api: Upstream, id: number, body: RestBody) => api.post<RestTicket>(`/tickets/edit/${id}`, body);

/** What an edit with this body would store (`POST /tickets/editPreview/{id}`). */
export const editPreview = (api: Upstream, id: number, body: RestBody) => api.post<RestTicketEditPreview>(`/tickets/editPreview/${id}`, body);

const COUNT_BY_STATUS_PATH = `${PATH}/countByStatus`;

/**
 * Counts per status for a where (its status ignored): `GET /tickets/countByStatus`; null from an API
 * without the route (the programme's LoopBack 3 one: its `findById('countByStatus')`), whatever way
 * it says so (upstream/unsupported.ts).
 */
export async function countByStatus(api: Upstream, where: Where): Promise<RestTicketCountByStatus | null> {
  try {
    return await api.get<RestTicketCountByStatus>(COUNT_BY_STATUS_PATH, { where });
  } catch (error) {
    if (await isMissingRoute(api, COUNT_BY_STATUS_PATH, error)) return null;
    throw error;
  }
}

/** `GET /ticket/userDetails/{userId}` (singular `ticket`, as the API names it). */
export const userDetails = (api: Upstream, userId: number) => api.get<RestTicketUserDetails>(`/ticket/userDetails/${userId}`);
