// The chats' message lists in the Apollo cache: one list per room (per ticket), whatever slice or
// page brought the messages, each once, oldest first; `rest` and `page` say how far back the list
// reaches.
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../apollo/client';

const Room = gql`
  query ChatCacheTestRoom($room: String!, $limit: Int!, $before: DateTime) {
    roomMessages(room: $room, limit: $limit, before: $before) {
      items {
        id
        createdAt
        text
      }
      rest
    }
  }
`;

const Ticket = gql`
  query ChatCacheTestTicket($id: Int!, $page: Int!) {
    ticket(id: $id) {
      id
      messages(page: $page, pageSize: 12) {
        items {
          id
          createdAt
          text
        }
        total
        page
      }
    }
  }
`;

/** Message `id` at minute `id` of 1 March 2024. */
const message = (id: number) => ({ __typename: 'Message', id, createdAt: new Date(Date.UTC(2024, 2, 1, 7, id)).toISOString(), text: `Сообщение ${id}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const slice = (items: ReturnType<typeof message>[], rest: number) => ({ roomMessages: { __typename: 'MessageSlice', items, rest } });
type MessagePage = { __typename: 'MessagePage'; items: ReturnType<typeof message>[]; total: number; page: number } | null;
const page = (id: number, messages: MessagePage) => ({ ticket: { __typename: 'Ticket', id, messages } });
const messagePage = (items: ReturnType<typeof message>[], total: number, number: number): MessagePage => ({ __typename: 'MessagePage', items, total, page: number });

describe('chat lists in the cache', () => {
  it('keeps one list per room: an older slice goes above with its rest, a new message below, each once', () => {
    const cache = createCache();
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12 }, data: slice(range(19, 30), 18) });
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12, before: message(19).createdAt }, data: slice(range(7, 18), 6) });
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12 }, data: slice([...range(19, 30), message(31), message(30)], 18) });
    cache.writeQuery({ query: Room, variables: { room: 'user-2', limit: 12 }, data: slice(range(1, 2), 0) });
    const read = cache.readQuery<ReturnType<typeof slice>>({ query: Room, variables: { room: 'user-1', limit: 12 } });
    expect(read?.roomMessages.items.map((m) => m.id)).toEqual(range(7, 31).map((m) => m.id));
    expect(read?.roomMessages.rest).toBe(6);
    const other = cache.readQuery<ReturnType<typeof slice>>({ query: Room, variables: { room: 'user-2', limit: 12 } });
    expect(other?.roomMessages.items.map((m) => m.id)).toEqual([1, 2]);
  });

  it('keeps the rest of the slice that reached furthest back when the newest 12 are read again', () => {
    const cache = createCache();
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12 }, data: slice(range(19, 30), 18) });
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12, before: message(19).createdAt }, data: slice(range(7, 18), 6) });
    cache.writeQuery({ query: Room, variables: { room: 'user-1', limit: 12 }, data: slice(range(21, 32), 20) });
    const read = cache.readQuery<ReturnType<typeof slice>>({ query: Room, variables: { room: 'user-1', limit: 12 } });
    expect(read?.roomMessages.items.map((m) => m.id)).toEqual(range(7, 32).map((m) => m.id));
    expect(read?.roomMessages.rest).toBe(6);
  });

  it('keeps one list per ticket, oldest first, with the furthest page and the newest total', () => {
    const cache = createCache();
    cache.writeQuery({ query: Ticket, variables: { id: 42, page: 1 }, data: page(42, messagePage(range(19, 30).reverse(), 30, 1)) });
    cache.writeQuery({ query: Ticket, variables: { id: 42, page: 2 }, data: page(42, messagePage(range(7, 18).reverse(), 30, 2)) });
    // a refetch of page 1 after a new message: the overlap is merged away
    cache.writeQuery({ query: Ticket, variables: { id: 42, page: 1 }, data: page(42, messagePage(range(20, 31).reverse(), 31, 1)) });
    cache.writeQuery({ query: Ticket, variables: { id: 43, page: 1 }, data: page(43, messagePage([message(5)], 1, 1)) });
    const read = cache.readQuery<ReturnType<typeof page>>({ query: Ticket, variables: { id: 42, page: 1 } });
    expect(read?.ticket.messages?.items.map((m) => m.id)).toEqual(range(7, 31).map((m) => m.id));
    expect([read?.ticket.messages?.total, read?.ticket.messages?.page]).toEqual([31, 2]);
    const other = cache.readQuery<ReturnType<typeof page>>({ query: Ticket, variables: { id: 43, page: 1 } });
    expect(other?.ticket.messages?.items.map((m) => m.id)).toEqual([5]);
  });

  it("keeps a ticket's list when a later read of it failed (null), and takes a first read that failed as null", () => {
    const cache = createCache();
    cache.writeQuery({ query: Ticket, variables: { id: 42, page: 1 }, data: page(42, messagePage(range(1, 3).reverse(), 3, 1)) });
    cache.writeQuery({ query: Ticket, variables: { id: 42, page: 1 }, data: page(42, null) });
    cache.writeQuery({ query: Ticket, variables: { id: 43, page: 1 }, data: page(43, null) });
    const read = cache.readQuery<ReturnType<typeof page>>({ query: Ticket, variables: { id: 42, page: 1 } });
    expect(read?.ticket.messages?.items.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(cache.readQuery<ReturnType<typeof page>>({ query: Ticket, variables: { id: 43, page: 1 } })?.ticket.messages).toBeNull();
  });
});
