// The ticket chat on the ticket page: the newest 12 with day separators, sender, time and read
// marks, come with the ticket (issue 27: one request for the page, no chat request after it); older
// ones on demand and on scroll to the top (kept position); live messages; sending with the
// 3-character rule, a file through a multipart upload, and 'Ошибка отправки' keeping the text; the
// chat's own failure shown in the chat, the page rendering.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, graphqlError, uploadedFile, bareTicket } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { mergeMessages, nearBottom, TOP_DEBOUNCE_MS } from '../../shared/chat/scroll';
import { messageProblem } from './ticket-chat';

const USER = { __typename: 'User', id: 7, name: 'Мария', surname: 'Продавцова', phone: '79990000004' };
const ADMIN = { __typename: 'User', id: 1, name: 'Анна', surname: 'Админова', phone: '79990000001' };

function message(id: number, createdAt: string, text: string, overrides: Record<string, unknown> = {}) {
  const fromUser = id % 2 === 1;
  return {
    __typename: 'Message',
    id,
    text,
    createdAt,
    senderId: fromUser ? 7 : 1,
    sender: fromUser ? USER : ADMIN,
    saw: false,
    file: null,
    ...overrides,
  };
}

/** 30 messages, one every hour from 1 March 2026 03:00 Moscow time; page 1 the newest 12. */
const all = Array.from({ length: 30 }, (_, i) => message(i + 1, new Date(Date.UTC(2026, 2, 1, i)).toISOString(), `Сообщение ${i + 1}`));
const pageOf = (page: number) => [...all].reverse().slice((page - 1) * 12, page * 12);

const ticket = bareTicket({ user: { ...USER, roleName: 'vendor' } });

const messagePage = (page: number) => ({ __typename: 'MessagePage', items: pageOf(page), total: 30, page });

const shown = () =>
  within(screen.getByRole('log', { name: 'Сообщения по чеку' }))
    .queryAllByTestId('ticket-chat-message')
    .map((m) => m.textContent);

/** Ticket 42's page once its chat shows the first 12 messages: the field of a message to the user. */
async function openChat() {
  renderApp('/app/ticket/42', { user: adminUser });
  await waitFor(() => expect(shown()).toHaveLength(12));
  return screen.getByRole('textbox', { name: 'Сообщение пользователю' });
}

