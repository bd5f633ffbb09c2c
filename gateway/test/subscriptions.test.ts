import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@bo/rest-api';
import type { Client } from 'graphql-ws';
import { sharedExecutionStats } from '../src/realtime/shared-execution';
import { graphql } from './__generated__';
import { startHarness, until, wsClient, type Harness } from './harness';

let h: Harness;
let admin: string;
/**
 * A gateway over an API of its own on a PGlite folder: the processor test changes tickets (other test
 * files are not disturbed) and the restart test stops and restarts that API on its data. Started
 * once, beside the shared one: an API's start is most of this file's time.
 */
let own: Harness;
let ownDataDir: string;
/** The API `own` talks to now (a new one after the restart). */
let ownApi: { close(): Promise<void> };

/** Collects the values of a subscription until `count` arrived. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>({ query, variables }, { next: (v) => values.push(v.data as T), error: (e) => errors.push(e), complete: () => {} });
  return { values, errors, stop };
}

beforeAll(async () => {
  ownDataDir = mkdtempSync(path.join(tmpdir(), 'bo-gw-restart-'));
  [h, own] = await Promise.all([startHarness(), startHarness({ dataDir: ownDataDir })]);
  ownApi = own.api;
  admin = await h.signIn();
});
afterAll(async () => {
  await Promise.all([h?.close(), own?.gateway.close()]);
  await ownApi?.close();
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
});

describe('subscriptions over graphql-ws', () => {
  it('streams the processor status: the current one first, then the change a mutation makes', { timeout: 90_000 }, async () => {
    // A running processor changes tickets: the API of `own`, so other test files are not disturbed.
    const cookie = await own.signIn();
    const client = wsClient(own.gateway.url, cookie);
    const sub = collect<{ autoProcessorStatus: string }>(client, 'subscription { autoProcessorStatus }');
    await until(() => sub.values.length >= 1, 20_000, 'the first status');
    expect(sub.values[0]).toEqual({ autoProcessorStatus: 'stopped' });

    const started = await own.gql('mutation { startAutoProcessing }', {}, { cookie });
    expect(started.body.errors).toBeUndefined();
    await until(() => sub.values.some((v) => v.autoProcessorStatus === 'processing'), 20_000, "'processing'");

    await own.gql('mutation { stopAutoProcessing }', {}, { cookie });
    await until(() => sub.values.at(-1)?.autoProcessorStatus === 'stopped', 20_000, "'stopped' again");
    sub.stop();
    await client.dispose();
  });

  it('delivers a new message in a room to its subscribers, once', async () => {
    const client = wsClient(h.gateway.url, admin);
    const sub = collect<{ messageAdded: { text: string; room: string; sender: { id: number } } }>(
      client,
      'subscription ($room: String!) { messageAdded(room: $room) { text room sender { id } } }',
      { room: 'user-4' },
    );
    // The room is joined asynchronously, after the socket connects.
    await h.listening(admin, 'messenger.newMessage', 'user-4');
    const sent = await h.gql(
      graphql(`
        mutation SubscriptionsSendRoomMessage {
          sendRoomMessage(room: "user-4", text: "Здравствуйте! Чек принят.") {
            id
            text
          }
        }
      `),
      {},
      { cookie: admin },
    );
    expect(sent.body.errors).toBeUndefined();
    // A second message after it: a copy of the first would arrive before the second does.
    const next = await h.gql('mutation { sendRoomMessage(room: "user-4", text: "Баллы начислены.") { id } }', {}, { cookie: admin });
    expect(next.body.errors).toBeUndefined();
    await until(() => sub.values.length >= 2);
    expect(sub.values).toEqual([
      { messageAdded: { text: 'Здравствуйте! Чек принят.', room: 'user-4', sender: { id: 1 } } },
      { messageAdded: { text: 'Баллы начислены.', room: 'user-4', sender: { id: 1 } } },
    ]);
    sub.stop();
    await client.dispose();
  });

  it('executes an event once for the tabs of one session that subscribe alike (not across sessions), and each tab gets the whole answer', async () => {
    // Three tabs of one session, and one of another session (its own rights: never shared with the first).
    const [cookie, other] = [await h.signIn(), await h.signIn()];
    const tabs = [cookie, cookie, cookie, other].map((c) => wsClient(h.gateway.url, c));
    const query = 'subscription ($room: String!) { messageAdded(room: $room) { text recipient { id phone } } }';
    const subs = tabs.map((tab) => collect<{ messageAdded: { text: string; recipient: { id: number; phone: string } | null } }>(tab, query, { room: 'user-5' }));
    await h.listening(cookie, 'messenger.newMessage', 'user-5', 3);
    await h.listening(other, 'messenger.newMessage', 'user-5', 1);
    const before = { ...sharedExecutionStats };
    const sent = await h.gql('mutation { sendRoomMessage(room: "user-5", text: "Одно событие, три вкладки") { id } }', {}, { cookie });
    expect(sent.body.errors).toBeUndefined();
    await until(() => subs.every((sub) => sub.values.length === 1), 20_000, 'the message in every tab');
    // One execution for the three tabs (two of them got its result), one for the other session.
    // Each tab's answer was sent from the event, not through graphql-ws's loop.
    expect({
      executed: sharedExecutionStats.executed - before.executed,
      shared: sharedExecutionStats.shared - before.shared,
      direct: sharedExecutionStats.direct - before.direct,
    }).toEqual({ executed: 2, shared: 2, direct: 4 });
    const { users } = (
      await h.gql(
        graphql(`
          query SubscriptionsUsers {
            users(where: { id: { eq: 5 } }) {
              items {
                id
                phone
              }
            }
          }
        `),
        {},
        { cookie },
      )
    ).body.data!;
    for (const sub of subs) expect(sub.values).toEqual([{ messageAdded: { text: 'Одно событие, три вкладки', recipient: users.items[0] } }]);
    for (const sub of subs) sub.stop();
    await Promise.all(tabs.map((tab) => tab.dispose()));
  });

  it('gives subscribers of different roles on one event each the answer of their own rights, sent straight to each socket', async () => {
    // The regional manager sees the sales reps and vendors of its cities, not the admin who writes:
    // the same message, the same document and variables, two answers.
    const manager = await h.signIn('+79990000002');
    const { users } = (
      await h.gql(
        graphql(`
          query SubscriptionsUsers2 {
            users(where: { id: { neq: 2 } }, pageSize: 1) {
              items {
                id
              }
            }
          }
        `),
        {},
        { cookie: manager },
      )
    ).body.data!;
    const room = `user-${users.items[0]!.id}`;
    const query = 'subscription ($room: String!) { messageAdded(room: $room) { text sender { id } } }';
    const [adminTab, managerTab] = [admin, manager].map((c) => wsClient(h.gateway.url, c));
    type Added = { messageAdded: { text: string; sender: { id: number } | null } };
    const [adminSub, managerSub] = [adminTab, managerTab].map((tab) => collect<Added>(tab!, query, { room }));
    await h.listening(admin, 'messenger.newMessage', room);
    await h.listening(manager, 'messenger.newMessage', room);
    const before = { ...sharedExecutionStats };
    const sent = await h.gql('mutation ($room: String!) { sendRoomMessage(room: $room, text: "Каждому своё") { id } }', { room }, { cookie: admin });
    expect(sent.body.errors).toBeUndefined();
    await until(() => adminSub!.values.length === 1 && managerSub!.values.length === 1, 20_000, 'the message in both tabs');
    expect(adminSub!.values).toEqual([{ messageAdded: { text: 'Каждому своё', sender: { id: 1 } } }]);
    expect(managerSub!.values).toEqual([{ messageAdded: { text: 'Каждому своё', sender: null } }]);
    expect({
      executed: sharedExecutionStats.executed - before.executed,
      shared: sharedExecutionStats.shared - before.shared,
      direct: sharedExecutionStats.direct - before.direct,
    }).toEqual({ executed: 2, shared: 0, direct: 2 });
    for (const sub of [adminSub!, managerSub!]) sub.stop();
    await Promise.all([adminTab!.dispose(), managerTab!.dispose()]);
  });

  it('closes the socket of a visitor or a revoked token at connection_init (4403)', async () => {
    const own = await h.signIn();
    await h.gql('mutation { logout }', {}, { cookie: own });
    for (const cookie of ['', own]) {
      const client = wsClient(h.gateway.url, cookie);
      const sub = collect(client, 'subscription { autoProcessorStatus }');
      await until(() => sub.errors.length > 0);
      expect((sub.errors[0] as { code?: number }).code).toBe(4403);
      await client.dispose();
    }
  });

  it('applies the same limits as HTTP', async () => {
    const client = wsClient(h.gateway.url, admin);
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: id`).join(' ');
    const sub = collect(client, `subscription { messageAdded(room: "user-4") { ${aliases} } }`);
    await until(() => sub.errors.length > 0);
    expect(JSON.stringify(sub.errors[0])).toContain('Слишком много псевдонимов: 31 при допустимых 30');
    await client.dispose();
  });
});

describe('an API restart', () => {
  it('keeps open subscriptions and queries working with no client action', { timeout: 90_000 }, async () => {
    const cookie = await own.signIn();
    const port = Number(new URL(own.api.url).port);
    const client = wsClient(own.gateway.url, cookie);
    const sub = collect<{ autoProcessorStatus: string }>(client, 'subscription { autoProcessorStatus }');
    const resync = collect<{ resync: { reason: string } }>(client, 'subscription { resync { reason } }');
    await until(() => sub.values.length >= 1, 20_000, 'the first status');
    expect(resync.values).toEqual([]);
    // The first status is the REST read; the upstream socket must have joined its room before the API
    // goes away, or its first connection comes only after the restart and is no reconnect (a busy
    // machine's race: no resync).
    await own.listening(cookie, 'ticketAutoProcessor.status', 'ticket-auto-processor');

    await own.api.close();
    const down = await own.gql('{ ticket(id: 1) { id } }', {}, { cookie });
    expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

    const again = await startApi({ port, dataDir: ownDataDir, logLevel: 'silent', clientAddress: { gatewaySecret: inject('gatewaySecret') } });
    ownApi = again;
    const up = await own.gql(
      graphql(`
        query SubscriptionsTicket {
          ticket(id: 1) {
            id
          }
        }
      `),
      {},
      { cookie },
    );
    expect(up.body.data).toEqual({ ticket: { id: 1 } });
    // The gateway's upstream socket reconnects and rejoins the room by itself.
    await own.listening(cookie, 'ticketAutoProcessor.status', 'ticket-auto-processor');
    await own.gql('mutation { startAutoProcessing }', {}, { cookie });
    await until(
      () => sub.values.some((v) => v.autoProcessorStatus === 'processing'),
      20_000,
      () => `'processing' after the restart (got ${JSON.stringify(sub.values)}, errors ${JSON.stringify(sub.errors)})`,
    );
    expect(sub.errors).toEqual([]);
    // Events sent while the gateway was away from the API are lost: the client is told so, once (the
    // resync and the status are two subscriptions: either may arrive first).
    await until(() => resync.values.length > 0, 20_000, 'the resync');
    expect(resync.values).toEqual([{ resync: { reason: 'reconnect' } }]);
    resync.stop();
    await own.gql('mutation { stopAutoProcessing }', {}, { cookie });
    sub.stop();
    await client.dispose();
  });
});
