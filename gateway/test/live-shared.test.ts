// Two gateways on one API and one Redis behave as one (issue 41): an automatic persisted query kept
// for both, presence seen across them, a lock taken on one refused on the other (another session
// sending the holder's tab id included), and a gateway shut down takes its tab and its lock with it. (A gateway killed without a word: its tab and
// lock lapse in their time, src/realtime/redis-store.test.ts.) Needs the local Redis (`REDIS_URL`,
// default 127.0.0.1:6379); keys under a prefix of this run only, deleted at the end.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { tokenFrom } from '../src/context';
import { graphql } from './__generated__';
import { startHarness, until, wsClient, type Harness } from './harness';
import { deleteKeys, REDIS_URL } from './redis';

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
  await deleteKeys(prefix);
});

type View = { ticketPresence: { viewers: { id: number; name: string; roleName: string }[]; editor: { user: { id: number }; mine: boolean } | null } };
const PRESENCE = 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id name roleName } editor { user { id } mine } } }';
const LOCK = 'mutation ($id: Int!, $c: String!) { lockTicket(id: $id, clientId: $c) { acquired presence { editor { user { id } mine } } } }';

function follow(client: Client, variables: Record<string, unknown>) {
  const values: View[] = [];
  client.subscribe<View>({ query: PRESENCE, variables }, { next: (v) => values.push(v.data as View), error: () => {}, complete: () => {} });
  return values;
}

/** An operation posted as a script sends it (its token in `Authorization`), the answer's body. */
async function post(h: Harness, token: string, body: Record<string, unknown>) {
  const res = await fetch(`${h.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data?: unknown; errors?: unknown[] };
}

describe('two gateways on one Redis', () => {
  it('keep an automatic persisted query for both: registered through one, run by its hash through the other', { timeout: 60_000 }, async () => {
    const token = tokenFrom(undefined, await one.signIn())!;
    const alias = `apq_${randomUUID().replaceAll('-', '')}`;
    const query = `{ ping ${alias}: ping }`;
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    expect(await post(two, token, { extensions })).toMatchObject({ errors: [{ message: 'PersistedQueryNotFound' }] });
    expect(await post(one, token, { query, extensions })).toEqual({ data: { ping: true, [alias]: true } });
    // Apollo keeps the document after it answers (its write is not awaited): asked until it is there.
    let byHash = await post(two, token, { extensions });
    for (const deadline = Date.now() + 30_000; byHash.errors && Date.now() < deadline;) byHash = await post(two, token, { extensions });
    expect(byHash).toEqual({ data: { ping: true, [alias]: true } });
  });

  it('share presence and the lock, and a gateway shut down takes its tab and lock with it', { timeout: 120_000 }, async () => {
    const [admin, manager, otherSession] = [await one.signIn(), await one.signIn('+79990000002'), await two.signIn()];
    const list = await one.gql(
      graphql(`
        query LiveSharedTickets {
          tickets(pageSize: 3) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: admin },
    );
    const id = list.body.data!.tickets.items[2]!.id;
    const onOne = wsClient(one.gateway.url, admin);
    const onTwo = wsClient(two.gateway.url, manager);
    try {
      const a = follow(onOne, { id, c: 'tab-anna-0001' });
      const m = follow(onTwo, { id, c: 'tab-dmitry-001' });
      await until(
        () => a.at(-1)?.ticketPresence.viewers.length === 1 && m.at(-1)?.ticketPresence.viewers.length === 1,
        30_000,
        () => `each seen on the other gateway ${JSON.stringify([a, m])}`,
      );
      expect(a.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 2, name: 'Дмитрий Кузнецов', roleName: 'regionalManager' }], editor: null } });
      expect(m.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 1, name: 'Анна Смирнова', roleName: 'admin' }], editor: null } });

      expect((await one.gql(LOCK, { id, c: 'tab-anna-0001' }, { cookie: admin })).body.data).toEqual({
        lockTicket: { acquired: true, presence: { editor: { user: { id: 1 }, mine: true } } },
      });
      expect((await two.gql(LOCK, { id, c: 'tab-anna-0001' }, { cookie: otherSession })).body.data).toEqual({
        lockTicket: { acquired: false, presence: { editor: { user: { id: 1 }, mine: false } } },
      });
      await until(() => m.at(-1)?.ticketPresence.editor !== null, 30_000, 'the lock seen on the other gateway');
      expect(m.at(-1)?.ticketPresence.editor).toEqual({ user: { id: 1 }, mine: false });

      // Gateway one shuts down: its tab leaves and its lock ends, seen on gateway two.
      oneClosed = true;
      await one.gateway.close();
      await until(
        () => m.at(-1)?.ticketPresence.viewers.length === 0 && m.at(-1)?.ticketPresence.editor === null,
        30_000,
        () => `the tab and lock gone ${JSON.stringify(m.at(-1))}`,
      );
      expect((await two.gql(LOCK, { id, c: 'tab-anna-0002' }, { cookie: otherSession })).body.data).toEqual({
        lockTicket: { acquired: true, presence: { editor: { user: { id: 1 }, mine: true } } },
      });
    } finally {
      await Promise.all([onOne.dispose(), onTwo.dispose()]);
    }
  });
});
