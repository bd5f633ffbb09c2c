// One execution per upstream event and caller, not one per subscriber, and no round of promises per
// subscriber (issue 27: fan-out to 10,000 subscribers).
//
// An event of the API arrives once per upstream socket, i.e. once per signed-in token
// (`sockets.ts`), and every subscription of that token listening to it gets the same event. Tabs of
// one person subscribe with the same few operations, so most of the subscribers of one event would
// run the very same execution: same document, same variables, same rights. `socketStream` yields each
// event as a `LiveEvent` whose `source` is the one object made when the socket delivered it; the
// graphql-ws `subscribe` below executes each (source, caller, document, operation, variables) once
// and hands the same result, serialised once, to every subscriber of it. The caller (the API session
// the subscription acts with and the gateway token's grant) is part of the key: an answer is never
// reused for someone whose rights may differ, even if one event object reached both. A subscriber
// whose own filter skipped the event, or a first value read over REST (no `source`), executes on
// its own as before.
//
// Delivery: graphql-ws pulls each value of a subscription through its own `for await` loop (some ten
// promises, a `JSON.stringify` of the whole message and a send per subscriber). A subscription
// registered with `deliverTo` instead sends its values straight to its WebSocket from the push (the
// `BYPASS` of `pushIterator`), as graphql-ws would frame them: `{"id":…,"type":"next","payload":…}`.
// Order is kept: a value takes the bypass only while nothing is queued and graphql-ws waits on the
// stream (everything pulled before is sent), and the values of one subscription go out one after
// the other. graphql-ws's loop stays parked on the stream, so completing, closing and the per-socket
// count of operations work as before; a failed execution ends the subscription through it, with the
// error message graphql-ws sends. The `onNext` hook of graphql-ws is not called on this path (the
// gateway sets none).
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import type { GatewayContext } from '../context';
import { BYPASS, type PushIterator } from './iterator';

/** A value of a subscription's stream that came from one upstream socket event. */
export class LiveEvent<T = unknown> {
  constructor(
    /** One object per event delivered by one upstream socket: shared by its subscribers. */
    readonly source: object,
    readonly value: T,
  ) {}
}

/** The stream's value itself, unwrapped from its event. */
export const valueOf = <T>(value: T | LiveEvent<T>): T => (value instanceof LiveEvent ? value.value : value);

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;
const documentId = (document: DocumentNode) => {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
};

/**
 * Who an execution answers: the API session it acts with and, for a gateway-issued API token, that
 * token and its rights. Two subscriptions share a result only when this is the same.
 */
export function callerKey(context: unknown): string {
  const ctx = context as Partial<Pick<GatewayContext, 'token' | 'grant'>> | null | undefined;
  const grant = ctx?.grant;
  return `${ctx?.token ?? ''}\u0000${grant ? `${grant.tokenId}\u0000${grant.userId}\u0000${grant.readOnly ? 'ro' : 'rw'}` : ''}`;
}