describe('ticket chat', () => {
  let pages: number[];
  /** When each TicketChat request arrived (performance.now()). */
  let pageTimes: number[];
  let sent: unknown[];
  /** Every GraphQL operation the app sent over HTTP, by name, in order. */
  let operations: string[];
  beforeEach(() => {
    pages = [];
    pageTimes = [];
    sent = [];
    operations = [];
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .json()
        .then(
          (body: { operationName?: string; query?: string }) => operations.push(body.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '?'),
          () => operations.push('(not JSON)'),
        );
    });
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: { ...ticket, messages: messagePage(1) } } })),
      graphql.query('TicketChat', ({ variables }) => {
        expect(variables).toMatchObject({ ticketId: 42 });
        pages.push(variables.page as number);
        pageTimes.push(performance.now());
        return HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: 42, messages: messagePage(variables.page as number) } } });
      }),
    );
  });
  afterEach(() => {
    server.events.removeAllListeners('request:start');
  });

  it('comes with the ticket: one request for the page, none for the chat after it', async () => {
    await openChat();
    expect([...operations].sort()).toEqual(['SessionMe', 'TicketRoute', 'UpstreamCapabilities']);
    expect(pages).toEqual([]);
  });

  it('shows the newest 12, oldest first, with sender, time, read mark and the day; earlier ones on demand', async () => {
    all[29]!.saw = true;
    await openChat();
    expect(shown()[0]).toBe('Мария ПродавцоваСообщение 1921:00'); // 18:00 UTC, Moscow time
    expect(shown()[11]).toBe('Анна АдминоваСообщение 3008:00 · прочитано');
    const log = screen.getByRole('log', { name: 'Сообщения по чеку' });
    expect(
      within(log)
        .getAllByRole('separator')
        .map((s) => s.textContent),
    ).toEqual(['1 марта', '2 марта']);

    fireEvent.click(within(log).getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(shown()).toHaveLength(24));
    expect(pages).toEqual([2]);
    expect(shown()[0]).toBe('Мария ПродавцоваСообщение 709:00');
    fireEvent.click(within(log).getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(shown()).toHaveLength(30));
    expect(within(log).queryByRole('button', { name: 'Показать более ранние' })).toBeNull();
    all[29]!.saw = false;
  });

  it('loads earlier messages when scrolled to the top, after the 500 ms debounce', async () => {
    await openChat();
    const log = screen.getByRole('log', { name: 'Сообщения по чеку' });
    log.scrollTop = 0;
    fireEvent.scroll(log);
    const scrolledAt = performance.now();
    await waitFor(() => expect(pages).toEqual([2]));
    // Not before the debounce (a timer counts whole milliseconds: 1 ms of rounding).
    expect(pageTimes[0]! - scrolledAt).toBeGreaterThanOrEqual(TOP_DEBOUNCE_MS - 1);
    await waitFor(() => expect(shown()).toHaveLength(24));
  });

  it('refuses a text under 3 characters without a file, keeping it; sends a trimmed one and shows it', async () => {
    server.use(
      graphql.mutation('TicketChatSend', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { sendMessage: message(31, '2026-03-02T12:00:00.000Z', 'Фото нечёткое', { senderId: 1, sender: ADMIN }) } });
      }),
    );
    const input = await openChat();
    fireEvent.change(input, { target: { value: '  ок  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Слишком короткое.')).toBeTruthy();
    // On the field (with the spec's two texts), not in a toast over the send button.
    expect(screen.getByText('Слишком короткое.').parentElement?.textContent).toBe('Слишком короткое. Сообщение должно содержать не менее 3х символов');
    expect((input as HTMLTextAreaElement).value).toBe('  ок  ');
    expect(sent).toEqual([]);

    fireEvent.change(input, { target: { value: '  Фото нечёткое ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(shown()).toHaveLength(13));
    expect(sent).toEqual([{ ticketId: 42, text: 'Фото нечёткое', file: null }]);
    expect(shown()[12]).toBe('Анна АдминоваФото нечёткое15:00');
    // The answer reaches the cache (the log) a moment before the send resolves and the field empties.
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it("says 'Ошибка отправки' with the server's message and keeps the text", async () => {
    server.use(graphql.mutation('TicketChatSend', () => HttpResponse.json(graphqlError('Чек не найден', 'NOT_FOUND'))));
    const input = await openChat();
    fireEvent.change(input, { target: { value: 'Пришлите фото ещё раз' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ошибка отправки')).toBeTruthy();
    expect(screen.getByText('Чек не найден')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('Пришлите фото ещё раз');
    expect(shown()).toHaveLength(12);
  });

  it('uploads an attached file and sends it without text; the image shows as a thumbnail', async () => {
    let uploaded: { file: string; container: unknown } | undefined;
    server.use(
      // msw reads the multipart request (operations, map, the file) into the variables.
      graphql.mutation('UploadFile', ({ variables }) => {
        uploaded = { file: Object.prototype.toString.call(variables.file), container: variables.container };
        return HttpResponse.json({
          data: {
            uploadFile: uploadedFile('messages', 'u/p.png', 'image/png', { width: 200, path: 'u/p-200.png' }),
          },
        });
      }),
      graphql.mutation('TicketChatSend', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            sendMessage: message(32, '2026-03-02T12:00:00.000Z', null as unknown as string, {
              senderId: 1,
              sender: ADMIN,
              file: { __typename: 'File', path: 'u/p.png', name: null, url: '/files/messages/u/p.png', mime: 'image/png', thumb: '/files/messages/u/p-200.png' },
            }),
          },
        });
      }),
    );
    await openChat();
    const picker = screen.getByLabelText('Прикрепить файл', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File(['png'], 'p.png', { type: 'image/png' })] } });
    expect(screen.getByText('p.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(shown()).toHaveLength(13));
    expect(uploaded).toEqual({ file: '[object File]', container: 'messages' });
    expect(sent).toEqual([
      { ticketId: 42, text: null, file: { server: null, container: 'messages', path: 'u/p.png', mime: 'image/png', thumbs: [{ width: 200, path: 'u/p-200.png' }] } },
    ]);
    const log = screen.getByRole('log', { name: 'Сообщения по чеку' });
    expect(within(log).getByRole('img', { name: 'Файл' }).getAttribute('src')).toBe('/files/messages/u/p-200.png');
    await waitFor(() => expect(screen.queryByText('p.png')).toBeNull());
  });

  it('shows a message from the app user live', async () => {
    await openChat();
    await waitFor(() => expect(gatewaySocket.subscribed('TicketMessageAdded')).toHaveLength(1));
    expect(gatewaySocket.subscribed('TicketMessageAdded')[0]!.variables).toEqual({ ticketId: 42 });
    gatewaySocket.emit('TicketMessageAdded', { ticketMessageAdded: message(33, '2026-03-02T13:00:00.000Z', 'Отправила новое фото') });
    await waitFor(() => expect(shown()).toHaveLength(13));
    expect(shown()[12]).toBe('Мария ПродавцоваОтправила новое фото16:00');
  });

  it("turns the staff's messages '· прочитано' live when the app user reads his conversation (issue 39)", async () => {
    await openChat();
    await waitFor(() => expect(gatewaySocket.subscribed('ConversationRead')).toHaveLength(1));
    expect(gatewaySocket.subscribed('ConversationRead')[0]!.variables).toEqual({ room: 'user-7' });
    const read = (readerId: number) => ({ conversationRead: { __typename: 'ConversationRead', roomName: 'user-7', readerId, count: 3 } });
    // Another staff member's reading changes nothing.
    gatewaySocket.emit('ConversationRead', read(1));
    gatewaySocket.emit('ConversationRead', read(7));
    await waitFor(() => expect(shown().filter((text) => text.endsWith(' · прочитано'))).toHaveLength(6));
    expect(shown()[11]).toBe('Анна АдминоваСообщение 3008:00 · прочитано');
    expect(shown()[10]).toBe('Мария ПродавцоваСообщение 2907:00');
  });
});

describe('ticket chat that could not be read', () => {
  it("says so in the chat with a retry, the ticket shown; the retry reads the chat's first page", async () => {
    const pages: number[] = [];
    server.use(
      graphql.query('TicketRoute', () =>
        HttpResponse.json({
          data: { ticket: { ...ticket, messages: null } },
          errors: [{ message: 'Нет доступа к переписке пользователя', path: ['ticket', 'messages'], extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
      graphql.query('TicketChat', ({ variables }) => {
        pages.push(variables.page as number);
        return HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: 42, messages: messagePage(variables.page as number) } } });
      }),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    const log = await screen.findByRole('log', { name: 'Сообщения по чеку' });
    const alert = await within(log).findByRole('alert');
    expect(alert.textContent).toContain('Нет доступа к переписке пользователя');
    // The page is there: its cards, and no error of its own.
    expect(screen.getByText('Ручная проверка')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(pages).toEqual([]);
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(shown()).toHaveLength(12));
    expect(pages).toEqual([1]);
    expect(within(log).queryByRole('alert')).toBeNull();
  });
});

describe('ticket chat rules', () => {
  it('needs 3 characters after trimming unless a file is attached', () => {
    expect(messageProblem('  аб ', false)).toBe('tooShort');
    expect(messageProblem(' абв ', false)).toBeNull();
    expect(messageProblem('', true)).toBeNull();
  });
  it('is near the bottom within 50 px', () => {
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 550 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 549 })).toBe(false);
  });
  it('merges lists once each, oldest first', () => {
    const a = { id: 2, createdAt: '2026-01-02T00:00:00Z' };
    const b = { id: 1, createdAt: '2026-01-01T00:00:00Z' };
    expect(mergeMessages([a], [b, a]).map((m) => m.id)).toEqual([1, 2]);
  });
});
