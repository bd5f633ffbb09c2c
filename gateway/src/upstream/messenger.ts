// The messenger (spec §7): conversations, messages of a room or a user, sending and reading.
import type { Upstream } from './client';
import type { RestFilter } from './loopback';
import type { RestConversation, RestCount, RestFile, RestMessage, RestRoomMessages } from './types';

/** A page as the messenger routes answer it: the rows, or `{items, total}`. */
export type RestMessengerPage<T> = T[] | { items: T[]; total?: number };

/** The signed-in user's conversations (`GET /messages/myConvs`). */
export const myConversations = (api: Upstream, query: { limit: number; skip: number; search?: string; order?: string }) =>
  api.get<RestMessengerPage<RestConversation>>('/messages/myConvs', query);

/** A room's messages before `endDate`, newest first, and how many older ones are left. */
export const roomMessages = (api: Upstream, room: string, query: { limit: number; endDate?: string }) =>
  api.get<RestRoomMessages>(`/messages/byRoom/${encodeURIComponent(room)}`, query);

/** The messages of one user (staff view), by a LoopBack filter. */
export const userMessages = (api: Upstream, userId: number, filter: RestFilter) => api.get<RestMessengerPage<RestMessage>>(`/messages/byUserId/${userId}`, { filter });

/** What a message carries: text, a stored file, or both. */
export interface MessageBody {
  text?: string;
  file?: RestFile;
}

/** A message about a ticket, to the ticket's user (the API derives the recipient). */
export const sendAboutTicket = (api: Upstream, body: MessageBody & { ticketId: number }) => api.post<RestMessage>('/messages/send', body);

export const sendToRoom = (api: Upstream, room: string, body: MessageBody) => api.post<RestMessage>(`/messages/sendToRoom/${encodeURIComponent(room)}`, body);

/** Marks a room's messages read; answers how many were marked. */
export const markRead = (api: Upstream, room: string) => api.post<RestCount>(`/messages/read/${encodeURIComponent(room)}`).then((r) => r.count);
