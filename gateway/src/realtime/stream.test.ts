// The processor's status and counters streams drop a value equal to the one sent last (the API
// sends the status on join right after the gateway pushed the current one, and repeats counters):
// a client sees each change once. Turning the de-duplication off (in `socketStream` or in the
// processor's subscriptions) fails here.
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { processorResolvers } from '../modules/processor/resolvers';
import { createLogger } from '../shared/logger';
import { socketStream } from './stream';
import type { Channel } from './topics';

/** A channel of string payloads, as a test emits them by hand. */
const e: Channel<string> = { room: 'r', event: 'e' };

type Handler = (payload: unknown) => void;

/** A context whose socket events the test emits by hand and whose REST reads answer `state`. */
function fakeContext(state: unknown) {
  const handlers = new Map<string, Handler>();
  const ctx = {
    token: 'tok',
    logger: createLogger('silent'),
    sockets: {
      listen: (_token: string, _room: string | null, event: string, handler: Handler) => {
        handlers.set(event, handler);
        return () => handlers.delete(event);
      },
    },
    upstream: { get: async () => state },
  } as unknown as GatewayContext;
  const emit = (event: string, payload: unknown) => handlers.get(event)!(payload);
  return { ctx, emit };
}

/** The next `n` values of a stream. */
async function take<T>(it: AsyncIterator<T>, n: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push((await it.next()).value as T);
  return out;
}

type Subscribe = (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => AsyncIterator<unknown>;
const subscription = (name: 'autoProcessorStatus' | 'ticketCounters') => (processorResolvers.Subscription as Record<string, { subscribe: Subscribe }>)[name]!.subscribe;

describe('socketStream with distinct', () => {
  it('drops consecutive repeats, keeps a value that comes back after another', async () => {
    const { ctx, emit } = fakeContext(null);
    const it = socketStream(ctx, { channel: e, map: (p) => p, distinct: true });
    for (const v of ['a', 'a', 'b', 'b', 'b', 'a']) emit('e', v);
    expect(await take(it, 3)).toEqual(['a', 'b', 'a']);
    await it.return!();
  });

  it('drops the current value read over REST when an event came before its answer (the event is newer)', async () => {
    const { ctx, emit } = fakeContext(null);
    let answer!: (value: string) => void;
    const initial = () => new Promise<string>((resolve) => (answer = resolve));
    const it = socketStream(ctx, { channel: e, map: (p) => p, initial });
    emit('e', 'processing'); // the API's status on join, while the read is on its way
    answer('stopped'); // the read started before the change
    await new Promise((r) => setImmediate(r));
    emit('e', 'stopping');
    expect(await take(it, 2)).toEqual(['processing', 'stopping']);
    await it.return!();
  });

  it('pushes the current value first when no event came before it', async () => {
    const { ctx, emit } = fakeContext(null);
    const it = socketStream(ctx, { channel: e, map: (p) => p, initial: async () => 'stopped' });
    await new Promise((r) => setImmediate(r));
    emit('e', 'processing');
    expect(await take(it, 2)).toEqual(['stopped', 'processing']);
    await it.return!();
  });

  it('passes every value without distinct', async () => {
    const { ctx, emit } = fakeContext(null);
    const it = socketStream(ctx, { channel: e, map: (p) => p });
    for (const v of ['a', 'a', 'b']) emit('e', v);
    expect(await take(it, 3)).toEqual(['a', 'a', 'b']);
    await it.return!();
  });
});

describe('processor subscriptions', () => {
  it('autoProcessorStatus: the current status, then only changes (the repeat sent on join is dropped)', async () => {
    const { ctx, emit } = fakeContext({ status: 'processing', history: [], counter: { new: 1 } });
    const it = subscription('autoProcessorStatus')(undefined, {}, ctx, undefined);
    expect(await take(it, 1)).toEqual(['processing']);
    emit('ticketAutoProcessor.status', 'processing');
    emit('ticketAutoProcessor.status', { status: 'processing' });
    emit('ticketAutoProcessor.status', 'stopping');
    emit('ticketAutoProcessor.status', 'stopping');
    emit('ticketAutoProcessor.status', 'stopped');
    expect(await take(it, 2)).toEqual(['stopping', 'stopped']);
    await it.return!();
  });

  it('ticketCounters: equal counters are sent once', async () => {
    const { ctx, emit } = fakeContext({ status: 'stopped', history: [], counter: { new: 1 } });
    const it = subscription('ticketCounters')(undefined, {}, ctx, undefined);
    expect(await take(it, 1)).toEqual([[{ status: 'NEW', statusCode: 'new', count: 1 }]]);
    emit('ticketAutoProcessor.ticketCounter', { new: 1 });
    emit('ticketAutoProcessor.ticketCounter', { new: 2 });
    emit('ticketAutoProcessor.ticketCounter', { new: 2 });
    emit('ticketAutoProcessor.ticketCounter', { new: 1 });
    expect(await take(it, 2)).toEqual([[{ status: 'NEW', statusCode: 'new', count: 2 }], [{ status: 'NEW', statusCode: 'new', count: 1 }]]);
    await it.return!();
  });
});
