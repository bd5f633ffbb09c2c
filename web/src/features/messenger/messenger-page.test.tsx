import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessengerRouteQueryVariables, RoomMessagesQueryVariables, SendRoomMessageMutationVariables } from '../../__generated__/graphql';
import { adminUser, graphqlError, vendorUser } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { TOP_DEBOUNCE_MS } from '../../shared/chat/scroll';

// Tests run up to 15 s: several navigations on a busy two-core machine shared by parallel work.
// The screen's chunk loads once before the tests, not inside the first one's wait.
beforeAll(async () => {
  await import('./routes');
}, 60_000);

function conversation(userId: number, overrides: Record<string, unknown> = {}) {
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
function conversationsPage(vars: MessengerRouteQueryVariables, first = 100) {
  const start = first - (vars.page - 1) * vars.pageSize;
  const count = Math.max(0, Math.min(vars.pageSize, start - (first - 30)));
  const items = Array.from({ length: count }, (_, i) => conversation(start - i, start - i === 99 ? { hasNewMessage: true } : {}));
  return { conversations: { __typename: 'ConversationPage', items, total: 30, page: vars.page, pageSize: vars.pageSize } };
}

function message(id: number, overrides: Record<string, unknown> = {}) {
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
const roomOf = (items: unknown[]) => graphql.query('RoomMessages', () => HttpResponse.json({ data: { roomMessages: { __typename: 'MessageSlice', rest: 0, items } } }));

function setup({ room, markRead = [] as string[], path }: { room?: string; markRead?: string[]; path?: string } = {}) {
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

const conversationRooms = () => screen.getAllByTestId('conversation').map((el) => el.getAttribute('data-room'));

/** jsdom has no layout: give the chat log a size and a scroll position. */
function layoutLog(log: HTMLElement, { scrollHeight, clientHeight, scrollTop }: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => clientHeight });
  log.scrollTop = scrollTop;
}

describe('messenger: conversations', () => {
  it('shows 24 conversations a page with the name, place, last message, its time and the new-messages badge', async () => {
    const { listRequests } = setup();
    expect(await screen.findByText('Имя100 Покупатель')).toBeTruthy();
    expect(listRequests).toEqual([{ order: 'messages', page: 1, pageSize: 24 }]);
    expect(screen.getAllByTestId('conversation')).toHaveLength(24);
    expect(conversationRooms().slice(0, 3)).toEqual(['user-100', 'user-99', 'user-98']);
    const first = screen.getAllByTestId('conversation')[0]!;
    expect(first.textContent).toBe('Имя100 Покупатель1 мартаМагазин у домаПривет от 100');
    const second = screen.getAllByTestId('conversation')[1]!;
    expect(within(second).getByTestId('new-badge').textContent).toBe('Новое');
    expect(screen.getAllByTestId('new-badge')).toHaveLength(1);
    expect(screen.getByText('Диалогов: 30')).toBeTruthy();
    expect(screen.getByText('Выберите диалог в списке, чтобы открыть переписку.')).toBeTruthy();
  });

  it('moves a conversation with a new message to the top with its badge, live', async () => {
    setup();
    await screen.findByText('Имя100 Покупатель');
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationUpdatedLive')).toHaveLength(1));
    act(() => {
      gatewaySocket.emit('ConversationUpdatedLive', {
        conversationUpdated: conversation(80, {
          hasNewMessage: true,
          lastMessage: { __typename: 'Message', id: 5000, text: 'Где мои баллы?', createdAt: '2024-03-02T10:00:00.000Z', file: null },
        }),
      });
    });
    await waitFor(() => expect(conversationRooms()[0]).toBe('user-80'));
    const top = screen.getAllByTestId('conversation')[0]!;
    expect(within(top).getByTestId('new-badge')).toBeTruthy();
    expect(within(top).getByText('Где мои баллы?')).toBeTruthy();
    expect(screen.getAllByTestId('new-badge')).toHaveLength(2);
  });

  it('drops the badge live when another staff member reads the conversation', async () => {
    setup();
    await screen.findByText('Имя100 Покупатель');
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationUpdatedLive')).toHaveLength(1));
    expect(screen.getAllByTestId('new-badge')).toHaveLength(1);
    act(() => {
      gatewaySocket.emit('ConversationUpdatedLive', { conversationUpdated: conversation(99, { hasNewMessage: false }) });
    });
    await waitFor(() => expect(screen.queryAllByTestId('new-badge')).toHaveLength(0));
    expect(conversationRooms().slice(0, 2)).toEqual(['user-100', 'user-99']);
  });

  it('reads the page again when a conversation that is not on it changes', async () => {
    const { listRequests } = setup();
    await screen.findByText('Имя100 Покупатель');
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationUpdatedLive')).toHaveLength(1));
    act(() => {
      gatewaySocket.emit('ConversationUpdatedLive', { conversationUpdated: conversation(500, { hasNewMessage: true }) });
    });
    await waitFor(() => expect(listRequests).toHaveLength(2));
  });

  it("searches by the user's name or phone and orders by receipt, back on page 1, both in the URL", async () => {
    const { listRequests, location } = setup();
    await screen.findByText('Имя100 Покупатель');
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по имени или телефону' }), { target: { value: ' +7999 Имя9 ' } });
    await waitFor(() => expect(location().search).toBe('?q=%2B7999+%D0%98%D0%BC%D1%8F9'));
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ search: '+7999 Имя9', order: 'messages', page: 1, pageSize: 24 }));
    // the screen shows the search it asked for (the trimmed text) before the next choice
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('+7999 Имя9'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'tickets' } });
    await waitFor(() => expect(listRequests.at(-1)).toEqual({ search: '+7999 Имя9', order: 'tickets', page: 1, pageSize: 24 }));
    expect(new URLSearchParams(location().search).get('order')).toBe('tickets');
  });

  it("keeps the server's order when not ordered by messages: a new message shows the badge in place", async () => {
    const { listRequests } = setup({ room: undefined, path: '/app/messenger?order=none' });
    await screen.findByText('Имя100 Покупатель');
    expect(listRequests).toEqual([{ order: 'none', page: 1, pageSize: 24 }]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Порядок' }).value).toBe('none');
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationUpdatedLive')).toHaveLength(1));
    expect(conversationRooms()[0]).toBe('user-100');
    act(() => {
      gatewaySocket.emit('ConversationUpdatedLive', {
        conversationUpdated: conversation(80, {
          hasNewMessage: true,
          lastMessage: { __typename: 'Message', id: 5000, text: 'Где мои баллы?', createdAt: '2024-03-02T10:00:00.000Z', file: null },
        }),
      });
    });
    const row = await waitFor(() => {
      const el = screen.getAllByTestId('conversation').find((c) => c.getAttribute('data-room') === 'user-80')!;
      expect(within(el).getByTestId('new-badge')).toBeTruthy();
      return el;
    });
    expect(within(row).getByText('Где мои баллы?')).toBeTruthy();
    expect(conversationRooms().indexOf('user-80')).toBe(20);
  });

  it('says nothing was found for a search without results', async () => {
    server.use(
      graphql.query('MessengerRoute', () => HttpResponse.json({ data: { conversations: { __typename: 'ConversationPage', items: [], total: 0, page: 1, pageSize: 24 } } })),
    );
    renderApp('/app/messenger?q=nobody', { user: adminUser });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    server.use(
      graphql.query<never, MessengerRouteQueryVariables>('MessengerRoute', ({ variables }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json(graphqlError('REST API не отвечает', 'UPSTREAM_UNAVAILABLE'));
        return HttpResponse.json({ data: conversationsPage(variables) });
      }),
    );
    renderApp('/app/messenger', { user: adminUser });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ошибка загрузки')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Имя100 Покупатель')).toBeTruthy();
  });

  it('says so when there are no conversations', async () => {
    server.use(
      graphql.query('MessengerRoute', () => HttpResponse.json({ data: { conversations: { __typename: 'ConversationPage', items: [], total: 0, page: 1, pageSize: 24 } } })),
    );
    renderApp('/app/messenger', { user: adminUser });
    expect(await screen.findByText('Диалогов нет')).toBeTruthy();
  });
});

