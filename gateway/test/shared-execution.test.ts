// Subscribers of one upstream event share an execution only when they are the same caller (issue 27,
// fan-out), and each gets the answer straight on its socket, framed as graphql-ws frames it.
//
// The gateway's upstream sockets make one event object per API session, so today an event object
// reaches one session's subscribers only; the execution key still names the caller (session and
// gateway-token grant), so that an event object reaching several callers can never hand one the
// answer computed with another's rights. Here one event object is handed, as `UpstreamSockets` hands
// it, to subscriptions of an admin and of a regional manager (different roles and scopes), and of
// the admin again with a read-only grant: their answers are read from the real API with each
// caller's token. Dropping the caller from `executionKey` fails here.
import { parse, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../src/context';
import { tokenFrom } from '../src/context';
import { createLoaders } from '../src/loaders';
import { BYPASS, pushIterator } from '../src/realtime/iterator';
import type { EventHandler } from '../src/realtime/sockets';
import { deliverTo, sharedExecutionStats, subscribeShared } from '../src/realtime/shared-execution';
import { buildSchema } from '../src/schema';
import { createLogger } from '../src/shared/logger';
import type { Grant } from '../src/store';
import { UpstreamPool } from '../src/upstream/client';
import { me } from '../src/upstream/session';
import { startHarness, until, type Harness } from './harness';

let h: Harness;
let tokens: { admin: string; manager: string };
const schema = buildSchema();
const logger = createLogger('silent');

beforeAll(async () => {
  h = await startHarness();
  const [admin, manager] = await Promise.all([h.signIn(), h.signIn('+79990000002')]);
  tokens = { admin: tokenFrom(undefined, admin)!, manager: tokenFrom(undefined, manager)! };
});
afterAll(async () => {
  await h?.close();
});

/** The upstream socket's handlers of the subscriptions made below: the test delivers events to them. */
const handlers: EventHandler[] = [];

/** A subscription's context as `onSubscribe` makes it, reading the real API with `token`; events come from `handlers`. */
function context(token: string, grant: Grant | null = null): GatewayContext {
  const upstream = new UpstreamPool({ baseUrl: h.api.url, timeoutMs: 10_000, logger }).forRequest(token);
  return {
    token,
    grant,
    upstream,
    loaders: createLoaders(upstream),
    // Who subscribes: the gateway checks he reads the room's person (issue 37).
    viewer: () => me(upstream),
    logger,
    sockets: {
      listen: (_token: string, _room: string | null, _event: string, handler: EventHandler) => {
        handlers.push(handler);
        return () => handlers.splice(handlers.indexOf(handler), 1);
      },
    },
  } as unknown as GatewayContext;
}

/** A WebSocket as graphql-ws holds it: open, its frames kept. */
function socket() {
  const sent: unknown[] = [];
  return { sent, readyState: 1 as const, OPEN: 1 as const, send: (message: string) => void sent.push(JSON.parse(message)) };
}

const QUERY = 'subscription ($room: String!) { messageAdded(room: $room) { text sender { id } } }';

describe('one event object reaching several callers', () => {
  it('is executed once per caller (session and grant), each answer with its own rights, sent to each socket as graphql-ws frames it', async () => {
    // The demo vendor's conversation: every caller here reads him (the gateway refuses a room whose person the subscriber does not read, issue 37).
    const room = 'user-4';
    const document = parse(QUERY);
    const grant: Grant = { tokenId: 'tok-1', userId: 1, readOnly: true };
    const subscribers = [
      { id: 'admin-tab-1', ctx: context(tokens.admin) },
      { id: 'admin-tab-2', ctx: context(tokens.admin) },
      { id: 'manager', ctx: context(tokens.manager) },
      { id: 'admin-read-only-token', ctx: context(tokens.admin, grant) },
    ].map((s) => ({ ...s, socket: socket() }));
    const streams: AsyncGenerator<ExecutionResult>[] = [];
    const parked: Promise<IteratorResult<ExecutionResult>>[] = [];
    for (const s of subscribers) {
      deliverTo(s.ctx, { socket: s.socket, id: s.id });
      const args: ExecutionArgs = { schema, document, variableValues: { room }, contextValue: s.ctx };
      const stream = (await subscribeShared(args)) as AsyncGenerator<ExecutionResult>;
      streams.push(stream);
      // graphql-ws waits on the stream: what the push sends itself never comes out here.
      parked.push(stream.next());
    }
    const before = { ...sharedExecutionStats };
    // One event as the API's socket delivers it: one object for all of its handlers.
    const source = {};
    for (const handler of [...handlers]) handler({ id: 901, room, text: 'Одно событие', senderId: 1, recipientId: 4 }, source);
    await until(() => subscribers.every((s) => s.socket.sent.length === 1), 20_000, 'an answer on every socket');

    const frame = (id: string, sender: { id: number } | null) => ({ id, type: 'next', payload: { data: { messageAdded: { text: 'Одно событие', sender } } } });
    // The manager may not read the admin: its own answer, never the admin's.
    expect(subscribers.map((s) => s.socket.sent)).toEqual([
      [frame('admin-tab-1', { id: 1 })],
      [frame('admin-tab-2', { id: 1 })],
      [frame('manager', null)],
      [frame('admin-read-only-token', { id: 1 })],
    ]);
    // The two tabs of the admin's session share one execution; the manager and the grant run their own.
    expect({
      executed: sharedExecutionStats.executed - before.executed,
      shared: sharedExecutionStats.shared - before.shared,
      direct: sharedExecutionStats.direct - before.direct,
    }).toEqual({
      executed: 3,
      shared: 1,
      direct: 4,
    });

    for (const stream of streams) await stream.return(undefined);
    expect(await Promise.all(parked)).toEqual(subscribers.map(() => ({ done: true, value: undefined })));
    expect(handlers).toEqual([]);
  });
});

describe('pushIterator with a bypass', () => {
  it('offers the bypass only what comes while nothing is queued and the consumer waits; the rest goes through next() in order', async () => {
    let push!: (v: number) => void;
    let cleaned = 0;
    const it = pushIterator<number>((p) => {
      push = p;
      return () => cleaned++;
    });
    const offered: number[] = [];
    // Takes everything but 4.
    it[BYPASS]((v) => {
      offered.push(v);
      return v !== 4;
    });
    push(1); // nobody waits: queued
    push(2);
    expect(await it.next()).toEqual({ value: 1, done: false });
    expect(await it.next()).toEqual({ value: 2, done: false });
    const parked = it.next();
    push(3); // the consumer waits, nothing queued: the bypass takes it
    push(4); // refused by the bypass: to the waiting consumer
    expect(await parked).toEqual({ value: 4, done: false });
    push(5); // nobody waits: queued, not offered
    expect(await it.next()).toEqual({ value: 5, done: false });
    expect(offered).toEqual([3, 4]);
    const last = it.next();
    await it.return!();
    push(6); // after return: neither offered nor queued
    expect(await last).toEqual({ value: undefined, done: true });
    expect(offered).toEqual([3, 4]);
    expect(cleaned).toBe(1);
  });
});
