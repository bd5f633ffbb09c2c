// The messenger's list of conversations: paging, search and order in the URL, live updates, the empty and failed states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MessengerRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser, failsOnce } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { conversation, conversationRooms, conversationsPage, preloadMessenger, setup } from './messenger-page.fixtures';

preloadMessenger();

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
    server.use(
      graphql.query<never, MessengerRouteQueryVariables>(
        'MessengerRoute',
        failsOnce('REST API не отвечает', 'UPSTREAM_UNAVAILABLE', ({ variables }) => conversationsPage(variables)),
      ),
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