describe('messenger: room chat', () => {
  it('opens a room: the newest 12, day separator, times, senders; marks a conversation with new messages read', async () => {
    const { roomRequests, markRead, location } = setup();
    fireEvent.click(await screen.findByText('Имя99 Покупатель'));
    await waitFor(() => expect(location().search).toBe('?room=user-99'));
    const log = await screen.findByRole('log', { name: 'История сообщений' });
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(12));
    expect(roomRequests).toEqual([{ room: 'user-99', limit: 12 }]);
    expect(
      within(log)
        .getAllByTestId('message')
        .map((m) => m.getAttribute('data-message-id')),
    ).toEqual(['19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30']);
    expect(
      within(log)
        .getAllByTestId('day')
        .map((d) => d.textContent),
    ).toEqual(['1 марта']);
    // message 30: 07:30Z = 10:30 in Moscow
    expect(within(log).getAllByTestId('message')[11]!.textContent).toBe('Имя99 ПокупательСообщение 3010:30');
    expect(screen.getByRole('heading', { name: 'Переписка: Имя99 Покупатель' })).toBeTruthy();
    await waitFor(() => expect(markRead).toEqual(['user-99']));
    await waitFor(() => expect(screen.queryAllByTestId('new-badge')).toHaveLength(0));
  });

  it('does not mark a conversation without new messages read', async () => {
    const { roomRequests, markRead } = setup({ room: 'user-100' });
    await waitFor(() => expect(roomRequests).toEqual([{ room: 'user-100', limit: 12 }]));
    await screen.findAllByTestId('message');
    expect(markRead).toEqual([]);
  });

  it('switching rooms clears the messages and loads the other room', async () => {
    const { roomRequests, location } = setup({ room: 'user-100' });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(12));
    await waitFor(() => expect(gatewaySocket.subscribed('RoomMessageAdded').map((s) => s.variables)).toEqual([{ room: 'user-100' }]));
    fireEvent.click(screen.getByText('Имя98 Покупатель'));
    await waitFor(() => expect(location().search).toBe('?room=user-98'));
    await waitFor(() =>
      expect(roomRequests).toEqual([
        { room: 'user-100', limit: 12 },
        { room: 'user-98', limit: 12 },
      ]),
    );
    // the previous room is left: only the new one is subscribed
    await waitFor(() => expect(gatewaySocket.subscribed('RoomMessageAdded').map((s) => s.variables)).toEqual([{ room: 'user-98' }]));
  });

  it('shows read marks, the linked ticket and files: an image as its thumbnail, another file as a download link', async () => {
    server.use(
      roomOf([
        message(1, { ticketId: 55, text: 'По чеку вопрос' }),
        message(2, {
          senderId: 1,
          saw: true,
          sender: { __typename: 'User', id: 1, name: 'Анна', surname: 'Админова', phone: '+79990000001' },
          text: null,
          file: { __typename: 'File', path: 'photo.jpg', name: 'photo.jpg', mime: 'image/jpeg', url: '/files/messages/photo.jpg', thumb: '/files/messages/photo_500.jpg' },
        }),
        message(3, {
          senderId: 1,
          saw: false,
          createdAt: '2024-03-02T08:00:00.000Z',
          sender: { __typename: 'User', id: 1, name: 'Анна', surname: 'Админова', phone: '+79990000001' },
          text: 'Договор',
          file: {
            __typename: 'File',
            path: 'contract.pdf',
            name: null,
            mime: 'application/pdf',
            url: '/files/messages/contract.pdf',
            thumb: '/files/messages/contract.pdf',
          },
        }),
      ]),
      graphql.query<never, MessengerRouteQueryVariables>('MessengerRoute', ({ variables }) => HttpResponse.json({ data: conversationsPage(variables) })),
      graphql.mutation('MarkConversationRead', () => HttpResponse.json({ data: { markConversationRead: 1 } })),
    );
    renderApp('/app/messenger?room=user-99', { user: adminUser });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(3));
    expect(within(log).getByRole('link', { name: 'Чек № 55' }).getAttribute('href')).toBe('/app/ticket/55');
    expect(within(log).getByRole('img', { name: 'Изображение' }).getAttribute('src')).toBe('/files/messages/photo_500.jpg');
    expect(within(log).getByRole('link', { name: 'Скачать contract.pdf' }).getAttribute('href')).toBe('/files/messages/contract.pdf');
    expect(
      within(log)
        .getAllByTestId('read-mark')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual(['Прочитано', 'Отправлено']);
    // the app user reads them: the marks follow live
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationRead').map((s) => s.variables)).toEqual([{ room: 'user-99' }]));
    act(() => void gatewaySocket.emit('ConversationRead', { conversationRead: { __typename: 'ConversationRead', roomName: 'user-99', readerId: 99, count: 1 } }));
    await waitFor(() =>
      expect(
        within(log)
          .getAllByTestId('read-mark')
          .map((m) => m.getAttribute('aria-label')),
      ).toEqual(['Прочитано', 'Прочитано']),
    );
    expect(
      within(log)
        .getAllByTestId('day')
        .map((d) => d.textContent),
    ).toEqual(['1 марта', '2 марта']);

    // an image that loads while the reader is at the bottom keeps the log scrolled down
    layoutLog(log, { scrollHeight: 800, clientHeight: 400, scrollTop: 400 });
    fireEvent.scroll(log);
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1300 });
    fireEvent.load(within(log).getByRole('img', { name: 'Изображение' }));
    expect(log.scrollTop).toBe(1300);
    // not when the reader has scrolled up
    layoutLog(log, { scrollHeight: 1300, clientHeight: 400, scrollTop: 100 });
    fireEvent.scroll(log);
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1800 });
    fireEvent.load(within(log).getByRole('img', { name: 'Изображение' }));
    expect(log.scrollTop).toBe(100);
  });

  it("a vendor in his own room: his messages are his (with read marks that follow the staff's reading live), the staff's signed as staff (issue 39)", async () => {
    const vendorRoom = `user-${vendorUser.id}`;
    server.use(
      roomOf([message(1, { senderId: vendorUser.id, sender: null, text: 'Вопрос по чеку' }), message(2, { senderId: 1, sender: null, text: 'Ответ' })]),
      graphql.query<never, MessengerRouteQueryVariables>('MessengerRoute', ({ variables }) => HttpResponse.json({ data: conversationsPage(variables) })),
      graphql.mutation('MarkConversationRead', () => HttpResponse.json({ data: { markConversationRead: 1 } })),
    );
    renderApp(`/app/messenger?room=${vendorRoom}`, { user: vendorUser });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(2));
    const [own, staff] = within(log).getAllByTestId('message');
    // His own message carries the read mark (his side); the staff's is signed and has none.
    expect(
      within(own!)
        .getAllByTestId('read-mark')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual(['Отправлено']);
    expect(within(staff!).queryAllByTestId('read-mark')).toEqual([]);
    expect(within(staff!).getByText('Сотрудник программы')).toBeTruthy();
    // The chat is titled from his side, not with his own name.
    expect(screen.getByRole('heading', { level: 2, name: 'Переписка с сотрудниками программы' })).toBeTruthy();
    // His own reading changes nothing; a staff member's makes his mark '✓✓'.
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationRead').map((s) => s.variables)).toEqual([{ room: vendorRoom }]));
    act(() => void gatewaySocket.emit('ConversationRead', { conversationRead: { __typename: 'ConversationRead', roomName: vendorRoom, readerId: vendorUser.id, count: 1 } }));
    expect(within(own!).getByTestId('read-mark').textContent).toBe('✓');
    act(() => void gatewaySocket.emit('ConversationRead', { conversationRead: { __typename: 'ConversationRead', roomName: vendorRoom, readerId: 1, count: 1 } }));
    await waitFor(() => expect(within(own!).getByTestId('read-mark').textContent).toBe('✓✓'));
  });

  it('loads older messages at the top after 500 ms and keeps the scroll position', async () => {
    const { roomRequests, roomRequestTimes } = setup({ room: 'user-100' });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(12));
    // 100 px a message: 1200 px now, 2400 px with the older 12
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => within(log).queryAllByTestId('message').length * 100 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 400 });
    log.scrollTop = 0;
    fireEvent.scroll(log);
    fireEvent.scroll(log);
    const scrolledAt = performance.now();
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(24));
    // Debounced: the older page was asked for once, not before 500 ms after the last scroll (a timer
    // counts whole milliseconds: 1 ms of rounding).
    expect(roomRequestTimes).toHaveLength(2);
    expect(roomRequestTimes[1]! - scrolledAt).toBeGreaterThanOrEqual(TOP_DEBOUNCE_MS - 1);
    expect(roomRequests).toEqual([
      { room: 'user-100', limit: 12 },
      { room: 'user-100', limit: 12, before: '2024-03-01T07:19:00.000Z' },
    ]);
    expect(log.scrollTop).toBe(1200); // the message that was at the top stays in place
    expect(within(log).getAllByTestId('message')[0]!.getAttribute('data-message-id')).toBe('7');
  });

  it("keeps a room's messages in the cache: back in a room, the older ones loaded before stay with the newest read again", async () => {
    const { roomRequests } = setup({ room: 'user-100' });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(12));
    fireEvent.click(within(log).getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(24));
    fireEvent.click(screen.getByText('Имя98 Покупатель'));
    await waitFor(() => expect(roomRequests).toHaveLength(3));
    fireEvent.click(screen.getByText('Имя100 Покупатель'));
    await screen.findByRole('heading', { name: 'Переписка: Имя100 Покупатель' });
    await waitFor(() => expect(roomRequests).toHaveLength(4));
    // the 24 read before (from the cache, merged with the newest 12 read again), not a fresh load's 12
    await waitFor(() => expect(within(screen.getByRole('log')).getAllByTestId('message')).toHaveLength(24));
    expect(
      within(screen.getByRole('log'))
        .getAllByTestId('message')
        .map((m) => m.getAttribute('data-message-id')),
    ).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 7)));
    expect(roomRequests.map((r) => r.room)).toEqual(['user-100', 'user-100', 'user-98', 'user-100']);
    expect(roomRequests[3]).toEqual({ room: 'user-100', limit: 12 });
  });

  it('a new message scrolls down near the bottom, else shows the marker', async () => {
    setup({ room: 'user-100' });
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(12));
    await waitFor(() => expect(gatewaySocket.subscribed('RoomMessageAdded')).toHaveLength(1));

    layoutLog(log, { scrollHeight: 1000, clientHeight: 400, scrollTop: 560 }); // 40 px from the bottom
    act(() => void gatewaySocket.emit('RoomMessageAdded', { messageAdded: message(31, { text: 'Ещё вопрос' }) }));
    expect(await within(log).findByText('Ещё вопрос')).toBeTruthy();
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'Новые сообщения' })).toBeNull();

    layoutLog(log, { scrollHeight: 1100, clientHeight: 400, scrollTop: 600 }); // 100 px from the bottom
    act(() => void gatewaySocket.emit('RoomMessageAdded', { messageAdded: message(32, { text: 'Алло?' }) }));
    expect(await within(log).findByText('Алло?')).toBeTruthy();
    expect(log.scrollTop).toBe(600);
    fireEvent.click(screen.getByRole('button', { name: 'Новые сообщения' }));
    expect(log.scrollTop).toBe(1100);
    expect(screen.queryByRole('button', { name: 'Новые сообщения' })).toBeNull();
  });
});