/** The key of an execution of an event: caller, document, operation and variables. */
export function executionKey(args: ExecutionArgs): string {
  return `${callerKey(args.contextValue)}\u0000${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
}

/** One execution's result, and its payload as graphql-ws serialises it (made on first use). */
interface Shared {
  result: ExecutionResult;
  json?: string;
}

/** Results of an event, by execution key; gone with the event. */
const results = new WeakMap<object, Map<string, Promise<Shared> | Shared>>();

/** Counts of executions run and shared, and of values sent straight to the socket, for tests. */
export const sharedExecutionStats = { executed: 0, shared: 0, direct: 0 };

/** graphql-js answers a promise (any thenable) when a resolver did. */
const isThenable = <T>(value: T | PromiseLike<T>): value is PromiseLike<T> => typeof (value as { then?: unknown } | null)?.then === 'function';

const settle = (result: PromiseLike<ExecutionResult> | ExecutionResult): Promise<Shared> | Shared =>
  isThenable(result) ? Promise.resolve(result).then((r) => ({ result: r })) : { result };

function executeEvent(args: ExecutionArgs, key: string, value: unknown): Promise<Shared> | Shared {
  if (!(value instanceof LiveEvent)) {
    sharedExecutionStats.executed += 1;
    return settle(execute({ ...args, rootValue: value }));
  }
  let byKey = results.get(value.source);
  if (!byKey) results.set(value.source, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) {
    sharedExecutionStats.shared += 1;
    return known;
  }
  sharedExecutionStats.executed += 1;
  const shared = settle(execute({ ...args, rootValue: value.value }));
  byKey.set(key, shared);
  return shared;
}

/** The `payload` of a `next` message, as graphql-ws makes it (errors in their JSON form), serialised once. */
function payloadJson(shared: Shared): string {
  if (shared.json === undefined) {
    const { errors, ...rest } = shared.result;
    shared.json = JSON.stringify({ ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) });
  }
  return shared.json;
}

/** Where a subscription's values go without graphql-ws's loop: the client's socket and the operation's id. */
export interface DirectTarget {
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'send'>;
  id: string;
}

/** The targets of subscriptions, by their context (one per operation: `onSubscribe` makes it). */
const targets = new WeakMap<object, DirectTarget>();

/** Values of the subscription with this context go straight to `target` (see the header). */
export function deliverTo(contextValue: object, target: DirectTarget): void {
  targets.set(contextValue, target);
}

const isPushIterator = (it: AsyncIterator<unknown>): it is PushIterator<unknown> => BYPASS in it;

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that each event is executed through
 * `executeEvent` and, for a subscription with a `deliverTo` target, sent from the push. The source
 * stream's `return()` is passed on (the subscriber left).
 */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  // Document, variables and caller are the subscription's for its whole life: one key.
  const key = executionKey(args);
  /** Set when a value sent from the push failed: the loop's `next` throws it (graphql-ws sends the error). */
  let failed: Promise<never> | undefined;
  /** The subscriber left, or a value sent from the push failed: nothing more is sent from the push. */
  let stopped = false;
  const target = args.contextValue && typeof args.contextValue === 'object' ? targets.get(args.contextValue) : undefined;
  if (target && isPushIterator(source)) {
    let fail!: (error: unknown) => void;
    failed = new Promise<never>((_resolve, reject) => (fail = reject));
    failed.catch(() => undefined);
    const prefix = `{"id":${JSON.stringify(target.id)},"type":"next","payload":`;
    const send = (shared: Shared) => {
      if (stopped || target.socket.readyState !== target.socket.OPEN) return;
      const message = `${prefix}${payloadJson(shared)}}`;
      sharedExecutionStats.direct += 1;
      target.socket.send(message);
    };
    const failWith = (error: unknown) => {
      if (stopped) return;
      stopped = true;
      source[BYPASS](undefined);
      // First the loop's `next` fails (graphql-ws sends the error and forgets the operation), then
      // the stream stops listening (graphql-ws does not return a stream whose `next` threw).
      fail(error);
      void source.return?.();
    };
    /** The last delivery still waiting for its execution: the next one goes after it. */
    let tail: Promise<void> | undefined;
    source[BYPASS]((value) => {
      if (stopped) return false;
      if (!tail) {
        let shared: Promise<Shared> | Shared;
        try {
          shared = executeEvent(args, key, value);
          if (!isThenable(shared)) {
            send(shared);
            return true;
          }
        } catch (error) {
          failWith(error);
          return true;
        }
        const own: Promise<void> = shared.then(send).then(
          () => {
            if (tail === own) tail = undefined;
          },
          (error: unknown) => failWith(error),
        );
        tail = own;
        return true;
      }
      const own: Promise<void> = tail.then(async () => {
        if (stopped) return;
        try {
          send(await executeEvent(args, key, value));
        } catch (error) {
          failWith(error);
        }
        if (tail === own) tail = undefined;
      });
      tail = own;
      return true;
    });
  }
  const mapped = {
    async next() {
      const step = await (failed ? Promise.race([source.next(), failed]) : source.next());
      if (step.done) return { done: true, value: undefined };
      return { done: false, value: (await executeEvent(args, key, step.value)).result };
    },
    async return() {
      stopped = true;
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      stopped = true;
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<ExecutionResult>;
  return mapped;
}
