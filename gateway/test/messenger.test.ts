import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness, until, wsClient } from './harness';

const s = fileHarness();

describe('messenger', () => {
  it('sends a ticket-linked message, which shows in the user’s messages and conversations', async () => {
    const ticket = await s.asAdmin(
      graphql(`
        query MessengerTickets {
          tickets(where: { userId: { eq: 4 } }, pageSize: 1) {
            items {
              id
              userId
            }
          }
        }
      `),
    );
    const { id: ticketId } = ticket.body.data!.tickets.items[0]!;
    const sent = await s.asAdmin(
      graphql(`
        mutation MessengerSendMessage($t: Int!) {
          sendMessage(input: { ticketId: $t, text: "  Уточните, пожалуйста, сумму чека.  " }) {
            id
            text
            ticketId
            ticket {
              id
            }
            recipientId
            room
          }
        }
      `),
      { t: ticketId },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendMessage).toMatchObject({ text: 'Уточните, пожалуйста, сумму чека.', ticketId, ticket: { id: ticketId }, recipientId: 4, room: 'user-4' });

    const lists = await s.asAdmin(
      graphql(`
        query MessengerUserMessages($t: Int!) {
          userMessages(userId: 4, ticketId: $t) {
            items {
              id
            }
          }
          roomMessages(room: "user-4") {
            items {
              id
            }
            rest
          }
          conversations(pageSize: 100) {
            total
            items {
              roomName
              userId
              user {
                id
              }
              lastMessage {
                id
              }
            }
          }
        }
      `),
      { t: ticketId },
    );
    expect(lists.body.errors).toBeUndefined();
    const messageId = sent.body.data!.sendMessage.id;
    expect(lists.body.data!.userMessages.items.map((m) => m.id)).toContain(messageId);
    expect(lists.body.data!.roomMessages.items.map((m) => m.id)).toContain(messageId);
    const conversation = lists.body.data!.conversations.items.find((c) => c.roomName === 'user-4');
    expect(conversation).toMatchObject({ userId: 4, user: { id: 4 }, lastMessage: { id: messageId } });
  });

  it('refuses a too short ticket message with the spec text', async () => {
    const res = await s.asAdmin('mutation { sendMessage(input: { ticketId: 1, text: " ок " }) { id } }');
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Сообщение должно содержать не менее 3х символов', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('tells staff that a conversation changed when its user writes', async () => {
    const client = wsClient(s.h.gateway.url, s.admin);
    const updates: { roomName: string; hasNewMessage: boolean; lastMessage: { text: string } }[] = [];
    const stop = client.subscribe<{ conversationUpdated: (typeof updates)[number] }>(
      { query: 'subscription { conversationUpdated { roomName hasNewMessage lastMessage { text } } }' },
      { next: (v) => updates.push(v.data!.conversationUpdated), error: () => {}, complete: () => {} },
    );
    await s.h.listening(s.admin, 'messenger.convHasUpdated');
    const vendor = await s.h.signIn('+79990000004');
    const sent = await s.h.gql('mutation { sendRoomMessage(room: "user-4", text: "Добрый день, чек загрузил повторно") { id } }', {}, { cookie: vendor });
    expect(sent.body.errors).toBeUndefined();
    await until(() => updates.some((u) => u.lastMessage?.text === 'Добрый день, чек загрузил повторно'));
    expect(updates.find((u) => u.lastMessage?.text === 'Добрый день, чек загрузил повторно')).toMatchObject({ roomName: 'user-4', hasNewMessage: true });

    const read = await s.asAdmin(
      graphql(`
        mutation MessengerMarkConversationRead {
          markConversationRead(room: "user-4")
        }
      `),
    );
    expect(read.body.data!.markConversationRead).toBeGreaterThan(0);
    stop();
    await client.dispose();
  });
  it('searches conversations by the user and orders them (spec §5, §9)', async () => {
    for (const [room, text] of [
      ['user-5', 'Здравствуйте, Олег'],
      ['user-6', 'Здравствуйте, Ирина'],
    ] as const) {
      const sent = await s.asAdmin('mutation ($room: String!, $text: String) { sendRoomMessage(room: $room, text: $text) { id } }', { room, text });
      expect(sent.body.errors).toBeUndefined();
    }
    const rooms = async (variables: { search?: string; order?: 'messages' | 'none' | 'tickets'; pageSize?: number }) => {
      const res = await s.asAdmin(
        graphql(`
          query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {
            conversations(search: $search, order: $order, pageSize: $pageSize) {
              total
              items {
                roomName
              }
            }
          }
        `),
        variables,
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.conversations;
    };
    expect(await rooms({ search: '  киселёв ' })).toEqual({ total: 1, items: [{ roomName: 'user-5' }] });
    expect((await rooms({ search: '+79990000102' })).items).toEqual([{ roomName: 'user-6' }]);
    expect((await rooms({ order: 'messages', pageSize: 2 })).items).toEqual([{ roomName: 'user-6' }, { roomName: 'user-5' }]);
    expect((await rooms({ order: 'none', pageSize: 100 })).items.map((c) => c.roomName).slice(0, 3)).toEqual(['user-4', 'user-5', 'user-6']);
    expect((await rooms({ order: 'tickets', pageSize: 100 })).total).toBeGreaterThanOrEqual(3);
    const bad = await s.asAdmin('{ conversations(order: random) { total } }');
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
