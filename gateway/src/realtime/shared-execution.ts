// One execution per upstream event, not one per subscriber (issue 27: fan-out to 10,000 subscribers).
//
// An event of the API arrives once per upstream socket, i.e. once per signed-in token
// (`sockets.ts`), and every subscription of that token listening to it gets the same event. Tabs of
// one person subscribe with the same few operations, so most of the subscribers of one event would
// run the very same execution: same document, same variables, same rights. `socketStream` yields each
// event as a `LiveEvent` whose `source` is the one object made when the socket delivered it; the
// graphql-ws `subscribe` below executes each (source, document, operation, variables) once and hands
// the same result to every subscriber of it. A subscriber whose own filter skipped the event, or a
// first value read over REST (no `source`), executes on its own as before.
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';

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

/** Results of an event, by operation; gone with the event. */
const results = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

/** Counts of executions run and shared, for tests and /metrics. */
export const sharedExecutionStats = { executed: 0, shared: 0 };

function executeEvent(args: ExecutionArgs, value: unknown): Promise<ExecutionResult> | ExecutionResult {
  if (!(value instanceof LiveEvent)) {
    sharedExecutionStats.executed += 1;
    return execute({ ...args, rootValue: value });
  }
  const key = `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let byOperation = results.get(value.source);
  if (!byOperation) results.set(value.source, (byOperation = new Map()));
  const known = byOperation.get(key);
  if (known) {
    sharedExecutionStats.shared += 1;
    return known;
  }
  sharedExecutionStats.executed += 1;
  const result = execute({ ...args, rootValue: value.value });
  byOperation.set(key, result);
  return result;
}

/**
 * graphql-ws's `subscribe`: graphql-js's own, except that each event is executed through
 * `executeEvent`. The source stream's `return()` is passed on (the subscriber left).
 */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const mapped = {
    async next() {
      const step = await source.next();
      if (step.done) return { done: true, value: undefined };
      return { done: false, value: await executeEvent(args, step.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<ExecutionResult>;
  return mapped;
}
