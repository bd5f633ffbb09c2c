// Issue 16, finding 4: a revoked session's WebSockets end. After sign-out or blocking, the open
// graphql-ws connection is closed with 4403 (no more events) and cannot start new subscriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startHarness, until, type Harness } from './harness';

let h: Harness;
let own: Harness;

beforeAll(async () => {
  // The periodic re-check (30 s by default) off: these tests show the immediate paths.
  const env = { SESSION_RECHECK_MS: '3600000' };
  h = await startHarness({ env });
  // Blocking a user must not disturb the other test files: an API of its own.
  own = await startHarness({ env, ownApi: true });
});
afterAll(async () => {
  await h?.close();
  await own?.close();
});

/** A graphql-ws client with the session cookie that records its close codes. */
function client(gatewayUrl: string, cookie: string, lazy = true): { client: Client; closes: number[] } {
  const closes: number[] = [];
  const c = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy,
    onNonLazyError: () => {},
    on: { closed: (event) => closes.push((event as { code: number }).code) },
  });
  return { client: c, closes };
}

function subscribe<T>(c: Client, query: string) {
  const values: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  c.subscribe<T>({ query }, { next: (v) => values.push(v.data as T), error: (e) => errors.push(e), complete: () => (completed = true) });
  return { values, errors, done: () => completed || errors.length > 0 };
}

const rawToken = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

describe('revoked sessions over WebSocket', () => {
  it('sign-out closes the open connection with 4403 at once, other sessions of the user keep theirs', async () => {
    const signedOut = await h.signIn('+79990000002');
    const other = await h.signIn('+79990000002');
    const a = client(h.gateway.url, signedOut);
    const b = client(h.gateway.url, other);
    const subA = subscribe<{ autoProcessorStatus: string }>(a.client, 'subscription { autoProcessorStatus }');
    const subB = subscribe<{ autoProcessorStatus: string }>(b.client, 'subscription { autoProcessorStatus }');
    await until(() => subA.values.length >= 1 && subB.values.length >= 1, undefined, 'the first statuses');

    const started = Date.now();
    const out = await h.gql('mutation { logout }', {}, { cookie: signedOut });
    expect(out.body.errors).toBeUndefined();
    // Well before the periodic re-check (30 s): the API's session.revoked event.
    await until(() => a.closes.length > 0, undefined, 'the signed-out socket closed');
    expect(a.closes).toEqual([4403]);
    // (A bound in seconds, not a race: the re-check is off here, and would come after 30 s by default.)
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(subA.done()).toBe(true);
    // A new subscription on the other session answers: its connection is open, after the sign-out
    // was handled (the revocation reached the gateway before this subscription did).
    const laterB = subscribe<{ autoProcessorStatus: string }>(b.client, 'subscription { autoProcessorStatus }');
    await until(() => laterB.values.length >= 1, undefined, 'the other session answering');
    expect(b.closes).toEqual([]);
    await b.client.dispose();
  });

  it('a connection whose session was revoked cannot start a new subscription', async () => {
    const cookie = await h.signIn('+79990000002');
    const c = client(h.gateway.url, cookie, false);
    let connected = false;
    c.client.on('connected', () => (connected = true));
    await until(() => connected, undefined, 'connected');
    // Signed out over REST directly: this connection has no subscription, so no upstream socket.
    const res = await fetch(`${h.api.url}/users/logout`, { method: 'POST', headers: { authorization: rawToken(cookie) } });
    expect(res.status).toBe(204);
    const sub = subscribe<{ autoProcessorStatus: string }>(c.client, 'subscription { autoProcessorStatus }');
    await until(() => c.closes.length > 0, undefined, 'the socket closed');
    expect(c.closes).toEqual([4403]);
    expect(sub.values).toEqual([]);
    // Refused by the re-check on subscribe, before any resolver ran.
    expect(JSON.stringify(sub.errors)).toContain('UNAUTHENTICATED');
  });

  it('blocking a user closes its connections with 4403', async () => {
    const admin = rawToken(await own.signIn('+79990000001'));
    const cookie = await own.signIn('+79990000002');
    const me = (await (await fetch(`${own.api.url}/users/me`, { headers: { authorization: rawToken(cookie) } })).json()) as { id: number };
    const c = client(own.gateway.url, cookie);
    const sub = subscribe<{ autoProcessorStatus: string }>(c.client, 'subscription { autoProcessorStatus }');
    await until(() => sub.values.length >= 1, undefined, 'the first status');
    const blocked = await fetch(`${own.api.url}/users/${me.id}`, {
      method: 'PATCH',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ blocked: true }),
    });
    expect(blocked.status).toBe(200);
    await until(() => c.closes.length > 0, undefined, "the blocked user's socket closed");
    expect(c.closes).toEqual([4403]);
    // And it cannot come back.
    const again = client(own.gateway.url, cookie);
    const retry = subscribe(again.client, 'subscription { autoProcessorStatus }');
    await until(() => again.closes.length > 0 || retry.done(), undefined, 'refused');
    expect(retry.values).toEqual([]);
  });
});
