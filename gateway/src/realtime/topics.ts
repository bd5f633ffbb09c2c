// Every socket.io event the gateway listens to on the API's socket, the room it comes in and its
// payload, and the events the gateway emits there (spec §7). Resolvers and the stream code name a
// topic from here, never an event or a room. Payloads are typed as the API sends them; they come
// off the network unchecked, so each subscription's `map` still checks what it uses.
import type { RestConversation, RestMessage, RestProcessorHistoryRecord } from '../upstream/types';

/** One event in one room: what a subscription listens to. */
export interface Channel<Payload> {
  /** The room joined on the API while someone listens; `null`: the API sends to the user's own socket. */
  readonly room: string | null;
  readonly event: string;
  /** Type only (never set): the payload the API sends with `event`. */
  readonly payload?: Payload;
}

const channel = <Payload>(room: string | null, event: string): Channel<Payload> => ({ room, event });

/** The rooms of the API's socket. */
export const rooms = {
  /** Spec §7: the ticket auto-processor's room. */
  processor: 'ticket-auto-processor',
  /** A user's own room: messages to (or about tickets of) that user. */
  user: (userId: number) => `user-${userId}`,
  /** One record's changes (issue 25): `record:Ticket:577` from `Ticket:577` (the model as the API names it). */
  record: (modelAndId: string | number) => `record:${modelAndId}`,
} as const;

/** `record.changed`: one change of a followed record, from the API's audit trail. */
export interface RecordChangedPayload {
  model?: string;
  id?: number;
  action?: string;
  at?: string;
  actor?: { id?: number; name?: string | null; surname?: string | null } | null;
  client?: string | null;
}

/** The processor's status: a string, or `{status}` from some APIs. */
export type ProcessorStatusPayload = string | { status?: string };

/** A conversation read by someone. */
export interface ConversationReadPayload {
  roomName?: string;
  userId?: number;
  readerId?: number;
  count?: number;
}

/** `resync`: live data may have been missed (`events-lost` from the API, `reconnect` from `UpstreamSockets`). */
export interface ResyncPayload {
  reason?: string;
}

export const topics = {
  processorStatus: () => channel<ProcessorStatusPayload>(rooms.processor, 'ticketAutoProcessor.status'),
  /** The per-hour history, whole. */
  processorHistory: () => channel<RestProcessorHistoryRecord[]>(rooms.processor, 'ticketAutoProcessor.history'),
  /** One hour of the history, updated. */
  processorHistoryRecord: () => channel<RestProcessorHistoryRecord>(rooms.processor, 'ticketAutoProcessor.historyRecord'),
  /** Tickets by status. */
  ticketCounter: () => channel<Record<string, number>>(rooms.processor, 'ticketAutoProcessor.ticketCounter'),
  /** A new message in a messenger room (`room` as the API names it: `Conversation.roomName`). */
  messageInRoom: (room: string) => channel<RestMessage>(room, 'messenger.newMessage'),
  /** A new message to a user (its room): messages about that user's tickets. */
  messageToUser: (userId: number) => channel<RestMessage>(rooms.user(userId), 'messenger.newMessage'),
  /** A conversation of the signed-in staff user changed; staff sockets are in their own room on the API. */
  conversationUpdated: () => channel<RestConversation>(null, 'messenger.convHasUpdated'),
  /** A conversation in `room` was read. */
  conversationRead: (room: string) => channel<ConversationReadPayload>(room, 'messenger.hasReadConv'),
  /** A record changed (issue 25); an API without it never sends it, and refuses the room. */
  recordChanged: (model: string, id: number) => channel<RecordChangedPayload>(rooms.record(`${model}:${id}`), 'record.changed'),
  /** Live data may have been missed; to the user's own socket. */
  resync: () => channel<ResyncPayload>(null, 'resync'),
  /** The API revoked the token's session (sign-out, blocking) and is about to disconnect the socket. */
  sessionRevoked: () => channel<unknown>(null, 'session.revoked'),
} as const;

/** What the gateway emits to the API's socket, with a room name as the payload. */
export const commands = {
  join: 'join',
  leave: 'leave',
} as const;
