// What one person may hold open at once (issue 40): WebSockets, subscriptions and presence rooms,
// each refused over its cap with a Russian sentence; while one person holds every cap, another
// person's operations are answered.
import { describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { graphql } from './__generated__';
import { fileHarness, until, wsClient } from './harness';

const s = fileHarness({
  env: { MAX_SOCKETS_PER_USER: '3', MAX_SUBSCRIPTIONS_PER_USER: '4', MAX_PRESENCE_PER_USER: '2' },
  sessions: { manager: '+79990000002' },
  hookTimeout: 300_000,
});

type Failure = { message?: string; extensions?: Record<string, unknown>; code?: number; reason?: string };

function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const state = { values: [] as unknown[], errors: [] as Failure[] };
  const stop = client.subscribe(
    { query, variables },
    {
      // A resolver's refusal comes as a result with errors, the hooks' as an error message.
      next: (v) => (v.errors ? state.errors.push(...(v.errors as Failure[])) : state.values.push(v.data)),
      error: (e) => state.errors.push(...(Array.isArray(e) ? (e as Failure[]) : [{ code: (e as { code: number }).code, reason: (e as { reason: string }).reason }])),
      complete: () => {},
    },
  );
  return { state, stop };
}

const STATUS = 'subscription { autoProcessorStatus }';
const PRESENCE = 'subscription ($id: Int!, $clientId: String!) { ticketPresence(id: $id, clientId: $clientId) { viewers { id } } }';

describe("a person's caps", () => {
  it('refuses the socket, the presence room and the subscription over the caps, and answers another person meanwhile', { timeout: 120_000 }, async () => {
    const clients = [wsClient(s.h.gateway.url, s.admin), wsClient(s.h.gateway.url, s.admin), wsClient(s.h.gateway.url, s.admin), wsClient(s.h.gateway.url, s.admin)];
    const others: Client[] = [];
    try {
      const held = clients.slice(0, 3).map((c) => subscribe(c, STATUS));
      await until(() => held.every((sub) => sub.state.values.length >= 1), 30_000, 'three sockets');
      const fourth = subscribe(clients[3]!, STATUS);
      await until(() => fourth.state.errors.length === 1, 30_000, 'the fourth socket refused');
      expect(fourth.state.errors).toEqual([{ code: 4429, reason: 'Слишком много соединений (не больше 3): закройте лишние вкладки.' }]);

      // Presence rooms: two, the third refused (3 subscriptions held, then 5 asked: the 5th is the third room).
      const tickets = await s.asAdmin(
        graphql(`
          query LiveCapsTickets {
            tickets(pageSize: 3) {
              items {
                id
              }
            }
          }
        `),
      );
      const [t1, t2, t3] = tickets.body.data!.tickets.items.map((t) => t.id);
      held[1]!.stop();
      held[2]!.stop();
      const rooms = [subscribe(clients[0]!, PRESENCE, { id: t1, clientId: 'tab-anna-0001' }), subscribe(clients[0]!, PRESENCE, { id: t2, clientId: 'tab-anna-0001' })];
      await until(() => rooms.every((room) => room.state.values.length >= 1), 30_000, 'two rooms');
      const third = subscribe(clients[0]!, PRESENCE, { id: t3, clientId: 'tab-anna-0001' });
      await until(() => third.state.errors.length === 1, 30_000, 'the third room refused');
      expect(third.state.errors).toEqual([
        expect.objectContaining({
          message: 'Слишком много открытых чеков (не больше 2): закройте лишние вкладки.',
          extensions: expect.objectContaining({ code: 'TOO_MANY_SUBSCRIPTIONS', limit: 2 }),
        }),
      ]);

      // Subscriptions: the fourth taken on another socket, the fifth refused.
      const fourthSub = subscribe(clients[1]!, STATUS);
      await until(() => fourthSub.state.values.length >= 1, 30_000, 'the fourth subscription');
      const fifth = subscribe(clients[2]!, STATUS);
      await until(() => fifth.state.errors.length === 1, 30_000, 'the fifth subscription refused');
      expect(fifth.state.errors).toEqual([
        { message: 'Слишком много подписок у одного пользователя (не больше 4): закройте лишние вкладки.', extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 4 } },
      ]);

      // Another person is answered, over HTTP and over a socket of his own, while the admin holds every cap.
      expect((await s.h.gql('{ ping }', {}, { cookie: s.manager })).body).toEqual({ data: { ping: true } });
      const his = wsClient(s.h.gateway.url, s.manager);
      others.push(his);
      const ping = subscribe(his, '{ ping }');
      const room = subscribe(his, PRESENCE, { id: t1, clientId: 'tab-dmitry-001' });
      await until(() => ping.state.values.length === 1 && room.state.values.length >= 1, 30_000, 'the manager answered');
      expect(ping.state.values).toEqual([{ ping: true }]);
      expect(room.state.values.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 1 }] } });

      // A place freed is taken again.
      fourthSub.stop();
      const again = subscribe(clients[2]!, STATUS);
      await until(() => again.state.values.length >= 1, 30_000, 'a freed place taken');
      expect(again.state.errors).toEqual([]);
    } finally {
      await Promise.all([...clients, ...others].map((c) => c.dispose()));
    }
  });
});
