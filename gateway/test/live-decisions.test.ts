// `conversationUpdated` tells every staff subscriber of every conversation (issue 37): whether the
// subscriber reads the conversation's person is decided once per subscriber and person while the
// decision holds (security/live-decisions.ts), not once per event. The messages are sent straight to
// the API, so every REST call the gateway makes meanwhile is a subscription's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { liveDecisions } from '../src/security/live-decisions';
import { startHarness, until, wsClient, type Harness } from './harness';

let h: Harness;
const ttl = liveDecisions.ttlMs;

beforeAll(async () => {
  // No periodic session re-check (a `GET /users/me` per session) during the count.
  h = await startHarness({ SESSION_RECHECK_MS: '3600000' });
  // The decisions hold through the test, however slow the machine.
  liveDecisions.ttlMs = 600_000;
});
afterAll(async () => {
  liveDecisions.ttlMs = ttl;
  await h?.close();
});

describe('conversationUpdated for many staff subscribers', () => {
  it('reads each subscriber’s reach and the person once, not once per event', { timeout: 120_000 }, async () => {
    const SUBSCRIBERS = 4;
    const EVENTS = 3;
    const cookies: string[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) cookies.push(await h.signIn());
    const clients: Client[] = cookies.map((cookie) => wsClient(h.gateway.url, cookie));
    const heard = clients.map(() => 0);
    const stops = clients.map((client, i) =>
      client.subscribe<{ conversationUpdated: { roomName: string } }>(
        { query: 'subscription { conversationUpdated { roomName } }' },
        { next: (v) => (heard[i] = heard[i]! + (v.data?.conversationUpdated.roomName === 'user-4' ? 1 : 0)), error: () => {}, complete: () => {} },
      ),
    );
    for (const cookie of cookies) await h.listening(cookie, 'messenger.convHasUpdated');
    const login = await fetch(`${h.api.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+79990000004', password: 'demo1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const from = h.calls.length;
    const send = async (event: number) => {
      const sent = await fetch(`${h.api.url}/messages/sendToRoom/user-4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: accessToken },
        body: JSON.stringify({ text: `Сообщение ${event}` }),
      });
      expect(sent.status).toBe(200);
      await until(() => heard.every((n) => n === event), 20_000, `event ${event} to every subscriber (${heard.join(', ')})`);
    };
    for (let event = 1; event <= EVENTS; event++) await send(event);
    const reads = h.calls.slice(from).map((c) => `${c.method} ${c.path}${decodeURIComponent(c.search)}`);
    // Per subscriber: his reach (`/users/me`) and the person (the loader's batch), once; with a check
    // per event they were one pair per event (24 calls).
    const person = 'GET /users?filter={"where":{"id":{"inq":[4]}}}';
    const pairs = [...Array<string>(SUBSCRIBERS).fill('GET /users/me'), ...Array<string>(SUBSCRIBERS).fill(person)];
    expect(reads.sort()).toEqual(pairs);
    expect(heard).toEqual(Array<number>(SUBSCRIBERS).fill(EVENTS));

    // A mutation through the gateway (a patch of nothing here) may change who reads whom: the next
    // event is decided again, for every subscriber.
    const patched = await h.gql('mutation { updateUser(id: 4, input: {}) { id } }', {}, { cookie: cookies[0]! });
    expect(patched.body.errors).toBeUndefined();
    const after = h.calls.length;
    await send(EVENTS + 1);
    expect(
      h.calls
        .slice(after)
        .map((c) => `${c.method} ${c.path}${decodeURIComponent(c.search)}`)
        .sort(),
    ).toEqual(pairs);
    stops.forEach((stop) => stop());
    await Promise.all(clients.map((client) => client.dispose()));
  });
});
