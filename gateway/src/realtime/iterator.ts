// An AsyncIterableIterator fed by pushes, for GraphQL subscriptions: values queue until the client
// pulls them; `return()` (the client unsubscribed or disconnected) runs the cleanup once.

/**
 * The key of a push iterator's bypass (`PushIterator[BYPASS]`): a function given each pushed value
 * while nothing is queued and the consumer waits on `next()` (everything pulled before has been
 * handled); it returns true when it took the value itself, which then never reaches `next()`.
 * Subscriptions send an upstream event to the client this way (shared-execution.ts), without a
 * round of promises per subscriber.
 */
export const BYPASS = Symbol('pushIterator.bypass');

export type Bypass<T> = (value: T) => boolean;

export interface PushIterator<T> extends AsyncIterableIterator<T> {
  /** Sets (or, with undefined, clears) the bypass. */
  [BYPASS](bypass: Bypass<T> | undefined): void;
}

export function pushIterator<T>(setup: (push: (value: T) => void) => () => void): PushIterator<T> {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let done = false;
  let bypass: Bypass<T> | undefined;
  const push = (value: T) => {
    if (done) return;
    if (bypass && waiting.length && !queue.length && bypass(value)) return;
    const next = waiting.shift();
    if (next) next({ value, done: false });
    else queue.push(value);
  };
  const cleanup = setup(push);
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      bypass = undefined;
      cleanup();
      for (const next of waiting.splice(0)) next({ value: undefined, done: true });
      queue.length = 0;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw(error?: unknown) {
      void finish();
      return Promise.reject(error);
    },
    [BYPASS](fn) {
      bypass = done ? undefined : fn;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
