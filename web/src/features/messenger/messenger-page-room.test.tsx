// The messenger's room chat: the newest messages, reading, switching rooms, files, read marks, older messages and new ones live.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MessengerRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser, vendorUser } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { TOP_DEBOUNCE_MS } from '../../shared/chat/scroll';
import { conversationsPage, layoutLog, message, preloadMessenger, roomOf, setup } from './messenger-page.fixtures';

preloadMessenger();

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