describe('messenger: sending', () => {
  function sendHandler(sent: SendRoomMessageMutationVariables[], fail = false) {
    return graphql.mutation<never, SendRoomMessageMutationVariables>('SendRoomMessage', ({ variables }) => {
      sent.push(variables);
      if (fail) return HttpResponse.json(graphqlError('Сервер сообщений недоступен', 'UPSTREAM_ERROR'));
      return HttpResponse.json({
        data: {
          sendRoomMessage: message(40, {
            text: variables.text ?? null,
            senderId: 1,
            sender: { __typename: 'User', id: 1, name: 'Анна', surname: 'Админова', phone: '+79990000001' },
            createdAt: '2024-03-01T09:00:00.000Z',
            file: variables.file
              ? {
                  __typename: 'File',
                  path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                  name: 'a.pdf',
                  mime: 'application/pdf',
                  url: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                  thumb: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                }
              : null,
          }),
        },
      });
    });
  }

  it('refuses an empty message', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByRole('textbox', { name: 'Сообщение' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Пустое сообщение')).toBeTruthy();
    expect(screen.getByText('Введите текст или прикрепите файл')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a message without a room', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: '%20' });
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Здравствуйте' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Название комнаты не определено')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed text, shows the message and clears the input', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: '  Баллы начислены  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Баллы начислены')).toBeTruthy();
    expect(sent).toEqual([{ room: 'user-100', text: 'Баллы начислены' }]);
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' }).value).toBe(''));
    expect(screen.getAllByTestId('message')).toHaveLength(13);
  });

  it("says 'Ошибка отправки' on failure and keeps the text", async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent, true));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Баллы начислены' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ошибка отправки')).toBeTruthy();
    expect(screen.getByText('Сервер сообщений недоступен')).toBeTruthy();
    expect(input.value).toBe('Баллы начислены');
    expect(sent).toHaveLength(1);
  });

  it('uploads an attached file, then sends it without text', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    const uploads: { operations: string; map: string; file: string }[] = [];
    server.use(
      sendHandler(sent),
      http.post('*/graphql', async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        if (!type.startsWith('multipart/form-data')) return undefined;
        const form = await request.formData();
        const file = form.get('0') as File;
        uploads.push({ operations: String(form.get('operations')), map: String(form.get('map')), file: `${await file.text()}:${request.headers.get('apollo-require-preflight')}` });
        return HttpResponse.json({
          data: {
            uploadFile: {
              server: null,
              container: 'messages',
              path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
              mime: 'application/pdf',
              name: 'a.pdf',
              url: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
              thumbs: [],
            },
          },
        });
      }),
    );
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('a.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    // The original name, not the stored one, on the link and as the download's file name.
    const link = await screen.findByRole('link', { name: 'Скачать a.pdf' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf', 'a.pdf']);
    expect(uploads).toHaveLength(1);
    expect(JSON.parse(uploads[0]!.operations).variables).toEqual({ file: null, container: 'messages' });
    expect(uploads[0]!.map).toBe('{"0":["variables.file"]}');
    expect(uploads[0]!.file).toBe('%PDF:true');
    expect(sent).toEqual([
      { room: 'user-100', file: { server: null, container: 'messages', path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf', mime: 'application/pdf', name: 'a.pdf', thumbs: [] } },
    ]);
  });

  it('resets the input on navigation', async () => {
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Черновик' } });
    fireEvent.click(screen.getByText('Имя98 Покупатель'));
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' }).value).toBe(''));
  });
});
