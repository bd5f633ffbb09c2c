// Two gateways on one API and one Redis behave as one (issue 41): presence seen across them, a lock
// taken on one refused on the other (another session sending the holder's tab id included), and a
// gateway shut down takes its tab and its lock with it. (A gateway killed without a word: its tab and
// lock lapse in their time, src/realtime/redis-store.test.ts.) Needs the local Redis (`REDIS_URL`,
// default 127.0.0.1:6379); keys under a prefix of this run only, deleted at the end.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { graphql } from './__generated__';
import { startHarness, until, wsClient, type Harness } from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:gw:${randomUUID()}:`;
let one: Harness;
let two: Harness;
/** Gateway one is shut down by the test (a gateway closes once). */
let oneClosed = false;
beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX: prefix, LIVE_LEASE_MS: '3000' };
  [one, two] = await Promise.all([startHarness(env), startHarness(env)]);
}, 300_000);
afterAll(async () => {
  await Promise.all([oneClosed ? undefined : one?.close(), two?.close()]);
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await client.del(keys);
  await client.close();
});

type View = { ticketPresence: { viewers: { id: number; name: string }[]; editor: { user: { id: number }; mine: boolean } | null } };
const PRESENCE = 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id name } editor { user { id } mine } } }';
const LOCK = 'mutation ($id: Int!, $c: String!) { lockTicket(id: $id, clientId: $c) { acquired presence { editor { user { id } mine } } } }';

function follow(client: Client, variables: Record<string, unknown>) {
  const values: View[] = [];
  client.subscribe<View>({ query: PRESENCE, variables }, { next: (v) => values.push(v.data as View), error: () => {}, complete: () => {} });
  return values;
}

describe('two gateways on one Redis', () => {
  it('share presence and the lock, and a gateway shut down takes its tab and lock with it', { timeout: 120_000 }, async () => {
    const [admin, manager, otherSession] = [await one.signIn(), await one.signIn('+79990000002'), await two.signIn()];
    const list = await one.gql(graphql(`query LiveSharedTickets { tickets(pageSize: 3) { items { id } } }`), {}, { cookie: admin });
    const id = list.body.data!.tickets.items[2]!.id;
    const onOne = wsClient(one.gateway.url, admin);
    const onTwo = wsClient(two.gateway.url, manager);
    try {
      const a = follow(onOne, { id, c: 'tab-anna-0001' });
      const m = follow(onTwo, { id, c: 'tab-dmitry-001' });
      await until(() => a.at(-1)?.ticketPresence.viewers.length === 1 && m.at(-1)?.ticketPresence.viewers.length === 1, 30_000, () => `each seen on the other gateway ${JSON.stringify([a, m])}`);
      expect(a.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 2, name: 'Дмитрий Кузнецов (региональный менеджер)' }], editor: null } });
      expect(m.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 1, name: 'Анна Смирнова (администратор)' }], editor: null } });

      expect((await one.gql(LOCK, { id, c: 'tab-anna-0001' }, { cookie: admin })).body.data).toEqual({ lockTicket: { acquired: true, presence: { editor: { user: { id: 1 }, mine: true } } } });
      expect((await two.gql(LOCK, { id, c: 'tab-anna-0001' }, { cookie: otherSession })).body.data).toEqual({ lockTicket: { acquired: false, presence: { editor: { user: { id: 1 }, mine: false } } } });
      await until(() => m.at(-1)?.ticketPresence.editor !== null, 30_000, 'the lock seen on the other gateway');
      expect(m.at(-1)?.ticketPresence.editor).toEqual({ user: { id: 1 }, mine: false });

      // Gateway one shuts down: its tab leaves and its lock ends, seen on gateway two.
      oneClosed = true;
      await one.gateway.close();
      await until(() => m.at(-1)?.ticketPresence.viewers.length === 0 && m.at(-1)?.ticketPresence.editor === null, 30_000, () => `the tab and lock gone ${JSON.stringify(m.at(-1))}`);
      expect((await two.gql(LOCK, { id, c: 'tab-anna-0002' }, { cookie: otherSession })).body.data).toEqual({ lockTicket: { acquired: true, presence: { editor: { user: { id: 1 }, mine: true } } } });
    } finally {
      await Promise.all([onOne.dispose(), onTwo.dispose()]);
    }
  });
});
