// The messenger's starter (docs/adr/0083-route-starters-beside-the-screen.md): the conversations'
// orders, the variables of the URL (read by the screen too, messenger-page.tsx), and its query asked
// for by id as the navigation starts.
import type { ConversationOrder } from '../../__generated__/graphql';
import { startBy } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { listUrl } from '../../shared/ui/list-url';

/** Conversations per page (spec §9). */
export const CONVERSATIONS_PAGE_SIZE = 24;
export const CONVERSATION_ORDERS: readonly ConversationOrder[] = ['messages', 'tickets', 'none'];

/** The conversations' page for the URL: search, `?order=` (the latest messages first by default), page. */
export function messengerVariables(search: URLSearchParams) {
  const { page, search: text } = listUrl(search);
  const order = CONVERSATION_ORDERS.find((name) => name === search.get('order')) ?? 'messages';
  return { search: text || undefined, order, page, pageSize: CONVERSATIONS_PAGE_SIZE };
}

export const startMessenger = startBy('MessengerRoute', operationId('MessengerRoute'), ({ search }) => messengerVariables(search));
