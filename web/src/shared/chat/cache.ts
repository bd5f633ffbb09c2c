// The Apollo cache is the one store of a chat's messages (the messenger's room and the ticket's chat
// alike): each chat query's field keeps every message read so far, whatever page or slice brought
// it, each once in order of time. A page of older messages (`fetchMore`), a refetch after a
// reconnect, a message from a subscription and the send mutation's answer all land in the same
// list through these merge functions; the chat only reads the list.
import type { FieldMergeFunction, FieldPolicy, Reference } from '@apollo/client';
import { mergeMessages } from './scroll';

type Page = { items?: readonly Reference[] } & Record<string, unknown>;
type ReadField = Parameters<FieldMergeFunction>[2]['readField'];

/** The messages of both lists, each once, oldest first (by `createdAt`, then id). */
function unionOf(readField: ReadField, ...lists: (readonly Reference[] | undefined)[]): Reference[] {
  const rows = lists.map((list) => (list ?? []).map((ref) => ({ id: readField<number>('id', ref) ?? 0, createdAt: readField<string>('createdAt', ref) ?? '', ref })));
  return mergeMessages(...rows).map((row) => row.ref);
}

const oldestOf = (readField: ReadField, items: readonly Reference[] | undefined) => (items && items.length > 0 ? (readField<string>('createdAt', items[0]!) ?? '') : undefined);

/**
 * `roomMessages(room, limit, before)`: one list per room. `rest` (older messages not loaded) is the
 * one of the slice that reached furthest back: a slice `before` the oldest brings a smaller one, a
 * refetch of the newest 12 or a new message leaves it.
 */
const mergeMessageSlice: FieldMergeFunction<Page, Page> = (existing, incoming, { readField }) => {
  if (!existing) return { ...incoming, items: unionOf(readField, incoming.items) };
  const items = unionOf(readField, existing.items, incoming.items);
  const older = oldestOf(readField, incoming.items);
  const known = oldestOf(readField, existing.items);
  const reachedFurther = older !== undefined && (known === undefined || older <= known);
  return { ...existing, ...incoming, items, rest: reachedFurther ? incoming.rest : existing.rest };
};

/**
 * `Ticket.messages(page, pageSize)`: one list per ticket, oldest first (the pages come newest first),
 * whichever query brought a page (the ticket's route query the first, the chat's own the older ones). `page` is the furthest page read, so the next older page is `page + 1`
 * (messages that arrived since shift the pages: the overlap is merged away); `total` is the newest
 * answer's (a live or sent message adds one).
 */
const mergeMessagePage: FieldMergeFunction<Page | null, Page | null> = (existing, incoming, { readField }) => {
  // A read that failed (null, with its error) leaves what was read before; the chat shows the error only without it.
  if (!incoming) return existing ?? null;
  const items = unionOf(readField, existing?.items, incoming.items);
  const page = Math.max(Number(existing?.page ?? 0), Number(incoming.page ?? 0)) || incoming.page;
  return { ...existing, ...incoming, items, page };
};

/** The `Query` field policies of the chats' message lists. */
export const chatFieldPolicies: Record<string, FieldPolicy> = {
  roomMessages: { keyArgs: ['room'], merge: mergeMessageSlice as FieldMergeFunction },
};

/** The `Ticket` field policies of its chat's message list. */
export const ticketChatFieldPolicies: Record<string, FieldPolicy> = {
  messages: { keyArgs: false, merge: mergeMessagePage as FieldMergeFunction },
};
