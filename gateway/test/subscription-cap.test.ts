// Issue 23, F10: one WebSocket holds at most MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions; the next one
// is refused with a GraphQL error (code and Russian message), and a freed place can be taken again.
import { describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { fileHarness, until, wsClient } from './harness';

const s = fileHarness({ env: { MAX_SUBSCRIPTIONS_PER_SOCKET: '3' } });

function subscribe(client: Client) {
  const state = { values: [] as unknown[], errors: [] as { message: string; extensions?: Record<string, unknown> }[] };
  const stop = client.subscribe(
    { query: 'subscription { autoProcessorStatus }' },
    {
      next: (v) => state.values.push(v.data),
      error: (e) => state.errors.push(...(e as never[])),
      complete: () => {},
    },
  );
  return { ...state, state, stop };
}

describe('subscriptions per socket', () => {
  it('refuses the one over the cap with TOO_MANY_SUBSCRIPTIONS and takes a new one once a place is free', async () => {
    const client = wsClient(s.h.gateway.url, s.admin);
    try {
      const held = [subscribe(client), subscribe(client), subscribe(client)];
      await until(() => held.every((sub) => sub.state.values.length >= 1));
      const over = subscribe(client);
      await until(() => over.state.errors.length === 1);
      expect(over.state.errors).toEqual([
        {
          message: 'Слишком много подписок на одном соединении (не больше 3): закройте лишние, прежде чем открыть новую.',
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: 3 },
        },
      ]);
      expect(over.state.values).toEqual([]);
      expect(held.map((sub) => sub.state.errors)).toEqual([[], [], []]);

      held[0]!.stop();
      const again = subscribe(client);
      await until(() => again.state.values.length >= 1);
      expect(again.state.values[0]).toEqual({ autoProcessorStatus: 'stopped' });
      expect(again.state.errors).toEqual([]);
    } finally {
      await client.dispose();
    }
  });
});
