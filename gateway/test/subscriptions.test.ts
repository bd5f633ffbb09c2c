import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@bo/rest-api';
import type { Client } from 'graphql-ws';
import { startHarness, until, wsClient, type Harness } from './harness';

let h: Harness;
let admin: string;

/** Collects the values of a subscription until `count` arrived. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    { next: (v) => values.push(v.data as T), error: (e) => errors.push(e), complete: () => {} },
  );
  return { values, errors, stop };
}

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn();
});
afterAll(async () => {
  await h?.close();
});

describe('subscriptions over graphql-ws', () => {
  it('streams the processor status: the current one first, then the change a mutation makes', { timeout: 90_000 }, async () => {
    // A running processor changes tickets: an API of its own, so other test files are not disturbed.
    const own = await startHarness({ ownApi: true });
    try {
      const cookie = await own.signIn();
      const client = wsClient(own.gateway.url, cookie);
      const sub = collect<{ autoProcessorStatus: string }>(client, 'subscription { autoProcessorStatus }');
      await until(() => sub.values.length >= 1);
      expect(sub.values[0]).toEqual({ autoProcessorStatus: 'stopped' });

      const started = await own.gql('mutation { startAutoProcessing }', {}, { cookie });
      expect(started.body.errors).toBeUndefined();
      await until(() => sub.values.some((v) => v.autoProcessorStatus === 'processing'));

      await own.gql('mutation { stopAutoProcessing }', {}, { cookie });
      await until(() => sub.values.at(-1)?.autoProcessorStatus === 'stopped');
      sub.stop();
      await client.dispose();
    } finally {
      await own.close();
    }
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
    const sent = await h.gql<{ sendRoomMessage: { id: number; text: string } }>(
      'mutation { sendRoomMessage(room: "user-4", text: "Здравствуйте! Чек принят.") { id text } }',
      {},
      { cookie: admin },
    );
    expect(sent.body.errors).toBeUndefined();
    await until(() => sub.values.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(sub.values).toEqual([{ messageAdded: { text: 'Здравствуйте! Чек принят.', room: 'user-4', sender: { id: 1 } } }]);
    sub.stop();
    await client.dispose();
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-gw-restart-'));
    const own = await startHarness({ dataDir });
    try {
      const cookie = await own.signIn();
      const port = Number(new URL(own.api.url).port);
      const client = wsClient(own.gateway.url, cookie);
      const sub = collect<{ autoProcessorStatus: string }>(client, 'subscription { autoProcessorStatus }');
      const resync = collect<{ resync: { reason: string } }>(client, 'subscription { resync { reason } }');
      await until(() => sub.values.length >= 1, 20_000, 'the first status');
      expect(resync.values).toEqual([]);

      await own.api.close();
      const down = await own.gql('{ ticket(id: 1) { id } }', {}, { cookie });
      expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

      const again = await startApi({ port, dataDir, logLevel: 'silent' });
      try {
        const up = await own.gql<{ ticket: { id: number } }>('{ ticket(id: 1) { id } }', {}, { cookie });
        expect(up.body.data).toEqual({ ticket: { id: 1 } });
        // The gateway's upstream socket reconnects and rejoins the room by itself.
        await own.listening(cookie, 'ticketAutoProcessor.status', 'ticket-auto-processor');
        await own.gql('mutation { startAutoProcessing }', {}, { cookie });
        await until(() => sub.values.some((v) => v.autoProcessorStatus === 'processing'), 20_000, () => `'processing' after the restart (got ${JSON.stringify(sub.values)}, errors ${JSON.stringify(sub.errors)})`);
        expect(sub.errors).toEqual([]);
        // Events sent while the gateway was away from the API are lost: the client is told so, once.
        expect(resync.values).toEqual([{ resync: { reason: 'reconnect' } }]);
        resync.stop();
        await own.gql('mutation { stopAutoProcessing }', {}, { cookie });
        sub.stop();
        await client.dispose();
      } finally {
        await again.close();
      }
    } finally {
      await own.gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
