// What the messenger's tests share: the conversations and messages the mocked gateway holds, the
// screen opened on them, and the chat log's size (jsdom has no layout). Each test file calls
// `preloadMessenger()`: its hook is its own (the files share modules, isolate: false).
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll } from 'vitest';
import type { MessengerRouteQueryVariables, RoomMessagesQueryVariables } from '../../__generated__/graphql';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/**
 * Tests run up to 15 s: several navigations on a busy two-core machine shared by parallel work.
 * The screen's chunk loads once before the file's tests, not inside the first one's wait.
 */
export function preloadMessenger(): void {
  beforeAll(async () => {
    await import('./routes');
  }, 60_000);
}

export function conversation(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Conversation',
    roomName: `user-${userId}`,
    userId,
    hasNewMessage: false,
    user: {
      __typename: 'User',
      id: userId,
      name: `Имя${userId}`,
      surname: 'Покупатель',
      phone: `+7999000${String(userId).padStart(4, '0')}`,
      place: { __typename: 'Place', id: 3, title: 'Магазин у дома' },
      city: { __typename: 'City', id: 1, title: 'Москва' },
    },
    // user 100 wrote last; user 71 first (minutes apart, all on 1 March 2024)
    lastMessage: {
      __typename: 'Message',
      id: 1000 + userId,
      text: `Привет от ${userId}`,
      createdAt: new Date(Date.UTC(2024, 2, 1, 6, 0) + userId * 60_000).toISOString(),
      file: null,
    },
    ...overrides,
  };
}

/** 30 conversations, page 1 holds 24 (users 100…77), newest message first. */
export function conversationsPage(vars: MessengerRouteQueryVariables, first = 100) {
  const start = first - (vars.page - 1) * vars.pageSize;
  const count = Math.max(0, Math.min(vars.pageSize, start - (first - 30)));
  const items = Array.from({ length: count }, (_, i) => conversation(start - i, start - i === 99 ? { hasNewMessage: true } : {}));
  return { conversations: { __typename: 'ConversationPage', items, total: 30, page: vars.page, pageSize: vars.pageSize } };
}

export function message(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Message',
    id,
    text: `Сообщение ${id}`,
    // id 1 at 2024-03-01 07:00Z, one minute apart
    createdAt: new Date(Date.UTC(2024, 2, 1, 7, 0) + id * 60_000).toISOString(),
    saw: false,
    senderId: 99,
    sender: { __typename: 'User', id: 99, name: 'Имя99', surname: 'Покупатель', phone: '+79990000099' },
    ticketId: null,
    file: null,
    ...overrides,
  };
}

/** Room user-99 holds messages 1…30; a slice is the 12 before `before`, oldest first. */
function roomHandler(requests: RoomMessagesQueryVariables[], times: number[] = []) {
  return graphql.query<never, RoomMessagesQueryVariables>('RoomMessages', ({ variables }) => {
    requests.push(variables);
    times.push(performance.now());
    const all = Array.from({ length: 30 }, (_, i) => message(i + 1));
    const older = variables.before ? all.filter((m) => m.createdAt < variables.before!) : all;
    const items = older.slice(-variables.limit);
    return HttpResponse.json({ data: { roomMessages: { __typename: 'MessageSlice', items, rest: older.length - items.length } } });
  });
}

/** The room holds these messages only. */
export const roomOf = (items: unknown[]) => graphql.query('RoomMessages', () => HttpResponse.json({ data: { roomMessages: { __typename: 'MessageSlice', rest: 0, items } } }));

export function setup({ room, markRead = [] as string[], path }: { room?: string; markRead?: string[]; path?: string } = {}) {
  const listRequests: MessengerRouteQueryVariables[] = [];
  const roomRequests: RoomMessagesQueryVariables[] = [];
  /** When each RoomMessages request arrived (performance.now()). */
  const roomRequestTimes: number[] = [];
  server.use(
    graphql.query<never, MessengerRouteQueryVariables>('MessengerRoute', ({ variables }) => {
      listRequests.push(variables);
      return HttpResponse.json({ data: conversationsPage(variables) });
    }),
    roomHandler(roomRequests, roomRequestTimes),
    graphql.mutation<never, { room: string }>('MarkConversationRead', ({ variables }) => {
      markRead.push(variables.room);
      return HttpResponse.json({ data: { markConversationRead: 3 } });
    }),
  );
  const view = renderApp(path ?? (room ? `/app/messenger?room=${room}` : '/app/messenger'), { user: adminUser });
  return { ...view, listRequests, roomRequests, roomRequestTimes, markRead };
}

export const conversationRooms = () => screen.getAllByTestId('conversation').map((el) => el.getAttribute('data-room'));

/** jsdom has no layout: give the chat log a size and a scroll position. */
export function layoutLog(log: HTMLElement, { scrollHeight, clientHeight, scrollTop }: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  log.scrollTop = scrollTop;
}
